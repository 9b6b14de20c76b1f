import { describe, expect, it } from "vitest";
import { duelBattle, duelSetup, simulateDuel } from "../../src/computer/duel.ts";
import { SeededDice } from "../../src/dice/dice.ts";
import { pendingDecision } from "../../src/engine/battle/decisions.ts";
import { createBattle, prepareBattle, startBattle } from "../../src/engine/battle/setup.ts";
import { formatHex } from "../../src/engine/hex/coordinates.ts";
import { FLAVIUS, WULF } from "./roster.ts";

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

  it("names the ruleset in its set-up only when given, and then first", () => {
    const plain = duelSetup(FLAVIUS, WULF);
    expect("ruleset" in plain).toBe(false);
    const am = duelSetup(FLAVIUS, WULF, { ruleset: "advanced-melee" });
    expect(Object.keys(am)).toEqual(["ruleset", ...Object.keys(plain)]);
    expect(am).toEqual({ ruleset: "advanced-melee", ...plain });
  });

  it("stops at the turn cap with a draw", () => {
    expect(simulateDuel(FLAVIUS, WULF, 3, { maxTurns: 1 })).toEqual({ winner: null, turns: 1 });
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
