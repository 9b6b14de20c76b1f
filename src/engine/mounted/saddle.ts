/**
 * ADVANCED MELEE §9 LEANING and THE CAVALRY LANCE: where a rider sits on his mount and what lies
 * straight ahead of both. A two-hex mount at `front` facing d covers `front` and the hex behind it
 * (ruling in docs/rulings.md, "Mounted combat").
 */
import { type Direction, type Hex, neighbor, rotate, sameHex } from "../hex/coordinates.ts";
import { rearHex } from "../hex/facing.ts";

/** The two hexes of a two-hex mount: its front hex, then the one behind. */
export function mountHexes(front: Hex, facing: Direction): [Hex, Hex] {
  return [front, rearHex(front, facing)];
}

/**
 * Whether a rider may lean into `riderHex` facing `riderFacing`: either of the mount's hexes, any
 * way but backwards. A rider tied to the saddle does not lean; that is the caller's to refuse.
 */
export function isLegalLean(
  front: Hex,
  mountFacing: Direction,
  riderHex: Hex,
  riderFacing: Direction,
): boolean {
  const onMount = mountHexes(front, mountFacing).some((h) => sameHex(h, riderHex));
  return onMount && riderFacing !== rotate(mountFacing, 3);
}

/** Whether `target` lies on the straight line from `from` going `facing`, beyond it. */
export function isDirectlyAhead(from: Hex, facing: Direction, target: Hex): boolean {
  let h = from;
  // A lance's 12 to 14 feet are three hexes at most; the mount's own length adds to that.
  for (let step = 0; step < 8; step++) {
    h = neighbor(h, facing);
    if (sameHex(h, target)) return true;
  }
  return false;
}

/**
 * Whether a lance strikes `target` straight on, "directly in front of BOTH the rider AND his
 * mount": the hex the mount looks at (`mountAhead`, just ahead of a horse's front hex), with the
 * rider facing the way the mount does from a seat whose straight line runs through it. Anything
 * else gets the sweep.
 */
export function isStraightOn(
  mountAhead: Hex,
  mountFacing: Direction,
  seat: { readonly hex: Hex; readonly facing: Direction },
  target: Hex,
): boolean {
  return (
    seat.facing === mountFacing &&
    sameHex(target, mountAhead) &&
    isDirectlyAhead(seat.hex, seat.facing, target)
  );
}
