/**
 * Where figure tokens go on the map: each token gets a centre, a scale and the hexes it covers.
 * A giant covers three hexes: one token spans them, centred on the corner they share; figures
 * standing or brawling in one of its hexes are placed small at the hex's outer edge, clear of the
 * giant's body. Bodies in a hex where others still fight are set aside at its lower corners.
 */
import {
  type BattleFigure,
  type BattleState,
  footprint,
  type Hex,
  hexKey,
  isLarge,
  isOut,
  neighbor,
  type Point,
} from "../../engine/index.ts";
import { centreOf, inView, type MapLayout } from "./layout.ts";

export interface TokenPlacement {
  readonly figure: BattleFigure;
  readonly centre: Point;
  /** 1 for a figure alone in its hex; smaller when several share it. */
  readonly scale: number;
  /** The hexes the token covers: one, or a giant's three (its centre is the corner they share). */
  readonly hexes: readonly Hex[];
  /** How many tokens share its hex (not counting bodies set aside beside them). */
  readonly crowd: number;
  /** A body drawn small beside figures still fighting in its hex. */
  readonly beside: boolean;
  /** A giant's facing, as a screen angle from its centre toward the hex it looks at. */
  readonly facingAngle?: number;
}

/** Offsets (in hex sizes) and scale for n tokens sharing a hex. */
function arrangement(n: number): { offsets: Point[]; scale: number } {
  if (n <= 1) return { offsets: [{ x: 0, y: -0.08 }], scale: 1 };
  if (n === 2)
    return {
      offsets: [
        { x: -0.4, y: -0.14 },
        { x: 0.4, y: 0.02 },
      ],
      scale: 0.64,
    };
  if (n === 3)
    return {
      offsets: [
        { x: -0.36, y: -0.22 },
        { x: 0.36, y: -0.22 },
        { x: 0, y: 0.3 },
      ],
      scale: 0.56,
    };
  const offsets = Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return { x: 0.42 * Math.cos(a), y: 0.4 * Math.sin(a) };
  });
  return { offsets, scale: 0.48 };
}

/** Small places for bodies lying in a hex where others still fight. */
const BODY_SPOTS: readonly Point[] = [
  { x: 0.52, y: 0.42 },
  { x: -0.52, y: 0.42 },
  { x: 0.6, y: -0.2 },
  { x: -0.6, y: -0.2 },
];

/** The centre of a giant: the corner its three hexes share. */
function giantCentre(layout: MapLayout, hexes: readonly Hex[]): Point {
  const cs = hexes.map((h) => centreOf(layout, h));
  return {
    x: cs.reduce((sum, c) => sum + c.x, 0) / cs.length,
    y: cs.reduce((sum, c) => sum + c.y, 0) / cs.length,
  };
}

/**
 * Where each figure on the map (and in view) is drawn. Figures alone share the hex evenly; bodies
 * in a hex where others still fight shrink to its lower corners, and are drawn first (underneath).
 * A giant's token spans its three hexes and goes first; figures in one of its hexes move to the
 * hex's outer edge, away from the giant's centre, and shrink.
 */
export function placeTokens(state: BattleState, layout: MapLayout): TokenPlacement[] {
  const placements: TokenPlacement[] = [];
  // The giant whose body covers each hex, by hex key (the first still fighting, else any).
  const giantAt = new Map<string, { centre: Point; out: boolean }>();
  for (const f of state.figures) {
    if (f.escaped || !isLarge(f) || !inView(layout, f.position)) continue;
    const hexes = footprint(f);
    const centre = giantCentre(layout, hexes);
    // A giant looks at the hex beyond its anchor's side `facing`, touching both front hexes.
    const ahead = centreOf(layout, neighbor(f.position, f.facing));
    const facingAngle = Math.atan2(ahead.y - centre.y, ahead.x - centre.x);
    placements.push({ figure: f, centre, scale: 1, hexes, crowd: 1, beside: false, facingAngle });
    for (const h of hexes) {
      const known = giantAt.get(hexKey(h));
      if (!known || (known.out && !isOut(f))) giantAt.set(hexKey(h), { centre, out: isOut(f) });
    }
  }
  const byHex = new Map<string, BattleFigure[]>();
  for (const f of state.figures) {
    if (f.escaped || isLarge(f) || !inView(layout, f.position)) continue;
    const key = hexKey(f.position);
    byHex.set(key, [...(byHex.get(key) ?? []), f]);
  }
  for (const [key, group] of byHex) {
    const living = group.filter((f) => !isOut(f));
    const bodies = group.filter((f) => isOut(f));
    const hexCentre = centreOf(layout, (group[0] as BattleFigure).position);
    const giant = giantAt.get(key);
    // In a giant's hex: the group gathers at the hex's outer edge, smaller, the giant counted.
    let c = hexCentre;
    let shrink = 1;
    let extra = 0;
    if (giant) {
      const dx = hexCentre.x - giant.centre.x;
      const dy = hexCentre.y - giant.centre.y;
      const len = Math.hypot(dx, dy) || 1;
      c = {
        x: hexCentre.x + (dx / len) * layout.size * 0.48,
        y: hexCentre.y + (dy / len) * layout.size * 0.48,
      };
      shrink = 0.56;
      extra = 1;
    }
    const put = (
      f: BattleFigure,
      o: Point,
      scale: number,
      crowd: number,
      beside: boolean,
    ): void => {
      placements.push({
        figure: f,
        centre: { x: c.x + o.x * shrink * layout.size, y: c.y + o.y * shrink * layout.size },
        scale: giant ? scale * (scale === 1 ? 0.56 : 0.75) : scale,
        hexes: [f.position],
        crowd: crowd + extra,
        beside,
      });
    };
    if (living.length === 0) {
      const { offsets, scale } = arrangement(bodies.length);
      for (const [i, f] of bodies.entries()) {
        put(f, offsets[i] ?? { x: 0, y: 0 }, scale, bodies.length, false);
      }
      continue;
    }
    for (const [i, f] of bodies.entries()) {
      put(f, BODY_SPOTS[i % BODY_SPOTS.length] as Point, 0.42, 1, true);
    }
    const { offsets, scale } = arrangement(living.length);
    for (const [i, f] of living.entries()) {
      put(f, offsets[i] ?? { x: 0, y: 0 }, scale, living.length, false);
    }
  }
  return placements;
}
