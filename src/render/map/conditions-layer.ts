/**
 * AM §6 ADVERSE CONDITIONS on the map: water tinted blue (deeper, stronger), broken ground
 * hatched brown, darkness shaded grey over both. Drawn over the floor and under everything else,
 * only where the GM has set conditions, so a map without them is unchanged.
 */
import { type BattleState, type Ground, groundAt, type Hex, lightAt } from "../../engine/index.ts";
import { hexPath, viewHexes } from "./arena-layer.ts";
import { centreOf, cornersOf, type MapLayout } from "./layout.ts";
import type { Ctx } from "./shapes.ts";

const WATER: Readonly<Partial<Record<Ground, string>>> = {
  "ankle-water": "rgba(86, 180, 233, 0.25)",
  "knee-water": "rgba(86, 180, 233, 0.45)",
  "deep-water": "rgba(0, 114, 178, 0.55)",
  "over-head-water": "rgba(0, 60, 140, 0.75)",
};
const BROKEN = "#8a6a3a";
const DARK = "rgba(20, 20, 30, 0.45)";

/** Three short strokes across the hex: rubble. */
function hatch(ctx: Ctx, layout: MapLayout, at: Hex): void {
  const c = centreOf(layout, at);
  const s = layout.size * 0.35;
  ctx.strokeStyle = BROKEN;
  ctx.lineWidth = Math.max(1, layout.size / 12);
  ctx.beginPath();
  for (const dx of [-s, 0, s]) {
    ctx.moveTo(c.x + dx - s / 3, c.y + s / 2);
    ctx.lineTo(c.x + dx + s / 3, c.y - s / 2);
  }
  ctx.stroke();
}

export function drawConditions(ctx: Ctx, state: BattleState, layout: MapLayout): void {
  if (state.conditions === undefined) return;
  for (const h of viewHexes(layout)) {
    const ground = groundAt(state, h);
    const dark = lightAt(state, h) === "dark";
    if (ground === "firm" && !dark) continue;
    const corners = cornersOf(layout, h);
    const water = WATER[ground];
    if (water) {
      ctx.fillStyle = water;
      ctx.beginPath();
      hexPath(ctx, corners);
      ctx.fill();
    }
    if (ground === "broken") hatch(ctx, layout, h);
    if (dark) {
      ctx.fillStyle = DARK;
      ctx.beginPath();
      hexPath(ctx, corners);
      ctx.fill();
    }
  }
}
