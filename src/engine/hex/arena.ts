import { type Direction, formatHex, fromOffset, type Hex, sameHex } from "./coordinates.ts";
import { rearHex } from "./facing.ts";

/**
 * The battlefield: a rectangle of `width` columns by `height` rows in the players' offset layout
 * (A1 top-left), less any `walls` inside it. `entrances[i]` holds the entrance hexes of end i:
 * 0 = top, 1 = bottom (MELEE: MOVEMENT — figures begin in the 4 entrance hexes at opposite ends).
 */
export interface Arena {
  width: number;
  height: number;
  walls: Hex[];
  entrances: Hex[][];
}

const MIN_SIZE = 6;
const MAX_SIZE = 40;
const ENTRANCE_HEXES = 4;

function isInRectangle(arena: Pick<Arena, "width" | "height">, h: Hex): boolean {
  // toOffset without the object: every path search asks this of every hex it looks at.
  const row = h.r + (h.q - (h.q & 1)) / 2;
  return h.q >= 0 && h.q < arena.width && row >= 0 && row < arena.height;
}

/** Inside the rectangle and not a wall. */
export function isInArena(arena: Arena, h: Hex): boolean {
  if (!isInRectangle(arena, h)) return false;
  for (const wall of arena.walls) if (sameHex(wall, h)) return false;
  return true;
}

function checkSize(name: string, value: number): void {
  if (!Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE) {
    throw new RangeError(
      `Arena ${name} must be a whole number of hexes from ${MIN_SIZE} to ${MAX_SIZE} (got ${value}).`,
    );
  }
}

/** The four hexes in the middle of a row (left of centre when the width is odd). */
function middleOfRow(width: number, row: number): Hex[] {
  const first = Math.floor((width - ENTRANCE_HEXES) / 2);
  return Array.from({ length: ENTRANCE_HEXES }, (_, i) => fromOffset(first + i, row));
}

/**
 * An arena of the given size, with entrances in the middle of the top and bottom rows. Throws a
 * RangeError for a size outside 6…40 or a wall outside the arena or on an entrance.
 */
export function customArena(width: number, height: number, walls: readonly Hex[] = []): Arena {
  checkSize("width", width);
  checkSize("height", height);
  const entrances = [middleOfRow(width, 0), middleOfRow(width, height - 1)];
  for (const wall of walls) {
    if (!isInRectangle({ width, height }, wall)) {
      throw new RangeError(`Wall ${formatHex(wall)} is outside the ${width} × ${height} arena.`);
    }
    if (entrances.some((end) => end.some((e) => sameHex(e, wall)))) {
      throw new RangeError(`Wall ${formatHex(wall)} would block an entrance.`);
    }
  }
  return { width, height, walls: walls.map((w) => ({ q: w.q, r: w.r })), entrances };
}

/** The MELEE-style arena: 12 columns by 16 rows, entered at E1–H1 (top) and E16–H16 (bottom). */
export function defaultArena(): Arena {
  return customArena(12, 16);
}

/**
 * Whether the figure's rear hex is off the map or a wall (MELEE: HAND-TO-HAND COMBAT — an enemy
 * with his back to the wall may be moved onto).
 */
export function hasBackToWall(arena: Arena, h: Hex, facing: Direction): boolean {
  return !isInArena(arena, rearHex(h, facing));
}
