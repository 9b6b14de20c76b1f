/**
 * AM §5 PECULIAR WEAPONS, the whip: 1-1 at 3, 4 or 5 hexes over any figures between, no DX for
 * range; aimed at the head or a hand by AM §6 DAGGER MARKSMANSHIP's rules (−6; the head: armor no
 * help, double damage; a hand: no shield, no armor lighter than chainmail, and it lets go).
 */
import { describe, expect, it } from "vitest";
import type { AimedPart } from "../../../src/engine/battle/aimed-shots.ts";
import { legalAims, legalAttackTargets } from "../../../src/engine/battle/decisions.ts";
import { WEAPONS } from "../../../src/engine/figure/equipment.ts";
import type { FigureSpec } from "../../../src/engine/index.ts";
import {
  adept,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const WHIPPER = adept("Drover", "whip", "whip", { st: 11, dx: 13 });

/** The drover on E10 facing north; T (red) at `targetHex`, facing it; a friend on E9 between. */
function whipBattle(targetHex: string, target: Partial<FigureSpec> = {}): TestBattle {
  return new TestBattle(
    [
      fighter("a", WHIPPER, "E10", N),
      fighter("f", human("Friend"), "E9", N),
      fighter("t", human("T", target), targetHex, S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
}

/** The drover lashes T from where it stands (a charge of no hexes), aimed or not. */
function lash(b: TestBattle, faces: readonly number[], aim?: AimedPart) {
  return b.turn(
    [
      { figure: "a", option: "b", target: "t", ...(aim ? { aim } : {}) },
      { figure: "f", option: "pass" },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
}

describe("the whip", () => {
  it("is the table's 1-1, ST 8, one-handed, and needs the Whip talent", () => {
    const { damage, st, twoHanded, talent, reach } = WEAPONS.whip;
    expect([damage, st, twoHanded, talent, reach]).toEqual([
      { dice: 1, add: -1 },
      8,
      false,
      "whip",
      { min: 3, max: 5 },
    ]);
  });

  it("strikes 3 hexes off over a friend between, at its full DX: no range penalty", () => {
    const b = whipBattle("E7");
    const events = lash(b, [4, 4, 5, 6]);
    expect(attackRolls(events)).toHaveLength(1);
    expect(attackRolls(events)[0]).toMatchObject({
      target: "t",
      weapon: "Whip",
      adjDx: 13,
      modifiers: [],
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -1 }, total: 5, taken: 5 });
  });

  it("reaches 3 to 5 hexes ahead, not nearer nor further", () => {
    for (const [hex, reached] of [
      ["E8", false],
      ["E7", true],
      ["E5", true],
      ["E4", false],
    ] as const) {
      const b = whipBattle(hex);
      expect(legalAttackTargets(b.state, "a", "weapon"), hex).toEqual(reached ? ["t"] : []);
    }
    expect(() => lash(whipBattle("E8"), [])).toThrow(
      "T is 2 hexes from Drover; a whip strikes only 3 to 5 hexes away.",
    );
  });

  it("aims at the head or a hand without the aimed-shots rule, never at a leg", () => {
    const b = whipBattle("E7");
    const move = { option: "b" as const };
    expect(legalAims(b.state, "a", move, "t")).toEqual(["head", "weapon-arm", "shield-arm"]);
    expect(() => lash(b, [], "leg")).toThrow(
      "Drover's whip aims only at the head or a hand (weapon-arm or shield-arm).",
    );
  });

  it("at the head: −6, plate no help, the damage doubled", () => {
    const b = whipBattle("E7", { armor: "plate" });
    const events = lash(b, [2, 2, 3, 4], "head");
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 7,
      modifiers: [{ label: "aimed at the head", value: -6 }],
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({ multiplier: 2, total: 6, stopped: 0, taken: 6 });
    expect(eventsOf(events, "aimed-hit")[0]).toMatchObject({
      part: "head",
      taken: 6,
      effect: null,
      marksman: true,
    });
  });

  it("at the weapon hand: leather and a shield no help, and the weapon falls", () => {
    const b = whipBattle("E7", { armor: "leather", shield: "small-shield", shieldReady: true });
    const events = lash(b, [2, 2, 3, 3], "weapon-arm");
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 2, stopped: 0, taken: 2 });
    expect(eventsOf(events, "aimed-hit")[0]).toMatchObject({ effect: "weapon-dropped" });
    expect(b.fig("t").readyWeapon).toBeNull();
    expect(b.state.dropped).toContainEqual({ item: "broadsword", position: b.fig("t").position });
  });

  it("at a hand in chainmail: the mail stops its 3, and the hand still lets go", () => {
    const b = whipBattle("E7", { armor: "chainmail" });
    const events = lash(b, [2, 2, 3, 3], "weapon-arm");
    expect(damages(events)[0]).toMatchObject({ total: 2, stopped: 2, taken: 0 });
    expect(b.fig("t").readyWeapon).toBeNull();
  });
});
