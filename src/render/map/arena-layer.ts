/**
 * The static layer: floor, walls, entrances, the hex grid, megahex outlines and coordinates.
 * It depends only on the arena, the view, the hex size and which sides use which door, so it is
 * drawn once per combination and reused (a small cache of ready canvases).
 */
import { type Canvas, createCanvas } from "@napi-rs/canvas";
import {
  type Arena,
  type BattleState,
  type Direction,
  formatHex,
  fromOffset,
  type Hex,
  hexKey,
  isInArena,
  megahexCentre,
  neighbor,
  type Point,
  sameHex,
} from "../../engine/index.ts";
import { font } from "./fonts.ts";
import { centreOf, cornersOf, inView, type MapLayout } from "./layout.ts";
import { COLOURS, type SideStyle } from "./palette.ts";
import { type Ctx, starPath } from "./shapes.ts";

/** The corners bounding a hex's side toward `direction` (N = top side, between corners 4 and 5). */
function sideCorners(corners: readonly Point[], direction: Direction): [Point, Point] {
  return [corners[(4 + direction) % 6] as Point, corners[(5 + direction) % 6] as Point];
}

/** Every hex in the view, column by column. */
export function viewHexes(layout: MapLayout): Hex[] {
  const hexes: Hex[] = [];
  const v = layout.view;
  for (let col = v.colMin; col <= v.colMax; col++) {
    for (let row = v.rowMin; row <= v.rowMax; row++) hexes.push(fromOffset(col, row));
  }
  return hexes;
}

function columnLetters(col: number): string {
  return formatHex(fromOffset(col, 0)).replace(/\d+$/, "");
}

/** Styles of the sides that enter by each door, by door index. */
export function doorStyles(
  state: BattleState,
  styles: ReadonlyMap<string, SideStyle>,
): Map<number, SideStyle[]> {
  const doors = new Map<number, SideStyle[]>();
  for (const side of state.sides) {
    const style = styles.get(side.id);
    if (!style) continue;
    doors.set(side.entrance, [...(doors.get(side.entrance) ?? []), style]);
  }
  return doors;
}

