import type { FigureSpec } from "../../src/engine/figure/figure-spec.ts";

export function ragnar(overrides: Partial<FigureSpec> = {}): FigureSpec {
  return {
    name: "Ragnar",
    race: "human",
    st: 12,
    dx: 12,
    armor: "leather",
    shield: "small-shield",
    weapons: ["broadsword", "dagger"],
    readyWeapon: "broadsword",
    shieldReady: true,
    ...overrides,
  };
}
