/**
 * ADVANCED MELEE's attack rules against MELEE's, with forced dice: four dice against a defending
 * figure (AM §5 DEFENDING AND DODGING), the bare hand's and the animal's fumble (AM §5 ROLLING TO
 * HIT), the halberd's damage (AM §5 WEAPONS TABLE) and the injury thresholds of big figures (AM §5
 * REACTIONS TO INJURY).
 */
import { describe, expect, it } from "vitest";
import { hitChance } from "../../../src/engine/battle/hit-chance.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { readAmFourDice } from "../../../src/engine/battle/to-hit.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  at,
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";
/** A clumsy fighter in plate: adjDX 2, so only automatic results hit. */
const CLUMSY = human("Clod", { st: 16, dx: 8, armor: "plate" });
/** An advanced fighter with adjDX 22: only automatic results miss. */
const DEFT = human("Deft", { st: 9, dx: 22, weapons: ["rapier"], readyWeapon: "rapier" });

function strike(
  ruleset: Ruleset,
  attacker: FigureSpec,
  faces: number[],
  targetOption: "pass" | "i" = "pass",
) {
  const b = new TestBattle(
    [fighter("a", attacker, "E5", S), fighter("t", human("T", { st: 30, dx: 10 }), "E6", N, "red")],
    { ruleset },
  );
  const events = b.turn(
    [
      { figure: "t", option: targetOption },
      { figure: "a", option: "h", target: "t" },
    ],
    faces,
  );
  return { b, events };
}

describe("AM: four dice against a defending figure", () => {
  it("4 and 5 hit whatever the adjDX, for plain damage; MELEE misses them at adjDX 2", () => {
    const four = strike(AM, CLUMSY, [1, 1, 1, 1, 2, 3], "i");
    expect(attackRolls(four.events)[0]).toMatchObject({ adjDx: 2, result: "hit" });
    expect(damages(four.events)[0]).toMatchObject({ faces: [2, 3], multiplier: 1, taken: 5 });
    const five = strike(AM, CLUMSY, [1, 1, 1, 2, 6, 6], "i");
    expect(attackRolls(five.events)[0]).toMatchObject({ faces: [1, 1, 1, 2], result: "hit" });
    expect(damages(five.events)[0]).toMatchObject({ multiplier: 1, taken: 12 });
    const melee = strike("melee", CLUMSY, [1, 1, 1, 1], "i");
    expect(attackRolls(melee.events)[0]).toMatchObject({ adjDx: 2, result: "miss" });
  });

  it("6 is an ordinary roll: a miss at adjDX 2", () => {
    const { events } = strike(AM, CLUMSY, [1, 1, 2, 2], "i");
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 2, result: "miss" });
  });

  it("19 hits at adjDX 22 and 20 misses", () => {
    const nineteen = strike(AM, DEFT, [6, 6, 6, 1, 2], "i");
    expect(attackRolls(nineteen.events)[0]).toMatchObject({ adjDx: 22, result: "hit" });
    const twenty = strike(AM, DEFT, [5, 5, 5, 5], "i");
    expect(attackRolls(twenty.events)[0]).toMatchObject({ result: "miss" });
    expect(twenty.b.fig("a").readyWeapon).toBe("rapier");
  });

  it("21 and 22 drop the weapon in the attacker's hex", () => {
    for (const faces of [
      [6, 6, 6, 3],
      [6, 6, 6, 4],
    ]) {
      const { b, events } = strike(AM, DEFT, faces, "i");
      expect(attackRolls(events)[0]).toMatchObject({ faces, result: "drop" });
      expect(b.fig("a").readyWeapon).toBeNull();
      expect(b.state.dropped).toEqual([{ item: "rapier", position: at("E5") }]);
    }
  });

  it("23 and 24 break it (still in hand, broken); under MELEE 24 is only a miss", () => {
    for (const faces of [
      [6, 6, 6, 5],
      [6, 6, 6, 6],
    ]) {
      const { b, events } = strike(AM, DEFT, faces, "i");
      expect(attackRolls(events)[0]).toMatchObject({ result: "break" });
      expect(eventsOf(events, "item-broken")).toEqual([
        { type: "item-broken", figure: "a", item: "rapier", stillStrikes: true },
      ]);
      expect(b.state.dropped).toEqual([]);
      expect(b.fig("a").brokenWeapons).toEqual(["rapier"]);
    }
    const melee = strike("melee", DEFT, [6, 6, 6, 6], "i");
    expect(attackRolls(melee.events)[0]).toMatchObject({ result: "miss" });
    expect(melee.b.fig("a").readyWeapon).toBe("rapier");
  });

  it("the odds shown count the automatic hits: 5 ways in 1296 at adjDX 2", () => {
    expect(hitChance(2, 4, readAmFourDice)).toMatchObject({ chance: 5 / 1296, hitsOnOrLess: 5 });
    expect(hitChance(2, 4).chance).toBe(0);
  });
});

