import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/dice/dice.ts";
import { applyRecorded, foldGameLog, startRecorded } from "../../../src/games/game-log.ts";
import { computerOrder, randomFleet } from "../../../src/games/ur-quan/computer/captain.ts";
import {
  type UrQuanOrder,
  type UrQuanSetup,
  type UrQuanState,
  urQuanRules,
} from "../../../src/games/ur-quan/index.ts";
import { hexKey } from "../../../src/games/ur-quan/rules/hex.ts";
import { readoutOf } from "../../../src/games/ur-quan/rules/roster.ts";

const POINTS = 60;
const MOST_ORDERS = 5000;

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
    // Even seeds agree the fleets in the set-up; odd ones have the captains buy them in secret.
    const secret = seed % 2 === 1;
    it(`seed ${seed}${secret ? ", fleets bought in secret" : ""}: ends, keeps one object per hex and sane crew and battery, and replays from its log`, () => {
      const dice = new SeededDice(seed);
      const fleet = () => (secret ? {} : { fleet: randomFleet(POINTS, dice) });
      const setup: UrQuanSetup = {
        players: [
          { id: "a", name: "Alliance", ...fleet() },
          { id: "b", name: "Hierarchy", ...fleet() },
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
