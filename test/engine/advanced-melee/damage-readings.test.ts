/**
 * How ADVANCED MELEE's damage is read where the book is unclear, with forced dice: a double or
 * triple hit multiplies the rolled total, not the dice (digest List 2, 27); damage below 0 is 0
 * (List 2, 28); a dagger or main-gauche in regular combat does MELEE's 1-1 (List 2, 30).
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import { damages, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/** A fighter (DX 12) with `weapon` ready strikes T (ST 30, passing) in front of it. */
function strikeWith(weapon: WeaponId, faces: number[]) {
  const b = new TestBattle(
    [
      fighter("a", human("A", { weapons: [weapon], readyWeapon: weapon }), "E5", S),
      fighter("t", human("T", { st: 30 }), "E6", N, "red"),
    ],
    { ruleset: AM },
  );
  const events = b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t" },
    ],
    faces,
  );
  return { damage: damages(events)[0], hits: b.fig("t").hits };
}

describe("AM: reading damage", () => {
  it("a 3 to hit triples the dagger's one die: 5 - 1 = 4, times 3 is 12, one die rolled", () => {
    expect(strikeWith("dagger", [1, 1, 1, 5]).damage).toMatchObject({
      faces: [5],
      multiplier: 3,
      taken: 12,
    });
  });

  it("a 4 to hit doubles the broadsword's two dice rolled once: (2 + 3) × 2 = 10", () => {
    expect(strikeWith("broadsword", [1, 1, 2, 2, 3]).damage).toMatchObject({
      faces: [2, 3],
      multiplier: 2,
      taken: 10,
    });
  });

  it("a main-gauche in regular combat does 1-1: a 1 (to hit 10) does 0, never less", () => {
    const { damage, hits } = strikeWith("main-gauche", [3, 3, 4, 1]);
    expect(damage).toMatchObject({ damage: { dice: 1, add: -1 }, faces: [1], total: 0, taken: 0 });
    expect(hits).toBe(0);
  });
});
