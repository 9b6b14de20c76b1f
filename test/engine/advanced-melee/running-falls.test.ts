/**
 * AM §6 ADVERSE CONDITIONS, running: more than half the MA over broken ground (or water) or in the
 * dark calls for 3 dice against DX (−2 for the footing), 4 dice for both; a miss falls along the
 * path, 1 die (2 past 6 hexes) saying how far. Readings in docs/rulings.md, "Adverse conditions".
 */
import { describe, expect, it } from "vitest";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  eventsOf,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (DX 12, MA 10) in E3 faces S; T (red) waits far off in E14. */
function runner(): TestBattle {
  return new TestBattle(
    [fighter("a", human("A"), "E3", S), fighter("t", human("T"), "E14", N, "red")],
    { ruleset: "advanced-melee" },
  );
}

/** A runs `hexes` hexes south from E3. */
function run(hexes: number) {
  const path = Array.from({ length: hexes }, (_, i) => at(`E${4 + i}`));
  return [
    { figure: "a", option: "a", path },
    { figure: "t", option: "pass" },
  ] as const;
}

describe("AM §6 running on broken ground or in the dark", () => {
  it("6 hexes on broken ground: 3 dice against 12 − 2 = 10; 9 keeps A on its feet", () => {
    const b = runner();
    ruleConditions(b, { ground: "broken" });
    const events = b.turn(run(6), [3, 3, 3]);
    expect(eventsOf(events, "saving-roll")).toEqual([
      {
        type: "saving-roll",
        figure: "a",
        purpose: "keep its feet running on bad footing",
        faces: [3, 3, 3],
        target: 10,
        success: true,
      },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E9"), posture: "standing" });
  });

  it("11 misses; a 4 on the fall's die drops A in the 4th hex, E7", () => {
    const b = runner();
    ruleConditions(b, { ground: "broken" });
    const events = b.turn(run(6), [4, 4, 3, 4]);
    expect(eventsOf(events, "running-fall")).toEqual([
      { type: "running-fall", figure: "a", rolls: [[4]], hexes: 4 },
    ]);
    expect(eventsOf(events, "moved")).toMatchObject([
      { figure: "a", path: [4, 5, 6, 7].map((r) => at(`E${r}`)) },
    ]);
    expect(eventsOf(events, "posture")).toMatchObject([
      { figure: "a", posture: "fallen", reason: "fell running on bad footing" },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E7"), posture: "fallen" });
    const lines = events.map((e) => describeEvent(b.state, e));
    expect(lines).toContain("A falls after 4 hexes of the run (1d6 = 4)");
  });

  it("7 hexes: the fall's distance is 2 dice, and 11 (more than 7) is rolled again: 3, E6", () => {
    const b = runner();
    ruleConditions(b, { ground: "broken" });
    const events = b.turn(run(7), [6, 6, 6, 6, 5, 2, 1]);
    expect(eventsOf(events, "running-fall")).toEqual([
      {
        type: "running-fall",
        figure: "a",
        rolls: [
          [6, 5],
          [2, 1],
        ],
        hexes: 3,
      },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E6"), posture: "fallen" });
  });

  it("in the dark on firm ground the roll is at full DX: 11 against 12 holds", () => {
    const b = runner();
    ruleConditions(b, { light: "dark" });
    const events = b.turn(run(6), [4, 4, 3]);
    expect(eventsOf(events, "saving-roll")).toMatchObject([
      { purpose: "keep its feet running in the dark", target: 12, success: true },
    ]);
  });

  it("broken ground in the dark is 4 dice against 10: 10 holds, 11 falls", () => {
    const hold = runner();
    ruleConditions(hold, { ground: "broken", light: "dark" });
    expect(eventsOf(hold.turn(run(6), [3, 3, 2, 2]), "saving-roll")).toMatchObject([
      { purpose: "keep its feet running on bad footing in the dark", target: 10, success: true },
    ]);
    const fall = runner();
    ruleConditions(fall, { ground: "broken", light: "dark" });
    fall.turn(run(6), [3, 3, 3, 2, 1]);
    expect(fall.fig("a")).toMatchObject({ position: at("E4"), posture: "fallen" });
  });

  it("one broken hex on the way is enough; half the MA (5 hexes) or less asks no roll", () => {
    const b = runner();
    ruleConditions(b, { ground: "broken", hexes: ["E8"] });
    expect(eventsOf(b.turn(run(5)), "saving-roll")).toEqual([]);
    const c = runner();
    ruleConditions(c, { ground: "broken", hexes: ["E8"] });
    expect(eventsOf(c.turn(run(6), [3, 3, 3]), "saving-roll")).toHaveLength(1);
  });

  it("knee-deep water halves MA to 5: 3 hexes is a run, rolled against 10", () => {
    const b = runner();
    ruleConditions(b, { ground: "knee-water" });
    const events = b.turn(run(3), [3, 3, 3]);
    expect(eventsOf(events, "saving-roll")).toMatchObject([{ target: 10, success: true }]);
    expect(b.fig("a").position).toEqual(at("E6"));
  });
});
