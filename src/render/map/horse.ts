/**
 * A rider's mount (ADVANCED MELEE §9) seen from above under the rider's token: a barrel across the
 * centres of its two hexes in the beast's coat, edged in the side's colour, a tail past the back
 * hex's centre, and ears and a head reaching into the front hex, so the rider plainly sits on a
 * horse (tokens.ts draws the rider's token, the facing notch and the ST pill over it).
 */
import type { Point } from "../../engine/index.ts";
import { centreOf, type MapLayout } from "./layout.ts";
import { COLOURS } from "./palette.ts";
import type { Ctx } from "./shapes.ts";
import type { TokenPlacement } from "./token-placement.ts";

/** How far the facing notch's base and tip lie past the centre of a mount's front hex (in hex sizes). */
export const MOUNT_NOTCH = { base: 0.68, tip: 0.94, half: 0.17 } as const;

/** The two hex centres of a mount, back then front (the front is the one it faces). */
function backAndFront(layout: MapLayout, p: TokenPlacement): [Point, Point] {
  const a = p.facingAngle ?? 0;
  const along = (c: Point) => (c.x - p.centre.x) * Math.cos(a) + (c.y - p.centre.y) * Math.sin(a);
  const [one, two] = p.hexes.map((h) => centreOf(layout, h)) as [Point, Point];
  return along(one) < along(two) ? [one, two] : [two, one];
}

/** Half the distance between a mount's two hex centres, where its front hex's centre lies. */
export function mountHalfLength(layout: MapLayout, p: TokenPlacement): number {
  const [back, front] = backAndFront(layout, p);
  return Math.hypot(front.x - back.x, front.y - back.y) / 2;
}

/** An oval centred on `c`, `along` long and `across` wide (half-sizes), turned `angle`. */
function oval(ctx: Ctx, c: Point, along: number, across: number, angle: number): void {
  ctx.beginPath();
  ctx.ellipse(c.x, c.y, along, across, angle, 0, 2 * Math.PI);
}

/** Draws the beast a two-hex rider sits on: `edge` is the side's colour, `coat` the beast's. */
export function drawMount(
  ctx: Ctx,
  layout: MapLayout,
  p: TokenPlacement,
  edge: string,
  coat: string,
): void {
  const s = layout.size;
  const [back, front] = backAndFront(layout, p);
  const half = Math.hypot(front.x - back.x, front.y - back.y) / 2 || 1;
  const u = { x: (front.x - back.x) / (2 * half), y: (front.y - back.y) / (2 * half) };
  const a = Math.atan2(u.y, u.x);
  const at = (from: Point, d: number, across = 0): Point => ({
    x: from.x + u.x * d - u.y * across,
    y: from.y + u.y * d + u.x * across,
  });
  const middle = at(back, half);
  const ink = Math.max(1, s * 0.035);

  // The tail: a dark switch curling out behind the back hex.
  const root = at(back, -s * 0.2);
  const bend = at(back, -s * 0.55, s * 0.12);
  const tip = at(back, -s * 0.75, -s * 0.04);
  ctx.beginPath();
  ctx.moveTo(root.x, root.y);
  ctx.quadraticCurveTo(bend.x, bend.y, tip.x, tip.y);
  ctx.lineCap = "round";
  ctx.lineWidth = Math.max(3, s * 0.14);
  ctx.strokeStyle = COLOURS.mane;
  ctx.stroke();
  ctx.lineCap = "butt";

  // The ears, then the head over them, reaching into the front hex.
  for (const side of [-1, 1]) {
    oval(ctx, at(front, s * 0.32, side * s * 0.13), s * 0.1, s * 0.05, a);
    ctx.fillStyle = COLOURS.mane;
    ctx.fill();
  }
  oval(ctx, at(front, s * 0.45), s * 0.28, s * 0.15, a);
  ctx.fillStyle = coat;
  ctx.fill();
  ctx.lineWidth = ink;
  ctx.strokeStyle = COLOURS.ink;
  ctx.stroke();

  // The barrel: the side's colour round the coat, outlined in ink.
  const border = Math.max(2, s * 0.08);
  oval(ctx, middle, half + s * 0.2 + border, s * 0.34 + border, a);
  ctx.fillStyle = edge;
  ctx.fill();
  ctx.stroke();
  oval(ctx, middle, half + s * 0.2, s * 0.34, a);
  ctx.fillStyle = coat;
  ctx.fill();
}
