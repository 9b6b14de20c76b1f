/** Looking things up on the Star Map: ships, asteroids, who is where. */
import { UrQuanError } from "./error.ts";
import { type Hex, sameHex } from "./hex.ts";
import type { ShipReadout } from "./readout.ts";
import { readoutOf } from "./roster.ts";
import type { Ship, UrQuanState } from "./state.ts";

export function onMap(state: UrQuanState, h: Hex): boolean {
  return h.col >= 0 && h.row >= 0 && h.col < state.width && h.row < state.height;
}

/** What holds a hex: a ship's id, "asteroid", or null when it is empty space. */
export function occupant(state: UrQuanState, h: Hex): string | null {
  const ship = state.ships.find((s) => sameHex(s.hex, h));
  if (ship !== undefined) return ship.id;
  return state.asteroids.some((a) => sameHex(a, h)) ? "asteroid" : null;
}

/** The empty hexes of the given rows, column by column along each row. */
export function emptyHexes(state: UrQuanState, rows: readonly number[]): Hex[] {
  const free: Hex[] = [];
  for (const row of rows) {
    for (let col = 0; col < state.width; col++) {
      if (occupant(state, { col, row }) === null) free.push({ col, row });
    }
  }
  return free;
}

/** Row numbers from `from` up to, not including, `to`. */
export function rowsBetween(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

export function shipById(state: UrQuanState, id: string): Ship {
  const ship = state.ships.find((s) => s.id === id);
  if (ship === undefined) throw new UrQuanError(`There is no ship "${id}" on the map.`);
  return ship;
}

/** A player's ship on the map (one at a time, as in Super Melee), if any. */
export function shipOf(state: UrQuanState, player: string): Ship | undefined {
  return state.ships.find((s) => s.owner === player);
}

export function readout(ship: Ship): ShipReadout {
  return readoutOf(ship.classId);
}

export function otherPlayer(state: UrQuanState, player: string): string {
  const other = state.players.find((p) => p.id !== player);
  if (other === undefined) throw new UrQuanError("This game needs two players.");
  return other.id;
}

/** Thrust and Turn for a turn, after limpets (never below 1). */
export function thrustOf(ship: Ship): number {
  return Math.max(1, readout(ship).thrust - ship.slowed);
}

export function turnOf(ship: Ship): number {
  return Math.max(1, readout(ship).turn - ship.slowed);
}
