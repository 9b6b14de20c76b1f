/**
 * AM §3 FLIGHT, §5 FLYING TARGETS, §10 AERIAL COMBAT: −4 DX to hit a flier, and for missiles and
 * thrown weapons −1 DX for every full 3 m of height between attacker and target. MELEE's gargoyle
 * in the air is only out of reach of hand weapons.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { attackRolls, beast, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const ARCHER = human("Ann", { weapons: ["small-bow"], readyWeapon: "small-bow" });

/** Ann (DX 12, small bow) at E10 facing the gargoyle, which flies over E7 at `height` under AM. */
function battle(ruleset: Ruleset, height?: number): TestBattle {
  const b = new TestBattle([fighter("ann", ARCHER, "E10", N), beast("garg", "gargoyle", "E7", S)], {
    ruleset,
  });
  b.edit("garg", { flying: true, ...(height === undefined ? {} : { height }) });
  return b;
}

const shoot = [
  { figure: "ann", option: "f", target: "garg" },
  { figure: "garg", option: "pass" },
] as const;

describe("AM §10 attacks on a flier", () => {
  it("an arrow at a gargoyle 7 m up is at −4 for a flier and −2 for the height", () => {
    const b = battle("advanced-melee", 7);
    const [roll] = attackRolls(b.turn([...shoot], [3, 2, 2]));
    expect(roll).toMatchObject({ adjDx: 6, result: "miss" });
    expect(roll?.modifiers).toEqual([
      { label: "attacking a flier", value: -4 },
      { label: "height 7 m", value: -2 },
    ]);
    expect(roll && describeEvent(b.state, roll)).toBe(
      "Ann, Small bow → garg: 3d6 = 7 (3+2+2) > adjDX 6 = DX 12 − 4 flier − 2 height 7 m, miss",
    );
  });

  it("less than 3 m of height costs nothing more", () => {
    const b = battle("advanced-melee", 2);
    const [roll] = attackRolls(b.turn([...shoot], [3, 3, 3]));
    expect(roll).toMatchObject({ adjDx: 8, result: "miss" });
  });

  it("MELEE's gargoyle in the air is shot at the archer's DX", () => {
    const b = battle("melee");
    const [roll] = attackRolls(b.turn([...shoot], [4, 4, 4, 6]));
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [], result: "hit" });
  });
});