describe("AM: an animal's fumble hurts it", () => {
  function wolfBites(ruleset: Ruleset, faces: number[]) {
    const b = new TestBattle(
      [
        beast("w", "wolf", "E5", S, "blue"),
        fighter("t", human("T", { st: 30, dx: 10 }), "E6", N, "red"),
      ],
      { ruleset },
    );
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "w", option: "h", target: "t" },
      ],
      faces,
    );
    return { b, events };
  }

  it("17 costs the wolf 1 die, its fur stopping none", () => {
    const { b, events } = wolfBites(AM, [6, 6, 5, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ result: "drop" });
    expect(damages(events)).toEqual([
      expect.objectContaining({ attacker: "w", target: "w", faces: [4], stopped: 0, taken: 4 }),
    ]);
    expect(b.fig("w").hits).toBe(4);
    expect(b.fig("t").hits).toBe(0);
  });

  it("18 the same; under MELEE a beast's 17 or 18 is only a miss", () => {
    const eighteen = wolfBites(AM, [6, 6, 6, 2]);
    expect(eighteen.b.fig("w").hits).toBe(2);
    const melee = wolfBites("melee", [6, 6, 6]);
    expect(damages(melee.events)).toEqual([]);
    expect(melee.b.fig("w").hits).toBe(0);
  });

  it("a fighter's 17 with a weapon drops the weapon and hurts nobody", () => {
    const { b, events } = strike(AM, DEFT, [6, 6, 5]);
    expect(damages(events)).toEqual([]);
    expect(b.fig("a").hits).toBe(0);
    expect(b.state.dropped).toEqual([{ item: "rapier", position: at("E5") }]);
  });
});

describe("AM: the weapon table and the injury thresholds", () => {
  const HALBERDIER = human("Hal", { st: 13, dx: 11, weapons: ["halberd"], readyWeapon: "halberd" });

  it("a halberd does 2 dice under AM, 2-1 under MELEE", () => {
    const am = strike(AM, HALBERDIER, [3, 3, 3, 4, 5]);
    expect(damages(am.events)[0]).toMatchObject({ damage: { dice: 2, add: 0 }, taken: 9 });
    const melee = strike("melee", HALBERDIER, [3, 3, 3, 4, 5]);
    expect(damages(melee.events)[0]).toMatchObject({ damage: { dice: 2, add: -1 }, taken: 8 });
  });

  it("ST 30 takes the giant's 9 and 16 under AM, ST 50 15 and 25; MELEE keeps 5 and 8", () => {
    const thresholds = (ruleset: Ruleset, st: number) => {
      const b = new TestBattle(
        [
          fighter("a", human("Big", { st, dx: 8 }), "E5", S),
          fighter("t", human("T"), "E7", N, "red"),
        ],
        { ruleset },
      );
      const { dxLossAt, knockdownAt } = b.fig("a").traits;
      return [dxLossAt, knockdownAt];
    };
    expect(thresholds(AM, 29)).toEqual([5, 8]);
    expect(thresholds(AM, 30)).toEqual([9, 16]);
    expect(thresholds(AM, 50)).toEqual([15, 25]);
    expect(thresholds("melee", 50)).toEqual([5, 8]);
  });
});
