/**
 * The turn map's frame: a landscape crop around the action, sized for a phone. Discord previews an
 * image at most 400 px wide (550 × 350 box), so the crop aims at about 800 × 450 — twice the
 * preview — and its edge coordinates are sized so their capitals stay 10 px tall at 400 px.
 */
import {
  type Arena,
  type BattleState,
  footprint,
  type Hex,
  isOut,
  setDownPacks,
  toOffset,
} from "../../engine/index.ts";
import type { LastTurn } from "./last-turn.ts";
import { type MapLayout, makeLayout, type Viewport, viewColumns, viewRows } from "./layout.ts";
import { readableFontPx } from "./readability.ts";

const SQRT3 = Math.sqrt(3);

/** Hexes of margin around the action. */
export const CROP_MARGIN = 2;
/** The crop fits in this box when the action is landscape (a portrait action may go taller). */
export const CROP_WIDTH = 800;
export const CROP_HEIGHT = 450;
export { CAP_HEIGHT_EM, MIN_PREVIEW_CAP_PX, PREVIEW_WIDTH } from "./readability.ts";
/** The edge labels' size: 10 px capitals at preview width on an image CROP_WIDTH wide. */
export const CROP_LABEL_PX = readableFontPx(CROP_WIDTH);
/** The band holding the edge labels: two digits of a row number, with room either side. */
const CROP_BAND = Math.ceil(CROP_LABEL_PX * 1.6);
const LANDSCAPE = CROP_WIDTH / CROP_HEIGHT;
const MIN_SIZE = 14;
const MAX_SIZE = 60;

/** What the turn map must show: every living figure, everything on the ground, last turn's lines. */
export function actionHexes(state: BattleState, last: Pick<LastTurn, "hexes">): Hex[] {
  const living = state.figures.filter((f) => !isOut(f) && !f.escaped).flatMap(footprint);
  const packs = setDownPacks(state).map((p) => p.position);
  return [...living, ...state.dropped.map((d) => d.position), ...packs, ...last.hexes];
}

/** Width over height of a view's hexes (in hex sizes; the bands aside). */
function aspect(cols: number, rows: number): number {
  return (1.5 * cols + 0.5) / (SQRT3 * (rows + 0.5));
}

/** Grows [lo, hi] by one at whichever end has room, the end given first preferred. */
function grow(lo: number, hi: number, limit: number, lowFirst: boolean): [number, number] | null {
  if (lowFirst && lo > 0) return [lo - 1, hi];
  if (hi < limit - 1) return [lo, hi + 1];
  if (lo > 0) return [lo - 1, hi];
  return null;
}

/**
 * The bounding box of `hexes` with CROP_MARGIN all round, inside the arena, then widened with
 * columns until it is landscape (or the arena runs out), then given rows while it stays so.
 */
export function actionViewport(
  arena: Pick<Arena, "width" | "height">,
  hexes: readonly Hex[],
): Viewport {
  const offsets = hexes
    .map(toOffset)
    .filter((o) => o.col >= 0 && o.col < arena.width && o.row >= 0 && o.row < arena.height);
  if (offsets.length === 0) {
    return { colMin: 0, colMax: arena.width - 1, rowMin: 0, rowMax: arena.height - 1 };
  }
  let cols: [number, number] = [
    Math.max(0, Math.min(...offsets.map((o) => o.col)) - CROP_MARGIN),
    Math.min(arena.width - 1, Math.max(...offsets.map((o) => o.col)) + CROP_MARGIN),
  ];
  let rows: [number, number] = [
    Math.max(0, Math.min(...offsets.map((o) => o.row)) - CROP_MARGIN),
    Math.min(arena.height - 1, Math.max(...offsets.map((o) => o.row)) + CROP_MARGIN),
  ];
  const shape = () => aspect(cols[1] - cols[0] + 1, rows[1] - rows[0] + 1);
  for (let turn = 0; shape() < LANDSCAPE; turn++) {
    const wider = grow(cols[0], cols[1], arena.width, turn % 2 === 1);
    if (!wider) break;
    cols = wider;
  }
  for (let turn = 0; ; turn++) {
    const taller = grow(rows[0], rows[1], arena.height, turn % 2 === 1);
    if (!taller || aspect(cols[1] - cols[0] + 1, taller[1] - taller[0] + 1) < LANDSCAPE) break;
    rows = taller;
  }
  return { colMin: cols[0], colMax: cols[1], rowMin: rows[0], rowMax: rows[1] };
}

/**
 * The layout of a crop: hexes as large as fit CROP_WIDTH × CROP_HEIGHT, edge labels only. A view
 * that stays portrait (a narrow arena, a long line of figures) may go up to CROP_WIDTH tall.
 */
export function cropLayout(arena: Arena, view: Viewport): MapLayout {
  const cols = viewColumns(view);
  const rows = viewRows(view);
  const height = Math.min(CROP_WIDTH, Math.max(CROP_HEIGHT, CROP_WIDTH / aspect(cols, rows)));
  const byWidth = (CROP_WIDTH - 2 * CROP_BAND) / (1.5 * cols + 0.5);
  const byHeight = (height - 2 * CROP_BAND) / (SQRT3 * (rows + 0.5));
  const size = Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.floor(Math.min(byWidth, byHeight))));
  return makeLayout(arena, view, { size, band: CROP_BAND, edgeFontPx: CROP_LABEL_PX });
}
