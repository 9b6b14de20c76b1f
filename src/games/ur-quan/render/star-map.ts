/**
 * The Star Map as a picture: flat-topped hexes on dark space, column numbers along the top and
 * bottom and row numbers down both sides (as orders name a hex: "5,4"), asteroids, and each ship
 * as an arrow pointing across its facing hexside, labelled with its short name, in its player's
 * colour (blue and orange, told apart also by the label's side). A preview shades one weapon's
 * arc within range. Every label keeps 10-px capitals at Discord's 400-px preview (issue 22).
 * Drawn from the state alone; PNG encoding, the font and the label size are the house map's
 * (src/render/map).
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { ensureFonts, font } from "../../../render/map/fonts.ts";
import { encodePng } from "../../../render/map/png.ts";
import { readableFontPx } from "../../../render/map/readability.ts";
import { centre, distance, facingAngle, type Hex } from "../rules/hex.ts";
import type { UrQuanState, WeaponSlot } from "../rules/state.ts";
import { inArc, weaponOf } from "../rules/targeting.ts";
import { shipName } from "./log-text.ts";

/** The picture's width: Discord shows it at 400 px in a preview, 800 px opened. */
export const MAP_WIDTH = 800;
/** The size of every label on the map: readable at Discord's preview width. */
export const LABEL_PX = readableFontPx(MAP_WIDTH);
/** The band round the hexes holding the edge numbers: two digits with room either side. */
const BAND = Math.ceil(LABEL_PX * 1.8);
const SQRT3 = Math.sqrt(3);

export const STAR_MAP_COLOURS = {
  space: "#0b1026",
  grid: "#2a3566",
  arc: "rgba(240, 228, 66, 0.28)",
  asteroid: "#8c7b6b",
  edgeLabel: "#b4bde6",
  shipLabel: "#ffffff",
  players: ["#56B4E9", "#E69F00"],
} as const;
const C = STAR_MAP_COLOURS;

export interface Preview {
  readonly ship: string;
  readonly slot: WeaponSlot;
}

interface Layout {
  readonly radius: number;
  readonly width: number;
  readonly height: number;
  /** How far a column's number sits above its top hex and below its bottom hex. */
  readonly labelGap: number;
}

/**
 * Two-digit column numbers are wider than a column, so each sits at the same height above its
 * column's top hex as the hexes do: odd columns' half a hex lower, clear of their neighbours'.
 */
function layoutFor(state: UrQuanState): Layout {
  const radius = (MAP_WIDTH - 2 * BAND) / (1.5 * (state.width - 1) + 2);
  const hexHeight = SQRT3 * radius;
  const height = Math.ceil(2 * BAND + hexHeight * (state.height + 1.5));
  return { radius, width: MAP_WIDTH, height, labelGap: BAND / 2 + hexHeight / 2 };
}

function pixel(layout: Layout, h: Hex): { x: number; y: number } {
  const c = centre(h);
  return {
    x: BAND + layout.radius * (c.x + 1),
    y: BAND + layout.radius * (c.y + SQRT3),
  };
}

