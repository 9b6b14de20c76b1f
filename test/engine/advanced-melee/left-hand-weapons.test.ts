/**
 * AM §5 LEFT-HAND WEAPONS, with forced dice: a ready main-gauche used only to parry costs 1 DX
 * under AM (its text; the table still prints −2, digest List 1, 17 and List 2, 7), MELEE's 2 under
 * MELEE; striking with both weapons is −4 under both.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const AM: Ruleset = "advanced-melee";

/** A (DX 14, rapier) readies a main-gauche in turn 1, then strikes T in turn 2 with `faces`. */
function strikeWithMainGauche(ruleset: Ruleset, attack: "weapon" | "two-weapons", faces: number[]) {
  const b = new TestBattle(
    [
      fighter(
        "a",
        human("A", { st: 10, dx: 14, weapons: ["rapier", "main-gauche"], readyWeapon: "rapier" }),
        "E5",
        N,
      ),
      fighter("t", human("T"), "E6", S, "red"),
    ],
    { ruleset },
  );
  b.turn([
    { figure: "a", option: "e", ready: { offhand: "main-gauche" }, facing: S },
    { figure: "t", option: "pass", facing: N },
  ]);
  const events = b.turn(
    [
      { figure: "a", option: "h", target: "t", attack },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
  return attackRolls(events).map((e) => ({ adjDx: e.adjDx, modifiers: e.modifiers }));
}

describe("AM: the main-gauche as a shield", () => {
  it("parrying only: −1 under AM (adjDX 13), −2 under MELEE (12)", () => {
    expect(strikeWithMainGauche(AM, "weapon", [6, 6, 4])).toEqual([
      { adjDx: 13, modifiers: [{ label: "main-gauche as shield", value: -1 }] },
    ]);
    expect(strikeWithMainGauche("melee", "weapon", [6, 6, 4])).toEqual([
      { adjDx: 12, modifiers: [{ label: "main-gauche as shield", value: -2 }] },
    ]);
  });

  it("striking with both: −4 on each attack under AM too", () => {
    const modifiers = [{ label: "main-gauche as 2nd weapon", value: -4 }];
    expect(strikeWithMainGauche(AM, "two-weapons", [6, 6, 4, 6, 6, 4])).toEqual([
      { adjDx: 10, modifiers },
      { adjDx: 10, modifiers },
    ]);
  });
});
