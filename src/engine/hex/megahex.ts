import {
  DIRECTION_STEPS,
  type Direction,
  type Hex,
  hex,
  hexDistance,
  neighbor,
  rotate,
} from "./coordinates.ts";

/**
 * Megahexes: 7-hex clusters (a centre and its six neighbours) tiling the map; missile range is
 * counted in them (MELEE: MISSILE WEAPONS). The cluster centres are the origin plus the lattice
 * spanned by (2, 1) and (−1, 3) in axial coordinates.
 *
 * (3q + r) mod 7, taken relative to the origin, is 0 exactly on that lattice (both generators give
 * 7, and the lattice has index 7) and takes a different value 1…6 at each of a centre's six
 * neighbours; so every hex lies in exactly one cluster, and the value says which way its centre is.
 */
function residue(h: Hex, origin: Hex): number {
  return (((3 * (h.q - origin.q) + (h.r - origin.r)) % 7) + 7) % 7;
}

/** For each residue 1…6, the direction from such a hex to its cluster's centre. */
const TOWARD_CENTRE: Direction[] = [];
DIRECTION_STEPS.forEach((step, d) => {
  TOWARD_CENTRE[residue(step, hex(0, 0))] = rotate(d as Direction, 3);
});

/**
 * The default arena's tiling. E9 (axial 4, 6) is chosen because it makes the tiling symmetric under
 * the half-turn that swaps the two ends of the default 12 × 16 arena (the only one of the seven
 * possible tilings that is), so both ends see the same megahexes.
 */
export const DEFAULT_MEGAHEX_ORIGIN: Hex = hex(4, 6);

/** The centre of the megahex containing `h`, in the tiling that has a megahex centred on `origin`. */
export function megahexCentre(h: Hex, origin: Hex = DEFAULT_MEGAHEX_ORIGIN): Hex {
  const toward = TOWARD_CENTRE[residue(h, origin)];
  return toward === undefined ? hex(h.q, h.r) : neighbor(h, toward);
}

/**
 * Distance in megahexes: 0 in the same megahex, 1 for adjacent megahexes, and so on. The centres
 * form a hex lattice of their own; this is the hex distance in that lattice.
 */
export function megahexDistance(a: Hex, b: Hex, origin: Hex = DEFAULT_MEGAHEX_ORIGIN): number {
  const from = megahexCentre(a, origin);
  const to = megahexCentre(b, origin);
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  // Solve (dq, dr) = m·(2, 1) + n·(−1, 3); m and n are whole because both are centres.
  return hexDistance(hex(0, 0), hex((3 * dq + dr) / 7, (2 * dr - dq) / 7));
}

/**
 * The DX adjustment for missile fire at a range in megahexes (MELEE: MISSILE WEAPONS): none up to
 * 2 MH, −1 at 3–4, −2 at 5–6, and so on.
 */
export function missileRangePenalty(mhDistance: number): number {
  if (!Number.isInteger(mhDistance) || mhDistance < 0) {
    throw new RangeError(
      `missileRangePenalty: distance must be a whole number ≥ 0 (got ${mhDistance})`,
    );
  }
  return mhDistance <= 2 ? 0 : -Math.floor((mhDistance - 1) / 2);
}
