/**
 * Random ADVANCED MELEE battles with the big fliers of AM §9 and §10: our 7-hex dragon, a griffin
 * carrying a rider, gargoyles and men on foot. After every order the invariants of
 * battle-runner.ts hold (no figure off the map or in a wall, no two standing figures or fliers at
 * one height in one hex, every hex of a multi-hex figure counted, a rider in step with his mount,
 * hits never healed) and the built-in policy's every order is accepted; the log replays to the
 * live state.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyStats, playRandomBattle } from "./battle-runner.ts";
import { bigFlierCaseArb, fits } from "./big-flier-cases.ts";

const RUNS = 12;

describe("random AM battles with a dragon, a griffin rider, gargoyles and men", () => {
  it("keep the invariants after every order, and the policy's orders are all accepted", () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(bigFlierCaseArb, (c) => {
        fc.pre(fits(c));
        playRandomBattle(c, stats);
      }),
      { numRuns: RUNS, seed: 20261127 },
    );
    // The runs fight, and fly: the dragon and the griffin take off and change height.
    expect(stats.battles).toBe(RUNS);
    expect(stats.attacks).toBeGreaterThan(RUNS);
    expect(stats.takeOffs).toBeGreaterThan(RUNS);
    expect(stats.heightChanges).toBeGreaterThan(RUNS);
  });
});
