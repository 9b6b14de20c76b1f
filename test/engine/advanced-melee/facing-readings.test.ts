/**
 * Facing under ADVANCED MELEE where the book is unclear, with forced dice: both books deny facing
 * adds only to missile weapons, which are a separate section from thrown ones, so a thrown dagger
 * gets +4 from the target's rear as a sword would (digest List 2, 33); a kneeling figure is "on
 * the ground", with no front (AM §4 FACING; List 2, 34).
 */
import { describe, expect, it } from "vitest";
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
import { attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A thrower (DX 12) on E10 throws a dagger 4 hexes at T on E6, which faces `facing` and passes. */
function throwAt(facing: Direction, posture: "standing" | "kneeling" = "standing") {
  const b = new TestBattle(
    [
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E10", N),
      fighter("t", human("T"), "E6", facing, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  b.edit("t", { posture });
  const events = b.turn(
    [
      { figure: "a", option: "b", target: "t", attack: "thrown" },
      { figure: "t", option: "pass" },
    ],
    [2, 2, 3, 5],
  );
  return attackRolls(events)[0];
}

describe("AM: facing adds for a thrown weapon", () => {
  it("from T's rear: −4 for 4 hexes, +4 from the rear, adjDX 12", () => {
    expect(throwAt(N)).toMatchObject({
      kind: "thrown",
      adjDx: 12,
      modifiers: [
        { label: "from the rear", value: 4 },
        { label: "thrown 4 hexes", value: -4 },
      ],
    });
  });

  it("from T's front: only the −4, adjDX 8", () => {
    expect(throwAt(S)).toMatchObject({
      adjDx: 8,
      modifiers: [{ label: "thrown 4 hexes", value: -4 }],
    });
  });

  it("at T kneeling, facing the thrower: +4 for a target on the ground, adjDX 12", () => {
    expect(throwAt(S, "kneeling")).toMatchObject({
      adjDx: 12,
      modifiers: [
        { label: "target on the ground", value: 4 },
        { label: "thrown 4 hexes", value: -4 },
      ],
    });
  });
});
