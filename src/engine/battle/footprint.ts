/**
 * Where a figure stands: one hex, or three for a giant (MELEE: VIII. NONHUMAN FIGURES — a giant
 * "occupies 3 hexes; see sketch for which sides are 'front'"; the sketch is missing from our copy).
 *
 * Ruling (docs/rulings.md, "The giant's three hexes"): a giant at `position` facing d covers a
 * triangle of three hexes that all touch each other —
 *   - `position`, its anchor: the front-left hex;
 *   - the hex beyond the anchor's side d + 1: the front-right hex;
 *   - the hex beyond the anchor's side d + 2: the rear hex.
 * It looks at the hex beyond the anchor's side d, the one both front hexes touch. Its arcs are a
 * man's 60° sectors measured from its centre (the corner its three hexes share) toward that hex:
 * ahead of the line across its centre is front, the 60° wedge straight behind is rear, the rest is
 * side. Of the nine hexes around it, the five that touch a front hex but not the rear hex are
 * front, the two that touch a front hex and the rear hex are side, the two that touch only the
 * rear hex are rear.
 *
 * Everything here is cheap for one-hex figures: no allocation unless a giant is involved.
 */
import { DIRECTION_STEPS, type Direction, type Hex, hexDistance } from "../hex/coordinates.ts";
import { type Arc, isInFrontOf } from "../hex/facing.ts";
import { arcToward } from "./sector.ts";
import type { BattleFigure } from "./types.ts";

/** How many hexes a giant covers. */
export const GIANT_HEXES = 3;

type Sized = Pick<BattleFigure, "traits">;
type Placed = Pick<BattleFigure, "traits" | "position" | "facing">;

function stepOf(direction: number): Hex {
  return DIRECTION_STEPS[direction % 6] as Hex;
}

