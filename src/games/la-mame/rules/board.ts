/**
 * The map's shape: areas, what kind each is, which pay "+1" and which touch. The seed lacks the
 * printed boards (La Mame's MELEE, "Contents": "Map for 2, 3 or 4 players"), so the boards in
 * ./boards are ours and unofficial; a printed board replaces one as data of this shape.
 */
import { LaMameError } from "./error.ts";

export type AreaKind = "plain" | "mountain" | "castle";

export interface Area {
  readonly id: string;
  readonly name: string;
  readonly kind: AreaKind;
  /** The seat index whose castle this is; only for castles. */
  readonly castleOf?: number;
  /** Pays 1 gold at income to whoever occupies it (the seed's "(+1)" symbol). */
  readonly plusOne: boolean;
  readonly adjacent: readonly string[];
  /** Where the map picture draws it, from 0 to 100 each way. */
  readonly x: number;
  readonly y: number;
}

export interface Board {
  readonly id: string;
  readonly title: string;
  readonly players: number;
  /** True for every board not copied from the printed one. */
  readonly unofficial: boolean;
  readonly areas: readonly Area[];
}

export function areaOf(board: Board, id: string): Area {
  const area = board.areas.find((a) => a.id === id);
  if (area === undefined) throw new LaMameError(`There is no area "${id}" on this map.`);
  return area;
}

export function castleOfSeat(board: Board, seat: number): Area {
  const castle = board.areas.find((a) => a.castleOf === seat);
  if (castle === undefined) throw new LaMameError(`This map has no castle for seat ${seat + 1}.`);
  return castle;
}

export function adjacent(board: Board, a: string, b: string): boolean {
  return areaOf(board, a).adjacent.includes(b);
}

/** Steps from one area to another across the map, ignoring what stands in between. */
export function distance(board: Board, from: string, to: string): number {
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head] as string;
    const steps = seen.get(id) as number;
    if (id === to) return steps;
    for (const next of areaOf(board, id).adjacent) {
      if (!seen.has(next)) {
        seen.set(next, steps + 1);
        queue.push(next);
      }
    }
  }
  return Number.POSITIVE_INFINITY;
}
