/**
 * The map as a picture: each area a disc (castles square, mountains grey), lines between areas
 * that touch, "+1" marks, each area tinted in its occupant's colour with their units as lettered
 * badges (K knight, S soldier, C catapult, T camp), and a public gold table below. Colours and
 * shapes are the house map's colour-blind-safe side styles; PNG encoding and fonts are its too.
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { ensureFonts, font } from "../../../render/map/fonts.ts";
import { sideStyleAt } from "../../../render/map/palette.ts";
import { encodePng } from "../../../render/map/png.ts";
import type { Area } from "../rules/board.ts";
import type { LaMameState } from "../rules/state.ts";
import { SEASONS } from "../rules/state.ts";
import type { UnitKind } from "../rules/units.ts";

export const MAP_WIDTH = 800;
const MAP_HEIGHT = 800;
const TABLE_HEIGHT = 130;
const RADIUS = 50;

const PAPER = "#f3eedf";
const LINE = "#8a7f66";
const INK = "#1b1b1b";
const MOUNTAIN = "#9a948a";
const EMPTY = "#fbf8f0";

export const UNIT_LETTERS: Readonly<Record<UnitKind, string>> = {
  knight: "K",
  soldier: "S",
  catapult: "C",
  camp: "T",
};

function at(area: Area): { x: number; y: number } {
  // Areas sit on 0–100 each way; a margin keeps the discs inside the picture.
  return {
    x: 60 + (area.x / 100) * (MAP_WIDTH - 120),
    y: 60 + (area.y / 100) * (MAP_HEIGHT - 120),
  };
}

function seatIndex(state: LaMameState, player: string): number {
  return state.players.findIndex((p) => p.id === player);
}

function drawLinks(ctx: SKRSContext2D, state: LaMameState): void {
  ctx.strokeStyle = LINE;
  ctx.lineWidth = 3;
  for (const area of state.board.areas) {
    for (const other of area.adjacent) {
      if (other < area.id) continue;
      const target = state.board.areas.find((a) => a.id === other);
      if (target === undefined) continue;
      const a = at(area);
      const b = at(target);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
  }
}

function areaShape(ctx: SKRSContext2D, area: Area): void {
  const { x, y } = at(area);
  ctx.beginPath();
  if (area.kind === "castle") ctx.rect(x - RADIUS, y - RADIUS, RADIUS * 2, RADIUS * 2);
  else ctx.arc(x, y, RADIUS, 0, Math.PI * 2);
  ctx.closePath();
}

function drawArea(ctx: SKRSContext2D, state: LaMameState, area: Area): void {
  const { x, y } = at(area);
  const units = state.units.filter((u) => u.area === area.id);
  const owner =
    units[0]?.owner ?? (area.castleOf !== undefined ? state.players[area.castleOf]?.id : undefined);
  const style = owner === undefined ? null : sideStyleAt(seatIndex(state, owner));
  areaShape(ctx, area);
  ctx.fillStyle = area.kind === "mountain" ? MOUNTAIN : EMPTY;
  ctx.fill();
  if (style !== null) {
    ctx.lineWidth = area.kind === "castle" ? 8 : 6;
    ctx.strokeStyle = style.fill;
  } else {
    ctx.lineWidth = 2;
    ctx.strokeStyle = LINE;
  }
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.textAlign = "center";
  ctx.font = font(14, "bold");
  ctx.fillText(area.name, x, y - RADIUS - 6);
  if (area.plusOne) {
    ctx.font = font(16, "bold");
    ctx.fillText("+1", x, y + RADIUS - 12);
  }
  units.forEach((unit, i) => {
    const side = sideStyleAt(seatIndex(state, unit.owner));
    const bx = x - 36 + i * 24;
    ctx.beginPath();
    ctx.arc(bx, y + 2, 12, 0, Math.PI * 2);
    ctx.fillStyle = side.fill;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = side.line;
    ctx.stroke();
    ctx.fillStyle = side.ink;
    ctx.font = font(15, "bold");
    ctx.fillText(UNIT_LETTERS[unit.kind], bx, y + 7);
  });
}

function drawTable(ctx: SKRSContext2D, state: LaMameState): void {
  const top = MAP_HEIGHT;
  ctx.fillStyle = EMPTY;
  ctx.fillRect(0, top, MAP_WIDTH, TABLE_HEIGHT);
  ctx.fillStyle = INK;
  ctx.textAlign = "left";
  ctx.font = font(16, "bold");
  ctx.fillText(
    `${SEASONS[state.season]} · ${state.board.title} · K knight S soldier C catapult T camp`,
    20,
    top + 26,
  );
  state.players.forEach((player, i) => {
    const style = sideStyleAt(i);
    const x = 20 + (i % 2) * 390;
    const y = top + 50 + Math.floor(i / 2) * 36;
    ctx.fillStyle = style.fill;
    ctx.fillRect(x, y, 24, 24);
    ctx.fillStyle = INK;
    ctx.font = font(16, player.id === state.startPlayer ? "bold" : "normal");
    const start = player.id === state.startPlayer ? " (start player)" : "";
    ctx.fillText(`${player.id}: ${player.gold} gold${start}`, x + 34, y + 18);
  });
}

/** Draws the board as it stands, with the gold table. */
export async function renderBoardMap(state: LaMameState): Promise<Buffer> {
  ensureFonts();
  const canvas = createCanvas(MAP_WIDTH, MAP_HEIGHT + TABLE_HEIGHT);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  drawLinks(ctx, state);
  for (const area of state.board.areas) drawArea(ctx, state, area);
  drawTable(ctx, state);
  return encodePng(canvas.data(), canvas.width, canvas.height);
}
