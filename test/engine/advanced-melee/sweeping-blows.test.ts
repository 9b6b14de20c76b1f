/**
 * AM §6 SWEEPING BLOWS, with forced dice: a two-handed cutting weapon swung at −4 DX through all
 * three front hexes, one roll for each figure there (to hit a foe, to miss a friend), all made at
 * the lowest adjDX among them in the order of attack.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/** Ann (ST 14, DX 10) with a two-handed sword, on E5 facing S; her front hexes F5, E6 and D5. */
function sweeper(over: Partial<FigureSpec> = {}): FigureSetup {
  const sword = { weapons: ["two-handed-sword"], readyWeapon: "two-handed-sword" } as const;
  return fighter("a", human("Ann", { st: 14, dx: 10, ...sword, ...over }), "E5", S);
}

/** Di (a friend) on F5, the foes Cy on E6 and Bo on D5, all facing Ann. */
function crowd(ruleset: Ruleset = AM, over: Partial<FigureSpec> = {}): TestBattle {
  return new TestBattle(
    [
      sweeper(over),
      fighter("d", human("Di"), "F5", N),
      fighter("c", human("Cy"), "E6", N, "red"),
      fighter("b", human("Bo", { st: 14, dx: 10 }), "D5", N, "red"),
    ],
    { ruleset },
  );
}

const OTHERS_WAIT = [
  { figure: "b", option: "pass" },
  { figure: "c", option: "pass" },
] as const;
const SWEEP = { figure: "a", option: "h", target: "c", attack: "sweep" } as const;

describe("AM §6: sweeping blows", () => {
  it("rolls for each of the three front hexes at adjDX 10 − 4: misses Di (4), hits Cy (6), misses Bo (12)", () => {
    const events = crowd().turn(
      [...OTHERS_WAIT, { figure: "d", option: "pass" }, SWEEP],
      [1, 1, 2, 1, 2, 3, 3, 3, 3, 4, 4, 4],
    );
    expect(attackRolls(events).map((e) => [e.target, e.kind, e.toMiss, e.adjDx, e.result])).toEqual(
      [
        ["d", "sweep", true, 6, "miss"],
        ["c", "sweep", false, 6, "hit"],
        ["b", "sweep", false, 6, "miss"],
      ],
    );
    expect(attackRolls(events)[1]?.modifiers).toContainEqual({ label: "sweeping blow", value: -4 });
    expect(damages(events)).toMatchObject([{ target: "c", faces: [3, 3, 3], total: 8 }]);
  });

  it("a friend the roll fails to miss (13 over adjDX 6) is struck", () => {
    const events = crowd().turn(
      [...OTHERS_WAIT, { figure: "d", option: "pass" }, SWEEP],
      [4, 4, 5, 2, 2, 2, 6, 5, 5, 6, 5, 5],
    );
    expect(damages(events)).toMatchObject([{ target: "d", faces: [2, 2, 2], total: 5 }]);
  });

  it("strikes when the lowest adjDX among them comes: after Bo (10), not before", () => {
    const b = crowd();
    const events = b.turn(
      [
        { figure: "b", option: "h", target: "a" },
        { figure: "c", option: "pass" },
        { figure: "d", option: "pass" },
        SWEEP,
      ],
      [6, 5, 5, 1, 1, 2, 6, 5, 5, 6, 5, 5],
    );
    expect(attackRolls(events).map((e) => e.attacker)).toEqual(["b", "a", "a", "a"]);
  });

  it("needs a two-handed cutting weapon: not a broadsword, nor a bastard sword beside a shield", () => {
    expect(() =>
      crowd(AM, { weapons: ["broadsword"], readyWeapon: "broadsword" }).turn([
        ...OTHERS_WAIT,
        { figure: "d", option: "pass" },
        SWEEP,
      ]),
    ).toThrow(/needs a two-handed cutting weapon ready to sweep/);
    const bastard = {
      weapons: ["bastard-sword"],
      readyWeapon: "bastard-sword",
      shield: "small-shield",
      shieldReady: true,
    } as const;
    expect(() =>
      crowd(AM, bastard).turn([...OTHERS_WAIT, { figure: "d", option: "pass" }, SWEEP]),
    ).toThrow(/a bastard sword in both hands or larger/);
  });

  it("is refused under MELEE", () => {
    expect(() =>
      crowd("melee").turn([...OTHERS_WAIT, { figure: "d", option: "pass" }, SWEEP]),
    ).toThrow(/ADVANCED MELEE rule/);
  });
});
