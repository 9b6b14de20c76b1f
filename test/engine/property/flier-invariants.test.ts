/**
 * The battle invariants of battle-invariants.test.ts over random battles with gargoyles, under
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

/** The first figure, and now and then the second, made a gargoyle where the fighter stood. */
function withGargoyles(figures: readonly FigureSetup[], two: boolean): FigureSetup[] {
  return figures.map((f, i) =>
    i === 0 || (i === 1 && two)
      ? { ...f, kind: "monster", monster: "gargoyle", name: `Gargoyle ${i}` }
      : f,
  );
}

const flierCaseArb: fc.Arbitrary<BattleCase> = fc
  .tuple(battleCaseArb, fc.constantFrom("melee", "advanced-melee"), fc.boolean())
  .map(([c, ruleset, two]) => ({
    ...c,
    setup: { ...c.setup, ruleset, figures: withGargoyles(c.setup.figures, two) },
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
