/**
 * AM §6 CONCEALMENT, with the cover of hexes the GM's: shooting at a half-hidden figure is −4, at
 * one showing only head and shoulders −6; a half-hidden shooter leans out at −2; a crossbow rested
 * on head-high cover is +2. Only missile weapons. Readings in docs/rulings.md, "Concealment".
 */
import { describe, expect, it } from "vitest";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  strikesTarget,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Archer "a" (DX 12) in E5 facing T (DX 12) in E8, under AM. */
function range(weapon: WeaponId = "small-bow") {
  const archer = human("A", { st: 13, weapons: [weapon], readyWeapon: weapon });
  return new TestBattle([fighter("a", archer, "E5", S), fighter("t", human("T"), "E8", N, "red")], {
    ruleset: "advanced-melee",
  });
}

/** A's shot at T with a miss of 16; its roll. */
function shot(b: TestBattle) {
  const [roll] = attackRolls(
    b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "f", target: "t" },
      ],
      [6, 5, 5],
    ),
  );
  return roll;
}

describe("AM §6 concealment", () => {
  it("T half-hidden in E8: A shoots at 12 − 4 = 8; the ruling reads in the log", () => {
    const b = range();
    const [set] = ruleConditions(b, { cover: "half", hexes: ["E8"] });
    expect(describeEvent(b.state, set as never)).toBe("Gamma (GM) rules: E8: half-hidden");
    expect(shot(b)).toMatchObject({
      adjDx: 8,
      modifiers: [{ label: "target half-hidden", value: -4 }],
    });
  });

  it("only T's head shows: 12 − 6 = 6", () => {
    const b = range();
    ruleConditions(b, { cover: "head", hexes: ["E8"] });
    expect(shot(b)).toMatchObject({
      adjDx: 6,
      modifiers: [{ label: "only the target's head shows", value: -6 }],
    });
  });

  it("A leaning out of half cover shoots at 12 − 2 = 10", () => {
    const b = range();
    ruleConditions(b, { cover: "half", hexes: ["E5"] });
    expect(shot(b)).toMatchObject({
      adjDx: 10,
      modifiers: [{ label: "leaning out of cover", value: -2 }],
    });
  });

  it("a crossbow rested on head-high cover shoots at 12 + 2 = 14", () => {
    const b = range("light-crossbow");
    ruleConditions(b, { cover: "head", hexes: ["E5"] });
    expect(shot(b)).toMatchObject({
      adjDx: 14,
      modifiers: [{ label: "crossbow rested on cover", value: 2 }],
    });
  });

  it("cover takes nothing from a sword: it is for missiles", () => {
    const b = new TestBattle(
      [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
      { ruleset: "advanced-melee" },
    );
    ruleConditions(b, { cover: "half", hexes: ["E6"] });
    const [roll] = attackRolls(strikesTarget(b, [6, 5, 5]));
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [] });
  });

  it("cover is set on hexes", () => {
    expect(() => ruleConditions(range(), { cover: "half" })).toThrow(
      "A level, a narrow tunnel, cover or fire is set on hexes: name them.",
    );
  });
});
