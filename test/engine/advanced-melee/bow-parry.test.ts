/**
 * AM §5 DEFENDING AND DODGING: "You may 'parry' with a bow or crossbow but it will be ruined!"
 * Reading in docs/rulings.md, "Parrying with a bow".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { legalOptions } from "../../../src/engine/index.ts";
import { describeEvents } from "../../../src/render/log-text.ts";
import { attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A (broadsword) in E5 faces W in E6, who has only a longbow ready. */
function archerBeside(ruleset: Ruleset) {
  const archer = human("W", { weapons: ["longbow"], readyWeapon: "longbow" });
  return new TestBattle([fighter("a", human("A"), "E5", S), fighter("w", archer, "E6", N, "red")], {
    ruleset,
  });
}

describe("AM §5: parrying with a bow", () => {
  it("W defends with the longbow: A rolls four dice, and the bow is ruined by the blow", () => {
    const b = archerBeside("advanced-melee");
    const events = b.turn(
      [
        { figure: "w", option: "i" },
        { figure: "a", option: "h", target: "w" },
      ],
      [3, 3, 3, 4],
    );
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ target: "w", faces: [3, 3, 3, 4], result: "miss" }),
    ]);
    expect(b.fig("w")).toMatchObject({ readyWeapon: null, carried: [] });
    expect(b.state.dropped).toEqual([]);
    expect(describeEvents(b.state, events)).toContain("W's longbow breaks");
  });

  it("no blow, no harm: the bow is whole at the end of the turn", () => {
    const b = archerBeside("advanced-melee");
    b.turn([
      { figure: "w", option: "i" },
      { figure: "a", option: "pass" },
    ]);
    expect(b.fig("w").readyWeapon).toBe("longbow");
  });

  it("MELEE offers no defence with a bow", () => {
    const b = archerBeside("melee");
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(legalOptions(b.state, "w")).not.toContain("i");
    expect(() => b.order({ type: "move", figure: "w", option: "i" })).toThrow(
      "W needs a ready non-missile weapon to defend.",
    );
  });
});
