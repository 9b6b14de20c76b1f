import { describe, expect, it } from "vitest";
import { FigureRuleError } from "../../../src/engine/figure/errors.ts";
import {
  advanceFigure,
  type CombatEpInput,
  type CombatType,
  combatEp,
  EP_PER_ADVANCE,
} from "../../../src/engine/figure/experience.ts";
import { validateAdvancedFigure, validateFigure } from "../../../src/engine/figure/validate.ts";
import { ragnar } from "./book-figures.ts";

describe("advanceFigure", () => {
  it("trades 100 EP for one point of basic ST", () => {
    expect(EP_PER_ADVANCE).toBe(100);
    const result = advanceFigure(ragnar, 150, "st");
    expect(result.ep).toBe(50);
    expect(result.spec).toEqual({ ...ragnar, st: 12 });
    expect(ragnar.st).toBe(11);
  });

  it("trades 100 EP for one point of basic DX", () => {
    const result = advanceFigure(ragnar, 100, "dx");
    expect(result.ep).toBe(0);
    expect(result.spec).toEqual({ ...ragnar, dx: 14 });
  });

  it("gives a figure that passes as advanced but not as new", () => {
    const { spec } = advanceFigure(ragnar, 100, "st");
    expect(validateAdvancedFigure(spec)).toEqual([]);
    expect(validateFigure(spec)).toEqual([
      "A human's ST and DX must add up to 24; Ragnar has 12 + 13 = 25",
    ]);
  });

  it("refuses to raise ST or DX past 99, the most a figure may have", () => {
    const strong = { ...ragnar, st: 99 };
    expect(() => advanceFigure(strong, 500, "st")).toThrow(
      "Ragnar has ST 99, the most a figure may have",
    );
    expect(advanceFigure(strong, 500, "dx").spec.dx).toBe(14);
    expect(advanceFigure({ ...ragnar, st: 98 }, 100, "st").spec.st).toBe(99);
  });

  it("refuses with fewer than 100 EP", () => {
    expect(() => advanceFigure(ragnar, 50, "st")).toThrow(FigureRuleError);
    expect(() => advanceFigure(ragnar, 50, "st")).toThrow("Ragnar has 50 EP; advancing needs 100");
    expect(() => advanceFigure(ragnar, 99, "dx")).toThrow("Ragnar has 99 EP; advancing needs 100");
    expect(() => advanceFigure(ragnar, Number.NaN, "dx")).toThrow(FigureRuleError);
  });

  it("names its error FigureRuleError", () => {
    try {
      advanceFigure(ragnar, 0, "st");
      expect.unreachable("advanceFigure should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe("FigureRuleError");
    }
  });
});

type Fighter = CombatEpInput["figures"][number];

/** A figure that lived, on the side that lost, and stayed on its feet. */
function fighter(
  id: string,
  side: string,
  stPlusDx: number,
  flags: Partial<Fighter> = {},
): Fighter {
  return {
    id,
    side,
    stPlusDx,
    survived: true,
    onWinningSide: false,
    ranAwayUnhurt: false,
    onFeetAtEnd: true,
    ...flags,
  };
}

const won = { onWinningSide: true };
const dead = { survived: false, onFeetAtEnd: false };
const ep = (combatType: CombatType, figures: Fighter[]) => combatEp({ combatType, figures });

describe("combatEp: to the death", () => {
  it("gives each survivor 50 and the dead nothing", () => {
    expect(ep("death", [fighter("a", "A", 24, won), fighter("b", "B", 24, dead)])).toEqual({
      a: 50,
      b: 0,
    });
  });

  it("gives 70 only when the enemy averaged more than 3 superior", () => {
    const exactly3 = [fighter("a", "A", 24, won), fighter("b", "B", 27, dead)];
    expect(ep("death", exactly3)).toEqual({ a: 50, b: 0 });
    const by4 = [fighter("a", "A", 24, won), fighter("b", "B", 28, dead)];
    expect(ep("death", by4)).toEqual({ a: 70, b: 0 });
  });

  it("compares side averages, so 3.5 superior is enough", () => {
    const figures = [
      fighter("a1", "A", 24, won),
      fighter("a2", "A", 24, { ...won, ...dead }),
      fighter("b1", "B", 27, dead),
      fighter("b2", "B", 28, dead),
    ];
    expect(ep("death", figures)).toEqual({ a1: 70, a2: 0, b1: 0, b2: 0 });
  });

  it("counts dead enemies in their side's average", () => {
    const figures = [
      fighter("a", "A", 24, won),
      fighter("b1", "B", 34, dead),
      fighter("b2", "B", 24, dead),
    ];
    expect(ep("death", figures).a).toBe(70);
  });

  it("gives the stronger side's survivors 50 however weak the enemy", () => {
    expect(ep("death", [fighter("a", "A", 40, won), fighter("b", "B", 24, dead)]).a).toBe(50);
  });

  it("with three sides, compares each side with the average of all figures opposing it", () => {
    // Against A stand 30, 22, 22 and 22: an average of 24, exactly 3 above A's 21.
    const figures = [
      fighter("a", "A", 21, won),
      fighter("b", "B", 30, dead),
      fighter("c1", "C", 22, dead),
      fighter("c2", "C", 22, dead),
      fighter("c3", "C", 22, dead),
    ];
    expect(ep("death", figures).a).toBe(50);
    const strongerB = figures.map((f) => (f.id === "b" ? { ...f, stPlusDx: 31 } : f));
    expect(ep("death", strongerB).a).toBe(70);
  });

  it("gives a lone side the plain award", () => {
    expect(ep("death", [fighter("a", "A", 24, won)])).toEqual({ a: 50 });
  });
});

describe("combatEp: arena", () => {
  it("gives winners 30, defeated survivors 20, runaways -10 and the dead 0", () => {
    const figures = [
      fighter("w", "A", 24, won),
      fighter("wDead", "A", 24, { ...won, ...dead }),
      fighter("beaten", "B", 24),
      fighter("fled", "B", 24, { ranAwayUnhurt: true }),
      fighter("slain", "B", 24, dead),
    ];
    expect(ep("arena", figures)).toEqual({ w: 30, wDead: 0, beaten: 20, fled: -10, slain: 0 });
  });

  it("ignores 'ran away' for a winner", () => {
    const figures = [fighter("w", "A", 24, { ...won, ranAwayUnhurt: true }), fighter("b", "B", 24)];
    expect(ep("arena", figures).w).toBe(30);
  });

  it("gives 10 extra to every survivor of a side 3 or more weaker", () => {
    const figures = [
      fighter("w", "A", 24, won),
      fighter("wDead", "A", 24, { ...won, ...dead }),
      fighter("beaten", "B", 27),
      fighter("fled", "B", 27, { ranAwayUnhurt: true }),
    ];
    expect(ep("arena", figures)).toEqual({ w: 40, wDead: 0, beaten: 20, fled: -10 });
    const weakLosers = [
      fighter("w", "A", 27, won),
      fighter("beaten", "B", 24),
      fighter("fled", "B", 24, { ranAwayUnhurt: true }),
    ];
    expect(ep("arena", weakLosers)).toEqual({ w: 30, beaten: 30, fled: 0 });
  });

  it("gives no extra to a side only 2 weaker", () => {
    const figures = [fighter("w", "A", 24, won), fighter("b", "B", 26)];
    expect(ep("arena", figures)).toEqual({ w: 30, b: 20 });
  });
});

describe("combatEp: practice", () => {
  it("gives 10 to each figure on its feet at the end and nothing to the others", () => {
    const figures = [
      fighter("standing", "A", 24, won),
      fighter("droppedOut", "A", 24, { ...won, onFeetAtEnd: false }),
      fighter("loserStanding", "B", 24),
      fighter("killed", "B", 24, dead),
    ];
    expect(ep("practice", figures)).toEqual({
      standing: 10,
      droppedOut: 0,
      loserStanding: 10,
      killed: 0,
    });
  });

  it("gives no extra for weakness", () => {
    const figures = [fighter("a", "A", 20, won), fighter("b", "B", 30)];
    expect(ep("practice", figures)).toEqual({ a: 10, b: 10 });
  });
});

describe("combatEp: input", () => {
  it("rejects a figure listed twice", () => {
    const figures = [fighter("a", "A", 24), fighter("a", "B", 24)];
    expect(() => ep("death", figures)).toThrow(FigureRuleError);
    expect(() => ep("death", figures)).toThrow('Figure "a" appears twice in the combat');
  });

  it("returns an empty record for an empty combat", () => {
    expect(ep("arena", [])).toEqual({});
  });
});
