/**
 * Crew loss, destruction and the fleet flow (our design, Super Melee style): one ship each on the
 * map; when one is destroyed its owner places the next from their fleet; a player with no ship on
 * the map and none left in the fleet has lost.
 */
import { readout } from "./board.ts";
import type { Ship, UrQuanEvent, UrQuanState } from "./state.ts";

/**
 * Takes crew from a ship (never below none) and destroys it at none. `settle` false leaves the
 * check for the game's end to the caller, when several ships may go at once.
 */
export function loseCrew(
  state: UrQuanState,
  ship: Ship,
  halves: number,
  events: UrQuanEvent[],
  settle = true,
): void {
  const lost = Math.min(halves, ship.crewHalves);
  ship.crewHalves -= lost;
  events.push({ type: "crew-lost", ship: ship.id, halves: lost, left: ship.crewHalves });
  if (ship.crewHalves === 0) destroy(state, ship, events, settle);
}

export function gainCrew(ship: Ship, halves: number, events: UrQuanEvent[]): void {
  const gained = Math.min(halves, readout(ship).maxCrewHalves - ship.crewHalves);
  ship.crewHalves += gained;
  events.push({ type: "crew-gained", ship: ship.id, halves: gained, left: ship.crewHalves });
}

/** Adds (or takes, negative) battery, kept between none and the readout's boxes. */
export function changeBattery(ship: Ship, by: number, events: UrQuanEvent[]): void {
  const next = Math.max(0, Math.min(readout(ship).battery, ship.battery + by));
  const change = next - ship.battery;
  ship.battery = next;
  if (change !== 0) events.push({ type: "battery-changed", ship: ship.id, by: change, left: next });
}

export function isOnMap(state: UrQuanState, ship: Ship): boolean {
  return state.ships.includes(ship);
}

/** Removes a ship; its owner places their next ship, or the game ends when a side has none. */
export function destroy(
  state: UrQuanState,
  ship: Ship,
  events: UrQuanEvent[],
  settle = true,
): void {
  if (!isOnMap(state, ship)) return;
  state.ships = state.ships.filter((s) => s !== ship);
  events.push({ type: "destroyed", ship: ship.id });
  const owner = state.players.find((p) => p.id === ship.owner);
  if (owner !== undefined && owner.fleet.length > 0) {
    const waiting = state.phase.kind === "placing" ? state.phase.players : [];
    state.phase = { kind: "placing", players: [...waiting, owner.id] };
  }
  if (settle) checkOver(state, events);
}

/** Ends the game when a player has no ship on the map and none left to bring on. */
export function checkOver(state: UrQuanState, events: UrQuanEvent[]): void {
  const beaten = state.players.filter(
    (p) => p.fleet.length === 0 && !state.ships.some((s) => s.owner === p.id),
  );
  if (beaten.length === 0) return;
  const winners = state.players.filter((p) => !beaten.includes(p)).map((p) => p.id);
  state.phase = { kind: "over", winners };
  state.active = null;
  events.push({ type: "game-over", winners });
}
