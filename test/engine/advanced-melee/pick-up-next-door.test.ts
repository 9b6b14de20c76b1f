/**
 * AM §2 option I(g): a figure bends over "in the hex with the weapon, or an adjacent hex" to pick
 * it up. Under AM (e) and (o) pick up from the figure's own hex or one next to it; MELEE only from
 * its own. Reading in docs/rulings.md, "AM's new choices in the option list".
 */
import { describe, expect, it } from "vitest";
import { optionChoices } from "../../../commands/battle/order-choices.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { legalOptions } from "../../../src/engine/index.ts";
import { at, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A in E5 (T, red, in `tHex`); a mace lies next to A in E4. */
function maceNextDoor(ruleset: Ruleset, tHex = "E14") {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), tHex, N, "red")],
    { ruleset },
  );
  b.place("mace", "E4");
  return b;
}

const pickUp = { figure: "a", option: "e", ready: { pickUp: "mace" } } as const;
const pass = { figure: "t", option: "pass" } as const;

describe("AM §2 I(g): picking up a weapon next door", () => {
  it("(e) picks up the mace from E4 without moving", () => {
    const b = maceNextDoor("advanced-melee");
    const events = b.turn([pickUp, pass]);
    expect(eventsOf(events, "item-picked-up")[0]).toMatchObject({ item: "mace", at: at("E4") });
    expect(b.fig("a")).toMatchObject({ readyWeapon: "mace", position: at("E5") });
    expect(b.state.dropped).toEqual([]);
  });

  it("MELEE reaches only its own hex", () => {
    const b = maceNextDoor("melee");
    expect(() => b.turn([pickUp, pass])).toThrow("There is no mace on the ground in A's hex.");
  });

  it("engaged, (o) is offered for the mace next door under AM, by click too; not under MELEE", () => {
    const engaged = (ruleset: Ruleset) => {
      const b = maceNextDoor(ruleset, "E6");
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      return b;
    };
    const am = engaged("advanced-melee");
    expect(legalOptions(am.state, "a")).toContain("o");
    expect(optionChoices(am.state, "a").map((c) => c.label)).toContain("Pick up Mace");
    expect(legalOptions(engaged("melee").state, "a")).not.toContain("o");
  });
});
