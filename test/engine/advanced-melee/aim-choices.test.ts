/**
 * AM §6 AIMED SHOTS, an optional rule, as the click flow asks the engine about it: the parts a
 * planned attack may aim at, and the chance to hit with the aim's penalty.
 */
import { describe, expect, it } from "vitest";
import { legalAims, plannedHitChance } from "../../../src/engine/index.ts";
import { at, Bout, beast, fighter, human, N, S, setupOf } from "../battle/builders.ts";

/** Ann (red, DX 12, broadsword) faces `foe` in E6, in her movement phase. */
function duel(optionalRules: readonly string[], foe = fighter("bo", "blue", "E6", N, human("Bo"))) {
  const b = new Bout(
    {
      ...setupOf([fighter("ann", "red", "E5", S, human("Ann")), foe], {
        ruleset: "advanced-melee",
      }),
      optionalRules,
    },
    [6, 1],
  );
  b.initiative("red", true);
  return b.state;
}

const STRIKE = { option: "h", destination: at("E5"), facing: S } as const;

describe("AM §6 AIMED SHOTS: the aims a planned attack may take", () => {
  it("a man's head, arms and leg, under the rule; nothing without it", () => {
    expect(legalAims(duel(["aimed-shots"]), "ann", STRIKE, "bo")).toEqual([
      "head",
      "weapon-arm",
      "shield-arm",
      "leg",
    ]);
    expect(legalAims(duel([]), "ann", STRIKE, "bo")).toEqual([]);
  });

  it("a gargoyle's wing too", () => {
    const state = duel(["aimed-shots"], beast("g", "blue", "gargoyle", "E6", N));
    expect(legalAims(state, "ann", STRIKE, "g")).toContain("wing");
  });

  it("nothing for a target the order could not strike, nor for an option with no blow", () => {
    const state = duel(["aimed-shots"]);
    expect(legalAims(state, "ann", STRIKE, "ann")).toEqual([]);
    expect(legalAims(state, "ann", { ...STRIKE, option: "a" }, "bo")).toEqual([]);
  });

  it("the chance to hit carries the aim: adjDX 12, 6 at the head, 8 at the weapon arm", () => {
    const state = duel(["aimed-shots"]);
    const adjDx = (aim?: "head" | "weapon-arm") =>
      plannedHitChance(state, "ann", { ...STRIKE, aim }, "bo")?.adjDx;
    expect([adjDx(), adjDx("head"), adjDx("weapon-arm")]).toEqual([12, 6, 8]);
    expect(plannedHitChance(state, "ann", { ...STRIKE, aim: "head" }, "bo")).toMatchObject({
      hitsOnOrLess: 6,
      chance: 20 / 216,
    });
  });
});
