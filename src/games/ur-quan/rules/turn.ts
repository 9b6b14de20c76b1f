/**
 * A player's turn (the seed, The Turn and What's in It): Inertia first from the ship's second turn,
 * then Movement, Attack and Special in any order, each of the last two once. Battery recharges at
 * the start of the turn by the readout's recharge (our design: the seed has no recharge rule).
 */
import { otherPlayer, readout, shipOf, thrustOf, turnOf } from "./board.ts";
import { changeBattery } from "./fleet.ts";
import { applyInertia } from "./inertia.ts";
import type { UrQuanEvent, UrQuanState } from "./state.ts";

export function startTurn(state: UrQuanState, player: string, events: UrQuanEvent[]): void {
  const ship = shipOf(state, player);
  if (ship === undefined) return;
  state.active = player;
  state.turn += 1;
  state.phase = { kind: "turn" };
  const before = ship.battery;
  changeBattery(ship, readout(ship).recharge, events);
  events.push({
    type: "turn-started",
    player,
    ship: ship.id,
    turn: state.turn,
    recharged: ship.battery - before,
  });
  if (ship.cloaked) {
    ship.cloaked = false;
    events.push({ type: "cloaked", ship: ship.id, on: false });
  }
  ship.thrustLeft = thrustOf(ship);
  ship.turnLeft = ship.confused ? 0 : turnOf(ship);
  ship.confused = false;
  ship.usedMain = false;
  ship.usedSpecial = false;
  ship.moves = [];
  if (ship.hadTurn) applyInertia(state, ship, events);
}

/** Ends the active player's turn and starts the other's. */
export function endTurn(state: UrQuanState, events: UrQuanEvent[]): void {
  const player = state.active;
  if (player === null) return;
  const ship = shipOf(state, player);
  if (ship !== undefined) {
    ship.lastMoves = ship.moves;
    ship.moves = [];
    ship.hadTurn = true;
    events.push({ type: "turn-ended", ship: ship.id });
  }
  startTurn(state, otherPlayer(state, player), events);
}

/**
 * Where play goes once nothing is pending: placements first, then the active ship's turn, or the
 * next player's if the active ship was lost.
 */
export function resume(state: UrQuanState, events: UrQuanEvent[]): void {
  if (state.phase.kind === "over" || state.phase.kind === "placing") return;
  const active = state.active;
  if (active !== null && shipOf(state, active) !== undefined) {
    state.phase = { kind: "turn" };
    return;
  }
  if (active === null) return;
  state.phase = { kind: "turn" };
  startTurn(state, otherPlayer(state, active), events);
}
