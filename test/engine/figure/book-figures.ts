/** The rulebook's figures under the names the figure tests use, and a plain figure to vary. */
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";

export {
  FLAVIUS as flavius,
  RAGNAR as ragnar,
  WULF as wulf,
} from "../../../src/engine/figure/book-figures.ts";

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
