/**
 * Which side of a figure another hex lies on, near or far: front, side or rear
 * (MELEE: FACING). Adjacent hexes use the hex arcs exactly; distant ones the 60° sector the
 * line between centres falls in.
 */
import { type Direction, directionTo, type Hex, hexDistance } from "../hex/coordinates.ts";
import type { Arc } from "../hex/facing.ts";

const SQRT3 = Math.sqrt(3);

/** The direction (0 = N … 5 = NW) whose 60° sector contains the line from `from` to `to`. */
function sectorBetween(from: Hex, to: Hex, facing: Direction): Direction {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const x = 1.5 * dq;
  const y = -SQRT3 * (dr + dq / 2);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  const steps = (90 - degrees) / 60;
  const lower = Math.floor(steps);
  const fraction = steps - lower;
  // A line exactly on a sector border counts toward the sector nearer the figure's front.
  if (Math.abs(fraction - 0.5) < 1e-9) {
    const a = wrap(lower);
    const b = wrap(lower + 1);
    return offFront(a, facing) <= offFront(b, facing) ? a : b;
  }
  return wrap(Math.round(steps));
}

function wrap(n: number): Direction {
  return (((n % 6) + 6) % 6) as Direction;
}

function offFront(direction: Direction, facing: Direction): number {
  // Both are 0…5, so one wrap makes the difference 0…5 (cheaper than %, on a hot path).
  const turn = direction - facing;
  const diff = turn < 0 ? turn + 6 : turn;
  return Math.min(diff, 6 - diff);
}

/** The arc of `other` as seen by a figure at `position` facing `facing`; undefined for its own hex. */
export function arcToward(position: Hex, facing: Direction, other: Hex): Arc | undefined {
  const distance = hexDistance(position, other);
  if (distance === 0) return undefined;
  // Neighbours lie exactly on a direction: no trigonometry needed on the hot path.
  const direction = distance === 1 ? directionTo(position, other) : undefined;
  const off = offFront(direction ?? sectorBetween(position, other, facing), facing);
  if (off <= 1) return "front";
  if (off === 2) return "side";
  return "rear";
}
