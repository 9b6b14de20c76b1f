/**
 * The Star Map's geometry, on the shared hex grid (src/hex): flat-topped hexes in columns, odd
 * columns half a hex lower, named by column and row. A facing is a hexside (the seed: "each side
 * of a hex is considered a facing"), numbered clockwise from the top: 0 up, 1 up-right, 2
 * down-right, 3 down, 4 down-left, 5 up-left.
 */

import {
  type Direction,
  fromOffset,
  hexDistance,
  hexToPixel,
  neighbor,
  rotate,
  roundToHex,
  toOffset,
} from "../../../hex/grid.ts";

/** A hex by column and row on the map: the shared grid's odd-q offset layout (src/hex). */
export interface Hex {
  readonly col: number;
  readonly row: number;
}

/** A hexside, 0 to 5 clockwise from straight up: the shared grid's directions. */
export type Facing = Direction;

export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];

function axial(h: Hex) {
  return fromOffset(h.col, h.row);
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.row === b.row;
}

export function hexKey(h: Hex): string {
  return `${h.col},${h.row}`;
}

/** The facing turned `by` hexsides clockwise (negative: anticlockwise). */
export const turned: (facing: Facing, by: number) => Facing = rotate;

/** The hex next to `h` across hexside `facing`. */
export function neighbour(h: Hex, facing: Facing): Hex {
  return toOffset(neighbor(axial(h), facing));
}

/** Hexes between two hexes along the shortest path (the seed's "most direct path"). */
export function distance(a: Hex, b: Hex): number {
  return hexDistance(axial(a), axial(b));
}

/** A hex centre in units of the hex's outer radius, flat-topped. */
export function centre(h: Hex): { x: number; y: number } {
  return hexToPixel(axial(h), 1);
}

/** The screen angle of a facing, in radians (0 is to the right, y grows downward). */
export function facingAngle(facing: Facing): number {
  return ((facing * 60 - 90) * Math.PI) / 180;
}

/**
 * Whether `to` lies in the cone that opens from `from` across hexside `facing`: within 30° either
 * side of that hexside's direction, the edges included (the seed's "cone-shaped formation outward,
 * starting with the hex indicated").
 */
export function inCone(from: Hex, facing: Facing, to: Hex): boolean {
  if (sameHex(from, to)) return false;
  const a = centre(from);
  const b = centre(to);
  const bearing = Math.atan2(b.y - a.y, b.x - a.x);
  let off = Math.abs(bearing - facingAngle(facing)) % (2 * Math.PI);
  if (off > Math.PI) off = 2 * Math.PI - off;
  return off <= Math.PI / 6 + 1e-9;
}

/** The hexes strictly between a and b along a straight line nudged to one side. */
function lineBetween(a: Hex, b: Hex, nudge: number): Hex[] {
  const x = axial(a);
  const y = axial(b);
  const n = distance(a, b);
  const hexes: Hex[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    hexes.push(
      toOffset(roundToHex(x.q + (y.q - x.q) * t + nudge, x.r + (y.r - x.r) * t + nudge * 2)),
    );
  }
  return hexes;
}

/**
 * The two most direct lines between two hexes (they differ only where the line runs along a
 * hexside): each is the list of hexes strictly between. Fire is blocked only if both are.
 */
export function linesBetween(a: Hex, b: Hex): [Hex[], Hex[]] {
  return [lineBetween(a, b, 1e-6), lineBetween(a, b, -1e-6)];
}

/** The facing (hexside) whose direction is nearest the bearing from `from` to `to`. */
export function facingToward(from: Hex, to: Hex): Facing {
  const a = centre(from);
  const b = centre(to);
  const bearing = Math.atan2(b.y - a.y, b.x - a.x);
  const steps = Math.round(((bearing * 180) / Math.PI + 90) / 60);
  return turned(0, steps);
}
