/**
 * The battle invariants of battle-invariants.test.ts over random battles with fliers, under
 * MELEE and ADVANCED MELEE: fliers take off, climb, dive and land at random (generators.ts), the
 * built-in policy fights them and with them, and after every order a flier's height is a whole
 * number of metres, at least 1, only while it is in the air, with no two fliers over one hex at
 * one height (battle-runner.ts, checkHeights); the log replays to the live state.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { emptyStats, playRandomBattle } from "./battle-runner.ts";
import { type BattleCase, battleCaseArb } from "./generators.ts";

const RUNS = 20;

/**
 * The first figure, and now and then the second, made a flier where the fighter stood: gargoyles,
 * or under ADVANCED MELEE a gargoyle carrying a boulder (AM §10) and our giant bat, which strikes
 * the ground hovering.
 */
function withFliers(
  figures: readonly FigureSetup[],
  two: boolean,
  ruleset: "melee" | "advanced-melee",
): FigureSetup[] {
  const am = ruleset === "advanced-melee";
  return figures.map((f, i): FigureSetup => {
    if (i === 0)
      return {
        ...f,
        kind: "monster",
        monster: "gargoyle",
        name: `Gargoyle ${i}`,
        ...(am ? { boulders: 1 } : {}),
      };
    if (i !== 1 || !two) return f;
    return am
      ? { ...f, kind: "monster", monster: "giant-bat", name: `Giant bat ${i}` }
      : { ...f, kind: "monster", monster: "gargoyle", name: `Gargoyle ${i}` };
  });
}

const flierCaseArb: fc.Arbitrary<BattleCase> = fc
  .tuple(battleCaseArb, fc.constantFrom("melee" as const, "advanced-melee" as const), fc.boolean())
  .map(([c, ruleset, two]) => ({
    ...c,
    setup: { ...c.setup, ruleset, figures: withFliers(c.setup.figures, two, ruleset) },
  }));

describe("battle engine invariants over random battles with fliers", () => {
  it("hold after every order, heights included, and the log replays to the live state", () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(flierCaseArb, (c) => playRandomBattle(c, stats)),
      { numRuns: RUNS, seed: 20261126 },
    );
    // The runs fly: gargoyles take off and change height.
    expect(stats.takeOffs).toBeGreaterThan(RUNS);
    expect(stats.heightChanges).toBeGreaterThan(RUNS);
  });
});
