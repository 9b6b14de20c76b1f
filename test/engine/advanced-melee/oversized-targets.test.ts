/**
 * AM §5 Oversized Targets: a missile or thrown attack on a multi-hex figure gains 1 DX for each of
 * its other hexes in clear view, ½ for one behind someone in the way, none for one hidden behind
 * the figure itself; at most +4. MELEE's giant gives no bonus.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  beast,
  fighter,
  human,
  N,
  NW,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const ARCHER = human("Ann", { weapons: ["small-bow"], readyWeapon: "small-bow" });

/** The GM's 5-hex lizard, head at E5 facing S (its body up to E1), and Ann where told. */
function atLizard(
  hex: string,
  facing: typeof N,
  ruleset: Ruleset = "advanced-melee",
  others: FigureSetup[] = [],
) {
  const b = new TestBattle(
    [fighter("ann", ARCHER, hex, facing), beast("liz", "beast", "E5", S), ...others],
    { ruleset },
  );
  b.edit("liz", { traits: { ...b.fig("liz").traits, hexes: 5 } });
  return b;
}

const shoot = [
  { figure: "ann", option: "f", target: "liz" },
  { figure: "liz", option: "pass" },
] as const;

describe("AM §5 oversized targets", () => {
  it("the lizard seen from the side: its four other hexes are in clear view, +4", () => {
    const b = atLizard("H3", NW);
    const [roll] = attackRolls(b.turn([...shoot], [6, 6, 4]));
    expect(roll?.modifiers).toContainEqual({ label: "oversized target", value: 4 });
    expect(roll && describeEvent(b.state, roll)).toBe(
      "Ann, Small bow → liz: 3d6 = 16 (6+6+4) ≤ adjDX 16 = DX 12 + 4 oversized target, but 16 always misses",
    );
  });

  it("the lizard head on: every other hex is behind its head, no bonus", () => {
    const b = atLizard("E9", N);
    const [roll] = attackRolls(b.turn([...shoot], [6, 6, 4]));
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [] });
  });

  it("a man in the way of two hexes halves them", () => {
    const b = atLizard("H3", NW, "advanced-melee", [fighter("bo", human("Bo"), "G2", N)]);
    const orders = [shoot[0], { figure: "bo", option: "pass" }, shoot[1]] as const;
    const [roll] = attackRolls(b.turn([...orders], [6, 6, 4]));
    expect(roll?.modifiers).toContainEqual({ label: "oversized target", value: 3 });
  });

  it("MELEE gives none", () => {
    const b = atLizard("H3", NW, "melee");
    const [roll] = attackRolls(b.turn([...shoot], [6, 6, 4]));
    expect(roll).toMatchObject({ adjDx: 12, modifiers: [] });
  });
});
