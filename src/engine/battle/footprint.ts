/**
 * Where a figure stands: one hex, or several for a multi-hex figure (MELEE: VIII. NONHUMAN FIGURES
 * — a giant "occupies 3 hexes"; ADVANCED MELEE §3 and §4 — multi-hex figures of every size). The
 * shapes are in footprint-shapes.ts.
 *
 * Ruling (docs/rulings.md, "The giant's three hexes"): a giant at `position` facing d covers a
 * triangle of three hexes that all touch each other —
 *   - `position`, its anchor: the front-left hex;
 *   - the hex beyond the anchor's side d + 1: the front-right hex;
 *   - the hex beyond the anchor's side d + 2: the rear hex.
 * It looks at the hex beyond the anchor's side d, the one both front hexes touch.
 *
 * Every multi-hex figure's arcs are a man's 60° sectors measured from its centre (the average of
 * its hexes' centres) toward the hex it looks at: ahead of the line across its centre is front,
 * the 60° wedge straight behind is rear, the rest is side; a hex centred exactly on a border is
 * side (docs/rulings.md, "Multi-hex figures' arcs"). For the giant no hex lies on a border: of the
 * nine hexes around it, the five that touch a front hex but not the rear hex are front, the two
 * that touch a front hex and the rear hex are side, the two that touch only the rear hex are rear.
 *
 * Everything here is cheap for one-hex figures: no allocation unless a bigger figure is involved.
 */
import { type Direction, type Hex, hexDistance, neighbors } from "../hex/coordinates.ts";
import { type Arc, isInFrontOf } from "../hex/facing.ts";
import { offsetOf, shapeOf } from "./footprint-shapes.ts";
import { arcToward } from "./sector.ts";
import type { BattleFigure } from "./types.ts";

type Sized = Pick<BattleFigure, "traits">;
type Placed = Pick<BattleFigure, "traits" | "position" | "facing">;

