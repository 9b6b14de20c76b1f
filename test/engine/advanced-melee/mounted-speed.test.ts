/**
 * ADVANCED MELEE §9 ATTACKS in battle, with forced dice: a rider whose horse moved more than 8
 * hexes strikes with +2 damage, and a pole weapon in the charge doubles the lot.
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { at, damages, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** R on a horse, head in `start` facing N, charges up column E to E5 and strikes F in E4. */
function charge(startRow: number, spec: FigureSpec, faces: number[]) {
  const b = new TestBattle(
    [
      {
        kind: "fighter",
        id: "r",
        side: "blue",
        spec,
        position: at(`E${startRow}`),
        facing: N,
        mount: { beast: "horse", horsemanship: "expert" },
      },
      fighter("f", human("F"), "E4", S, "red"),
    ],
    { ruleset: "advanced-melee", arena: customArena(9, 16) },
  );
  const path = [];
  for (let row = startRow - 1; row >= 5; row--) path.push(at(`E${row}`));
  const events = b.turn(
    [
      { figure: "f", option: "pass" },
      { figure: "r", option: "b", path, target: "f" },
    ],
    faces,
  );
  return damages(events)[0];
}

describe("AM §9: a rider's speed bonus", () => {
  it("after 9 hexes a broadsword does 2+2: 4 and 3 make 9", () => {
    expect(charge(14, human("R"), [2, 3, 1, 4, 3])).toMatchObject({
      damage: { dice: 2, add: 2 },
      multiplier: 1,
      total: 9,
    });
  });

  it("after 8 hexes it does its plain 2 dice: 7", () => {
    expect(charge(13, human("R"), [2, 3, 1, 4, 3])).toMatchObject({
      damage: { dice: 2, add: 0 },
      total: 7,
    });
  });

  it("AM's spear (1+1) in a 9-hex charge does (1+1+2)×2: a 4 makes 14", () => {
    const lancer = human("R", { weapons: ["spear"], readyWeapon: "spear" });
    expect(charge(14, lancer, [2, 3, 1, 4])).toMatchObject({
      damage: { dice: 1, add: 3 },
      multiplier: 2,
      total: 14,
    });
  });
});
