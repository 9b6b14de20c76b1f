/**
 * AM §5 DEFENDING AND DODGING, with forced dice: under ADVANCED MELEE a dodge counts only against
 * thrown and missile weapons and a defence only against the others; MELEE rolls four dice against
 * either, whatever the attack.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { at, attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";
import { WULF } from "../battle/fixtures.ts";

const AM: Ruleset = "advanced-melee";
/** A sturdy target (ST 30) so no blow knocks it down. */
const TARGET = human("T", { st: 30, dx: 10 });

/** Wulf (longbow) shoots T and misses on 20 or 15, who takes `option`; a swordsman engages T so it may defend. */
function shotAt(ruleset: Ruleset, option: "c" | "i", faces: number[]) {
  const b = new TestBattle(
    [
      fighter("w", WULF, "E2", S),
      fighter("s", human("S"), "J6", N),
      fighter("t", TARGET, option === "i" ? "J5" : "E6", N, "red"),
    ],
    { ruleset },
  );
  const events = b.turn(
    [
      { figure: "t", option },
      { figure: "w", option: "f", target: "t" },
      { figure: "s", option: "pass" },
    ],
    faces,
  );
  return attackRolls(events).filter((e) => e.attacker === "w");
}

/** S charges 2 hexes to strike T, who takes `option`. */
function struckAt(ruleset: Ruleset, option: "c" | "pass", faces: number[]) {
  const b = new TestBattle(
    [fighter("s", human("S"), "E3", S), fighter("t", TARGET, "E6", N, "red")],
    { ruleset },
  );
  const events = b.turn(
    [
      { figure: "t", option },
      { figure: "s", option: "b", target: "t", path: [at("E4"), at("E5")] },
    ],
    faces,
  );
  return attackRolls(events);
}

describe("AM: a dodge counts only against thrown and missile weapons", () => {
  it("an arrow at a dodging figure rolls four dice under both rulesets", () => {
    for (const ruleset of ["melee", AM] as const) {
      expect(shotAt(ruleset, "c", [5, 5, 5, 5])[0]).toMatchObject({ faces: [5, 5, 5, 5] });
    }
  });

  it("a sword at a dodging figure rolls three dice under AM, four under MELEE", () => {
    expect(struckAt("melee", "c", [3, 3, 3, 3, 4, 4])[0]).toMatchObject({ faces: [3, 3, 3, 3] });
    expect(struckAt(AM, "c", [3, 3, 3, 4, 4])[0]).toMatchObject({ faces: [3, 3, 3] });
  });
});

describe("AM: a defence counts only against attacks that are not thrown or shot", () => {
  it("an arrow at a defending figure rolls three dice under AM, four under MELEE", () => {
    expect(shotAt("melee", "i", [5, 5, 5, 5])[0]).toMatchObject({ faces: [5, 5, 5, 5] });
    expect(shotAt(AM, "i", [5, 5, 5])[0]).toMatchObject({ faces: [5, 5, 5] });
  });
});
