/**
 * AM §10 AERIAL COMBAT: "Flying creatures attack each other at −4". Under AM a flier charging a
 * flier stays in the air to strike it, if their heights are within 3 m; a flier charging a foe
 * on the ground still lands. MELEE's gargoyle in the air is out of reach of hand weapons.
 * Reading in docs/rulings.md, "Fliers fighting fliers".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { attackRolls, beast, N, S, TestBattle } from "../battle/attack-builders.ts";
import { at } from "../battle/fixtures.ts";

/**
 * Two gargoyles in the air, G1 (blue) over E9 at `h1` m facing G2 (red) over E7 at `h2` m, a hex
 * apart: not yet engaged (aerial-engagement.test.ts).
 */
function gargoyles(h1: number, h2: number, ruleset: Ruleset = "advanced-melee"): TestBattle {
  const b = new TestBattle(
    [beast("g1", "gargoyle", "E9", N, "blue"), beast("g2", "gargoyle", "E7", S, "red")],
    { ruleset },
  );
  const heights = ruleset === "advanced-melee";
  b.edit("g1", { flying: true, ...(heights ? { height: h1 } : {}) });
  b.edit("g2", { flying: true, ...(heights ? { height: h2 } : {}) });
  return b;
}

const g1Charges = {
  figure: "g1",
  option: "b",
  target: "g2",
  destination: at("E8"),
  facing: N,
} as const;
const g2Waits = { figure: "g2", option: "pass" } as const;

describe("AM §10: fliers strike fliers", () => {
  it("at 6 m and 8 m G1 charges G2 where it flies, at DX 11 − 4", () => {
    const b = gargoyles(6, 8);
    const [roll] = attackRolls(b.turn([g1Charges, g2Waits], [6, 6, 4]));
    expect(roll).toMatchObject({ attacker: "g1", target: "g2", adjDx: 7 });
    expect(roll?.modifiers).toEqual([{ label: "attacking a flier", value: -4 }]);
    expect(b.fig("g1")).toMatchObject({ flying: true, height: 6 });
  });

  it("at 6 m and 12 m G2 is out of reach", () => {
    const b = gargoyles(6, 12);
    expect(() => b.turn([g1Charges, g2Waits])).toThrow(
      "g2 is flying, out of reach of hand weapons.",
    );
  });

  it("MELEE's gargoyles in the air cannot strike each other by hand", () => {
    const b = gargoyles(0, 0, "melee");
    expect(() => b.turn([g1Charges, g2Waits])).toThrow(
      "g2 is flying, out of reach of hand weapons.",
    );
  });
});
