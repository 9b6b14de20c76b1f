/**
 * ADVANCED MELEE §9 LEANING and THE CAVALRY LANCE: where a rider sits on a two-hex mount and what
 * lies straight ahead of both. A two-hex mount at `front` facing d covers `front` and the hex
 * behind it (ruling in docs/rulings.md, "Mounted combat").
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

/**
 * Whether a lance strikes `target` straight on: the hex just ahead of the mount's front hex, with
 * the rider facing the way the mount does. Anything else gets the sweep.
 */
export function isStraightOn(
  front: Hex,
  mountFacing: Direction,
  riderFacing: Direction,
  target: Hex,
): boolean {
  return riderFacing === mountFacing && sameHex(target, neighbor(front, mountFacing));
}
