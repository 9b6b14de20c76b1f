/**
 * What a seat is taken to have chosen when its deadline passes (ours; the issue asks for stated
 * defaults), needing no dice: the dearest ships that fit the budget, one of each, for a fleet; to
 * go first; an asteroid in the empty hex nearest the map's centre; the next ship of the fleet in
 * the middle of the player's entry rows, facing the other edge; the end of the turn; the Pilot Die
 * against an attack, and taking the hit after a failed Pilot roll.
 */
import { emptyHexes, rowsBetween } from "./board.ts";
import { UrQuanError } from "./error.ts";
import { distance, type Hex } from "./hex.ts";
import { ROSTER } from "./roster.ts";
import { awaitingSeats } from "./rules.ts";
import { EDGE_ROWS, enteringFacing, homeRows } from "./setup.ts";
import type { UrQuanOrder, UrQuanState } from "./state.ts";

/** The dearest ships, one of each, taken while they fit the budget. */
export function defaultFleet(points: number): string[] {
  const fleet: string[] = [];
  let left = points;
  for (const ship of [...ROSTER].sort((x, y) => y.points - x.points)) {
    if (ship.points > left) continue;
    fleet.push(ship.id);
    left -= ship.points;
  }
  return fleet;
}

function nearest(hexes: readonly Hex[], to: Hex): Hex {
  const best = [...hexes].sort((x, y) => distance(x, to) - distance(y, to))[0];
  if (best === undefined) throw new UrQuanError("There is no empty hex left for it.");
  return best;
}

export function defaultOrder(state: UrQuanState, by: string): UrQuanOrder {
  const phase = state.phase;
  if (!awaitingSeats(state).some((a) => a.seat === by))
    throw new UrQuanError(`The game does not wait for ${by}.`);
  const middle = { col: Math.floor(state.width / 2), row: Math.floor(state.height / 2) };
  switch (phase.kind) {
    case "fleets":
      return { type: "fleet", by, ships: defaultFleet(state.points) };
    case "choose-order":
      return { type: "choose-order", by, first: by };
    case "asteroids": {
      const rows = rowsBetween(EDGE_ROWS, state.height - EDGE_ROWS);
      return { type: "asteroid", by, hex: nearest(emptyHexes(state, rows), middle) };
    }
    case "placing": {
      const player = state.players.find((p) => p.id === by);
      if (player === undefined) throw new UrQuanError(`The game does not wait for ${by}.`);
      const rows = homeRows(state, player);
      const row = player.edge === "top" ? rows.at(-1) : rows[0];
      const hex = nearest(emptyHexes(state, rows), { col: middle.col, row: row ?? 0 });
      return {
        type: "place",
        by,
        ship: player.fleet[0] ?? "",
        hex,
        facing: enteringFacing(player),
      };
    }
    case "turn":
      return { type: "end", by };
    case "defence":
      return phase.pending.stage === "dire"
        ? { type: "dire", by, choice: "take" }
        : { type: "defend", by, choice: "pilot" };
    case "over":
      throw new UrQuanError("The battle is over.");
  }
}
