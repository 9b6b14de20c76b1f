/**
 * tallyDuels counting a matchup's duels: every duel once, the same for a seed, duel i being the
 * duel of `duelSeed(seed, i)` with the ends swapped every other duel, fair in a mirror match and
 * favouring a clearly stronger fighter from either end. (These were the tests of the computer
 * player's own odds counter, which this one replaced; the numbers are theirs.)
 */
import { describe, expect, it } from "vitest";
import { duelSeed, duelSetup, simulateDuel } from "../../src/computer/index.ts";
import type { FigureSpec } from "../../src/engine/index.ts";
import { matchupSetup } from "../../src/odds/matchup.ts";
import { addTallies, type OddsJob, type Tally, tallyDuels } from "../../src/odds/tally.ts";
import { CHAMPION, FLAVIUS, RECRUIT, WULF } from "../computer/roster.ts";

/** Duels `a` (side "a") against `b`, fought to the death as /odds fights them. */
function tally(a: FigureSpec, b: FigureSpec, duels: number, seed: number, first = 0): Tally {
  const setup = (aEnd: 0 | 1) =>
    matchupSetup(
      { kind: "fighter", spec: a },
      { kind: "fighter", spec: b },
      { combatType: "death" },
      aEnd,
    );
  return tallyDuels({ kind: "matchup", setups: [setup(0), setup(1)] }, seed, first, duels);
}

/** The computer player's duel (duelSetup) from each end, as a job for tallyDuels. */
function duelJob(a: FigureSpec, b: FigureSpec): OddsJob {
  return { kind: "matchup", setups: [duelSetup(a, b, { aEnd: 0 }), duelSetup(a, b, { aEnd: 1 })] };
}

const winsOf = (t: Tally, side: "a" | "b") => t.wins[side] ?? 0;

describe("tallyDuels", () => {
  it("counts every duel once and is deterministic for a seed", () => {
    const first = tally(FLAVIUS, WULF, 200, 11);
    expect(winsOf(first, "a") + winsOf(first, "b") + first.draws).toBe(200);
    expect(first.duels).toBe(200);
    expect(tally(FLAVIUS, WULF, 200, 11)).toEqual(first);
    expect(tally(FLAVIUS, WULF, 200, 12)).not.toEqual(first);
  });

  it("counts a run split in two as it counts it whole", () => {
    const whole = tally(FLAVIUS, WULF, 120, 9);
    expect(addTallies(tally(FLAVIUS, WULF, 50, 9), tally(FLAVIUS, WULF, 70, 9, 50))).toEqual(whole);
  });

  it("duel i of a run is simulateDuel with duelSeed(seed, i), ends swapped every other duel", () => {
    for (const [duels, seed] of [
      [6, 5],
      [120, 9],
    ] as const) {
      const run = tallyDuels(duelJob(FLAVIUS, WULF), seed, 0, duels);
      const alone = Array.from({ length: duels }, (_, i) =>
        simulateDuel(FLAVIUS, WULF, duelSeed(seed, i), { aEnd: i % 2 === 0 ? 0 : 1 }),
      );
      expect(winsOf(run, "a")).toBe(alone.filter((r) => r.winner === "a").length);
      expect(winsOf(run, "b")).toBe(alone.filter((r) => r.winner === "b").length);
      expect(run.draws).toBe(alone.filter((r) => r.winner === null).length);
      expect(run.turns).toBe(alone.reduce((sum, r) => sum + r.turns, 0));
    }
  });

  it("is fair in a mirror match", () => {
    const mirror = tally(RECRUIT, RECRUIT, 1000, 3);
    // 1000 fair duels: the standard deviation of the rate is about 0.016.
    expect(winsOf(mirror, "a") / 1000).toBeGreaterThan(0.44);
    expect(winsOf(mirror, "a") / 1000).toBeLessThan(0.56);
  });

  it("favours a clearly stronger fighter, whichever side it is on", () => {
    // ST 16 + broadsword + plate against ST 12 + club, no armor: about 80 % wins, 10 % draws.
    const strong = tally(CHAMPION, RECRUIT, 300, 1);
    expect(winsOf(strong, "a") / 300).toBeGreaterThan(0.65);
    expect(winsOf(strong, "a")).toBeGreaterThan(4 * winsOf(strong, "b"));
    const reversed = tally(RECRUIT, CHAMPION, 300, 2);
    expect(winsOf(reversed, "b") / 300).toBeGreaterThan(0.65);
    expect(winsOf(reversed, "b")).toBeGreaterThan(4 * winsOf(reversed, "a"));
  });
});
