/**
 * Hand-to-hand on the map: which hexes hold a brawl, the dashed ring drawn round each (under the
 * tokens) and the linked-rings glyph drawn above them.
 */
import {
  type BattleState,
  footprint,
  type Hex,
  hexKey,
  isInHth,
  isOut,
} from "../../engine/index.ts";
import { centreOf, inView, type MapLayout } from "./layout.ts";
import { COLOURS } from "./palette.ts";
import type { Ctx } from "./shapes.ts";

/**
 * Hexes holding a hand-to-hand brawl: figures of two sides, still fighting, in one hex. A giant
 * brawls only in those of its hexes that a foe shares (a man on its rear hex: that hex).
 */
export function brawlHexes(state: BattleState, layout: MapLayout): Hex[] {
  const seen = new Set<string>();
  const hexes: Hex[] = [];
  const fighting = state.figures.filter((f) => !f.escaped && !isOut(f));
  for (const f of fighting) {
    if (!isInHth(state, f)) continue;
    for (const h of footprint(f)) {
      const key = hexKey(h);
      if (seen.has(key) || !inView(layout, h)) continue;
      const foeHere = fighting.some(
        (o) => o.side !== f.side && footprint(o).some((oh) => hexKey(oh) === key),
      );
      if (!foeHere) continue;
      seen.add(key);
      hexes.push(h);
    }
  }
  return hexes;
}

/** The grapple mark: a dashed ring inside the hex and two linked rings at its top. */
export function drawBrawl(ctx: Ctx, layout: MapLayout, h: Hex): void {
  const s = layout.size;
  const c = centreOf(layout, h);
  ctx.save();
  ctx.beginPath();
  ctx.arc(c.x, c.y, s * 0.8, 0, 2 * Math.PI);
  ctx.setLineDash([s * 0.16, s * 0.1]);
  ctx.lineWidth = Math.max(2, s * 0.08);
  ctx.strokeStyle = COLOURS.grapple;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
}

/** The linked-rings glyph, drawn above the tokens so a pile never hides it. */
export function drawGrappleGlyph(ctx: Ctx, layout: MapLayout, h: Hex): void {
  const s = layout.size;
  const c = centreOf(layout, h);
  const y = c.y - s * 0.66;
  ctx.beginPath();
  ctx.ellipse(c.x, y, s * 0.27, s * 0.15, 0, 0, 2 * Math.PI);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLOURS.grapple;
  ctx.stroke();
  ctx.lineWidth = Math.max(1.5, s * 0.05);
  for (const dx of [-0.08, 0.08]) {
    ctx.beginPath();
    ctx.arc(c.x + dx * s, y, s * 0.09, 0, 2 * Math.PI);
    ctx.stroke();
  }
}
