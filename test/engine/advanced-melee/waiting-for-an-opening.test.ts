/**
 * AM §6 AIMED SHOTS, "Waiting for an Opening" (optional), with forced dice: a fighter that does
 * nothing but wait on one foe strikes it at +1 DX after one whole turn, +2 after two; striking,
 * or taking any other option, gives the opening up.
 */
import { describe, expect, it } from "vitest";
import type { MoveOrder } from "../../../src/engine/battle/orders.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { at, attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";
const WAITING = ["waiting-for-an-opening"];

/** Ann (adjDX 12) on E4 facing S; Bo two hexes off on E6, facing her. */
function standOff(ruleset: Ruleset = AM, optionalRules: readonly string[] = WAITING): TestBattle {
  return new TestBattle(
    [fighter("ann", human("Ann"), "E4", S), fighter("bo", human("Bo"), "E6", N, "red")],
    { ruleset, optionalRules },
  );
}

const waits = (turns: number, b: TestBattle, ann: Partial<MoveOrder> = {}) => {
  for (let i = 0; i < turns; i++)
    b.turn([
      { figure: "ann", option: "pass", waitFor: "bo", ...ann },
      { figure: "bo", option: "pass" },
    ]);
};

/** Bo steps up to E5; Ann strikes him, missing on 15. Her attack roll. */
function boStepsUp(b: TestBattle) {
  const events = b.turn(
    [
      { figure: "bo", option: "a", path: [at("E5")] },
      { figure: "ann", option: "h", target: "bo" },
    ],
    [6, 6, 3],
  );
  return attackRolls(events)[0];
}

describe("AM: waiting for an opening", () => {
  it("two whole turns of waiting give +2 DX on the foe waited for", () => {
    const b = standOff();
    waits(2, b);
    expect(b.fig("ann").waiting).toEqual({ target: "bo", turns: 2 });
    const roll = boStepsUp(b);
    expect(roll?.adjDx).toBe(14);
    expect(roll?.modifiers).toContainEqual({ label: "waited 2 turns for an opening", value: 2 });
  });

  it("one turn gives +1; striking gives the opening up", () => {
    const b = standOff();
    waits(1, b);
    expect(b.fig("ann").waiting).toEqual({ target: "bo", turns: 1 });
    expect(boStepsUp(b)?.adjDx).toBe(13);
    expect(b.fig("ann").waiting).toBeUndefined();
  });

  it("any other option gives the opening up", () => {
    const b = standOff();
    waits(1, b);
    b.turn([
      { figure: "ann", option: "a", path: [] },
      { figure: "bo", option: "pass" },
    ]);
    expect(b.fig("ann").waiting).toBeUndefined();
  });

  it("waiting on another foe starts again at one", () => {
    const b = new TestBattle(
      [
        fighter("ann", human("Ann"), "E4", S),
        fighter("bo", human("Bo"), "E6", N, "red"),
        fighter("cy", human("Cy"), "H6", N, "red"),
      ],
      { ruleset: AM, optionalRules: WAITING },
    );
    const turn = (foe: string) =>
      b.turn([
        { figure: "ann", option: "pass", waitFor: foe },
        { figure: "bo", option: "pass" },
        { figure: "cy", option: "pass" },
      ]);
    turn("bo");
    turn("bo");
    turn("cy");
    expect(b.fig("ann").waiting).toEqual({ target: "cy", turns: 1 });
  });

  it("counts in the order of attack: Ann (11 + 2) strikes before Bo's charge (12)", () => {
    const order = (waited: number) => {
      const b = new TestBattle(
        [
          fighter("ann", human("Ann", { st: 13, dx: 11 }), "E4", S),
          fighter("bo", human("Bo"), "E6", N, "red"),
        ],
        { ruleset: AM, optionalRules: WAITING },
      );
      waits(waited, b);
      const events = b.turn(
        [
          { figure: "bo", option: "b", target: "ann", path: [at("E5")] },
          { figure: "ann", option: "h", target: "bo" },
        ],
        [6, 6, 4, 6, 6, 4],
      );
      return attackRolls(events).map((e) => `${e.attacker} at ${e.adjDx}`);
    };
    expect(order(0)).toEqual(["bo at 12", "ann at 11"]);
    expect(order(2)).toEqual(["ann at 13", "bo at 12"]);
  });

  it("a third turn of waiting is refused: the rule counts two at most", () => {
    const b = standOff();
    waits(2, b);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "ann", option: "pass", waitFor: "bo" })).toThrow(
      "Ann has waited 2 turns for an opening on Bo, the most the rule allows: it must strike now or give the opening up.",
    );
  });

  it("is refused with any option but doing nothing, on a friend, and without the rule", () => {
    const refusal = (order: Partial<MoveOrder>, ruleset?: Ruleset, rules?: readonly string[]) => {
      const b = standOff(ruleset, rules);
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      return () =>
        b.order({ type: "move", figure: "ann", option: "pass", waitFor: "bo", ...order });
    };
    expect(refusal({ option: "a" })).toThrow(
      'Ann waits for an opening by doing nothing else ("pass"): it may not move, dodge or attack while it waits.',
    );
    expect(refusal({ waitFor: "ann" })).toThrow(
      "Ann can wait for an opening only on an enemy still in the fight.",
    );
    const off =
      "Waiting for an opening is ADVANCED MELEE's optional rule waiting-for-an-opening, which this battle does not use.";
    expect(refusal({}, "melee", [])).toThrow(off);
    expect(refusal({}, AM, [])).toThrow(off);
  });
});
