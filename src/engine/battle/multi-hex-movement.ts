/**
 * ADVANCED MELEE §3 MOVEMENT OF MULTI-HEX FIGURES: "The MA for a multi-hex figure is the maximum
 * number of hexes ANY PART of the figure may move in one turn" — a dragon whose tail stays put
 * while its head moves 4 hexes has moved 4. Parts are matched by their place in the shape (head to
 * head, tail to tail), so turning costs what the far end travels: a dragon cannot spin in place
 * (AM §4 FACING). A step of the anchor costs at least 1, even a giant's turning within its own
 * three hexes (every part moves one hex to the next).
 */
import { type Direction, type Hex, hexDistance } from "../hex/coordinates.ts";
import { footprintAt } from "./footprint.ts";
import type { BattleFigure } from "./types.ts";

type Sized = Pick<BattleFigure, "traits">;

/** The hexes the farthest part of `f` moves going from one stance to the next, one hex apart. */
export function farthestPartMoves(
  f: Sized,
  from: Hex,
  fromFacing: Direction,
  to: Hex,
  toFacing: Direction,
): number {
  const before = footprintAt(f, from, fromFacing);
  const after = footprintAt(f, to, toFacing);
  let farthest = 0;
  for (let i = 0; i < after.length; i++)
    farthest = Math.max(farthest, hexDistance(before[i] as Hex, after[i] as Hex));
  return farthest;
}
