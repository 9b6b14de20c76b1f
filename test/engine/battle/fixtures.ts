import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { type Hex, parseHex } from "../../../src/engine/hex/coordinates.ts";

/** A hex by its label, failing loudly on a typo. */
export function at(label: string): Hex {
  const h = parseHex(label);
  if (!h) throw new Error(`bad hex label ${label}`);
  return h;
}

/** The legionary of MELEE's COMBAT EXAMPLE. */
export const FLAVIUS: FigureSpec = {
  name: "Flavius",
  race: "human",
  st: 12,
  dx: 12,
  armor: "chainmail",
  shield: "large-shield",
  weapons: ["shortsword", "dagger"],
  readyWeapon: "shortsword",
  shieldReady: true,
};

/** The tribesman of MELEE's COMBAT EXAMPLE. */
export const WULF: FigureSpec = {
  name: "Wulf",
  race: "human",
  st: 14,
  dx: 10,
  armor: "none",
  shield: null,
  weapons: ["longbow", "two-handed-sword", "dagger"],
  readyWeapon: "longbow",
  shieldReady: false,
};
