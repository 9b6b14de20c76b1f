/**
 * AM §6 DELAYED ACTIONS (optional), with forced dice: a figure that delays acts after every figure
 * that does not, whatever its adjDX; MELEE, and AM without the rule, refuse the delay.
 */
import { describe, expect, it } from "vitest";
import type { MoveOrder } from "../../../src/engine/battle/orders.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import {
  attackRolls,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";
const DELAY = ["delayed-actions"];

/** Ann (adjDX 13) on E5 and Bo (12) on E6 face each other; every blow misses on 16. */
function duel(ruleset: Ruleset, optionalRules: readonly string[]): TestBattle {
  return new TestBattle(
    [fighter("ann", human("Ann", { dx: 13 }), "E5", S), fighter("bo", human("Bo"), "E6", N, "red")],
    { ruleset, optionalRules },
  );
}

const strikes = (ann: Partial<MoveOrder>): Omit<MoveOrder, "type">[] => [
  { figure: "ann", option: "h", target: "bo", ...ann },
  { figure: "bo", option: "h", target: "ann" },
];

describe("AM DELAYED ACTIONS", () => {
  it("Ann (adjDX 13) strikes first; delaying, she strikes after Bo (12)", () => {
    const order = (delay: boolean) => {
      const b = duel(AM, DELAY);
      const events = b.turn(strikes(delay ? { delay } : {}), [6, 6, 4, 6, 6, 4]);
      return attackRolls(events).map((e) => `${e.attacker} at ${e.adjDx}`);
    };
    expect(order(false)).toEqual(["ann at 13", "bo at 12"]);
    expect(order(true)).toEqual(["bo at 12", "ann at 13"]);
  });

  it("the log's option carries the delay", () => {
    const b = duel(AM, DELAY);
    const events = b.turn(strikes({ delay: true }), [6, 6, 4, 6, 6, 4]);
    expect(eventsOf(events, "option-chosen")[0]).toEqual({
      type: "option-chosen",
      figure: "ann",
      option: "h",
      target: "bo",
      delayed: true,
    });
  });

  it("two figures that delay act among themselves by adjDX", () => {
    const b = duel(AM, DELAY);
    const events = b.turn(
      [
        { figure: "ann", option: "h", target: "bo", delay: true },
        { figure: "bo", option: "h", target: "ann", delay: true },
      ],
      [6, 6, 4, 6, 6, 4],
    );
    expect(attackRolls(events).map((e) => e.attacker)).toEqual(["ann", "bo"]);
  });

  it("is refused under MELEE, without the optional rule, and for an option with no action", () => {
    const refusal = (ruleset: Ruleset, rules: readonly string[], ann: Partial<MoveOrder>) => {
      const b = duel(ruleset, rules);
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      return () => b.order({ type: "move", figure: "ann", option: "h", target: "bo", ...ann });
    };
    const off =
      "Delaying an action is ADVANCED MELEE's optional rule delayed-actions, which this battle does not use.";
    expect(refusal("melee", [], { delay: true })).toThrow(off);
    expect(refusal(AM, [], { delay: true })).toThrow(off);
    expect(refusal(AM, DELAY, { option: "i", target: undefined, delay: true })).toThrow(
      "(i) Shift and defend has no action to delay: only attacks and disengaging act after movement.",
    );
  });
});