function hexPath(ctx: SKRSContext2D, layout: Layout, h: Hex, scale = 1): void {
  const { x, y } = pixel(layout, h);
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    const px = x + layout.radius * scale * Math.cos(a);
    const py = y + layout.radius * scale * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

function eachHex(state: UrQuanState, visit: (h: Hex) => void): void {
  for (let col = 0; col < state.width; col++) {
    for (let row = 0; row < state.height; row++) visit({ col, row });
  }
}

function drawPreview(
  ctx: SKRSContext2D,
  layout: Layout,
  state: UrQuanState,
  preview: Preview,
): void {
  const ship = state.ships.find((s) => s.id === preview.ship);
  if (ship === undefined) return;
  const weapon = weaponOf(ship, preview.slot);
  ctx.fillStyle = C.arc;
  eachHex(state, (h) => {
    if (distance(ship.hex, h) <= weapon.range && inArc(ship, weapon, h)) {
      hexPath(ctx, layout, h, 0.95);
      ctx.fill();
    }
  });
}

/** Text outlined in space's colour, so it keeps its contrast over grid lines, arcs and tokens. */
function haloText(ctx: SKRSContext2D, text: string, x: number, y: number): void {
  ctx.strokeStyle = C.space;
  ctx.lineWidth = Math.max(3, LABEL_PX * 0.22);
  ctx.lineJoin = "round";
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

function drawShips(ctx: SKRSContext2D, layout: Layout, state: UrQuanState): void {
  const r = layout.radius;
  ctx.font = font(LABEL_PX, "bold");
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const ship of state.ships) {
    const at = state.players.findIndex((p) => p.id === ship.owner);
    const { x, y } = pixel(layout, ship.hex);
    const a = facingAngle(ship.facing);
    ctx.fillStyle = C.players[at === 0 ? 0 : 1];
    ctx.beginPath();
    ctx.moveTo(x + 0.75 * r * Math.cos(a), y + 0.75 * r * Math.sin(a));
    ctx.lineTo(x + 0.6 * r * Math.cos(a + 2.4), y + 0.6 * r * Math.sin(a + 2.4));
    ctx.lineTo(x + 0.25 * r * Math.cos(a + Math.PI), y + 0.25 * r * Math.sin(a + Math.PI));
    ctx.lineTo(x + 0.6 * r * Math.cos(a - 2.4), y + 0.6 * r * Math.sin(a - 2.4));
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = 1.5;
    ctx.stroke();
    // Blue's name above its ship, Orange's below, kept inside the picture.
    const name = shipName(state, ship.id);
    const half = ctx.measureText(name).width / 2 + 2;
    const labelX = Math.min(Math.max(x, half), layout.width - half);
    const labelY = Math.min(
      Math.max(y + (at === 0 ? -1.1 : 1.1) * r, LABEL_PX / 2),
      layout.height - LABEL_PX / 2,
    );
    ctx.fillStyle = C.shipLabel;
    haloText(ctx, name, labelX, labelY);
  }
}

/** Column numbers along the top and bottom, row numbers down both sides, as orders name hexes. */
function drawEdgeLabels(ctx: SKRSContext2D, layout: Layout, state: UrQuanState): void {
  ctx.font = font(LABEL_PX, "bold");
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = C.edgeLabel;
  const halfHex = (SQRT3 * layout.radius) / 2;
  for (let col = 0; col < state.width; col++) {
    const top = pixel(layout, { col, row: 0 });
    const bottom = pixel(layout, { col, row: state.height - 1 });
    ctx.fillText(String(col), top.x, top.y - halfHex - layout.labelGap);
    ctx.fillText(String(col), top.x, bottom.y + halfHex + layout.labelGap);
  }
  const last = state.width - 1;
  for (let row = 0; row < state.height; row++) {
    ctx.fillText(String(row), BAND / 2, pixel(layout, { col: 0, row }).y);
    ctx.fillText(String(row), layout.width - BAND / 2, pixel(layout, { col: last, row }).y);
  }
}

/** Draws the Star Map, with a weapon's arc and range shaded when previewing. */
export async function renderStarMap(state: UrQuanState, preview?: Preview): Promise<Buffer> {
  ensureFonts();
  const layout = layoutFor(state);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = C.space;
  ctx.fillRect(0, 0, layout.width, layout.height);
  if (preview !== undefined) drawPreview(ctx, layout, state, preview);
  ctx.strokeStyle = C.grid;
  ctx.lineWidth = 1;
  eachHex(state, (h) => {
    hexPath(ctx, layout, h);
    ctx.stroke();
  });
  drawEdgeLabels(ctx, layout, state);
  ctx.fillStyle = C.asteroid;
  for (const rock of state.asteroids) {
    hexPath(ctx, layout, rock, 0.55);
    ctx.fill();
  }
  drawShips(ctx, layout, state);
  return encodePng(canvas.data(), canvas.width, canvas.height);
}
