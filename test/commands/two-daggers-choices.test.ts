/**
 * AM §5 LEFT-HAND WEAPONS by clicks: in a brawl with a dagger in each hand, the option menu offers
 * (p) with both daggers, and Confirm gives the engine (p) with the attack two-daggers; the typed
 * `attack:` offers it from the same list.
 */
import { describe, expect, it } from "vitest";
import { ORDERED_ATTACK_KINDS } from "../../commands/battle/attack-choices.ts";
import { extraDetails, optionChoices } from "../../commands/battle/order-choices.ts";
import { parseDraft } from "../../commands/battle/order-draft.ts";
import { draftOrder, orderScreen } from "../../commands/battle/order-flow.ts";
import type { Ruleset } from "../../src/engine/battle/ruleset.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { fighter, human, N, TestBattle } from "../engine/battle/attack-builders.ts";

/** A (a dagger in each hand) and D grapple in E6; A's side is to move. */
function brawl(ruleset: Ruleset): TestBattle {
  const b = new TestBattle(
    [fighter("a", human("A"), "E6", N), fighter("d", human("D"), "E7", N, "red")],
    { ruleset },
  );
  b.pile("E6", ["a", "d"]);
  b.edit("a", { readyWeapon: "dagger", offhand: "dagger", carried: [] });
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

describe("two daggers in HTH by clicks (AM §5 LEFT-HAND WEAPONS)", () => {
  it("under ADVANCED MELEE offers (p) with both daggers", () => {
    const b = brawl("advanced-melee");
    expect(optionChoices(b.state, "a")).toContainEqual({
      value: "p.two",
      label: "Strike with both daggers (−4 each)",
      description: "AM V(a) · (p) Hand-to-hand attack",
    });
    expect(extraDetails(b.state, { figure: "a", option: "p", extra: "two" })).toEqual({
      attack: "two-daggers",
    });
  });

  it("Confirm gives the engine (p) with the attack two-daggers", async () => {
    const b = brawl("advanced-melee");
    const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
    const loaded = { battle, state: b.state, version: 3 };
    const shown = await orderScreen(loaded, ["a"], { figure: "a", option: "p", extra: "two" });
    expect(shown.content).toMatch(/^A: Strike with both daggers \(−4 each\)/);
    const confirm = (shown.components ?? [])
      .flatMap((r) => (r.kind === "buttons" ? r.buttons : []))
      .find((button) => button.label === "Confirm");
    const { draft } = parseDraft(confirm?.customId.split(":").slice(4) ?? []);
    expect(draftOrder(b.state, draft)).toMatchObject({
      option: "p",
      target: "d",
      attack: "two-daggers",
    });
  });

  it("under MELEE does not, and the typed attack list has it", () => {
    const values = optionChoices(brawl("melee").state, "a").map((c) => c.value);
    expect(values).not.toContain("p.two");
    expect(ORDERED_ATTACK_KINDS).toContain("two-daggers");
  });
});
