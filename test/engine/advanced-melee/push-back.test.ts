/**
 * AM §3 MOVING ONTO OTHER FIGURES: a multi-hex figure ends its move or takes its shift by pushing
 * back one-hex figures of less combined ST; each rolls 3 dice against DX and steps aside, or falls
 * there. MELEE's giant may not. Reading in docs/rulings.md, "Pushing back".
 */
import { describe, expect, it } from "vitest";
import { legalDestinations } from "../../../src/engine/battle/decisions.ts";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Giant G (blue, ST 24) covers J10, K10, K11 facing N; X (red, ST 12, adjDX 12) stands in J9. */
function giantBeforeX(ruleset: Ruleset = "advanced-melee", others: FigureSetup[] = []) {
  return new TestBattle(
    [beast("g", "giant", "J10", N, "blue"), fighter("x", human("X"), "J9", S, "red"), ...others],
    { ruleset },
  );
}

const giantOntoJ9 = { figure: "g", option: "a", path: [at("J9")], facing: N } as const;
const xPasses = { figure: "x", option: "pass" } as const;
/** The same step as a shift, for a giant two men engage. */
const giantShiftsOntoJ9 = { ...giantOntoJ9, option: "h" } as const;

describe("AM §3: a giant pushes back a man", () => {
  it("X makes 9 against adjDX 12: he steps to I10, away from the giant, and stands", () => {
    const b = giantBeforeX();
    const events = b.turn([giantOntoJ9, xPasses], [3, 3, 3]);
    expect(eventsOf(events, "saving-roll")).toEqual([
      {
        type: "saving-roll",
        figure: "x",
        purpose: "keep its feet when pushed back",
        faces: [3, 3, 3],
        target: 12,
        success: true,
      },
    ]);
    expect(eventsOf(events, "stepped")).toEqual([
      {
        type: "stepped",
        figure: "x",
        from: at("J9"),
        to: at("I10"),
        reason: "pushed back by g",
      },
    ]);
    expect(footprint(b.fig("g")).map(formatHex)).toEqual(["J9", "K9", "K10"]);
    expect(b.fig("x")).toMatchObject({ position: at("I10"), posture: "standing" });
  });

  it("X misses with 15: he falls in I10", () => {
    const b = giantBeforeX();
    const events = b.turn([giantOntoJ9, xPasses], [6, 5, 4]);
    const pushLines = events
      .filter((e) => e.type === "saving-roll" || e.type === "stepped" || e.type === "posture")
      .map((e) => describeEvent(b.state, e));
    expect(pushLines).toEqual([
      "X rolls to keep its feet when pushed back: 3d6 = 15 (6+5+4) > adjDX 12, fails",
      "X steps J9 → I10 (pushed back by g)",
      "X is down (pushed back by g)",
    ]);
    expect(eventsOf(events, "posture")).toMatchObject([
      { figure: "x", posture: "fallen", reason: "pushed back by g" },
    ]);
    expect(b.fig("x")).toMatchObject({ position: at("I10"), posture: "fallen" });
  });

  it("engaged by two men, it shifts onto a man of ST 11 beside one of ST 12 (23 < 24)", () => {
    const b = giantBeforeX("advanced-melee", [
      fighter("y", human("Y", { st: 11, dx: 13 }), "K9", S, "red"),
    ]);
    const events = b.turn([giantShiftsOntoJ9, xPasses], [1, 1, 1, 2, 2, 2]);
    expect(eventsOf(events, "stepped").map((e) => [e.figure, formatHex(e.to)])).toEqual([
      ["x", "I10"],
      ["y", "K8"],
    ]);
    expect(footprint(b.fig("g")).map(formatHex)).toEqual(["J9", "K9", "K10"]);
  });

  it("two men of ST 12 (24 together) are not less than the giant's 24: refused", () => {
    const b = giantBeforeX("advanced-melee", [fighter("y", human("Y"), "K9", S, "red")]);
    expect(() => b.turn([giantShiftsOntoJ9, xPasses])).toThrow(
      "g may push back only figures whose combined ST (24) is less than its own (24).",
    );
  });

  it("a man with no empty hex beside him cannot be pushed back", () => {
    const around = ["K8", "L8", "L9", "J8"].map((h, i) =>
      fighter(`w${i}`, human(`W${i}`), h, N, "red"),
    );
    const b = giantBeforeX("advanced-melee", around);
    b.edit("x", { position: at("K9") });
    expect(() => b.turn([giantOntoJ9, xPasses])).toThrow(
      "X at K9 has no empty hex next to it to be pushed back into.",
    );
  });

  it("the push-back hex is among the giant's destinations, and a MELEE giant's move onto X is refused", () => {
    const am = giantBeforeX();
    am.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(legalDestinations(am.state, "g", "a").map((d) => formatHex(d.hex))).toContain("J9");
    const melee = giantBeforeX("melee");
    expect(() => melee.turn([giantShiftsOntoJ9, xPasses])).toThrow("J9 is occupied");
  });
});

describe("AM §3: the size rule for moving onto fallen figures", () => {
  it("a giant ending on a man's body rolls no footing; MELEE's giant rolls", () => {
    for (const [ruleset, faces] of [
      ["advanced-melee", []],
      ["melee", [3, 3, 3]],
    ] as const) {
      const b = giantBeforeX(ruleset, [fighter("t", human("T"), "E14", N, "red")]);
      b.edit("x", { condition: "dead", posture: "fallen" });
      const events = b.turn([giantOntoJ9, { figure: "t", option: "pass" }], faces);
      expect(eventsOf(events, "saving-roll").length, ruleset).toBe(faces.length === 0 ? 0 : 1);
    }
  });
});
