import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import {
  isSealedOrder,
  SEALED,
  type UrQuanSetup,
  urQuanRules,
  viewFor,
} from "../../../src/games/ur-quan/index.ts";
import { logLines } from "../../../src/games/ur-quan/render/log-text.ts";
import { applyAll } from "./duel.ts";

const secretSetup: UrQuanSetup = {
  players: [
    { id: "a", name: "Tanaka" },
    { id: "b", name: "Ur-Quan" },
  ],
  points: 42,
  asteroids: 0,
};

function opening() {
  return urQuanRules.start(secretSetup, "standard", new ForcedDice([])).state;
}

describe("fleets bought in secret (ours)", () => {
  it("waits for both fleets at once and rolls for the order only when both are in", () => {
    const start = urQuanRules.start(secretSetup, "standard", new ForcedDice([]));
    expect(start.events).toEqual([]);
    expect(urQuanRules.awaiting(start.state)).toEqual([
      { seat: "a", decision: "fleet" },
      { seat: "b", decision: "fleet" },
    ]);
    const first = urQuanRules.apply(
      start.state,
      { type: "fleet", by: "b", ships: ["vux", "ur-quan"] },
      new ForcedDice([]),
    );
    expect(first.events).toEqual([{ type: "fleet-chosen", by: "b", ships: 2 }]);
    expect(logLines(first.state, first.events)).toEqual(["Ur-Quan has bought a fleet of 2 ships."]);
    expect(urQuanRules.awaiting(first.state)).toEqual([{ seat: "a", decision: "fleet" }]);
    const both = urQuanRules.apply(
      first.state,
      { type: "fleet", by: "a", ships: ["shofixti"] },
      new ForcedDice([3, 10]),
    );
    expect(both.state.players.map((p) => p.fleet)).toEqual([["shofixti"], ["vux", "ur-quan"]]);
    expect(urQuanRules.awaiting(both.state)).toEqual([{ seat: "b", decision: "turn order" }]);
  });

  it("refuses a fleet over the budget, an unknown ship, an empty fleet and a second purchase", () => {
    const s = opening();
    const buy = (by: string, ships: string[]) => () =>
      urQuanRules.apply(s, { type: "fleet", by, ships }, new ForcedDice([]));
    expect(buy("a", ["ur-quan", "chmmr"])).toThrow(/Your fleet costs 60 points; the maximum is 42/);
    expect(buy("a", ["enterprise"])).toThrow(/There is no ship "enterprise"/);
    expect(buy("a", [])).toThrow(/Your fleet has no ships/);
    const bought = applyAll(s, [{ type: "fleet", by: "a", ships: ["shofixti"] }]);
    expect(() => applyAll(bought, [{ type: "fleet", by: "a", ships: ["vux"] }])).toThrow(
      /It is not a's to act now; the game waits for b/,
    );
  });

  it("refuses a set-up giving one fleet but not the other", () => {
    const half = {
      ...secretSetup,
      players: [
        { id: "a", name: "A", fleet: ["vux"] },
        { id: "b", name: "B" },
      ],
    };
    expect(() => urQuanRules.start(half, "standard", new ForcedDice([]))).toThrow(/or neither/);
  });

  it("shows a seat only its own fleet, the other's only as many sealed ships", () => {
    const bought = applyAll(opening(), [{ type: "fleet", by: "a", ships: ["shofixti", "vux"] }]);
    expect(viewFor(bought, "a").phase).toEqual({
      kind: "fleets",
      chosen: { a: ["shofixti", "vux"] },
    });
    expect(viewFor(bought, "b").phase).toEqual({ kind: "fleets", chosen: { a: [SEALED, SEALED] } });
    expect(JSON.stringify(viewFor(bought, null))).not.toContain("shofixti");
    const placed = applyAll(
      bought,
      [
        { type: "fleet", by: "b", ships: ["ur-quan"] },
        { type: "choose-order", by: "a", first: "a" },
        { type: "place", by: "a", ship: "shofixti", hex: { col: 5, row: 4 }, facing: 3 },
      ],
      [9, 4],
    );
    const seenByB = viewFor(placed, "b");
    expect(seenByB.players.map((p) => p.fleet)).toEqual([[SEALED], ["ur-quan"]]);
    expect(JSON.stringify(seenByB)).toContain("shofixti");
    expect(JSON.stringify(seenByB)).not.toContain("vux");
    expect(viewFor(placed, "a").players.map((p) => p.fleet)).toEqual([["vux"], [SEALED]]);
  });

  it("seals the fleet order and no other", () => {
    expect(isSealedOrder({ type: "fleet", by: "a", ships: ["vux"] })).toBe(true);
    expect(isSealedOrder({ type: "end", by: "a" })).toBe(false);
    expect(
      isSealedOrder({ type: "place", by: "a", ship: "vux", hex: { col: 1, row: 1 }, facing: 3 }),
    ).toBe(false);
  });
});
