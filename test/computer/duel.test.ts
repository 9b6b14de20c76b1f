import { describe, expect, it } from "vitest";
import { duelBattle, duelSeed, duelSetup, odds, simulateDuel } from "../../src/computer/duel.ts";
import { SeededDice } from "../../src/dice/dice.ts";
import { pendingDecision } from "../../src/engine/battle/decisions.ts";
import { createBattle, prepareBattle, startBattle } from "../../src/engine/battle/setup.ts";
import { formatHex } from "../../src/engine/hex/coordinates.ts";
import { CHAMPION, FLAVIUS, RECRUIT, WULF } from "./roster.ts";

describe("simulateDuel", () => {
  it("sets the fighters in mirror-image entrance hexes at opposite ends, facing each other", () => {
    const top = duelBattle(FLAVIUS, WULF, new SeededDice(1));
    const [a, b] = top.figures;
    expect([formatHex(a?.position ?? { q: 0, r: 0 }), a?.facing]).toEqual(["F1", 3]);
    expect([formatHex(b?.position ?? { q: 0, r: 0 }), b?.facing]).toEqual(["G16", 0]);
    const bottom = duelBattle(FLAVIUS, WULF, new SeededDice(1), { aEnd: 1 });
    expect(formatHex(bottom.figures[0]?.position ?? { q: 0, r: 0 })).toBe("G16");
    expect(pendingDecision(top).kind).toBe("initiative");
  });

  it("plays to the death and says who won and after how many turns", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const result = simulateDuel(FLAVIUS, WULF, seed);
      expect(["a", "b"]).toContain(result.winner);
      expect(result.turns).toBeGreaterThan(1);
      expect(result.turns).toBeLessThanOrEqual(100);
    }
  });

  it("is the same for the same seed", () => {
    for (let seed = 1; seed <= 10; seed++) {
      expect(simulateDuel(FLAVIUS, WULF, seed)).toEqual(simulateDuel(FLAVIUS, WULF, seed));
    }
  });

  it("stops at the turn cap with a draw", () => {
    expect(simulateDuel(FLAVIUS, WULF, 3, { maxTurns: 1 })).toEqual({ winner: null, turns: 1 });
  });
});

describe("odds", () => {
  it("counts every duel once and is deterministic for a seed", () => {
    const first = odds(FLAVIUS, WULF, 200, 11);
    expect(first.aWins + first.bWins + first.draws).toBe(200);
    expect(first.aWinRate).toBeCloseTo(first.aWins / 200, 12);
    expect(odds(FLAVIUS, WULF, 200, 11)).toEqual(first);
    expect(odds(FLAVIUS, WULF, 200, 12)).not.toEqual(first);
  });

  it("duel i of a run is simulateDuel with duelSeed(seed, i), ends swapped every other duel", () => {
    const run = odds(FLAVIUS, WULF, 6, 5);
    const winners = Array.from({ length: 6 }, (_, i) =>
      simulateDuel(FLAVIUS, WULF, duelSeed(5, i), { aEnd: i % 2 === 0 ? 0 : 1 }),
    ).map((r) => r.winner);
    expect(run.aWins).toBe(winners.filter((w) => w === "a").length);
    expect(run.bWins).toBe(winners.filter((w) => w === "b").length);
  });

  it("counts each of many duels as simulateDuel plays it alone (openings built once)", () => {
    const run = odds(FLAVIUS, WULF, 120, 9);
    const alone = Array.from({ length: 120 }, (_, i) =>
      simulateDuel(FLAVIUS, WULF, duelSeed(9, i), { aEnd: i % 2 === 0 ? 0 : 1 }),
    );
    expect(run.aWins).toBe(alone.filter((r) => r.winner === "a").length);
    expect(run.bWins).toBe(alone.filter((r) => r.winner === "b").length);
    expect(run.draws).toBe(alone.filter((r) => r.winner === null).length);
  });

  it("is fair in a mirror match", () => {
    const mirror = odds(RECRUIT, RECRUIT, 1000, 3);
    // 1000 fair duels: the standard deviation of the rate is about 0.016.
    expect(mirror.aWinRate).toBeGreaterThan(0.44);
    expect(mirror.aWinRate).toBeLessThan(0.56);
  });

  it("favours a clearly stronger fighter, whichever side it is on", () => {
    // ST 16 + broadsword + plate against ST 12 + club, no armor: about 80 % wins, 10 % draws.
    const strong = odds(CHAMPION, RECRUIT, 300, 1);
    expect(strong.aWinRate).toBeGreaterThan(0.65);
    expect(strong.aWins).toBeGreaterThan(4 * strong.bWins);
    const reversed = odds(RECRUIT, CHAMPION, 300, 2);
    expect(reversed.bWins / 300).toBeGreaterThan(0.65);
    expect(reversed.bWins).toBeGreaterThan(4 * reversed.aWins);
  });
});

describe("prepareBattle and startBattle", () => {
  it("start battles equal to createBattle's, leaving the prepared state as it was", () => {
    const prepared = prepareBattle(duelSetup(FLAVIUS, WULF));
    const before = JSON.stringify(prepared);
    for (let seed = 1; seed <= 5; seed++) {
      const started = startBattle(prepared, new SeededDice(seed));
      started.state.figures[0]?.carried.push("dagger");
      const created = createBattle(duelSetup(FLAVIUS, WULF), new SeededDice(seed));
      started.state.figures[0]?.carried.pop();
      expect(started).toEqual(created);
    }
    expect(JSON.stringify(prepared)).toBe(before);
  });
});
