/**
 * The battle map as a PNG, drawn from the engine's state (never from stored rows): the arena, the
 * figures, what lies on the ground, what happened last turn, and a legend beside it.
 *
 * Layers, bottom to top: the static arena (cached per arena, view and size), items on the ground,
 * hand-to-hand rings, movement and attack lines and take-offs, tokens (a giant's spanning its
 * three hexes, a flier's with wings), ST pills, forced-retreat arrows, landings, hit bursts. The header
 * goes above the map and the roster and key below it.
 */
import { type Canvas, createCanvas } from "@napi-rs/canvas";
import {
  type BattleEvent,
  type BattleState,
  footprint,
  formatHex,
  fromOffset,
  isOut,
} from "../../engine/index.ts";
import { drawBoard } from "./board.ts";
import type { Names } from "./describe.ts";
import { ensureFonts } from "./fonts.ts";
import { figureLabels } from "./labels.ts";
import { analyseLastTurn, type LastTurn } from "./last-turn.ts";
import { cropAround, fullViewport, type MapLayout, makeLayout, type Viewport } from "./layout.ts";
import { drawHeader, drawRoster, MIN_WIDTH, planHeader, planRoster } from "./legend.ts";
import { COLOURS, sideStyles } from "./palette.ts";
import { encodePng } from "./png.ts";

export interface RenderMapOptions extends Names {
  /** Events of the last turn, for the movement, attack and retreat overlay. */
  readonly events?: readonly BattleEvent[];
  /**
   * "full" (default) shows the whole arena; "auto" zooms to the figures still fighting and last
   * turn's action (with a margin) when that is much smaller than the arena.
   */
  readonly crop?: "auto" | "full";
  /**
   * The state the events started from. Optional: it makes the overlay exact where the events
   * alone leave a position open (where a figure stood before it was forced back).
   */
  readonly previous?: BattleState;
}

/** The part of the arena to show. */
export function chooseViewport(
  state: BattleState,
  last: LastTurn,
  crop: "auto" | "full",
): Viewport {
  const full = fullViewport(state.arena);
  if (crop === "full") return full;
  const fighting = state.figures.filter((f) => !isOut(f) && !f.escaped).flatMap(footprint);
  return cropAround(state.arena, [...fighting, ...last.hexes]) ?? full;
}

function viewNote(layout: MapLayout, state: BattleState): string | null {
  if (!layout.cropped) return null;
  const v = layout.view;
  const from = formatHex(fromOffset(v.colMin, v.rowMin));
  const to = formatHex(fromOffset(v.colMax, v.rowMax));
  return `Zoomed in: ${from} to ${to} of the ${state.arena.width} × ${state.arena.height} arena.`;
}

/** The turn the events' movement and attacks belong to (they may run on into the next turn's start). */
export function overlayTurn(state: BattleState, events: readonly BattleEvent[]): number {
  const first = events.findIndex(
    (e) =>
      e.type === "moved" ||
      e.type === "stepped" ||
      e.type === "attack-roll" ||
      e.type === "retreat",
  );
  if (first < 0) return state.turn;
  for (let i = first; i >= 0; i--) {
    const e = events[i] as BattleEvent;
    if (e.type === "turn-started") return e.turn;
  }
  const next = events.slice(first).find((e) => e.type === "turn-started");
  return next && next.type === "turn-started" ? next.turn - 1 : state.turn;
}

/** Draws the map and returns it as a PNG (compressed on libuv's thread pool). */
export async function renderMap(
  state: BattleState,
  options: RenderMapOptions = {},
): Promise<Buffer> {
  const canvas = drawMap(state, options);
  return encodePng(canvas.data(), canvas.width, canvas.height);
}

/** Draws the map onto a new canvas (exported for tests and benchmarks that want the pixels). */
export function drawMap(state: BattleState, options: RenderMapOptions = {}): Canvas {
  ensureFonts();
  const names: Names = { sideNames: options.sideNames, ownerNames: options.ownerNames };
  const events = options.events ?? [];
  const last = analyseLastTurn(state, events, options.previous);
  const layout = makeLayout(state.arena, chooseViewport(state, last, options.crop ?? "full"));
  const styles = sideStyles(state);
  const labels = figureLabels(state.figures);

  // Lay out the text with a scratch context, then size the canvas to fit it and the map.
  const width = Math.max(layout.width, MIN_WIDTH);
  const scratch = createCanvas(1, 1).getContext("2d");
  scratch.lang = "en";
  const notes: string[] = [];
  const hasOverlay =
    last.moves.length + last.attacks.length + last.retreats.length + last.flights.length > 0;
  if (hasOverlay) notes.push(`Arrows show turn ${overlayTurn(state, events)}.`);
  const zoom = viewNote(layout, state);
  if (zoom) notes.push(zoom);
  const header = planHeader(scratch, state, names, width, notes);
  const roster = planRoster(scratch, state, width, last.flights.length > 0);
  const mapTop = header.height;
  const mapLeft = Math.floor((width - layout.width) / 2);
  const height = mapTop + layout.height + roster.height;

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.lang = "en";
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, width, height);
  drawHeader(ctx, header, width);

  ctx.save();
  ctx.translate(mapLeft, mapTop);
  drawBoard(ctx, state, layout, last, { styles, labels });
  ctx.restore();

  drawRoster(ctx, mapTop + layout.height, width, state, roster, styles, labels, names);
  return canvas;
}
