/**
 * The Inertia Phase (our design: the seed names the phase and says to "keep track of which
 * direction you moved the most", but gives no rule). At the start of each of its turns after its
 * first, a ship drifts one hex along the direction it moved most last turn; on a tie, the tied
 * direction it moved in last. Drift costs no Thrust and keeps the facing. Off the map's edge it
 * stays put. Into an occupied hex it collides instead: it stays, and it and any ship it struck lose
 * half a crew box. This is the one rule to replace if a better inertia is found.
 */
import { occupant, onMap, shipById } from "./board.ts";
import { loseCrew } from "./fleet.ts";
import { type Facing, neighbour } from "./hex.ts";
import type { Ship, UrQuanEvent, UrQuanState } from "./state.ts";

/** Half a crew box: what a collision costs each ship in it. */
export const COLLISION_HALVES = 1;

/** The direction moved most, a tie going to the one moved in last; null if the ship did not move. */
export function driftDirection(moves: readonly Facing[]): Facing | null {
  const counts = new Map<Facing, number>();
  let best: Facing | null = null;
  let bestCount = 0;
  for (const facing of moves) {
    const count = (counts.get(facing) ?? 0) + 1;
    counts.set(facing, count);
    if (count >= bestCount) {
      best = facing;
      bestCount = count;
    }
  }
  return best;
}

export function applyInertia(state: UrQuanState, ship: Ship, events: UrQuanEvent[]): void {
  const direction = driftDirection(ship.lastMoves);
  if (direction === null) return;
  const to = neighbour(ship.hex, direction);
  if (!onMap(state, to)) return;
  const struck = occupant(state, to);
  if (struck === null) {
    events.push({ type: "drifted", ship: ship.id, from: ship.hex, to });
    ship.hex = to;
    return;
  }
  events.push({ type: "collided", ship: ship.id, with: struck, hex: to });
  if (struck !== "asteroid") loseCrew(state, shipById(state, struck), COLLISION_HALVES, events);
  loseCrew(state, ship, COLLISION_HALVES, events);
}
