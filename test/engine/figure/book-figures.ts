/** The figures on the rulebook's cards (MELEE: CREATING A FIGURE, COMBAT EXAMPLE), for tests. */
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";

export const ragnar: FigureSpec = {
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

export const flavius: FigureSpec = {
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

export const wulf: FigureSpec = {
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

/** An unarmed, unarmored figure to vary in a test. */
export function plainFigure(overrides: Partial<FigureSpec> = {}): FigureSpec {
  return {
    name: "Tester",
    race: "human",
    st: 12,
    dx: 12,
    armor: "none",
    shield: null,
    weapons: [],
    readyWeapon: null,
    shieldReady: false,
    ...overrides,
  };
}
