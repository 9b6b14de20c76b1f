import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { urQuanRules } from "../../../src/games/ur-quan/index.ts";
import { applyAll, duel, facingOff, ship } from "./duel.ts";

/** The Dreadnought (a) fires its Fusion Blast at the Scout (b) three hexes ahead. */
function dreadnoughtAndScout() {
  return duel(
    { a: ["ur-quan"], b: ["shofixti", "shofixti"] },
    { ship: "ur-quan", hex: { col: 5, row: 4 }, facing: 3 },
    { ship: "shofixti", hex: { col: 5, row: 7 }, facing: 0 },
  );
}
const blast = { type: "fire", by: "a", slot: "main", target: "s2" } as const;

describe("Reflex actions (the seed)", () => {
  it("asks the defender with a Reflex to choose, after the Attack Die", () => {
    const fired = applyAll(dreadnoughtAndScout(), [blast], [7]);
    expect(urQuanRules.awaiting(fired)).toEqual([{ seat: "b", decision: "defence" }]);
    expect(() => urQuanRules.apply(fired, { type: "end", by: "a" }, new ForcedDice([]))).toThrow(
      /waits for defence from b/,
    );
    expect(() =>
      urQuanRules.apply(fired, { type: "defend", by: "a", choice: "pilot" }, new ForcedDice([3])),
    ).toThrow(/not a's to act/);
  });

  it("plays the seed's Blaze of Glory: Reflex d12 = 9 against 7 nullifies; the Scout explodes and the Dreadnought in range takes the Damage", () => {
    const fired = applyAll(dreadnoughtAndScout(), [blast], [7]);
    const step = urQuanRules.apply(
      fired,
      { type: "defend", by: "b", choice: "reflex" },
      new ForcedDice([9]),
    );
    expect(step.events).toContainEqual({
      type: "reflex-rolled",
      ship: "s2",
      weapon: "Glory Device",
      die: 12,
      face: 9,
      dire: false,
      nullified: true,
    });
    expect(step.state.ships.map((s) => s.id)).not.toContain("s2");
    expect(ship(step.state, "s1").crewHalves).toBe(42 - 18);
    // b has a second Scout to bring on; then a's turn goes on.
    expect(urQuanRules.awaiting(step.state)).toEqual([{ seat: "b", decision: "place ship" }]);
  });

  it("takes the hit when the Reflex Die is lower, and a destroyed ship's reflex does nothing", () => {
    const fired = applyAll(dreadnoughtAndScout(), [blast], [7]);
    const step = urQuanRules.apply(
      fired,
      { type: "defend", by: "b", choice: "reflex" },
      new ForcedDice([6]),
    );
    expect(step.events).toContainEqual(
      expect.objectContaining({ type: "reflex-rolled", face: 6, nullified: false }),
    );
    expect(step.events.some((e) => e.type === "exploded")).toBe(false);
    expect(ship(step.state, "s1").crewHalves).toBe(42);
  });

  it("applies a failed reflex's effect when the ship survives: the Yehat shield still spends its Battery", () => {
    const state = facingOff("ur-quan", "yehat");
    const after = applyAll(state, [blast, { type: "defend", by: "b", choice: "reflex" }], [11, 4]);
    expect(ship(after, "s2").crewHalves).toBe(20 - 6);
    expect(ship(after, "s2").battery).toBe(5 - 2);
  });

  it("offers a Dire Reflex on a d6 after a failed Pilot roll", () => {
    const state = facingOff("ur-quan", "earthling");
    const piloted = applyAll(state, [blast, { type: "defend", by: "b", choice: "pilot" }], [5, 2]);
    expect(urQuanRules.awaiting(piloted)).toEqual([{ seat: "b", decision: "dire reflex" }]);
    const dire = urQuanRules.apply(
      piloted,
      { type: "dire", by: "b", choice: "reflex" },
      new ForcedDice([5]),
    );
    expect(dire.events).toContainEqual({
      type: "reflex-rolled",
      ship: "s2",
      weapon: "Point-Defence Laser",
      die: 6,
      face: 5,
      dire: true,
      nullified: true,
    });
    expect(ship(dire.state, "s2").crewHalves).toBe(18);
    const taken = applyAll(piloted, [{ type: "dire", by: "b", choice: "take" }]);
    expect(ship(taken, "s2").crewHalves).toBe(18 - 6);
  });

  it("lets a ship without Battery for its reflex only roll its Pilot Die, unasked", () => {
    const state = dreadnoughtAndScout();
    const yehatless = applyAll(state, []);
    ship(yehatless, "s2").battery = 0;
    // The Glory Device costs nothing, so the Scout is still asked; an Earthling without 2 Battery is not.
    expect(applyAll(yehatless, [blast], [7]).phase.kind).toBe("defence");
    const earth = facingOff("ur-quan", "earthling");
    ship(earth, "s2").battery = 1;
    const after = applyAll(earth, [blast], [7, 3]);
    expect(after.phase.kind).toBe("turn");
    expect(ship(after, "s2").crewHalves).toBe(12);
  });
});
