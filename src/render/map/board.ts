/**
 * The map area itself, shared by the full map, the turn crop and the order preview: the static
 * arena, items on the ground, hand-to-hand rings, last turn's lines, the tokens and their marks.
 * Drawn with the map area's top-left corner at the context's origin.
 */
import type { Canvas } from "@napi-rs/canvas";
import type { BattleState } from "../../engine/index.ts";
import { arenaLayer, doorStyles } from "./arena-layer.ts";
import { brawlHexes, drawBrawl, drawGrappleGlyph } from "./brawl.ts";
import { drawConditions } from "./conditions-layer.ts";
import { drawGroundItems } from "./items.ts";
import type { LastTurn } from "./last-turn.ts";
import type { MapLayout } from "./layout.ts";
import {
  drawAttackLines,
  drawFlightMarks,
  drawHitMarks,
  drawMovementOverlay,
  drawRetreats,
} from "./overlay.ts";
import type { SideStyle } from "./palette.ts";
import type { Ctx } from "./shapes.ts";
import { drawTerrain } from "./terrain-layer.ts";
import { placeTokens } from "./token-placement.ts";
import { drawStPill, drawToken, pillAbove } from "./tokens.ts";

export interface BoardStyle {
  readonly styles: ReadonlyMap<string, SideStyle>;
  readonly labels: ReadonlyMap<string, string>;
  /** Drawn over the floor and under the lines and tokens (the preview's shading). */
  readonly underlay?: (ctx: Ctx) => void;
  /** Drawn over everything (the preview's planned path and retreat numbers). */
  readonly overlay?: (ctx: Ctx) => void;
}

/** Draws the board and returns the cached arena layer it was drawn over. */
export function drawBoard(
  ctx: Ctx,
  state: BattleState,
  layout: MapLayout,
  last: LastTurn,
  board: BoardStyle,
): Canvas {
  const { styles, labels } = board;
  const figureSide = new Map(state.figures.map((f) => [f.id, f.side]));
  const styleOf = (id: string) => styles.get(figureSide.get(id) ?? "");
  const layer = arenaLayer(layout, state.arena, doorStyles(state, styles));
  ctx.drawImage(layer, 0, 0);
  drawConditions(ctx, state, layout);
  drawTerrain(ctx, state, layout);
  board.underlay?.(ctx);
  drawGroundItems(ctx, state, layout, last.broken);
  const brawls = brawlHexes(state, layout);
  for (const h of brawls) drawBrawl(ctx, layout, h);
  // Lines go under the tokens: they are cut back to the tokens' edges, so only a line that
  // crosses some other figure is hidden, and then the figure is what should stay readable.
  drawMovementOverlay(ctx, layout, last, styleOf);
  drawAttackLines(ctx, layout, last, styleOf);
  drawFlightMarks(ctx, layout, last, styleOf, true);
  const placements = placeTokens(state, layout);
  for (const p of placements) {
    drawToken(ctx, state, layout, p, styles.get(p.figure.side), labels.get(p.figure.id) ?? "?");
  }
  for (const p of placements) drawStPill(ctx, layout, p);
  drawRetreats(ctx, layout, last);
  drawFlightMarks(ctx, layout, last, styleOf, false);
  for (const h of brawls) drawGrappleGlyph(ctx, layout, h);
  const tokens = new Map(placements.map((p) => [p.figure.id, p]));
  drawHitMarks(ctx, layout, last, (id) => {
    const p = tokens.get(id);
    if (!p) return undefined;
    // A giant's bursts go out on its body, clear of its token at the centre.
    const large = p.hexes.length > 1;
    return { centre: p.centre, scale: large ? 1.35 : p.scale, pillAbove: pillAbove(p), large };
  });
  board.overlay?.(ctx);
  return layer;
}
