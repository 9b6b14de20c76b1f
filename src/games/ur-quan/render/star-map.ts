/**
 * The Star Map as a picture: flat-topped hexes on dark space, each empty one faintly numbered with
 * its column and row as orders name it, asteroids, and each ship as an arrow pointing across its
 * facing hexside, labelled with its short name, in its player's colour (blue and orange, told
 * apart also by the label's side). A preview shades one weapon's arc within range.
 * Drawn from the state alone; PNG encoding and the font are the house map's (src/render/map).
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { ensureFonts, font } from "../../../render/map/fonts.ts";
import { encodePng } from "../../../render/map/png.ts";
import { occupant } from "../rules/board.ts";
import { centre, distance, facingAngle, type Hex } from "../rules/hex.ts";
import type { UrQuanState, WeaponSlot } from "../rules/state.ts";
import { inArc, weaponOf } from "../rules/targeting.ts";
import { shipName } from "./log-text.ts";

/** The picture's width: Discord shows it at 400 px in a preview, 800 px opened. */
export const MAP_WIDTH = 800;

const SPACE = "#0b1026";
const GRID = "#2a3566";
const ARC = "rgba(240, 228, 66, 0.28)";
const ASTEROID = "#8c7b6b";
const COORDINATE = "#6f7bb0";
const PLAYER_COLOURS = ["#56B4E9", "#E69F00"] as const;

export interface Preview {
  readonly ship: string;
  readonly slot: WeaponSlot;
}

interface Layout {
  readonly radius: number;
  readonly width: number;
  readonly height: number;
}

function layoutFor(state: UrQuanState): Layout {
  const radius = MAP_WIDTH / (1.5 * (state.width - 1) + 2);
  const height = Math.ceil(Math.sqrt(3) * radius * (state.height + 0.5));
  return { radius, width: MAP_WIDTH, height };
}

function pixel(layout: Layout, h: Hex): { x: number; y: number } {
  const c = centre(h);
  return { x: layout.radius * (c.x + 1), y: layout.radius * (c.y + Math.sqrt(3) / 2) };
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
  ctx.fillStyle = ARC;
  eachHex(state, (h) => {
    if (distance(ship.hex, h) <= weapon.range && inArc(ship, weapon, h)) {
      hexPath(ctx, layout, h, 0.95);
      ctx.fill();
    }
  });
}

function drawShips(ctx: SKRSContext2D, layout: Layout, state: UrQuanState): void {
  const r = layout.radius;
  for (const ship of state.ships) {
    const at = state.players.findIndex((p) => p.id === ship.owner);
    const { x, y } = pixel(layout, ship.hex);
    const a = facingAngle(ship.facing);
    ctx.fillStyle = PLAYER_COLOURS[at === 0 ? 0 : 1];
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
    ctx.font = font(Math.round(r * 0.6), "bold");
    ctx.textAlign = "center";
    ctx.fillStyle = "#ffffff";
    ctx.fillText(shipName(state, ship.id), x, y + (at === 0 ? -0.8 : 1.3) * r);
  }
}

/** Each empty hex's column and row, faint, as players type them in orders ("5,4"). */
function drawCoordinates(ctx: SKRSContext2D, layout: Layout, state: UrQuanState): void {
  ctx.font = font(Math.round(layout.radius * 0.36));
  ctx.textAlign = "center";
  ctx.fillStyle = COORDINATE;
  eachHex(state, (h) => {
    if (occupant(state, h) !== null) return;
    const { x, y } = pixel(layout, h);
    ctx.fillText(`${h.col},${h.row}`, x, y + layout.radius * 0.13);
  });
}

/** Draws the Star Map, with a weapon's arc and range shaded when previewing. */
export async function renderStarMap(state: UrQuanState, preview?: Preview): Promise<Buffer> {
  ensureFonts();
  const layout = layoutFor(state);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = SPACE;
  ctx.fillRect(0, 0, layout.width, layout.height);
  if (preview !== undefined) drawPreview(ctx, layout, state, preview);
  ctx.strokeStyle = GRID;
  ctx.lineWidth = 1;
  eachHex(state, (h) => {
    hexPath(ctx, layout, h);
    ctx.stroke();
  });
  drawCoordinates(ctx, layout, state);
  ctx.fillStyle = ASTEROID;
  for (const rock of state.asteroids) {
    hexPath(ctx, layout, rock, 0.55);
    ctx.fill();
  }
  drawShips(ctx, layout, state);
  return encodePng(canvas.data(), canvas.width, canvas.height);
}
