import { describe, expect, it } from "vitest";
import { type Dice, SeededDice } from "../../../src/dice/dice.ts";
import { applyRecorded, foldGameLog, startRecorded } from "../../../src/games/game-log.ts";
import { computerOrder } from "../../../src/games/ur-quan/computer/captain.ts";
import {
  ROSTER,
  type UrQuanOrder,
  type UrQuanSetup,
  type UrQuanState,
  urQuanRules,
} from "../../../src/games/ur-quan/index.ts";
import { hexKey } from "../../../src/games/ur-quan/rules/hex.ts";
import { readoutOf } from "../../../src/games/ur-quan/rules/roster.ts";

const POINTS = 60;
const MOST_ORDERS = 5000;

/** A random fleet within the budget: ships drawn until the next would not fit. */
function randomFleet(dice: Dice): string[] {
  const fleet: string[] = [];
  let left = POINTS;
  for (;;) {
    const pick = ROSTER[dice.roll(ROSTER.length) - 1];
    if (pick === undefined || pick.points > left) return fleet.length > 0 ? fleet : ["shofixti"];
    fleet.push(pick.id);
    left -= pick.points;
  }
}

function checkInvariants(state: UrQuanState): void {
  const hexes = [...state.asteroids, ...state.ships.map((s) => s.hex)].map(hexKey);
  expect(new Set(hexes).size).toBe(hexes.length);
  for (const ship of state.ships) {
    const r = readoutOf(ship.classId);
    expect(ship.crewHalves).toBeGreaterThan(0);
    expect(ship.crewHalves).toBeLessThanOrEqual(r.maxCrewHalves);
    expect(ship.battery).toBeGreaterThanOrEqual(0);
    expect(ship.battery).toBeLessThanOrEqual(r.battery);
    expect(ship.hex.col).toBeGreaterThanOrEqual(0);
    expect(ship.hex.row).toBeLessThan(state.height);
  }
  expect(
    state.players.filter((p) => state.ships.filter((s) => s.owner === p.id).length > 1),
  ).toEqual([]);
}

describe("random duels between computer captains", () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    it(`seed ${seed}: ends, keeps one object per hex and sane crew and battery, and replays from its log`, () => {
      const dice = new SeededDice(seed);
      const setup: UrQuanSetup = {
        players: [
          { id: "a", name: "Alliance", fleet: randomFleet(dice) },
          { id: "b", name: "Hierarchy", fleet: randomFleet(dice) },
        ],
        points: POINTS,
      };
      const opening = startRecorded(urQuanRules, setup, "standard", dice);
      const orders: { order: UrQuanOrder; faces: readonly number[] }[] = [];
      let state = opening.state;
      while (urQuanRules.result(state) === null) {
        expect(orders.length).toBeLessThan(MOST_ORDERS);
        const [seat] = urQuanRules.awaiting(state);
        if (seat === undefined) throw new Error("nobody to act in an unfinished game");
        const order = computerOrder(state, seat.seat, dice);
        const step = applyRecorded(urQuanRules, state, order, dice);
        orders.push({ order, faces: step.faces });
        state = step.state;
        checkInvariants(state);
      }
      const folded = foldGameLog(urQuanRules, {
        setup,
        ruleset: "standard",
        openingFaces: opening.faces,
        orders,
      });
      expect(folded.state).toEqual(state);
    });
  }
});
