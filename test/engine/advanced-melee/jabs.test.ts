/**
 * AM §5 JABBING WITH A POLE WEAPON, with forced dice: a spear, halberd, pike axe or naginata
 * strikes a figure two hexes away in its jab area (the hex straight ahead past an empty centre
 * front hex, and the two hexes between the front hexes, never blocked), at no DX penalty and for
 * normal damage even in a charge; the javelin and trident are too short, and MELEE has no jab.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
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

/** Ann (ST 12, DX 12) with `weapon` ready, on E5 facing S. */
function jabber(weapon: WeaponId = "spear", hex = "E5"): FigureSetup {
  return fighter("a", human("Ann", { weapons: [weapon], readyWeapon: weapon }), hex, S);
}

/** Bo (ST 14, DX 10), an enemy standing in `hex` facing N. */
function foe(hex: string): FigureSetup {
  return fighter("b", human("Bo", { st: 14, dx: 10 }), hex, N, "red");
}

function battle(figures: FigureSetup[], ruleset: Ruleset = AM): TestBattle {
  return new TestBattle(figures, { ruleset });
}

const BO_WAITS = { figure: "b", option: "pass" } as const;
// A disengaged figure stands and strikes with (b), AM I(a); engaged, with (h).
const JAB_BO = { figure: "a", option: "b", target: "b", attack: "jab" } as const;

describe("AM §5: jabbing with a pole weapon", () => {
  it("jabs a foe two hexes straight ahead (E7) at adjDX 12, for the spear's 1+1", () => {
    const events = battle([jabber(), foe("E7")]).turn([BO_WAITS, JAB_BO], [3, 3, 3, 4]);
    expect(attackRolls(events)).toMatchObject([
      { attacker: "a", target: "b", kind: "jab", adjDx: 12, faces: [3, 3, 3], result: "hit" },
    ]);
    expect(damages(events)).toMatchObject([
      { target: "b", faces: [4], multiplier: 1, total: 5, taken: 5 },
    ]);
  });

  it("a figure in the centre front hex (E6) blocks the jab straight ahead, not those beside it", () => {
    const friend = fighter("c", human("Cy"), "E6", S);
    expect(() => battle([jabber(), foe("E7"), friend]).turn([BO_WAITS, JAB_BO])).toThrow(
      /The figure in E6 stands between Ann and Bo/,
    );
    for (const hex of ["F6", "D6"]) {
      const events = battle([jabber(), foe(hex), friend]).turn(
        [BO_WAITS, { figure: "c", option: "pass" }, JAB_BO],
        [3, 3, 3, 4],
      );
      expect(damages(events)).toMatchObject([{ target: "b", taken: 5 }]);
    }
  });

  it("reaches only its jab area: not a foe two hexes to the side (G5) nor one next to it", () => {
    expect(() => battle([jabber(), foe("G5")]).turn([BO_WAITS, JAB_BO])).toThrow(
      /not in Ann's jab area/,
    );
    expect(() =>
      battle([jabber(), foe("E6")]).turn([BO_WAITS, { ...JAB_BO, option: "h" }]),
    ).toThrow(/not two hexes from Ann/);
  });

  it("a jab at the end of a charge (b) does the spear's normal damage, not double", () => {
    // Ann charges 2 hexes, E3 to E5, and jabs Bo on E7: 3, 3, 3 hits, the die 4 does 1+1 = 5.
    const events = battle([jabber("spear", "E3"), foe("E7")]).turn(
      [BO_WAITS, { ...JAB_BO, option: "b", destination: at("E5"), facing: S }],
      [3, 3, 3, 4],
    );
    expect(damages(events)).toMatchObject([
      { target: "b", faces: [4], multiplier: 1, total: 5, taken: 5 },
    ]);
  });

  it("the halberd, pike axe and naginata jab; the javelin and trident are too short", () => {
    for (const weapon of ["halberd", "pike-axe", "naginata"] as const) {
      const b = battle([jabber(weapon), foe("E7")]);
      b.edit("a", { st: 15 });
      expect(attackRolls(b.turn([BO_WAITS, JAB_BO], [6, 6, 5]))).toHaveLength(1);
    }
    for (const weapon of ["javelin", "trident", "broadsword"] as const) {
      expect(() => battle([jabber(weapon), foe("E7")]).turn([BO_WAITS, JAB_BO])).toThrow(
        /needs a ready pole weapon longer than a javelin or trident to jab/,
      );
    }
  });

  it("is refused under MELEE, and with an option that makes no attack", () => {
    expect(() => battle([jabber(), foe("E7")], "melee").turn([BO_WAITS, JAB_BO])).toThrow(
      /ADVANCED MELEE rule/,
    );
    expect(() =>
      battle([jabber(), foe("E7")]).turn([BO_WAITS, { ...JAB_BO, option: "c" }]),
    ).toThrow(/Option \(c\) is not an attack/);
  });
});
