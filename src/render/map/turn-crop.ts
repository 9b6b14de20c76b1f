/**
 * The turn map posted after each turn: the crop around the action (crop.ts), with nothing but the
 * board in the picture. The roster and the key go into the message's text (roster-text.ts).
 */
import { type Canvas, createCanvas } from "@napi-rs/canvas";
import type { BattleEvent, BattleState } from "../../engine/index.ts";
import { drawBoard } from "./board.ts";
import { actionHexes, actionViewport, cropLayout } from "./crop.ts";
import { ensureFonts } from "./fonts.ts";
import { figureLabels } from "./labels.ts";
import { analyseLastTurn, type LastTurn } from "./last-turn.ts";
import type { MapLayout } from "./layout.ts";
import { sideStyles } from "./palette.ts";
import { encodeDrawnOver } from "./png-reuse.ts";

export interface TurnCropOptions {
  /** Events of the last turn, for the movement, attack and retreat overlay. */
  readonly events?: readonly BattleEvent[];
  /** The state the events started from (see RenderMapOptions.previous). */
  readonly previous?: BattleState;
}

function frame(
  state: BattleState,
  options: TurnCropOptions,
): { last: LastTurn; layout: MapLayout } {
  const last = analyseLastTurn(state, options.events ?? [], options.previous);
  const view = actionViewport(state.arena, actionHexes(state, last));
  return { last, layout: cropLayout(state.arena, view) };
}

/** The crop's layout for this state and turn (what the alt text names as shown). */
export function turnCropLayout(state: BattleState, options: TurnCropOptions = {}): MapLayout {
  return frame(state, options).layout;
}

export function drawTurnCrop(state: BattleState, options: TurnCropOptions = {}): Canvas {
  return drawCrop(state, options).picture;
}

/** The crop and the arena layer it was drawn over. */
function drawCrop(
  state: BattleState,
  options: TurnCropOptions,
): { picture: Canvas; layer: Canvas } {
  ensureFonts();
  const { last, layout } = frame(state, options);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  ctx.lang = "en";
  const layer = drawBoard(ctx, state, layout, last, {
    styles: sideStyles(state),
    labels: figureLabels(state.figures),
  });
  return { picture: canvas, layer };
}

/** The turn crop as a PNG (its rows the arena layer's reuse that layer's compressed bytes). */
export async function renderTurnCrop(
  state: BattleState,
  options: TurnCropOptions = {},
): Promise<Buffer> {
  const { picture, layer } = drawCrop(state, options);
  return encodeDrawnOver(picture, layer);
}
