/** The ships a fleet may be bought from: every Super Melee ship's readout, by id. */
import { UrQuanError } from "./error.ts";
import { readoutFrom, type ShipReadout } from "./readout.ts";
import { UQM_SHIPS } from "./uqm-stats.ts";

export const ROSTER: readonly ShipReadout[] = UQM_SHIPS.map(readoutFrom);

const BY_ID = new Map(ROSTER.map((ship) => [ship.id, ship]));

/** A ship's readout by id, or an error naming the ids that exist. */
export function readoutOf(id: string): ShipReadout {
  const ship = BY_ID.get(id);
  if (ship === undefined)
    throw new UrQuanError(`There is no ship "${id}". Ships: ${[...BY_ID.keys()].join(", ")}.`);
  return ship;
}
