import type { Hex } from "./coordinates.ts";

/** A point in drawing units: x grows to the right, y grows downward (as on a canvas). */
export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

/**
 * The centre of a flat-topped hex; `size` is the distance from centre to corner. hex(0, 0) (A1) is
 * at (0, 0); columns are 1.5 sizes apart, and each odd column sits half a hex lower than even ones.
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
