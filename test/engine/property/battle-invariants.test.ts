/**
 * Invariants of the battle engine over random battles played with random legal orders (and a
 * sprinkling of illegal ones), checked after every order (see battle-runner.ts):
 *
 * - no two standing or kneeling figures that are not in HTH share a hex;
 * - hits never go down (ST lost is never regained within a battle);
 * - figures that are dead, unconscious, dropped out or escaped make no attack roll;
 * - every figure is inside the arena;
 * - a refused order throws IllegalOrderError and leaves the state it was given as it was;
 * - the built-in policy's order is always accepted;
 * - folding the log (replay) gives the live state exactly.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { playRandomBattle } from "./battle-runner.ts";
import { battleCaseArb } from "./generators.ts";

const RUNS = 120;

describe("battle engine invariants over random battles and random legal orders", () => {
  it("hold after every order, and the log replays to the live state", () => {
    fc.assert(
      fc.property(battleCaseArb, (c) => playRandomBattle(c)),
      { numRuns: RUNS, seed: 20261122 },
    );
  });

  it("hold for fresh random battles too (a new seed every run)", () => {
    fc.assert(
      fc.property(battleCaseArb, (c) => playRandomBattle(c)),
      { numRuns: RUNS / 2 },
    );
  });
});
