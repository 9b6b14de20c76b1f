/**
 * The fighters on the rulebook's cards: Ragnar (MELEE: CREATING A FIGURE) and Flavius and Wulf
 * (MELEE: X. COMBAT EXAMPLE). Used by tests, benchmarks and examples.
 */
import type { FigureSpec } from "./figure-spec.ts";

export const RAGNAR: FigureSpec = {
  name: "Ragnar",
  race: "human",
  st: 11,
  dx: 13,
  armor: "leather",
  shield: "large-shield",
  weapons: ["spear", "dagger"],
  readyWeapon: "spear",
  shieldReady: false,
};

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
