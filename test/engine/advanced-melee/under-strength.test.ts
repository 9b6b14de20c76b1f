/**
 * AM §5 WEAPONS: a weapon above the figure's ST is used at −1 DX for each point lacking and −1
 * damage for each 2 (rounded down); MELEE refuses it. Crossbows keep their ST (AM §5 CROSSBOWS).
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { WEAPONS } from "../../../src/engine/figure/equipment.ts";
import {
  stLacking,
  underStrengthDamage,
  underStrengthDx,
} from "../../../src/engine/figure/under-strength.ts";
import { validateAdvancedFigure, validateFigure } from "../../../src/engine/figure/validate.ts";
import {
  attackRolls,
  besideTarget,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  strikesTarget,
  TestBattle,
} from "../battle/attack-builders.ts";

/** ST 9, DX 15: 3 points short of a broadsword (ST 12), 2 of a shortsword (ST 11). */
const WEAKLING = human("Wil", { st: 9, dx: 15 });

function duel(ruleset: Ruleset, attacker = WEAKLING): TestBattle {
  return besideTarget(attacker, ruleset);
}

const strikes = strikesTarget;

describe("the penalty's numbers", () => {
  it("is −1 DX a point and −1 damage for each 2 full points", () => {
    expect([1, 2, 3, 4, 5].map((n) => [underStrengthDx(n), underStrengthDamage(n)])).toEqual([
      [-1, -0],
      [-2, -1],
      [-3, -1],
      [-4, -2],
      [-5, -2],
    ]);
    expect(stLacking(9, WEAPONS.broadsword)).toBe(3);
    expect(stLacking(13, WEAPONS.broadsword)).toBe(0);
  });
});

describe("building a figure with a weapon above its ST", () => {
  it("is refused under MELEE and allowed under AM", () => {
    expect(validateFigure(WEAKLING)).toEqual(["Broadsword needs ST 12; Wil has ST 9"]);
    expect(validateFigure(WEAKLING, "advanced-melee")).toEqual([]);
    expect(validateAdvancedFigure({ ...WEAKLING, dx: 16 }, "advanced-melee")).toEqual([]);
  });

  it("still refuses a crossbow above the figure's ST under AM", () => {
    const archer = { ...WEAKLING, weapons: ["light-crossbow" as const], readyWeapon: null };
    expect(validateFigure(archer, "advanced-melee")).toEqual([
      "Light crossbow needs ST 12; Wil has ST 9",
    ]);
  });
});

describe("striking with a weapon above the figure's ST under AM", () => {
  it("strikes at −3 DX and does 2-1 with a broadsword 3 ST short", () => {
    const b = duel("advanced-melee");
    const events = strikes(b, [4, 4, 4, 6, 6]);
    // DX 15 − 3: adjDX 12; 12 hits. Broadsword 2 dice less 1: 6 + 6 − 1 = 11.
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 12,
      result: "hit",
      modifiers: [{ label: "Broadsword needs ST 12", value: -3 }],
    });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 2, add: -1 }, total: 11 });
  });

  it("misses on a roll its full DX would have hit", () => {
    const b = duel("advanced-melee");
    const events = strikes(b, [5, 5, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 12, result: "miss" });
  });

  it("loses no damage one point short: a shortsword at ST 10 does 2-1 at −1 DX", () => {
    const b = duel("advanced-melee", {
      ...WEAKLING,
      st: 10,
      dx: 14,
      weapons: ["shortsword"],
      readyWeapon: "shortsword",
    });
    const events = strikes(b, [3, 3, 3, 1, 2]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 13, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 2, add: -1 }, total: 2 });
  });

  it("counts the figure's basic ST, not what its wounds leave", () => {
    const b = duel("advanced-melee", { ...WEAKLING, st: 11, dx: 13 });
    b.edit("a", { hits: 4 });
    const events = strikes(b, [3, 3, 3, 1, 1]);
    // ST 11 less 4 hits is 7, but the broadsword is judged against basic ST 11: −1, no damage lost.
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 12,
      modifiers: [{ label: "Broadsword needs ST 12", value: -1 }],
    });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 2, add: 0 }, total: 2 });
  });

  it("strikes at the penalty with both blows of a weapon and main-gauche", () => {
    const b = duel("advanced-melee", {
      ...WEAKLING,
      weapons: ["broadsword", "main-gauche"],
    });
    b.edit("a", { offhand: "main-gauche" });
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "h", target: "t", attack: "two-weapons" },
      ],
      [5, 5, 5, 5, 5, 5],
    );
    // DX 15 − 4 for two weapons − 3 for the broadsword: 8, on each blow.
    expect(attackRolls(events).map((r) => [r.weapon, r.adjDx])).toEqual([
      ["Broadsword", 8],
      ["Main-gauche", 8],
    ]);
  });

  it("throws a weapon above its ST at the same penalty", () => {
    const thrower = { ...WEAKLING, weapons: ["mace" as const], readyWeapon: "mace" as const };
    const b = new TestBattle(
      [
        fighter("a", thrower, "E5", S),
        fighter("t", human("Target", { st: 14, dx: 10 }), "E8", N, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "b", target: "t", attack: "thrown" },
      ],
      [3, 3, 3, 2, 2],
    );
    // DX 15, ST 2 short of the mace (11): −2, thrown 3 hexes −3: adjDX 10. Mace 2-1, less 1.
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 10, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 2, add: -2 }, total: 2 });
  });

  it("picks up a weapon above its ST under AM, and not under MELEE", () => {
    const bare = { ...WEAKLING, weapons: [], readyWeapon: null };
    for (const ruleset of ["advanced-melee", "melee"] as const) {
      const b = duel(ruleset, ruleset === "melee" ? { ...bare, dx: 15 } : bare);
      b.place("battleaxe", "E5");
      const pickUp = () =>
        b.turn(
          [
            { figure: "t", option: "pass" },
            { figure: "a", option: "o", ready: { pickUp: "battleaxe" } },
          ],
          [],
        );
      if (ruleset === "melee") {
        expect(pickUp).toThrow("Wil (ST 9) is not strong enough to use a battleaxe (ST 15).");
      } else {
        expect(eventsOf(pickUp(), "item-picked-up")).toHaveLength(1);
        expect(b.fig("a").readyWeapon).toBe("battleaxe");
      }
    }
  });
});
