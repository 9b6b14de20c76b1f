/**
 * AM §5 ARMOR AND SHIELDS, the optional wear of armor and shields, with forced dice: a shield is
 * spent after stopping 20 times its hits, armor after 40 times; a ready shield takes the blow first.
 */
import { describe, expect, it } from "vitest";
import { damages, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A (E5, broadsword) strikes T (E6, chainmail: stops 3) with a 9 for 2 dice of 6 and 4. */
function strike(over: { shield?: boolean; rules?: string[] } = {}) {
  const t = human("T", {
    armor: "chainmail",
    ...(over.shield ? { shield: "small-shield", shieldReady: true } : {}),
  });
  const b = new TestBattle([fighter("a", human("A"), "E5", S), fighter("t", t, "E6", N, "red")], {
    ruleset: "advanced-melee",
    optionalRules: over.rules ?? ["armor-wear"],
  });
  const blow = () =>
    b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "h", target: "t" },
      ],
      [3, 3, 3, 6, 4],
    );
  return { b, blow };
}

describe("AM: armor and shields wear out (optional)", () => {
  it("chainmail counts the 3 hits it stops", () => {
    const { b, blow } = strike();
    expect(damages(blow())[0]).toMatchObject({ total: 10, stopped: 3, taken: 7 });
    expect(b.fig("t").absorbed).toEqual({ armor: 3, shield: 0 });
  });

  it("at 120 hits stopped (40 × 3) chainmail is spent, and the next blow goes straight through", () => {
    const { b, blow } = strike();
    b.edit("t", { absorbed: { armor: 118, shield: 0 } });
    const events = blow();
    expect(eventsOf(events, "worn-out")).toEqual([
      { type: "worn-out", figure: "t", gear: "armor", item: "chainmail" },
    ]);
    b.edit("t", { hits: 0 });
    expect(damages(blow())[0]).toMatchObject({ stopped: 0, taken: 10, stoppedBy: [] });
  });

  it("a ready small shield takes its 1 hit first: spent at 20", () => {
    const { b, blow } = strike({ shield: true });
    b.edit("t", { absorbed: { armor: 0, shield: 19 } });
    const events = blow();
    expect(eventsOf(events, "worn-out")).toEqual([
      { type: "worn-out", figure: "t", gear: "shield", item: "small-shield" },
    ]);
    expect(b.fig("t").absorbed).toEqual({ armor: 3, shield: 20 });
    b.edit("t", { hits: 0 });
    expect(damages(blow())[0]).toMatchObject({ stopped: 3, stoppedBy: ["Chainmail"] });
  });

  it("without the switch nothing is counted", () => {
    const { b, blow } = strike({ rules: [] });
    blow();
    expect(b.fig("t").absorbed).toBeUndefined();
  });
});
