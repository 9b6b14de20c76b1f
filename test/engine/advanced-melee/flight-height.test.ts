/**
 * AM §3 FLIGHT and §10 AERIAL COMBAT: a flier's height in metres, set by the move order that takes
 * off (3 m unless told), climbs, dives or lands; at most its flying MA in metres a turn, half on
 * the turn it takes off (docs/rulings.md, "A flier's rate of climb"). MELEE's fliers have none.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { applyOrder, ForcedDice, legalDestinations } from "../../../src/engine/index.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { statusWords } from "../../../src/render/map/describe.ts";
import { beast, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";
import { at } from "../battle/fixtures.ts";

function arena(ruleset: Ruleset = "advanced-melee"): TestBattle {
  return new TestBattle(
    [fighter("ann", human("Ann"), "E10", N), beast("garg", "gargoyle", "E3", S)],
    { ruleset },
  );
}

const pass = { figure: "ann", option: "pass" } as const;

describe("AM §10 a flier's height", () => {
  it("taking off without a height, the gargoyle climbs to 3 m", () => {
    const b = arena();
    const events = b.turn([pass, { figure: "garg", option: "a", flight: "take-off" }]);
    expect(eventsOf(events, "height")).toEqual([
      { type: "height", figure: "garg", from: 0, to: 3 },
    ]);
    expect(b.fig("garg")).toMatchObject({ flying: true, height: 3 });
  });

  it("takes off to at most half its flying MA: 8 m for the gargoyle (16)", () => {
    const b = arena();
    b.turn([pass, { figure: "garg", option: "a", flight: "take-off", height: 8 }]);
    expect(b.fig("garg").height).toBe(8);
    const c = arena();
    expect(() =>
      c.turn([pass, { figure: "garg", option: "a", flight: "take-off", height: 9 }]),
    ).toThrow("garg climbs or dives at most 8 m this turn (from 0 m).");
  });

  it("then climbs or dives up to 16 m a turn, and says so in the log", () => {
    const b = arena();
    b.edit("garg", { flying: true, height: 8 });
    const climb = b.turn([pass, { figure: "garg", option: "a", height: 24 }]);
    expect(b.fig("garg").height).toBe(24);
    const [event] = eventsOf(climb, "height");
    expect(event && describeEvent(b.state, event)).toBe("garg climbs to 24 m");
    const dive = b.turn([pass, { figure: "garg", option: "c", height: 10 }]);
    expect(eventsOf(dive, "height")).toEqual([
      { type: "height", figure: "garg", from: 24, to: 10 },
    ]);
    expect(() => b.turn([pass, { figure: "garg", option: "a", height: 27 }])).toThrow(
      "garg climbs or dives at most 16 m this turn (from 10 m).",
    );
  });

  it("keeps its height when the order names none, and clears it on landing", () => {
    const b = arena();
    b.edit("garg", { flying: true, height: 12 });
    expect(eventsOf(b.turn([pass, { figure: "garg", option: "a" }]), "height")).toEqual([]);
    expect(b.fig("garg").height).toBe(12);
    b.turn([pass, { figure: "garg", option: "a", flight: "land" }]);
    expect(b.fig("garg")).toMatchObject({ flying: false });
    expect(b.fig("garg").height).toBeUndefined();
  });

  it("cannot land from higher than it can dive in a turn", () => {
    const b = arena();
    b.edit("garg", { flying: true, height: 20 });
    expect(() => b.turn([pass, { figure: "garg", option: "a", flight: "land" }])).toThrow(
      "garg is 20 m up and dives at most 16 m a turn: it cannot land yet.",
    );
  });

  it("refuses a height for a figure on the ground, a landing, or below 1 m", () => {
    const refusal = (height: number | undefined, order: { height?: number; flight?: "land" }) => {
      const b = arena();
      if (height !== undefined) b.edit("garg", { flying: true, height });
      return () => b.turn([pass, { figure: "garg", option: "a", ...order }]);
    };
    expect(refusal(undefined, { height: 5 })).toThrow("garg is not flying.");
    expect(refusal(5, { flight: "land", height: 2 })).toThrow(
      "A landing flier ends on the ground: name no height.",
    );
    expect(refusal(5, { height: 0 })).toThrow(
      "A height is a whole number of metres, at least 1 (to come down, land).",
    );
  });

  it("the map's alt text says the flier's height", () => {
    const b = arena();
    b.edit("garg", { flying: true, height: 12 });
    expect(statusWords(b.state, b.fig("garg"))).toContain("flying at 12 m");
  });

  it("MELEE's gargoyle has no height and refuses one", () => {
    const b = arena("melee");
    const events = b.turn([pass, { figure: "garg", option: "a", flight: "take-off" }]);
    expect(eventsOf(events, "height")).toEqual([]);
    expect(b.fig("garg").height).toBeUndefined();
    expect(() => b.turn([pass, { figure: "garg", option: "a", height: 6 }])).toThrow(
      "Fliers have no height under MELEE: heights are ADVANCED MELEE's (§10).",
    );
  });

  it("a gargoyle lying prone crawls with (a) but must stand up before it takes off", () => {
    const b = arena();
    b.edit("garg", { posture: "prone" });
    expect(legalDestinations(b.state, "garg", "a", "take-off")).toEqual([]);
    expect(() => b.turn([pass, { figure: "garg", option: "a", flight: "take-off" }])).toThrow(
      "garg is prone and must stand up before it takes off.",
    );
    const c = arena();
    c.edit("garg", { posture: "prone" });
    c.turn([pass, { figure: "garg", option: "a", path: [at("E4")] }]);
    expect(c.fig("garg")).toMatchObject({ flying: false, posture: "prone" });
  });

  it("a gargoyle that lost a wing lists no take-off", () => {
    const b = arena();
    b.edit("garg", { crippled: ["wing"] });
    expect(legalDestinations(b.state, "garg", "a", "take-off")).toEqual([]);
  });

  it("a refused height changes nothing", () => {
    const b = arena();
    b.edit("garg", { flying: true, height: 5 });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", ...pass });
    const before = JSON.stringify(b.state);
    expect(() =>
      applyOrder(
        b.state,
        { type: "move", figure: "garg", option: "a", height: 40 },
        new ForcedDice([]),
      ),
    ).toThrow();
    expect(JSON.stringify(b.state)).toBe(before);
  });
});