function offsetDistance(dq: number, dr: number): number {
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Covers more than one hex (a giant, a horse, a dragon…). */
export function isLarge(f: Sized): boolean {
  return f.traits.hexes > 1;
}

/** The parts' offsets from the anchor of a figure of `hexes` hexes facing `facing`, anchor first. */
function partOffsets(hexes: number, facing: Direction): Hex[] {
  return shapeOf(hexes).parts.map((turns) => offsetOf(turns, facing));
}

/** The hexes a figure of this many hexes covers at `position` facing `facing`, anchor first. */
export function footprintOf(hexes: number, position: Hex, facing: Direction): Hex[] {
  if (hexes <= 1) return [position];
  return partOffsets(hexes, facing).map((o) => ({ q: position.q + o.q, r: position.r + o.r }));
}

/** The hexes the figure would cover standing at `position` facing `facing`. */
export function footprintAt(f: Sized, position: Hex, facing: Direction): Hex[] {
  return footprintOf(f.traits.hexes, position, facing);
}

/** The hexes the figure covers: its position, and a bigger figure's other hexes after it. */
export function footprint(f: Placed): Hex[] {
  return footprintOf(f.traits.hexes, f.position, f.facing);
}

/** Whether the figure, standing at `position` facing `facing`, would cover hex `h`. */
export function coversAt(f: Sized, position: Hex, facing: Direction, h: Hex): boolean {
  const dq = h.q - position.q;
  const dr = h.r - position.r;
  if (dq === 0 && dr === 0) return true;
  if (!isLarge(f)) return false;
  return partOffsets(f.traits.hexes, facing).some((o) => o.q === dq && o.r === dr);
}

/** Whether the figure covers hex `h`. */
export function covers(f: Placed, h: Hex): boolean {
  return coversAt(f, f.position, f.facing, h);
}

/** Hexes from `h` to the nearest hex of a figure of `hexes` hexes standing at `position`. */
function largeDistance(hexes: number, position: Hex, facing: Direction, h: Hex): number {
  const dq = h.q - position.q;
  const dr = h.r - position.r;
  let nearest = Number.POSITIVE_INFINITY;
  for (const o of partOffsets(hexes, facing))
    nearest = Math.min(nearest, offsetDistance(dq - o.q, dr - o.r));
  return nearest;
}

/** Hexes from `h` to the nearest hex the figure covers (0 when it covers `h`). */
export function distanceTo(f: Placed, h: Hex): number {
  return isLarge(f)
    ? largeDistance(f.traits.hexes, f.position, f.facing, h)
    : offsetDistance(h.q - f.position.q, h.r - f.position.r);
}

/** Hexes between the nearest hexes of two figures: 1 when they are next to each other. */
export function distanceBetween(a: Placed, b: Placed): number {
  if (!isLarge(a)) return distanceTo(b, a.position);
  if (!isLarge(b)) return distanceTo(a, b.position);
  return Math.min(...footprint(a).map((h) => distanceTo(b, h)));
}

/** Whether two figures cover a hex in common (one hex: the same hex; a big one: any of its). */
export function sharesHex(a: Placed, b: Placed): boolean {
  return distanceBetween(a, b) === 0;
}

/** Cube dot product of two axial vectors: proportional to the Euclidean dot product. */
function dot(aq: number, ar: number, bq: number, br: number): number {
  return aq * bq + ar * br + (aq + ar) * (bq + br);
}

/**
 * The arc of hex `h` as seen by a multi-hex figure of `hexes` hexes at `position` facing `facing`,
 * near or far; undefined for its own hexes. Measured from its centre in whole numbers (offsets
 * times the number of hexes): front when `h` lies strictly ahead of the line across the centre,
 * rear strictly within 30° of straight behind (cos < −√3/2), else side.
 */
export function largeArcToward(
  hexes: number,
  position: Hex,
  facing: Direction,
  h: Hex,
): Arc | undefined {
  const offsets = partOffsets(hexes, facing);
  const dq = h.q - position.q;
  const dr = h.r - position.r;
  let sumQ = 0;
  let sumR = 0;
  for (const o of offsets) {
    if (o.q === dq && o.r === dr) return undefined;
    sumQ += o.q;
    sumR += o.r;
  }
  const n = offsets.length;
  const ahead = offsetOf(shapeOf(hexes).ahead, facing);
  const uq = n * dq - sumQ;
  const ur = n * dr - sumR;
  const vq = n * ahead.q - sumQ;
  const vr = n * ahead.r - sumR;
  const along = dot(uq, ur, vq, vr);
  if (along > 0) return "front";
  if (along === 0) return "side";
  return 4 * along * along > 3 * dot(uq, ur, uq, ur) * dot(vq, vr, vq, vr) ? "rear" : "side";
}

/** The arc `from` lies in as seen by the target figure (a big one's from its centre). */
export function arcFrom(target: Placed, from: Hex): Arc | undefined {
  return isLarge(target)
    ? largeArcToward(target.traits.hexes, target.position, target.facing, from)
    : arcToward(target.position, target.facing, from);
}

/** The hexes touching a figure's footprint, each once, in the order its parts meet them. */
export function ringOf(f: Placed): Hex[] {
  const own = footprint(f);
  const ring: Hex[] = [];
  for (const h of own) {
    for (const n of neighbors(h)) {
      if (own.some((o) => o.q === n.q && o.r === n.r)) continue;
      if (ring.some((o) => o.q === n.q && o.r === n.r)) continue;
      ring.push(n);
    }
  }
  return ring;
}

/** Whether `h` touches the multi-hex figure `f` and lies in its front arc (a giant has five). */
export function isLargeFrontHex(f: Placed, h: Hex): boolean {
  return distanceTo(f, h) === 1 && arcFrom(f, h) === "front";
}

/** The hexes touching a multi-hex figure in its rear arc (a giant's two behind its rear hex). */
export function largeRearHexes(f: Placed): Hex[] {
  return ringOf(f).filter((h) => arcFrom(f, h) === "rear");
}

/**
 * Whether a missile or thrown weapon of `f` may go at hex `h`: strictly ahead of the line across
 * the figure (MELEE: FACING, "in front of"); for a big figure the line runs across its centre.
 */
export function isAheadOf(f: Placed, h: Hex): boolean {
  return isLarge(f) ? arcFrom(f, h) === "front" : isInFrontOf(f.position, f.facing, h);
}

/** Whether `target` is "in front of" `f`: a giant when any of its hexes is. */
export function isFigureAheadOf(f: Placed, target: Placed): boolean {
  return isLarge(target)
    ? footprint(target).some((h) => isAheadOf(f, h))
    : isAheadOf(f, target.position);
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
