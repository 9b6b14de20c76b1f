/**
 * Small vector shapes shared by the layers: token outlines, stars, arrowheads, bursts.
 * Each adds a closed sub-path to the context's current path; the caller fills or strokes it.
 */
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Point } from "../../engine/index.ts";
import type { TokenShape } from "./palette.ts";

export type Ctx = SKRSContext2D;

/**
 * A closed ring of `corners` evenly spaced round (cx, cy), the first at angle `rotation`, corner i
 * at `radiusOf(i)` from the centre; `squash` < 1 flattens it vertically.
 */
function ring(
  ctx: Ctx,
  cx: number,
  cy: number,
  corners: number,
  rotation: number,
  radiusOf: (i: number) => number,
  squash = 1,
): void {
  for (let i = 0; i < corners; i++) {
    const a = rotation + (2 * Math.PI * i) / corners;
    const radius = radiusOf(i);
    const x = cx + radius * Math.cos(a);
    const y = cy + radius * Math.sin(a) * squash;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

function polygon(
  ctx: Ctx,
  cx: number,
  cy: number,
  radius: number,
  sides: number,
  rotation: number,
  squash = 1,
): void {
  ring(ctx, cx, cy, sides, rotation, () => radius, squash);
}

/** A star of `points` points, alternately `outer` and `inner` from the centre, one pointing up. */
function spikes(ctx: Ctx, cx: number, cy: number, outer: number, inner: number, points: number) {
  ring(ctx, cx, cy, points * 2, -Math.PI / 2, (i) => (i % 2 === 0 ? outer : inner));
}

/**
 * A token outline of roughly equal visual weight for every shape; `r` is the radius of a circle
 * token. `squash` < 1 flattens it vertically (a figure lying down).
 */
export function tokenPath(
  ctx: Ctx,
  shape: TokenShape,
  cx: number,
  cy: number,
  r: number,
  squash = 1,
): void {
  const up = -Math.PI / 2;
  switch (shape) {
    case "circle":
      ctx.moveTo(cx + r, cy);
      ctx.ellipse(cx, cy, r, r * squash, 0, 0, 2 * Math.PI);
      ctx.closePath();
      return;
    case "square": {
      const h = r * 0.9;
      ctx.rect(cx - h, cy - h * squash, 2 * h, 2 * h * squash);
      return;
    }
    case "diamond":
      polygon(ctx, cx, cy, r * 1.22, 4, up, squash);
      return;
    case "hexagon":
      // Pointy-top, so it never looks like the flat-topped map hexes.
      polygon(ctx, cx, cy, r * 1.07, 6, up, squash);
      return;
    case "triangle":
      polygon(ctx, cx, cy + r * 0.18 * squash, r * 1.35, 3, up, squash);
      return;
    case "pentagon":
      polygon(ctx, cx, cy + r * 0.05 * squash, r * 1.1, 5, up, squash);
      return;
    case "octagon":
      polygon(ctx, cx, cy, r * 1.05, 8, up + Math.PI / 8, squash);
      return;
  }
}

/** A five-pointed star. */
export function starPath(ctx: Ctx, cx: number, cy: number, outer: number, inner: number): void {
  spikes(ctx, cx, cy, outer, inner, 5);
}

/** A jagged burst: the mark of a hit. */
export function burstPath(ctx: Ctx, cx: number, cy: number, outer: number, points = 9): void {
  spikes(ctx, cx, cy, outer, outer * 0.62, points);
}

/** A triangular arrowhead with its tip at `tip`, pointing along `angle`. */
export function arrowheadPath(
  ctx: Ctx,
  tip: Point,
  angle: number,
  length: number,
  width: number,
): void {
  const back = { x: tip.x - length * Math.cos(angle), y: tip.y - length * Math.sin(angle) };
  const nx = -Math.sin(angle) * (width / 2);
  const ny = Math.cos(angle) * (width / 2);
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(back.x + nx, back.y + ny);
  ctx.lineTo(back.x - nx, back.y - ny);
  ctx.closePath();
}

/** Points along a polyline, shortened by `startCut` and `endCut` pixels at its ends. */
export function trimPolyline(points: readonly Point[], startCut: number, endCut: number): Point[] {
  if (points.length < 2) return [...points];
  const trimmed = [...points];
  const cutStart = (pts: Point[], cut: number): Point[] => {
    let remaining = cut;
    while (pts.length >= 2) {
      const [a, b] = pts as [Point, Point];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len > remaining) {
        const t = remaining / len;
        pts[0] = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
        return pts;
      }
      remaining -= len;
      pts.shift();
    }
    return pts;
  };
  const forward = cutStart(trimmed, startCut);
  const backward = cutStart([...forward].reverse(), endCut);
  return backward.reverse();
}

/** Total length of a polyline. */
export function polylineLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}
