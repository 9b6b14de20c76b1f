/**
 * AM §5 WEAPONS and CROSSBOWS, §6 SPECIAL COMBAT TALENTS, the optional rule `weapon-talents`, with
 * forced dice: a weapon used without its class talent is at −4 DX, a crossbow cocks twice as
 * slowly, and a battle that did not choose the rule (or a MELEE-built figure in one) fights as
 * before. Readings in docs/rulings.md, "Weapon-class talents".
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { weaponTalent } from "../../../src/engine/figure/weapon-talents.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { rosterLines } from "../../../src/render/map/roster-text.ts";
import { attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const RULE = ["weapon-talents"];

/** A (E5) strikes or shoots at T (E6 beside, or E9 off) under AM with `rules`. */
function duel(a: FigureSpec, rules: readonly string[], targetHex = "E6") {
  return new TestBattle([fighter("a", a, "E5", S), fighter("t", human("T"), targetHex, N, "red")], {
    ruleset: "advanced-melee",
    optionalRules: rules,
  });
}

function attack(b: TestBattle, option: "h" | "f" | "b", faces: readonly number[]) {
  return b.turn(
    [
      { figure: "t", option: "pass" },
      option === "b"
        ? { figure: "a", option, target: "t", attack: "thrown" as const }
        : { figure: "a", option, target: "t" },
    ],
    faces,
  );
}

describe("AM weapon-class talents (optional rule weapon-talents)", () => {
  it("a broadsword without the Sword talent: adjDX 8, so a 9 misses; the log names the talent", () => {
    const b = duel(human("A"), RULE);
    const [roll] = attackRolls(attack(b, "h", [3, 3, 3]));
    expect(roll).toMatchObject({
      adjDx: 8,
      result: "miss",
      modifiers: [{ label: "no Sword talent", value: -4 }],
    });
    expect(describeEvent(b.state, roll as never)).toContain("adjDX 8 = DX 12 − 4 no Sword talent");
  });

  it("the roster names the missing talent in the adjDX it shows; without the rule it shows none", () => {
    const roster = (rules: readonly string[]) => rosterLines(duel(human("A"), rules).state)[1];
    expect(roster(RULE)).toContain("adjDX 8 (−4 no Sword talent)");
    expect(roster([])).toMatch(/adjDX 12 ·/);
  });

  it("with the Sword talent the same 9 hits at adjDX 12", () => {
    const b = duel(human("A", { talents: ["sword"] }), RULE);
    const [roll] = attackRolls(attack(b, "h", [3, 3, 3, 2, 2]));
    expect(roll).toMatchObject({ adjDx: 12, result: "hit", modifiers: [] });
  });

  it("without the rule a figure with no talents fights as trained: the 9 hits at adjDX 12", () => {
    const b = duel(human("A"), []);
    const [roll] = attackRolls(attack(b, "h", [3, 3, 3, 2, 2]));
    expect(roll).toMatchObject({ adjDx: 12, result: "hit", modifiers: [] });
  });

  it("a javelin thrown 3 hexes without Pole Weapons: −3 range and −4, adjDX 5", () => {
    const thrower = human("A", { weapons: ["javelin"], readyWeapon: "javelin" });
    const b = duel(thrower, RULE, "E8");
    const [roll] = attackRolls(attack(b, "b", [2, 2, 2]));
    expect(roll).toMatchObject({ adjDx: 5, result: "miss" });
    expect(roll?.modifiers).toContainEqual({ label: "no Pole Weapons talent", value: -4 });
  });

  /** The turns a DX `dx` light crossbowman, with `talents`, has left to cock after a shot. */
  function cockingAfterAShot(dx: number, talents: FigureSpec["talents"]): number {
    const bow = human("A", {
      dx,
      weapons: ["light-crossbow"],
      readyWeapon: "light-crossbow",
      talents,
    });
    const b = duel(bow, RULE, "E8");
    attack(b, "f", [1, 1, 1, 1, 1]);
    return b.fig("a").reloadTurnsLeft;
  }

  it("a light crossbow without the Crossbow talent cocks for 2 turns, not 1, after a shot", () => {
    expect(cockingAfterAShot(12, [])).toBe(2);
    expect(cockingAfterAShot(12, ["crossbow"])).toBe(1);
  });

  it("a DX 14 crossbowman fires every turn with the talent; without it adjDX 10 fires every third", () => {
    expect(cockingAfterAShot(14, [])).toBe(2);
    expect(cockingAfterAShot(14, ["crossbow"])).toBe(0);
  });

  it("bare hands, the rock, the sling and the arquebus need no class talent; peculiar weapons their own", () => {
    expect(weaponTalent("rock")).toBeUndefined();
    expect(weaponTalent("sling")).toBeUndefined();
    expect(weaponTalent("arquebus")).toBeUndefined();
    expect(weaponTalent("whip")).toEqual({ talent: "whip", peculiar: true });
    expect(weaponTalent("naginata")).toEqual({ talent: "pole-weapons", peculiar: false });
    expect(weaponTalent("trident")).toEqual({ talent: "pole-weapons", peculiar: false });
  });
});