function offsetDistance(dq: number, dr: number): number {
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Covers three hexes (a giant) rather than one. */
export function isLarge(f: Sized): boolean {
  return f.traits.hexes === GIANT_HEXES;
}

/** The hexes a figure of this many hexes covers at `position` facing `facing`, anchor first. */
export function footprintOf(hexes: number, position: Hex, facing: Direction): Hex[] {
  if (hexes !== GIANT_HEXES) return [position];
  const right = stepOf(facing + 1);
  const rear = stepOf(facing + 2);
  return [
    position,
    { q: position.q + right.q, r: position.r + right.r },
    { q: position.q + rear.q, r: position.r + rear.r },
  ];
}

/** The hexes the figure would cover standing at `position` facing `facing`. */
export function footprintAt(f: Sized, position: Hex, facing: Direction): Hex[] {
  return footprintOf(f.traits.hexes, position, facing);
}

/** The hexes the figure covers: its position, and for a giant its front-right and rear hexes. */
export function footprint(f: Placed): Hex[] {
  return footprintOf(f.traits.hexes, f.position, f.facing);
}

/** Whether the figure, standing at `position` facing `facing`, would cover hex `h`. */
export function coversAt(f: Sized, position: Hex, facing: Direction, h: Hex): boolean {
  const dq = h.q - position.q;
  const dr = h.r - position.r;
  if (dq === 0 && dr === 0) return true;
  if (!isLarge(f)) return false;
  const right = stepOf(facing + 1);
  const rear = stepOf(facing + 2);
  return (dq === right.q && dr === right.r) || (dq === rear.q && dr === rear.r);
}

/** Whether the figure covers hex `h`. */
export function covers(f: Placed, h: Hex): boolean {
  return coversAt(f, f.position, f.facing, h);
}

/** Hexes from `h` to the nearest of a giant's hexes, the giant standing at `position`. */
function giantDistance(position: Hex, facing: Direction, h: Hex): number {
  const dq = h.q - position.q;
  const dr = h.r - position.r;
  const right = stepOf(facing + 1);
  const rear = stepOf(facing + 2);
  return Math.min(
    offsetDistance(dq, dr),
    offsetDistance(dq - right.q, dr - right.r),
    offsetDistance(dq - rear.q, dr - rear.r),
  );
}

/** Hexes from `h` to the nearest hex the figure covers (0 when it covers `h`). */
export function distanceTo(f: Placed, h: Hex): number {
  return isLarge(f)
    ? giantDistance(f.position, f.facing, h)
    : offsetDistance(h.q - f.position.q, h.r - f.position.r);
}

/** Hexes between the nearest hexes of two figures: 1 when they are next to each other. */
export function distanceBetween(a: Placed, b: Placed): number {
  if (!isLarge(a)) return distanceTo(b, a.position);
  if (!isLarge(b)) return distanceTo(a, b.position);
  return Math.min(...footprint(a).map((h) => distanceTo(b, h)));
}

/** Whether two figures cover a hex in common (one hex: the same hex; a giant: any of its three). */
export function sharesHex(a: Placed, b: Placed): boolean {
  return distanceBetween(a, b) === 0;
}

/** Cube dot product of two axial vectors: proportional to the Euclidean dot product. */
function dot(aq: number, ar: number, bq: number, br: number): number {
  return aq * bq + ar * br + (aq + ar) * (bq + br);
}

/**
 * The arc of hex `h` as seen by a giant at `position` facing `facing`, near or far; undefined for
 * its own hexes. Measured from its centre in whole numbers (offsets times 3): front when `h` lies
 * ahead of the line across the centre, rear within 30° of straight behind (cos < −√3/2), else side.
 * No hex centre lies exactly on a border, so there are no ties.
 */
export function giantArcToward(position: Hex, facing: Direction, h: Hex): Arc | undefined {
  const right = stepOf(facing + 1);
  const rear = stepOf(facing + 2);
  const ahead = stepOf(facing);
  const dq = h.q - position.q;
  const dr = h.r - position.r;
  if (
    (dq === 0 && dr === 0) ||
    (dq === right.q && dr === right.r) ||
    (dq === rear.q && dr === rear.r)
  ) {
    return undefined;
  }
  const uq = 3 * dq - right.q - rear.q;
  const ur = 3 * dr - right.r - rear.r;
  const vq = 3 * ahead.q - right.q - rear.q;
  const vr = 3 * ahead.r - right.r - rear.r;
  const along = dot(uq, ur, vq, vr);
  if (along > 0) return "front";
  return 4 * along * along > 3 * dot(uq, ur, uq, ur) * dot(vq, vr, vq, vr) ? "rear" : "side";
}

/** The arc `from` lies in as seen by the target figure (a giant's from its centre). */
export function arcFrom(target: Placed, from: Hex): Arc | undefined {
  return isLarge(target)
    ? giantArcToward(target.position, target.facing, from)
    : arcToward(target.position, target.facing, from);
}

/** Whether `h` is one of the five hexes in front of a giant and touching it. */
export function isGiantFrontHex(position: Hex, facing: Direction, h: Hex): boolean {
  return (
    giantDistance(position, facing, h) === 1 && giantArcToward(position, facing, h) === "front"
  );
}

/** The two hexes directly behind a giant's rear hex: its rear hexes. */
export function giantRearHexes(position: Hex, facing: Direction): Hex[] {
  const rear = stepOf(facing + 2);
  const back = [stepOf(facing + 2), stepOf(facing + 3)];
  return back.map((s) => ({ q: position.q + rear.q + s.q, r: position.r + rear.r + s.r }));
}

/**
 * Whether a missile or thrown weapon of `f` may go at hex `h`: strictly ahead of the line across
 * the figure (MELEE: FACING, "in front of"); for a giant the line runs across its centre.
 */
export function isAheadOf(f: Placed, h: Hex): boolean {
  return isLarge(f)
    ? giantArcToward(f.position, f.facing, h) === "front"
    : isInFrontOf(f.position, f.facing, h);
}

const ARC_RANK = { front: 0, side: 1, rear: 2 } as const;

/**
 * The attacker's hex an attack on `target` comes from: a one-hex figure's own; a giant's nearest
 * hex to the target, and of equally near ones the one most to the target's front (the target
 * faces the giant's bulk; a giant gets no side or rear bonus it only half has).
 */
export function attackFrom(attacker: Placed, target: Placed): Hex {
  if (!isLarge(attacker)) return attacker.position;
  let best = attacker.position;
  let bestDistance = Number.POSITIVE_INFINITY;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const h of footprint(attacker)) {
    const distance = distanceTo(target, h);
    const arc = arcFrom(target, h);
    const rank = arc === undefined ? 0 : ARC_RANK[arc];
    if (distance < bestDistance || (distance === bestDistance && rank < bestRank)) {
      best = h;
      bestDistance = distance;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * The target's hex an attack from hex `from` goes at: a one-hex figure's own; of a giant's, one
 * the attacker shares (a brawl), else one ahead of the attacker (missiles and thrown weapons go
 * only forward), else any; nearest first, then anchor, front-right, rear.
 */
export function aimAt(attacker: Placed, target: Placed, from: Hex): Hex {
  if (!isLarge(target)) return target.position;
  let best = target.position;
  let bestKey = Number.POSITIVE_INFINITY;
  for (const h of footprint(target)) {
    const distance = hexDistance(from, h);
    const key = distance === 0 ? -1 : (isAheadOf(attacker, h) ? 0 : 1000) + distance;
    if (key < bestKey) {
      best = h;
      bestKey = key;
    }
  }
  return best;
}
