import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import {
  defaultFleet,
  defaultOrder,
  readoutOf,
  type UrQuanState,
  urQuanRules,
} from "../../../src/games/ur-quan/index.ts";
import { fleetPoints } from "../../../src/games/ur-quan/rules/setup.ts";
import { applyAll, facingOff } from "./duel.ts";

/** Plays the game's own defaults from the opening until `stop` holds. */
function playDefaults(state: UrQuanState, steps: number): UrQuanState {
  let s = state;
  for (let i = 0; i < steps; i++) {
    const [awaited] = urQuanRules.awaiting(s);
    if (awaited === undefined) break;
    s = urQuanRules.apply(s, defaultOrder(s, awaited.seat), new ForcedDice([9, 4])).state;
  }
  return s;
}

describe("what a deadline gives a seat that has not answered (ours)", () => {
  it("buys the dearest ships that fit, one of each", () => {
    const fleet = defaultFleet(60);
    expect(fleetPoints(fleet)).toBeLessThanOrEqual(60);
    const prices = fleet.map((id) => readoutOf(id).points);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    expect(new Set(fleet).size).toBe(fleet.length);
  });

  it("goes first, puts asteroids near the centre and brings ships on facing the enemy edge", () => {
    const opening = urQuanRules.start(
      {
        players: [
          { id: "a", name: "A" },
          { id: "b", name: "B" },
        ],
        points: 20,
        asteroids: 2,
      },
      "standard",
      new ForcedDice([]),
    ).state;
    const bought = playDefaults(opening, 2);
    expect(defaultOrder(bought, "a")).toEqual({ type: "choose-order", by: "a", first: "a" });
    const set = playDefaults(bought, 5);
    expect(set.asteroids).toEqual([
      { col: 8, row: 6 },
      { col: 7, row: 5 },
    ]);
    expect(set.ships.map((s) => [s.owner, s.hex, s.facing])).toEqual([
      ["a", { col: 8, row: 4 }, 3],
      ["b", { col: 8, row: 7 }, 0],
    ]);
    expect(urQuanRules.awaiting(set)).toEqual([{ seat: "a", decision: "order" }]);
    expect(defaultOrder(set, "a")).toEqual({ type: "end", by: "a" });
  });

  it("answers an attack with the Pilot Die, and a failed Pilot roll by taking the hit", () => {
    const fired = applyAll(
      facingOff("ur-quan", "shofixti"),
      [{ type: "fire", by: "a", slot: "main", target: "s2" }],
      [7],
    );
    expect(defaultOrder(fired, "b")).toEqual({ type: "defend", by: "b", choice: "pilot" });
    const failed = applyAll(fired, [{ type: "defend", by: "b", choice: "pilot" }], [2]);
    expect(defaultOrder(failed, "b")).toEqual({ type: "dire", by: "b", choice: "take" });
  });

  it("refuses a seat the game does not wait for", () => {
    expect(() => defaultOrder(facingOff("ur-quan", "shofixti"), "b")).toThrow(
      /does not wait for b/,
    );
  });
});
