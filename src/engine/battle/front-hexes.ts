/**
 * A figure's front hexes (MELEE: FACING; ADVANCED MELEE §4 for multi-hex figures): the geometry
 * engagement and attacks share, apart from whether the figure has a front at all (engagement.ts).
 */
import type { Hex } from "../hex/coordinates.ts";
import { arcOf } from "../hex/facing.ts";
import { footprint, isLarge, isLargeFrontHex } from "./footprint.ts";
import type { BattleFigure } from "./types.ts";

type Placed = Pick<BattleFigure, "traits" | "position" | "facing">;

/**
 * Whether hex `h` is one of the front hexes of `f` (the snake's side hexes count too; a giant has
 * five, see footprint.ts).
 */
export function isFrontHexOf(f: Placed, h: Hex): boolean {
  if (isLarge(f)) return isLargeFrontHex(f, h);
  // Only adjacent hexes can be front hexes: arcOf's exact hex arcs (no sector geometry needed).
  const arc = arcOf(f.position, f.facing, h);
  return arc === "front" || (arc === "side" && f.traits.sidesAreFront);
}

/** Whether any hex of `target` (one, or a giant's three) is a front hex of `f`. */
export function hasInFront(f: Placed, target: Placed): boolean {
  if (!isLarge(target)) return isFrontHexOf(f, target.position);
  return footprint(target).some((h) => isFrontHexOf(f, h));
}
