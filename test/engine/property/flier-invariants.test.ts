/**
 * The battle invariants of battle-invariants.test.ts over random battles with fliers, under
 * MELEE and ADVANCED MELEE: fliers take off, climb, dive and land at random (generators.ts), the
 * built-in policy fights them and with them, and after every order a flier's height is a whole
 * number of metres, at least 1, only while it is in the air, with no two fliers over one hex at
 * one height (battle-runner.ts, checkHeights); the log replays to the live state. Under ADVANCED
 * MELEE, too, with our 7-hex dragon and a rider on our griffin (and a griffin standing loose for
 * the others to mount): a multi-hex flier's every hex counts, and a rider and his mount stay in
 * step (checkRider).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/dice/dice.ts";
import { createBattle, type FigureSetup } from "../../../src/engine/battle/setup.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { type Direction, fromOffset } from "../../../src/engine/hex/coordinates.ts";
import { emptyStats, playRandomBattle } from "./battle-runner.ts";
import { type BattleCase, battleCaseArb, figureSpecArb } from "./generators.ts";

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

/** An open 10 × 12 arena, so the dragon fits. */
const BIG_FLIER_WIDTH = 10;
const BIG_FLIER_HEIGHT = 12;

/**
 * AM battles of the dragon (side "d") against a rider on a griffin and one or two men (side "r"),
 * now and then with a loose griffin of the rider's side; each at a random cell and facing.
 */
const bigFlierCaseArb: fc.Arbitrary<BattleCase> = fc
  .record({
    specs: fc.array(figureSpecArb(true), { minLength: 2, maxLength: 3 }),
    cells: fc.uniqueArray(fc.integer({ min: 0, max: BIG_FLIER_WIDTH * BIG_FLIER_HEIGHT - 1 }), {
      minLength: 5,
      maxLength: 5,
    }),
    facings: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 5, maxLength: 5 }),
    looseGriffin: fc.boolean(),
    seed: fc.nat(),
    policyShare: fc.constantFrom(0.1, 0.5, 0.8),
  })
  .map(({ specs, cells, facings, looseGriffin, seed, policyShare }): BattleCase => {
    const place = (i: number) => ({
      position: fromOffset(
        (cells[i] as number) % BIG_FLIER_WIDTH,
        Math.floor((cells[i] as number) / BIG_FLIER_WIDTH),
      ),
      facing: (facings[i] ?? 0) as Direction,
    });
    const men: FigureSetup[] = specs.map((spec, i) => ({
      kind: "fighter",
      id: `m${i}`,
      side: "r",
      spec: { ...spec, name: `M${i} ${spec.name}` },
      ...(i === 0 ? { mount: { beast: "griffin", horsemanship: "horseman" } } : {}),
      ...place(i + 1),
    }));
    const griffin: FigureSetup[] = looseGriffin
      ? [{ kind: "monster", id: "g", side: "r", monster: "griffin", name: "Griffin", ...place(4) }]
      : [];
    const setup = {
      ruleset: "advanced-melee" as const,
      combatType: "death" as const,
      arena: customArena(BIG_FLIER_WIDTH, BIG_FLIER_HEIGHT),
      sides: [
        { id: "d", name: "Dragon", entrance: 0 },
        { id: "r", name: "Riders", entrance: 1 },
      ],
      figures: [
        { kind: "monster", id: "d", side: "d", monster: "dragon", name: "Dragon", ...place(0) },
        ...men,
        ...griffin,
      ] satisfies FigureSetup[],
    };
    return { setup, seed, policyShare };
  });

/** Whether the case's figures fit where they stand (a dragon may not). */
function fits(c: BattleCase): boolean {
  try {
    createBattle(c.setup, new SeededDice(c.seed));
    return true;
  } catch {
    return false;
  }
}

describe("battle engine invariants over random battles with fliers", () => {
  it("hold with a 7-hex dragon and a rider on a griffin, every hex and the rider in step", () => {
    const stats = emptyStats();
    fc.assert(
      fc.property(bigFlierCaseArb, (c) => {
        fc.pre(fits(c));
        playRandomBattle(c, stats);
      }),
      { numRuns: RUNS, seed: 20261126 },
    );
    expect(stats.takeOffs).toBeGreaterThan(RUNS);
    expect(stats.heightChanges).toBeGreaterThan(RUNS);
  });

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
