/**
 * AM §5 LEFT-HAND WEAPONS, with forced dice: a regular weapon readied in the off hand; both struck
 * at the same foe, the main hand first, at full adjDX with the Two Weapons talent and at −6 each
 * without it; the off-hand weapon never parries; MELEE's off hand holds no such weapon.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { TalentId } from "../../../src/engine/figure/talents.ts";
import {
  at,
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/**
 * A (ST 12, DX 14, broadsword ready, shortsword carried) in E5 faces T (ST 30 to outlast the
 * blows), in E6 unless `far`, when T stands off in E9.
 */
function swordsman(
  talents: TalentId[] = [],
  over: Partial<FigureSpec> = {},
  { ruleset = AM, far = false }: { ruleset?: Ruleset; far?: boolean } = {},
) {
  const a = human("A", {
    st: 12,
    dx: 14,
    weapons: ["broadsword", "shortsword"],
    readyWeapon: "broadsword",
    talents,
    ...over,
  });
  return new TestBattle(
    [fighter("a", a, "E5", S), fighter("t", human("T", { st: 30 }), far ? "E9" : "E6", N, "red")],
    { ruleset },
  );
}

/** Turn 1: A, T still off, readies `weapon` in the off hand with (e); then T stands in E6. */
function readyLeft(b: TestBattle, weapon: WeaponId = "shortsword") {
  b.turn([
    { figure: "a", option: "e", ready: { offhand: weapon }, facing: S },
    { figure: "t", option: "pass" },
  ]);
  b.edit("t", { position: at("E6") });
}

/** Turn 2: A strikes T as `attack`, with `faces`: each blow's to-hit roll, then its damage. */
function strike(b: TestBattle, attack: "weapon" | "two-weapons", faces: number[]) {
  const events = b.turn(
    [
      { figure: "a", option: "h", target: "t", attack },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
  return {
    rolls: attackRolls(events).map((e) => ({
      target: e.target,
      weapon: e.weapon,
      adjDx: e.adjDx,
      modifiers: e.modifiers,
      result: e.result,
    })),
    damage: damages(events).map((e) => ({ faces: e.faces, total: e.total })),
  };
}

describe("AM §5: a regular weapon in each hand", () => {
  it("readies a shortsword in the off hand beside the broadsword", () => {
    const b = swordsman([], {}, { far: true });
    readyLeft(b);
    expect(b.fig("a")).toMatchObject({
      readyWeapon: "broadsword",
      offhand: "shortsword",
      carried: [],
    });
  });

  it("without the talent: both blows at the same foe, the main hand first, each at −6", () => {
    const b = swordsman([], {}, { far: true });
    readyLeft(b);
    const modifiers = [{ label: "two weapons without the talent", value: -6 }];
    // Broadsword: 2+3+3 = 8 ≤ 8 hits, 2 dice 4+5 = 9; shortsword: 3+3+3 = 9 > 8 misses.
    expect(strike(b, "two-weapons", [2, 3, 3, 4, 5, 3, 3, 3])).toEqual({
      rolls: [
        { target: "t", weapon: "Broadsword", adjDx: 8, modifiers, result: "hit" },
        { target: "t", weapon: "Shortsword", adjDx: 8, modifiers, result: "miss" },
      ],
      damage: [{ faces: [4, 5], total: 9 }],
    });
  });

  it("with the Two Weapons talent: both blows at full adjDX 14", () => {
    const b = swordsman(["two-weapons"], {}, { far: true });
    readyLeft(b);
    // Broadsword: 4+5+5 = 14 hits, 3+3 = 6; shortsword (2-1): 4+4+4 = 12 hits, 2+2-1 = 3.
    expect(strike(b, "two-weapons", [4, 5, 5, 3, 3, 4, 4, 4, 2, 2])).toEqual({
      rolls: [
        { target: "t", weapon: "Broadsword", adjDx: 14, modifiers: [], result: "hit" },
        { target: "t", weapon: "Shortsword", adjDx: 14, modifiers: [], result: "hit" },
      ],
      damage: [
        { faces: [3, 3], total: 6 },
        { faces: [2, 2], total: 3 },
      ],
    });
  });

  it("striking with one weapon only costs nothing, and the off-hand sword does not parry", () => {
    const b = swordsman([], {}, { far: true });
    readyLeft(b);
    expect(strike(b, "weapon", [4, 5, 5, 3, 3])).toEqual({
      rolls: [{ target: "t", weapon: "Broadsword", adjDx: 14, modifiers: [], result: "hit" }],
      damage: [{ faces: [3, 3], total: 6 }],
    });
    const events = b.turn(
      [
        { figure: "a", option: "pass" },
        { figure: "t", option: "h", target: "a" },
      ],
      [3, 3, 3, 3, 4],
    );
    // T's broadsword from the front: 7 hits, none stopped (a main-gauche would stop 1).
    expect(damages(events).map((e) => ({ total: e.total, stopped: e.stopped }))).toEqual([
      { total: 7, stopped: 0 },
    ]);
  });

  it("refuses a dagger, a two-handed weapon or a pole weapon there, and a ready shield beside it", () => {
    const problem = (weapons: WeaponId[], left: WeaponId, over: Partial<FigureSpec> = {}) => {
      const b = swordsman([], { weapons, readyWeapon: weapons[0] ?? null, ...over }, { far: true });
      return () => readyLeft(b, left);
    };
    const only =
      "Only a main-gauche, a cestus or a one-handed regular weapon may be held in the off hand, or a net beside a trident.";
    expect(problem(["broadsword", "dagger"], "dagger")).toThrow(only);
    expect(problem(["broadsword", "two-handed-sword"], "two-handed-sword")).toThrow(only);
    expect(problem(["broadsword", "javelin"], "javelin")).toThrow(only);
    expect(
      problem(["broadsword", "shortsword"], "shortsword", {
        shield: "small-shield",
        shieldReady: true,
      }),
    ).toThrow("A shortsword and a ready shield both need the off hand.");
  });

  it("MELEE's off hand takes only a main-gauche", () => {
    const b = swordsman([], {}, { ruleset: "melee", far: true });
    expect(() => readyLeft(b)).toThrow(
      "Only a main-gauche or a cestus may be held in the off hand, or a net beside a trident.",
    );
  });
});
