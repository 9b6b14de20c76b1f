/**
 * The hex grid every game's map is drawn on: flat-topped hexes in columns, odd columns half a hex
 * lower ("odd-q", as in Red Blob Games' guide). Positions are axial (q, r): q the column, r running
 * down the column and slanting with it. The six directions are hexsides numbered clockwise from
 * straight up: 0 up, 1 up-right, 2 down-right, 3 down, 4 down-left, 5 up-left. MELEE's arena
 * (MELEE: V. MOVEMENT) and The Ur-Quan Legacy's Star Map both use it; each game names its hexes and
 * directions itself. Pure: no I/O, no other import.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A hexside, 0 to 5 clockwise from straight up. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** The axial step toward each direction, indexed by Direction: for hot loops that avoid allocating. */
export const DIRECTION_STEPS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

/** The direction of each step (q, r) in −1…1, at (q + 1) · 3 + r + 1; undefined for the rest. */
const DIRECTION_BY_STEP: readonly (Direction | undefined)[] = Array.from({ length: 9 }, (_, i) => {
  const index = DIRECTION_STEPS.findIndex((s) => (s.q + 1) * 3 + s.r + 1 === i);
  return index < 0 ? undefined : (index as Direction);
});

export function hex(q: number, r: number): Hex {
  return { q, r };
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A compact string key for maps and sets. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/**
 * A numeric key for hot loops (no string per lookup): distinct for every hex with |q| and |r| below
 * 32768, far beyond any map.
 */
export function hexNumber(q: number, r: number): number {
  return (q + 0x8000) * 0x10000 + (r + 0x8000);
}

export function neighbor(h: Hex, direction: Direction): Hex {
  const step = DIRECTION_STEPS[direction] as Hex;
  return { q: h.q + step.q, r: h.r + step.r };
}

export function neighbors(h: Hex): Hex[] {
  return DIRECTION_STEPS.map((step) => ({ q: h.q + step.q, r: h.r + step.r }));
}

/** Hexes between two hexes along the shortest path. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from a to b when they are adjacent, or undefined when they are not. */
export function directionTo(a: Hex, b: Hex): Direction | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dq < -1 || dq > 1 || dr < -1 || dr > 1) return undefined;
  return DIRECTION_BY_STEP[(dq + 1) * 3 + dr + 1];
}

/** The direction turned `steps` hexsides clockwise (negative: anticlockwise). */
export function rotate(direction: Direction, steps: number): Direction {
  return ((((direction + steps) % 6) + 6) % 6) as Direction;
}

/** Column and row (both from 0) of the odd-q layout players see. */
export function toOffset(h: Hex): { col: number; row: number } {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

export function fromOffset(col: number, row: number): Hex {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

/** The hex containing a fractional axial point (cube rounding). */
export function roundToHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const errQ = Math.abs(rq - q);
  const errR = Math.abs(rr - r);
  const errS = Math.abs(rs - s);
  if (errQ > errR && errQ > errS) rq = -rr - rs;
  else if (errR > errS) rr = -rq - rs;
  // `+ 0` turns a rounded −0 into 0.
  return { q: rq + 0, r: rr + 0 };
}

/** A point in drawing units: x grows to the right, y grows downward (as on a canvas). */
export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

/**
 * The centre of a flat-topped hex; `size` is the distance from centre to corner. hex(0, 0) is at
 * (0, 0); columns are 1.5 sizes apart, and each odd column sits half a hex lower than even ones.
 */
export function hexToPixel(h: Hex, size: number): Point {
  return { x: size * 1.5 * h.q, y: size * SQRT3 * (h.r + h.q / 2) };
}

/** Corner offsets for size 1: east first, then clockwise on screen (y down), 60° apart. */
const CORNER_OFFSETS: readonly Point[] = [
  { x: 1, y: 0 },
  { x: 0.5, y: SQRT3 / 2 },
  { x: -0.5, y: SQRT3 / 2 },
  { x: -1, y: 0 },
  { x: -0.5, y: -SQRT3 / 2 },
  { x: 0.5, y: -SQRT3 / 2 },
];

/** The six corners of a flat-topped hex: east, lower-right, lower-left, west, upper-left, upper-right. */
export function hexCorners(h: Hex, size: number): Point[] {
  const centre = hexToPixel(h, size);
  return CORNER_OFFSETS.map((c) => ({ x: centre.x + size * c.x, y: centre.y + size * c.y }));
}
