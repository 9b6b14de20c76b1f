/**
 * The GM's terrain on the map. AM §6 HEIGHT: a raised hex drawn as a brown platform inset in it
 * with its level ("1") at its foot. NARROW TUNNELS: stone on both sides of one lane through the
 * hex, as the book's maps draw them with a single line. CONCEALMENT: cover shaded green over the
 * lower half of the hex (half-hidden) or most of it (only head and shoulders show). FIRE AS A
 * WEAPON: a burning hex filled orange with three red tongues of flame. Only hexes the GM set are
 * touched.
 */
import type { BattleState, Cover, Hex } from "../../engine/index.ts";
import { hexPath } from "./arena-layer.ts";
import { font } from "./fonts.ts";
import { centreOf, cornersOf, type MapLayout } from "./layout.ts";
import type { Ctx } from "./shapes.ts";

const PLATFORM = "#7a5a2e";
const STONE = "rgba(90, 90, 90, 0.55)";
const LANE = "#d8cfb8";
const COVER = "rgba(50, 110, 40, 0.45)";
const EMBERS = "rgba(240, 140, 30, 0.6)";
const FLAME = "#c8261a";

/** How much of the hex, from its foot up, the cover shades. */
const COVER_SHARE: Readonly<Record<Cover, number>> = { none: 0, half: 0.5, head: 0.75 };

function drawCover(ctx: Ctx, layout: MapLayout, at: Hex, cover: Cover): void {
  const corners = cornersOf(layout, at);
  const c = centreOf(layout, at);
  const s = layout.size;
  ctx.save();
  ctx.beginPath();
  hexPath(ctx, corners);
  ctx.clip();
  ctx.fillStyle = COVER;
  const top = c.y + s - 2 * s * COVER_SHARE[cover];
  ctx.fillRect(c.x - s, top, 2 * s, c.y + s - top);
  ctx.restore();
}

function drawLevel(ctx: Ctx, layout: MapLayout, at: Hex, level: number): void {
  const c = centreOf(layout, at);
  const inset = cornersOf(layout, at).map((p) => ({
    x: c.x + (p.x - c.x) * 0.78,
    y: c.y + (p.y - c.y) * 0.78,
  }));
  ctx.strokeStyle = PLATFORM;
  ctx.lineWidth = Math.max(2, layout.size / 8);
  ctx.beginPath();
  hexPath(ctx, inset);
  ctx.stroke();
  ctx.fillStyle = PLATFORM;
  // As large as the edge labels, so the level reads at the preview width as they do.
  ctx.font = font(layout.edgeFontPx, "bold");
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(level), c.x, c.y + layout.size * 0.55);
}

function drawTunnel(ctx: Ctx, layout: MapLayout, at: Hex): void {
  const corners = cornersOf(layout, at);
  ctx.fillStyle = STONE;
  ctx.beginPath();
  hexPath(ctx, corners);
  ctx.fill();
  const c = centreOf(layout, at);
  const half = layout.size * 0.9;
  ctx.strokeStyle = LANE;
  ctx.lineWidth = Math.max(3, layout.size / 3);
  ctx.beginPath();
  ctx.moveTo(c.x - half, c.y);
  ctx.lineTo(c.x + half, c.y);
  ctx.stroke();
}

/** Three tongues of flame rising from the foot of the hex, over its glow. */
function drawFire(ctx: Ctx, layout: MapLayout, at: Hex): void {
  ctx.fillStyle = EMBERS;
  ctx.beginPath();
  hexPath(ctx, cornersOf(layout, at));
  ctx.fill();
  const c = centreOf(layout, at);
  const s = layout.size;
  ctx.fillStyle = FLAME;
  for (const dx of [-0.45, 0, 0.45]) {
    const x = c.x + dx * s;
    const tall = dx === 0 ? 0.8 : 0.55;
    ctx.beginPath();
    ctx.moveTo(x - 0.2 * s, c.y + 0.5 * s);
    ctx.quadraticCurveTo(x - 0.2 * s, c.y, x, c.y + (0.5 - tall - 0.2) * s);
    ctx.quadraticCurveTo(x + 0.2 * s, c.y, x + 0.2 * s, c.y + 0.5 * s);
    ctx.closePath();
    ctx.fill();
  }
}

/** Draws the levels, tunnels, cover and fires the GM set (conditions.ts), over the floor's conditions. */
export function drawTerrain(ctx: Ctx, state: BattleState, layout: MapLayout): void {
  for (const h of state.conditions?.hexes ?? []) {
    if (h.tunnel) drawTunnel(ctx, layout, h.at);
    if (h.cover && h.cover !== "none") drawCover(ctx, layout, h.at, h.cover);
    if (h.fire) drawFire(ctx, layout, h.at);
    if (h.level) drawLevel(ctx, layout, h.at, h.level);
  }
}
