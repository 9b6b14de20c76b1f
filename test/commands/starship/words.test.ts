import { describe, expect, it } from "vitest";
import type { Options } from "../../../commands/interaction.ts";
import { orderFrom } from "../../../commands/starship/orders.ts";
import { readFleet, readHex, readShip } from "../../../commands/starship/words.ts";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { urQuanRules } from "../../../src/games/ur-quan/index.ts";
import { facingOff } from "../../games/ur-quan/duel.ts";

function options(values: Record<string, string | number>): Options {
  return {
    getString: (name) => (typeof values[name] === "string" ? (values[name] as string) : undefined),
    getInteger: (name) => (typeof values[name] === "number" ? (values[name] as number) : undefined),
    getBoolean: () => undefined,
    getUser: () => undefined,
    getAttachment: () => undefined,
  };
}

describe("what a captain types into /starship", () => {
  it("reads a hex as the map numbers it, with or without brackets", () => {
    expect(readHex("5,4")).toEqual({ ok: true, value: { col: 5, row: 4 } });
    expect(readHex(" (12, 3) ")).toEqual({ ok: true, value: { col: 12, row: 3 } });
    expect(readHex("E2")).toEqual({
      ok: false,
      problem: '"E2" is not a hex; write its column and row as on the map, e.g. 5,4.',
    });
  });

  it("reads ships by id, full name or class, and a fleet with repeats", () => {
    expect(readShip("Dreadnought")).toMatchObject({ ok: true, value: { id: "ur-quan" } });
    expect(readShip("shofixti scout")).toMatchObject({ ok: true, value: { id: "shofixti" } });
    expect(readFleet("Scout, ur-quan,Scout")).toEqual({
      ok: true,
      value: ["shofixti", "ur-quan", "shofixti"],
    });
    expect(readFleet("Scout, Enterprise")).toEqual({
      ok: false,
      problem: 'There is no ship "Enterprise"; /starship ships lists them.',
    });
    expect(readFleet(" , ")).toMatchObject({ ok: false });
    expect(readFleet(Array(15).fill("Scout").join(","))).toEqual({
      ok: false,
      problem: "A fleet has at most 14 ships.",
    });
  });

  it("aims a weapon at the enemy ship and reads the defender's choice by stage", () => {
    const state = facingOff("ur-quan", "shofixti");
    expect(orderFrom("fire", options({ weapon: "main" }), state, "a")).toEqual({
      ok: true,
      value: { type: "fire", by: "a", slot: "main", target: "s2" },
    });
    expect(orderFrom("first", options({ who: "opponent" }), state, "a")).toMatchObject({
      value: { first: "b" },
    });
    expect(orderFrom("defend", options({ with: "pilot" }), state, "b")).toEqual({
      ok: false,
      problem: "No attack on your ship waits for an answer.",
    });
    const fired = urQuanRules.apply(
      state,
      { type: "fire", by: "a", slot: "main", target: "s2" },
      new ForcedDice([7]),
    ).state;
    expect(orderFrom("defend", options({ with: "take" }), fired, "b")).toMatchObject({ ok: false });
    expect(orderFrom("defend", options({ with: "reflex" }), fired, "b")).toEqual({
      ok: true,
      value: { type: "defend", by: "b", choice: "reflex" },
    });
    const failed = urQuanRules.apply(
      fired,
      { type: "defend", by: "b", choice: "pilot" },
      new ForcedDice([2]),
    ).state;
    expect(orderFrom("defend", options({ with: "take" }), failed, "b")).toEqual({
      ok: true,
      value: { type: "dire", by: "b", choice: "take" },
    });
  });
});
