/**
 * IQ under ADVANCED MELEE (figure/iq.ts; docs/rulings.md, "IQ under ADVANCED MELEE"): a figure
 * with IQ spends its race's MELEE total plus 8 over ST, DX and IQ, IQ at least 8; MELEE ignores
 * it. AM §7's party are the book's figures with IQ.
 */
import { describe, expect, it } from "vitest";
import { validateAdvancedFigure, validateFigure } from "../../../src/engine/figure/validate.ts";
import { fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";
import { plainFigure } from "../figure/book-figures.ts";

describe("IQ under ADVANCED MELEE", () => {
  it("takes AM §7's Kov, the one beginning character: 11 + 12 + 9 = 32 = 24 + 8", () => {
    const kov = plainFigure({ name: "Kov", st: 11, dx: 12, iq: 9 });
    expect(validateFigure(kov, "advanced-melee")).toEqual([]);
  });

  it("asks a new figure for exactly the race's total plus 8, an experienced one at least", () => {
    const melio = plainFigure({ name: "Melio", st: 9, dx: 12, iq: 14 });
    expect(validateFigure(melio, "advanced-melee")).toEqual([
      "A human's ST, DX and IQ must add up to 32; Melio has 9 + 12 + 14 = 35",
    ]);
    expect(validateAdvancedFigure(melio, "advanced-melee")).toEqual([]);
    const dull = plainFigure({ name: "Dull", st: 8, dx: 8, iq: 8 });
    expect(validateAdvancedFigure(dull, "advanced-melee")).toEqual([
      "A human's ST, DX and IQ must add up to at least 32; Dull has 8 + 8 + 8 = 24",
    ]);
    const halfling = plainFigure({ name: "Pip", race: "halfling", st: 4, dx: 12, iq: 12 });
    expect(validateFigure(halfling, "advanced-melee")).toEqual([]);
  });

  it("refuses IQ under 8 and outside 1 to 99", () => {
    expect(validateFigure(plainFigure({ st: 13, dx: 12, iq: 7 }), "advanced-melee")).toEqual([
      "IQ must be 8 or more; Tester has IQ 7",
    ]);
    expect(validateFigure(plainFigure({ st: 8, dx: 8, iq: 100 }), "advanced-melee")).toEqual([
      "IQ must be from 1 to 99; Tester has IQ 100",
      "A human's ST, DX and IQ must add up to 32; Tester has 8 + 8 + 100 = 116",
    ]);
  });

  it("leaves MELEE's totals alone: under MELEE a figure's IQ counts for nothing", () => {
    const withIq = plainFigure({ st: 12, dx: 12, iq: 8 });
    expect(validateFigure(withIq)).toEqual([]);
    expect(validateFigure(plainFigure({ st: 8, dx: 12, iq: 12 }))).toEqual([
      "A human's ST and DX must add up to 24; Tester has 8 + 12 = 20",
    ]);
  });

  it("brings the IQ into an AM battle's figure, and none into MELEE's", () => {
    const spec = human("Kov", { st: 11, dx: 12, iq: 9 });
    const figures = [fighter("kov", spec, "E5", S), fighter("foe", human("Foe"), "E8", N, "red")];
    expect(new TestBattle(figures, { ruleset: "advanced-melee" }).fig("kov").iq).toBe(9);
    const meleeKov = human("Kov", { st: 12, dx: 12, iq: 9 });
    const melee = [fighter("kov", meleeKov, "E5", S), fighter("foe", human("Foe"), "E8", N, "red")];
    expect(new TestBattle(melee).fig("kov")).not.toHaveProperty("iq");
  });
});
