/**
 * The Movement Phase (the seed): forward only, into the hex across the front hexside, at most
 * Thrust hexes; turning one hexside at a time, at most Turn hexsides; never into or through an
 * occupied hex. Movement may stop for an attack and resume while Thrust or Turn is left.
 */
import { occupant, onMap } from "./board.ts";
import { UrQuanError } from "./error.ts";
import { neighbour, turned } from "./hex.ts";
import type { Ship, UrQuanEvent, UrQuanState } from "./state.ts";

export function moveForward(
  state: UrQuanState,
  ship: Ship,
  hexes: number,
  events: UrQuanEvent[],
): void {
  if (!Number.isInteger(hexes) || hexes < 1) throw new UrQuanError("Move at least one hex.");
  if (hexes > ship.thrustLeft) {
    throw new UrQuanError(
      `Only ${ship.thrustLeft} Thrust left this turn; cannot move ${hexes} hexes.`,
    );
  }
  let at = ship.hex;
  const path = [];
  for (let i = 0; i < hexes; i++) {
    const next = neighbour(at, ship.facing);
    if (!onMap(state, next)) throw new UrQuanError("That would leave the Star Map.");
    const holder = occupant(state, next);
    if (holder !== null) {
      throw new UrQuanError(
        `The hex ahead (${next.col},${next.row}) holds ${holder === "asteroid" ? "an asteroid" : "a ship"}; ships may not enter or pass through it.`,
      );
    }
    path.push(next);
    at = next;
  }
  for (const to of path) {
    events.push({ type: "moved", ship: ship.id, from: ship.hex, to });
    ship.hex = to;
    ship.moves.push(ship.facing);
  }
  ship.thrustLeft -= hexes;
}

export function turnShip(
  ship: Ship,
  side: "left" | "right",
  times: number,
  events: UrQuanEvent[],
): void {
  if (!Number.isInteger(times) || times < 1) throw new UrQuanError("Turn at least one hexside.");
  if (times > ship.turnLeft) {
    throw new UrQuanError(
      `Only ${ship.turnLeft} Turn left this turn; cannot turn ${times} hexsides.`,
    );
  }
  for (let i = 0; i < times; i++) {
    ship.facing = turned(ship.facing, side === "right" ? 1 : -1);
    events.push({ type: "turned", ship: ship.id, facing: ship.facing });
  }
  ship.turnLeft -= times;
}