/** Traces a hex's outline (a new subpath). */
export function hexPath(ctx: Ctx, corners: readonly Point[]): void {
  corners.forEach((p, i) => {
    if (i === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  });
  ctx.closePath();
}

/** Draws the static layer onto `ctx` (whose canvas is the map area's size). */
export function drawArenaLayer(
  ctx: Ctx,
  layout: MapLayout,
  arena: Arena,
  doors: ReadonlyMap<number, readonly SideStyle[]>,
): void {
  const s = layout.size;
  const hexes = viewHexes(layout);
  const corners = new Map(hexes.map((h) => [hexKey(h), cornersOf(layout, h)]));
  const cornersAt = (h: Hex) => corners.get(hexKey(h)) as Point[];

  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, layout.width, layout.height);

  // Floor and walls.
  ctx.beginPath();
  for (const h of hexes) if (isInArena(arena, h)) hexPath(ctx, cornersAt(h));
  ctx.fillStyle = COLOURS.floor;
  ctx.fill();
  const walls = hexes.filter((h) => !isInArena(arena, h));
  if (walls.length > 0) {
    ctx.beginPath();
    for (const h of walls) hexPath(ctx, cornersAt(h));
    ctx.fillStyle = COLOURS.wall;
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.beginPath();
    ctx.strokeStyle = COLOURS.wallHatch;
    ctx.lineWidth = Math.max(1.5, s * 0.07);
    for (let x = -layout.height; x < layout.width; x += s * 0.45) {
      ctx.moveTo(x, layout.height);
      ctx.lineTo(x + layout.height, 0);
    }
    ctx.stroke();
    ctx.restore();
  }

  // Entrance hexes: tinted, with a star in the colour of the side that enters there.
  arena.entrances.forEach((door, index) => {
    const users = doors.get(index) ?? [];
    const only = users.length === 1 ? users[0] : undefined;
    for (const h of door) {
      if (!inView(layout, h)) continue;
      const c = centreOf(layout, h);
      ctx.beginPath();
      starPath(ctx, c.x, c.y, s * 0.42, s * 0.18);
      ctx.fillStyle = only ? only.fill : "#ffffff";
      ctx.globalAlpha = 0.55;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = Math.max(1, s * 0.04);
      ctx.strokeStyle = COLOURS.megahex;
      ctx.stroke();
    }
  });

  // Grid.
  ctx.beginPath();
  for (const h of hexes) hexPath(ctx, cornersAt(h));
  ctx.strokeStyle = COLOURS.grid;
  ctx.lineWidth = Math.max(1, s * 0.035);
  ctx.stroke();

  // Megahex outlines: sides between hexes of different megahexes. Each side once (N, NE, SE).
  ctx.beginPath();
  for (const h of hexes) {
    const centre = megahexCentre(h);
    for (const d of [0, 1, 2] as const) {
      const n = neighbor(h, d);
      if (!inView(layout, n) || sameHex(megahexCentre(n), centre)) continue;
      const [a, b] = sideCorners(cornersAt(h), d);
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
  }
  ctx.strokeStyle = COLOURS.megahex;
  ctx.lineWidth = Math.max(1.6, s * 0.075);
  ctx.lineCap = "round";
  ctx.stroke();

  // The edge of the view.
  ctx.beginPath();
  for (const h of hexes) {
    for (const d of [0, 1, 2, 3, 4, 5] as const) {
      if (inView(layout, neighbor(h, d))) continue;
      const [a, b] = sideCorners(cornersAt(h), d);
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
  }
  ctx.strokeStyle = COLOURS.border;
  ctx.lineWidth = Math.max(2, s * 0.1);
  ctx.stroke();
  ctx.lineCap = "butt";

  if (layout.hexLabels) drawHexLabels(ctx, layout, arena, hexes);
  drawEdgeLabels(ctx, layout);
}

/** A faint label in each floor hex, for players typing coordinates. */
function drawHexLabels(ctx: Ctx, layout: MapLayout, arena: Arena, hexes: readonly Hex[]): void {
  const s = layout.size;
  ctx.fillStyle = COLOURS.coordinate;
  ctx.font = font(Math.max(7, s * 0.27));
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const h of hexes) {
    if (!isInArena(arena, h)) continue;
    const c = centreOf(layout, h);
    ctx.fillText(formatHex(h), c.x, c.y - s * 0.66);
  }
}

/** Column letters along the top and bottom, row numbers down the left and right. */
function drawEdgeLabels(ctx: Ctx, layout: MapLayout): void {
  const s = layout.size;
  const v = layout.view;
  ctx.fillStyle = COLOURS.edgeLabel;
  ctx.font = font(layout.edgeFontPx, "bold");
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const top = layout.band / 2;
  const bottom = layout.height - layout.band / 2;
  for (let col = v.colMin; col <= v.colMax; col++) {
    const x = centreOf(layout, fromOffset(col, v.rowMin)).x;
    const letters = columnLetters(col);
    ctx.fillText(letters, x, top);
    ctx.fillText(letters, x, bottom);
  }
  const left = layout.band / 2;
  const right = layout.width - layout.band / 2;
  for (let row = v.rowMin; row <= v.rowMax; row++) {
    const label = String(row + 1);
    const yl = centreOf(layout, fromOffset(v.colMin, row)).y;
    const yr = centreOf(layout, fromOffset(v.colMax, row)).y;
    ctx.fillText(label, left - (s > 30 ? 0 : 2), yl);
    ctx.fillText(label, right, yr);
  }
}

const CACHE_LIMIT = 16;
const cache = new Map<string, Canvas>();

/** The static layer as a canvas, from the cache when the same arena and view were drawn before. */
export function arenaLayer(
  layout: MapLayout,
  arena: Arena,
  doors: ReadonlyMap<number, readonly SideStyle[]>,
): Canvas {
  const key = JSON.stringify([
    arena.width,
    arena.height,
    arena.walls.map(hexKey),
    arena.entrances.map((door) => door.map(hexKey)),
    layout.view,
    layout.size,
    layout.band,
    layout.hexLabels,
    layout.edgeFontPx,
    [...doors.entries()].map(([i, styles]) => [i, styles.map((st) => st.fill)]),
  ]);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  ctx.lang = "en";
  drawArenaLayer(ctx, layout, arena, doors);
  cache.set(key, canvas);
  while (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return canvas;
}
