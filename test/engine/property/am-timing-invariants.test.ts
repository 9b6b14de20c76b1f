/**
 * The battle invariants of battle-invariants.test.ts over random ADVANCED MELEE battles fought
 * with the optional timing rules, random orders now and then delaying their action or waiting for
 * an opening: every order is accepted or refused cleanly, and the log replays to the live state.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { playRandomBattle } from "./battle-runner.ts";
import { type BattleCase, battleCaseArb } from "./generators.ts";

const RUNS = 40;

/** The same random battles, under AM with delayed actions and waiting for an opening. */
const amTimingCaseArb: fc.Arbitrary<BattleCase> = battleCaseArb.map((c) => ({
  ...c,
  setup: {
    ...c.setup,
    ruleset: "advanced-melee",
    optionalRules: ["delayed-actions", "waiting-for-an-opening"],
  },
}));

describe("battle engine invariants over random AM battles with the timing rules", () => {
  it("hold after every order, and the log replays to the live state", () => {
    fc.assert(
      fc.property(amTimingCaseArb, (c) => playRandomBattle(c)),
      { numRuns: RUNS, seed: 20261126 },
    );
  });
});
