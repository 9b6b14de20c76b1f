/**
 * AM §5 THROWN WEAPONS: a thrower may roll to miss an enemy in the way (MELEE: "You may not 'roll
 * to miss' an enemy"); a failed roll up to 13 drops the weapon in the enemy's hex without hitting
 * it, 14 and up read as for a friend. Missile weapons follow the same line of flight. Reading in
 * docs/rulings.md, "Rolling to miss an enemy in the way".
 */
import { describe, expect, it } from "vitest";
import { describeEvents } from "../../../src/render/log-text.ts";
import type { BattleOptions } from "../battle/attack-builders.ts";
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

/** A (DX 12, dagger) in E10 throws at T in E6; the enemy E stands between, in E8. */
function throwPastAnEnemy(options: BattleOptions, faces: number[]) {
  const b = new TestBattle(
    [
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E10", N),
      fighter("e", human("E"), "E8", S, "red"),
      fighter("t", human("T"), "E6", S, "red"),
    ],
    options,
  );
  const events = b.turn(
    [
      { figure: "a", option: "b", target: "t", attack: "thrown" },
      { figure: "e", option: "pass" },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
  return { b, events, rolls: attackRolls(events) };
}

const AM = { ruleset: "advanced-melee" } as const;

describe("AM §5: rolling to miss an enemy in the way", () => {
  it("9 ≤ 10 misses E (−2); the dagger flies on and hits T (−4)", () => {
    const { events, rolls } = throwPastAnEnemy(AM, [3, 3, 3, 2, 2, 3, 4]);
    expect(rolls).toEqual([
      expect.objectContaining({ target: "e", toMiss: true, adjDx: 10, result: "miss" }),
      expect.objectContaining({ target: "t", toMiss: false, adjDx: 8, result: "hit" }),
    ]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "t", total: 3 })]);
  });

  it("11 > 10 fails: the dagger falls in E8, E unhurt, T never rolled for", () => {
    const { b, events, rolls } = throwPastAnEnemy(AM, [4, 4, 3]);
    expect(rolls).toEqual([
      expect.objectContaining({ target: "e", toMiss: true, faces: [4, 4, 3], result: "falls" }),
    ]);
    expect(damages(events)).toEqual([]);
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E8") }]);
    expect(describeEvents(b.state, events)).toContain(
      "A, Dagger (thrown) → E (an enemy in the way, rolling to miss): 3d6 = 11 (4+4+3) > adjDX 10 = DX 12 − 2 range, falls in its hex",
    );
  });

  it("14 hits E after all", () => {
    const { events, rolls } = throwPastAnEnemy(AM, [5, 5, 4, 4]);
    expect(rolls).toEqual([expect.objectContaining({ target: "e", toMiss: true, result: "hit" })]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "e", total: 3 })]);
  });

  it("MELEE, and AM's second rules edition, roll to hit E: 9 ≤ 10 strikes him", () => {
    for (const options of [{}, { ...AM, rulesEdition: 2 }]) {
      const { events, rolls } = throwPastAnEnemy(options, [3, 3, 3, 4]);
      expect(rolls).toEqual([
        expect.objectContaining({ target: "e", toMiss: false, adjDx: 10, result: "hit" }),
      ]);
      expect(damages(events)).toEqual([expect.objectContaining({ target: "e", total: 3 })]);
    }
  });
});
