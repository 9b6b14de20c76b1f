import { roundToHex } from "../../hex/grid.ts";
import { DIRECTION_STEPS, type Direction, type Hex, hexDistance } from "./coordinates.ts";

/**
 * Lines of flight. MELEE: THROWN WEAPONS — a weapon's line runs from the centre of the attacker's hex
 * to the centre of the target's hex, and "a line passing along the edge of a hex does NOT go through
 * that hex". Ruling: a hex is on the line when the segment enters the hex's open interior. Running
 * along an edge or touching a corner does not count; cutting across a corner, however little, does.
 * Whether a hex is entered is decided in integers, so lines along edges are found exactly.
 */

/**
 * When the segment from `from` (moving by dq, dr as t runs 0…1) first enters the open interior of
 * the hex at offset (cq, cr) = from − hex, or undefined if it never does. In cube offsets δ from a
 * hex's centre, its open interior is |δq − δr| < 1, |δr − δs| < 1, |δs − δq| < 1 (one bound per
 * pair of opposite sides). Each bound holds for t in an open interval with whole-number ends over
 * |e| ≤ 2n; the window is compared in integers, so touching an edge or a corner is never entering.
 */
function entryMoment(cq: number, cr: number, dq: number, dr: number): number | undefined {
  const cs = -cq - cr;
  const ds = -dq - dr;
  let enterNum = 0;
  let enterDen = 1;
  let leaveNum = 1;
  let leaveDen = 1;
  for (let pair = 0; pair < 3; pair++) {
    const u = pair === 0 ? cq - cr : pair === 1 ? cr - cs : cs - cq;
    const e = pair === 0 ? dq - dr : pair === 1 ? dr - ds : ds - dq;
    if (e === 0) {
      if (u !== 0) return undefined;
      continue;
    }
    // −1 < u + t·e < 1 ⇔ low / |e| < t < (low + 2) / |e|
    const den = Math.abs(e);
    const low = e > 0 ? -1 - u : u - 1;
    if (low * enterDen > enterNum * den) {
      enterNum = low;
      enterDen = den;
    }
    if ((low + 2) * leaveDen < leaveNum * den) {
      leaveNum = low + 2;
      leaveDen = den;
    }
  }
  // Entry moments have denominators ≤ 2n, so as doubles they stay distinct and in order.
  return enterNum * leaveDen < leaveNum * enterDen ? enterNum / enterDen : undefined;
}

/**
 * The hexes a straight line from the centre of `from` to the centre of `to` passes through, in order,
 * both ends included. Hexes the line only runs along the edge of are left out, so two consecutive
 * hexes are adjacent, or two apart where the line ran along the edge between them.
 */
export function hexesOnLine(from: Hex, to: Hex): Hex[] {
  const offsets = lineOffsets(to.q - from.q, to.r - from.r);
  const hexes: Hex[] = new Array(offsets.length);
  for (let i = 0; i < offsets.length; i++) {
    const offset = offsets[i] as Hex;
    hexes[i] = { q: from.q + offset.q, r: from.r + offset.r };
  }
  return hexes;
}

/**
 * Displacements up to this far on either axis keep their line in LINE_CACHE: every line in an
 * arena of at most 40 × 40 hexes, and the extended lines of arrows flying past their target.
 */
const CACHED_REACH = 96;
const LINE_CACHE = new Map<number, readonly Hex[]>();

/**
 * The hexes of the line from the origin to (dq, dr), as offsets. The line depends only on the
 * displacement, so it is worked out once per displacement and translated to wherever it is drawn.
 */
function lineOffsets(dq: number, dr: number): readonly Hex[] {
  if (Math.abs(dq) > CACHED_REACH || Math.abs(dr) > CACHED_REACH)
    return traceLine(ORIGIN, { q: dq, r: dr });
  const key = (dq + CACHED_REACH) * (2 * CACHED_REACH + 1) + (dr + CACHED_REACH);
  let offsets = LINE_CACHE.get(key);
  if (offsets === undefined) {
    offsets = traceLine(ORIGIN, { q: dq, r: dr });
    LINE_CACHE.set(key, offsets);
  }
  return offsets;
}

const ORIGIN: Hex = { q: 0, r: 0 };

