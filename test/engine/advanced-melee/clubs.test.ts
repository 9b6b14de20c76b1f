/**
 * AM §6 CLUBS: a club needs no ST and does the bare-hands table's damage for its wielder's ST, +3
 * (AM §6 COMBAT WITH BARE HANDS, DAGGERS, CESTUS, OR CLUB); MELEE's club does 1 die at ST 9.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { AM_WEAPONS } from "../../../src/engine/figure/ruleset-equipment.ts";
import {
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Og with a club, in one hand beside a ready small shield or in both as a maul. */
function clubber(st: number, ruleset: Ruleset, grip: "one hand" | "maul" = "one hand"): TestBattle {
  const shield =
    grip === "one hand" ? ({ shield: "small-shield", shieldReady: true } as const) : {};
  const wielder = human("Og", { st, dx: 16, weapons: ["club"], readyWeapon: "club", ...shield });
  return new TestBattle(
    [
      fighter("a", wielder, "E5", S),
      fighter("t", human("Target", { st: 14, dx: 10 }), "E6", N, "red"),
    ],
    { ruleset },
  );
}

/** The club's damage on a hit rolled 3, 3, 3 with the damage die showing 4. */
function clubDamage(st: number, ruleset: Ruleset, grip: "one hand" | "maul" = "one hand") {
  const events = clubber(st, ruleset, grip).turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t" },
    ],
    [3, 3, 3, 4],
  );
  return { roll: attackRolls(events)[0], damage: damages(events)[0] };
}

describe("the club by its wielder's ST under AM", () => {
  it("needs no ST in AM's table", () => {
    expect(AM_WEAPONS.club.st).toBe(0);
  });

  it("does the table's damage +3: 1 die at ST 9, 1+2 at ST 13, 1+3 at ST 16", () => {
    expect(clubDamage(9, "advanced-melee").damage).toMatchObject({
      damage: { dice: 1, add: 0 },
      total: 4,
    });
    expect(clubDamage(13, "advanced-melee").damage).toMatchObject({
      damage: { dice: 1, add: 2 },
      total: 6,
    });
    expect(clubDamage(16, "advanced-melee").damage).toMatchObject({
      damage: { dice: 1, add: 3 },
      total: 7,
    });
  });

  it("costs a ST 8 figure no DX: anyone can wield a club", () => {
    const { roll, damage } = clubDamage(8, "advanced-melee");
    expect(roll).toMatchObject({ adjDx: 16, modifiers: [] });
    expect(damage).toMatchObject({ damage: { dice: 1, add: -1 }, total: 3 });
  });

  it("held in both hands, as a maul, adds 4 instead: 1+3 at ST 13, named in the log", () => {
    const { roll, damage } = clubDamage(13, "advanced-melee", "maul");
    expect(roll).toMatchObject({ weapon: "Club (two hands)" });
    expect(damage).toMatchObject({ damage: { dice: 1, add: 3 }, total: 7 });
    expect(clubDamage(13, "advanced-melee").roll).toMatchObject({ weapon: "Club (one hand)" });
  });

  it("keeps MELEE's 1 die whatever the ST under MELEE", () => {
    expect(clubDamage(16, "melee").damage).toMatchObject({ damage: { dice: 1, add: 0 }, total: 4 });
  });
});
