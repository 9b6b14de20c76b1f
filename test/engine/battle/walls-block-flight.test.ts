/**
 * Walls in a custom arena stop thrown and missile weapons (MELEE: THROWN WEAPONS — the weapon
 * "strikes a wall and stops"; MISSILE WEAPONS — it "continues until it hits a wall or a figure").
 */
import { describe, expect, it } from "vitest";
import { legalAttackTargets } from "../../../src/engine/battle/decisions.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { at, fighter, human, N, S, TestBattle } from "./attack-builders.ts";

function behindWall(weapon: "dagger" | "longbow"): TestBattle {
  return new TestBattle(
    [
      fighter("a", human("A", { weapons: [weapon], readyWeapon: weapon }), "E5", S),
      fighter("t", human("T"), "E9", N, "red"),
    ],
    { arena: customArena(12, 16, [at("E7")]) },
  );
}

describe("a target behind a wall hex", () => {
  it.each([
    ["thrown", "dagger", "b"],
    ["missile", "longbow", "f"],
  ] as const)("cannot be chosen for a %s attack", (kind, weapon, option) => {
    const b = behindWall(weapon);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({
        type: "move",
        figure: "a",
        option,
        target: "t",
        ...(kind === "thrown" ? { attack: "thrown" as const } : {}),
      }),
    ).toThrow("A wall (E7) stands between A and T.");
    expect(legalAttackTargets(b.state, "a", kind)).toEqual([]);
  });

  it("is in reach again once the wall is off the line", () => {
    const b = behindWall("longbow");
    b.edit("t", { position: at("G9") });
    expect(legalAttackTargets(b.state, "a", "missile")).toEqual(["t"]);
  });
});
