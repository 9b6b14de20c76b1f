/**
 * AM §4 ENGAGED AND DISENGAGED: a one-hex figure is engaged only in a front hex of an ARMED enemy
 * (a weapon ready, or a beast's own attack); MELEE's FACING lets any enemy engage. Reading in
 * docs/rulings.md, "Engagement".
 */
import { describe, expect, it } from "vitest";
import { isArmed } from "../../../src/engine/battle/armed-engagement.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { isEngaged, legalOptions } from "../../../src/engine/index.ts";
import { at, beast, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/**
 * A (blue, broadsword ready) in E5 faces S; T (red) in E6 faces N, its dagger carried, not ready:
 * each stands in the other's front hex.
 */
function faceToFace(ruleset: Ruleset): TestBattle {
  const b = new TestBattle(
    [
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T", { weapons: ["dagger"], readyWeapon: null }), "E6", N, "red"),
    ],
    { ruleset },
  );
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

describe("AM §4 engaged only by an armed enemy", () => {
  it("under AM, unarmed T does not engage A; A's sword engages T", () => {
    const b = faceToFace("advanced-melee");
    expect(isArmed(b.fig("t"))).toBe(false);
    expect(isEngaged(b.state, b.fig("a"))).toBe(false);
    expect(isEngaged(b.state, b.fig("t"))).toBe(true);
  });

  it("under MELEE, unarmed T engages A as before", () => {
    const b = faceToFace("melee");
    expect(isEngaged(b.state, b.fig("a"))).toBe(true);
    expect(isEngaged(b.state, b.fig("t"))).toBe(true);
  });

  it("A may take the disengaged options under AM, only the engaged ones under MELEE", () => {
    expect(legalOptions(faceToFace("advanced-melee").state, "a")).toContain("a");
    expect(legalOptions(faceToFace("melee").state, "a")).not.toContain("a");
  });

  it("under AM, B walks along T's front hexes D5, E5, F5 to G5; under MELEE it stops at D5", () => {
    const path = ["D5", "E5", "F5", "G5"].map(at);
    const passing = (ruleset: Ruleset) => {
      const b = new TestBattle(
        [
          fighter("b", human("B"), "C5", S),
          fighter("t", human("T", { weapons: ["dagger"], readyWeapon: null }), "E6", N, "red"),
        ],
        { ruleset },
      );
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      b.order({ type: "move", figure: "b", option: "a", path });
      return b;
    };
    expect(passing("advanced-melee").fig("b").position).toEqual(at("G5"));
    expect(() => passing("melee")).toThrow(
      "B must stop at D5: entering an enemy's front hex ends movement.",
    );
  });

  it("T readying its dagger engages A again", () => {
    const b = faceToFace("advanced-melee");
    b.edit("t", { readyWeapon: "dagger", carried: [] });
    expect(isEngaged(b.state, b.fig("a"))).toBe(true);
  });

  it("a wolf, armed with its teeth, engages under AM", () => {
    const b = new TestBattle([fighter("a", human("A"), "E5", S), beast("w", "wolf", "E6", N)], {
      ruleset: "advanced-melee",
    });
    expect(isArmed(b.fig("w"))).toBe(true);
    expect(isEngaged(b.state, b.fig("a"))).toBe(true);
  });
});
