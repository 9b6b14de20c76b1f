import {
  DIRECTION_STEPS,
  type Direction,
  directionTo,
  type Hex,
  neighbor,
  rotate,
} from "./coordinates.ts";

/** Where a hex lies relative to a figure's facing. MELEE: FACING. */
export type Arc = "front" | "side" | "rear";

/** Indexed by how many sixths of a turn clockwise from the facing the other hex lies. */
const ARC_BY_TURN = [
  "front",
  "front",
  "side",
  "rear",
  "side",
  "front",
] as const satisfies readonly Arc[];

/**
 * The arc an adjacent hex lies in (MELEE: FACING — the faced hex and the two beside it are front
 * hexes, the next two are side hexes, the opposite one is the rear hex); undefined if not adjacent.
 */
export function arcOf(position: Hex, facing: Direction, other: Hex): Arc | undefined {
  const direction = directionTo(position, other);
  if (direction === undefined) return undefined;
  // Both are 0…5, so one wrap gives the turn (cheaper than rotate's remainders, on a hot path).
  const turn = direction - facing;
  return ARC_BY_TURN[turn < 0 ? turn + 6 : turn];
}

/** The three front hexes, left to right. */
export function frontHexes(position: Hex, facing: Direction): Hex[] {
  return [-1, 0, 1].map((turn) => neighbor(position, rotate(facing, turn)));
}

/** The two side hexes: right side, then left side. */
export function sideHexes(position: Hex, facing: Direction): Hex[] {
  return [2, -2].map((turn) => neighbor(position, rotate(facing, turn)));
}

export function rearHex(position: Hex, facing: Direction): Hex {
  return neighbor(position, rotate(facing, 3));
}

/**
 * Whether `target` is "in front of" a figure for missile and thrown weapons (MELEE: FACING). Ruling:
 * the target's centre lies strictly ahead of the line through the figure's centre perpendicular to
 * its facing. Decided by the sign of a dot product in cube coordinates (q, r, s = −q − r), which is
 * proportional to the Euclidean dot product of the centres' offsets and exact in integers, so hexes
 * centred on the line itself are reliably not in front. The figure's own hex is not in front.
 */
export function isInFrontOf(position: Hex, facing: Direction, target: Hex): boolean {
  const ahead = DIRECTION_STEPS[facing] as Hex;
  const dq = target.q - position.q;
  const dr = target.r - position.r;
  return dq * ahead.q + dr * ahead.r + (dq + dr) * (ahead.q + ahead.r) > 0;
}
