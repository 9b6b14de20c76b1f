/**
 * Where the map sits on the canvas: which part of the arena is shown (all of it, or a crop around
 * the action), the hex size, and the margins that hold the edge coordinates.
 *
 * The view is a rectangle in the players' offset layout (columns and rows, A1 at the top left), so
 * a crop reads with the same letters and numbers as the full map.
 */
import { type Arena, type Hex, hexToPixel, type Point, toOffset } from "../../engine/index.ts";

const SQRT3 = Math.sqrt(3);

/** An inclusive rectangle of columns and rows (0-based). */
export interface Viewport {
  readonly colMin: number;
  readonly colMax: number;
  readonly rowMin: number;
  readonly rowMax: number;
}

export interface MapLayout {
  /** Centre-to-corner distance of a hex, in pixels. */
  readonly size: number;
  readonly view: Viewport;
  /** Whether the view is smaller than the arena. */
  readonly cropped: boolean;
  /** The band around the hexes that holds the edge coordinates. */
  readonly band: number;
  /**
   * Whether every floor hex carries its coordinate (the full map), or only the edges do (the
   * turn crop and the preview, read at phone size, where small labels in each hex are noise).
   */
  readonly hexLabels: boolean;
  /** Pixel size of the bold edge coordinates. */
  readonly edgeFontPx: number;
  /** Size of the map area (hexes and bands), from the canvas's top-left corner. */
  readonly width: number;
  readonly height: number;
  /** Canvas position of the centre of hex (0, 0). */
  readonly originX: number;
  readonly originY: number;
}

/** The map area aims at about this many pixels, so a render reads on a phone held upright. */
const TARGET_WIDTH = 760;
const TARGET_HEIGHT = 1000;
const MIN_SIZE = 14;
const MAX_SIZE = 44;

export function fullViewport(arena: Pick<Arena, "width" | "height">): Viewport {
  return { colMin: 0, colMax: arena.width - 1, rowMin: 0, rowMax: arena.height - 1 };
}

export function viewColumns(view: Viewport): number {
  return view.colMax - view.colMin + 1;
}

export function viewRows(view: Viewport): number {
  return view.rowMax - view.rowMin + 1;
}

/** The hex size that fits the view into the target area, within readable bounds. */
export function hexSizeFor(view: Viewport): number {
  const cols = viewColumns(view);
  const rows = viewRows(view);
  const byWidth = TARGET_WIDTH / (1.5 * cols + 0.5);
  const byHeight = TARGET_HEIGHT / (SQRT3 * (rows + 0.5));
  return Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.floor(Math.min(byWidth, byHeight))));
}

/** How a layout departs from the full map's: a fixed hex size, edge labels only. */
export interface LayoutStyle {
  readonly size: number;
  readonly band: number;
  readonly edgeFontPx: number;
}

export function makeLayout(arena: Arena, view: Viewport, style?: LayoutStyle): MapLayout {
  const size = style?.size ?? hexSizeFor(view);
  const band = style?.band ?? Math.max(20, Math.round(size * 0.62));
  const minX = 1.5 * size * view.colMin - size;
  const maxX = 1.5 * size * view.colMax + size;
  const minY = SQRT3 * size * view.rowMin - (SQRT3 / 2) * size;
  const maxY = SQRT3 * size * (view.rowMax + 1);
  const full = fullViewport(arena);
  return {
    size,
    view,
    cropped:
      view.colMin !== full.colMin ||
      view.colMax !== full.colMax ||
      view.rowMin !== full.rowMin ||
      view.rowMax !== full.rowMax,
    band,
    hexLabels: style === undefined,
    edgeFontPx: style?.edgeFontPx ?? Math.max(11, Math.min(18, size * 0.42)),
    width: Math.ceil(maxX - minX + 2 * band),
    height: Math.ceil(maxY - minY + 2 * band),
    originX: band - minX,
    originY: band - minY,
  };
}

/** The canvas position of a hex's centre. */
export function centreOf(layout: MapLayout, h: Hex): Point {
  const p = hexToPixel(h, layout.size);
  return { x: layout.originX + p.x, y: layout.originY + p.y };
}

/** The canvas positions of a hex's corners: east first, then clockwise on screen. */
export function cornersOf(layout: MapLayout, h: Hex): Point[] {
  const c = centreOf(layout, h);
  const s = layout.size;
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const angle = (Math.PI / 3) * i;
    return { x: c.x + s * Math.cos(angle), y: c.y + s * Math.sin(angle) };
  });
}

/** Whether a hex lies in the view's rectangle (walls included; the view lies inside the arena). */
export function inView(layout: MapLayout, h: Hex): boolean {
  const { col, row } = toOffset(h);
  const v = layout.view;
  return col >= v.colMin && col <= v.colMax && row >= v.rowMin && row <= v.rowMax;
}

/** The screen angle (radians, y down) from a hex's centre toward its side in `direction`. */
export function directionAngle(direction: number): number {
  return (Math.PI / 180) * (-90 + 60 * direction);
}

/**
 * A crop around the action: the bounding box of the given hexes with `margin` hexes all round,
 * at least `minCols` × `minRows`, kept inside the arena. Null when the crop would show most of
 * the arena anyway (then the full map is clearer) or when there is nothing to frame.
 */
export function cropAround(
  arena: Pick<Arena, "width" | "height">,
  hexes: readonly Hex[],
  options: { margin?: number; minCols?: number; minRows?: number; maxShare?: number } = {},
): Viewport | null {
  const margin = options.margin ?? 2;
  const minCols = Math.min(options.minCols ?? 8, arena.width);
  const minRows = Math.min(options.minRows ?? 8, arena.height);
  const maxShare = options.maxShare ?? 0.6;
  const offsets = hexes
    .map(toOffset)
    .filter((o) => o.col >= 0 && o.col < arena.width && o.row >= 0 && o.row < arena.height);
  if (offsets.length === 0) return null;
  const cols = widen(
    Math.min(...offsets.map((o) => o.col)) - margin,
    Math.max(...offsets.map((o) => o.col)) + margin,
    minCols,
    arena.width,
  );
  const rows = widen(
    Math.min(...offsets.map((o) => o.row)) - margin,
    Math.max(...offsets.map((o) => o.row)) + margin,
    minRows,
    arena.height,
  );
  const share = ((cols[1] - cols[0] + 1) * (rows[1] - rows[0] + 1)) / (arena.width * arena.height);
  if (share > maxShare) return null;
  return { colMin: cols[0], colMax: cols[1], rowMin: rows[0], rowMax: rows[1] };
}

/** Grows [lo, hi] to at least `min` long (evenly, extra at the end) and clamps it to [0, limit). */
function widen(lo: number, hi: number, min: number, limit: number): [number, number] {
  let a = lo;
  let b = hi;
  const short = min - (b - a + 1);
  if (short > 0) {
    a -= Math.floor(short / 2);
    b += Math.ceil(short / 2);
  }
  if (a < 0) {
    b -= a;
    a = 0;
  }
  if (b > limit - 1) {
    a -= b - (limit - 1);
    b = limit - 1;
  }
  return [Math.max(0, a), b];
}
