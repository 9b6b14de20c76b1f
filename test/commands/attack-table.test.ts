/**
 * The commands' table of attack kinds (attack-table.ts) reads both ways: every extra a menu
 * offers names one kind, which is the attack Confirm orders, and the typed vocabulary is the
 * kinds with typed words, in the engine's order.
 */
import { describe, expect, it } from "vitest";
import { ORDERED_ATTACK_KINDS } from "../../commands/battle/attack-choices.ts";
import { draftAttack, oddsVerb } from "../../commands/battle/attack-offers.ts";
import { ATTACK_ENTRIES } from "../../commands/battle/attack-table.ts";
import { ATTACK_KINDS } from "../../src/engine/battle/attack-kinds.ts";

describe("the commands' attack table", () => {
  it("has one entry per engine kind, in the engine's order", () => {
    expect(ATTACK_ENTRIES.map((e) => e.kind)).toEqual(ATTACK_KINDS);
  });

  it("names each clicked kind by an extra no other kind of its menu uses", () => {
    for (const { kind, click } of ATTACK_ENTRIES) {
      if (click === undefined) continue;
      const option = click.under === "p" ? "p" : "h";
      expect(draftAttack({ option, extra: click.extra })).toBe(kind);
    }
    expect(draftAttack({ option: "b", extra: "two" })).toBeUndefined();
    expect(draftAttack({ option: "b", extra: "stars-3" })).toBe("thrown");
    expect(draftAttack({ option: "a", extra: "jab" })).toBeUndefined();
  });

  it("says a pin's odds pin and every other roll's hit", () => {
    expect(oddsVerb({ option: "p", extra: "pin" })).toBe("pin");
    expect(oddsVerb({ option: "p", extra: "two" })).toBe("hit");
    expect(oddsVerb({ option: "h" })).toBe("hit");
  });

  it("types the kinds with typed words, and not those only an option implies", () => {
    expect(ORDERED_ATTACK_KINDS).toEqual(
      ATTACK_ENTRIES.filter((e) => e.typed !== undefined).map((e) => e.kind),
    );
    for (const implied of ["missile", "hth", "pin"] as const)
      expect(ORDERED_ATTACK_KINDS).not.toContain(implied);
  });
});