/** hexesOnLine worked out from scratch. */
export function traceLine(from: Hex, to: Hex): Hex[] {
  const steps = hexDistance(from, to);
  if (steps === 0) return [{ q: from.q, r: from.r }];
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  // Candidates: the hex at each of `steps + 1` evenly spaced points (Red Blob Games' line drawing)
  // and its two neighbours in the same row across the line's main axis (the cube coordinate that
  // changes by `steps`): each point starts a new row, a hex is at most 2/3 of a row from its centre,
  // and the line drifts along a row no faster than it crosses rows, so every hex the segment enters
  // is one of these. Each row is tried once, so no hex is tried twice.
  const across = Math.abs(dq) === steps ? ACROSS_Q : Math.abs(dr) === steps ? ACROSS_R : ACROSS_S;
  const entered: EnteredHex[] = [];
  for (let i = 0; i <= steps; i++) {
    const sample = roundToHex(from.q + (dq * i) / steps, from.r + (dr * i) / steps);
    tryHex(entered, from, dq, dr, sample.q, sample.r);
    for (const d of across) {
      const step = DIRECTION_STEPS[d] as Hex;
      tryHex(entered, from, dq, dr, sample.q + step.q, sample.r + step.r);
    }
  }
  return entered.sort((a, b) => a.at - b.at).map((e) => e.hex);
}

/** The neighbours across the line's main axis: when q, r or s changes by the full distance. */
const ACROSS_Q: readonly Direction[] = [0, 3];
const ACROSS_R: readonly Direction[] = [2, 5];
const ACROSS_S: readonly Direction[] = [1, 4];

interface EnteredHex {
  readonly hex: Hex;
  readonly at: number;
}

/** Adds hex (q, r) to `entered` with its entry moment if the segment enters it. */
function tryHex(
  entered: EnteredHex[],
  from: Hex,
  dq: number,
  dr: number,
  q: number,
  r: number,
): void {
  const at = entryMoment(from.q - q, from.r - r, dq, dr);
  if (at !== undefined) entered.push({ hex: { q, r }, at });
}

/**
 * The flight of a thrown or missile weapon. `toTarget`: the hexes strictly between the attacker and
 * the target that the line passes through. `pastTarget`: the hexes the same line passes through
 * after the target, up to `beyond` hexes' distance from it (MELEE: THROWN WEAPONS — a weapon that
 * misses flies on 10 hexes past the target). Walls are the caller's business. Attacker and target
 * in the same hex have no line: both lists are empty.
 */
export function flightPath(
  from: Hex,
  target: Hex,
  beyond: number,
): { toTarget: Hex[]; pastTarget: Hex[] } {
  return {
    toTarget: flightToTarget(from, target),
    pastTarget: flightPastTarget(from, target, beyond),
  };
}

/** flightPath's `toTarget` alone (a shot traces the line past its target only when it misses). */
export function flightToTarget(from: Hex, target: Hex): Hex[] {
  if (hexDistance(from, target) === 0) return [];
  return hexesOnLine(from, target).slice(1, -1);
}

/** flightPath's `pastTarget` alone. */
export function flightPastTarget(from: Hex, target: Hex, beyond: number): Hex[] {
  return pastTargetWithCopies(from, target, beyond, copiesFor(from, target, beyond));
}

/**
 * flightPastTarget up to the first hex that `isInside` refuses (a wall, the arena's edge), that hex
 * left out. The line is traced only as far as it must be: to the first whole copy of the segment
 * that ends outside. That end's hex is the last one the shorter line enters, and the longer line
 * enters the same hexes in the same order up to it, so the hexes before the first refused one are
 * the same.
 */
export function flightPastTargetInside(
  from: Hex,
  target: Hex,
  beyond: number,
  isInside: (h: Hex) => boolean,
): Hex[] {
  const copies = copiesFor(from, target, beyond);
  let needed = 1;
  while (needed < copies && isInside(copyEnd(from, target, needed))) needed++;
  const inside: Hex[] = [];
  for (const h of pastTargetWithCopies(from, target, beyond, Math.min(needed, copies))) {
    if (!isInside(h)) break;
    inside.push(h);
  }
  return inside;
}

/** Whole copies of the segment that reach `beyond` hexes past the target. */
function copiesFor(from: Hex, target: Hex, beyond: number): number {
  if (!Number.isInteger(beyond) || beyond < 0) {
    throw new RangeError(`flightPath: beyond must be a whole number ≥ 0 (got ${beyond})`);
  }
  const length = hexDistance(from, target);
  return length === 0 ? 0 : Math.ceil(beyond / length);
}

/** The target moved on by `copies` whole copies of the segment: still a hex centre on the line. */
function copyEnd(from: Hex, target: Hex, copies: number): Hex {
  return {
    q: target.q + (target.q - from.q) * copies,
    r: target.r + (target.r - from.r) * copies,
  };
}

function pastTargetWithCopies(from: Hex, target: Hex, beyond: number, copies: number): Hex[] {
  if (hexDistance(from, target) === 0) return [];
  // Extend the segment by whole copies of itself: the end stays a hex centre, the line stays the same.
  return hexesOnLine(target, copyEnd(from, target, copies))
    .slice(1)
    .filter((h) => hexDistance(target, h) <= beyond);
}
