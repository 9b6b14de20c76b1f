/**
 * The Quick Combat board as a picture: no hex map (AM §8 drops facing and engagement), only the
 * track's row of numbered hexes with each fighter's token in the house's side colours and shapes,
 * weapons lying on the ground as small marks, and each fighter's ST under the track.
 */
import { createCanvas } from "@napi-rs/canvas";
import { ensureFonts, font } from "../../../render/map/fonts.ts";
import { sideStyleAt } from "../../../render/map/palette.ts";
import { encodePng } from "../../../render/map/png.ts";

/** What the picture shows, in plain data (the descriptor builds it from the state). */
export interface TrackView {
  readonly length: number;
  readonly fighters: readonly {
    readonly label: string;
    readonly position: number;
    readonly line: string;
  }[];
  readonly ground: readonly number[];
}

const CELL = 48;
const MARGIN = 16;
const PAPER = "#f3eedf";
const LINE = "#8a7f66";
const INK = "#1b1b1b";

export async function renderTrackMap(view: TrackView): Promise<Buffer> {
  ensureFonts();
  const width = MARGIN * 2 + CELL * view.length;
  const height = MARGIN * 2 + CELL + 28 * view.fighters.length + 8;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = LINE;
  ctx.lineWidth = 2;
  ctx.fillStyle = INK;
  ctx.font = font(11);
  ctx.textAlign = "center";
  for (let i = 0; i < view.length; i++) {
    const x = MARGIN + i * CELL;
    ctx.strokeRect(x, MARGIN, CELL, CELL);
    ctx.fillText(String(i + 1), x + CELL / 2, MARGIN + CELL - 4);
  }
  for (const position of view.ground) {
    ctx.fillStyle = LINE;
    ctx.fillRect(MARGIN + position * CELL + 4, MARGIN + 4, 8, 8);
  }
  view.fighters.forEach((f, index) => {
    const style = sideStyleAt(index);
    const cx = MARGIN + f.position * CELL + CELL / 2;
    ctx.fillStyle = style.fill;
    ctx.beginPath();
    if (index === 0) ctx.arc(cx, MARGIN + CELL / 2 - 4, CELL / 3, 0, Math.PI * 2);
    else ctx.rect(cx - CELL / 3, MARGIN + CELL / 2 - 4 - CELL / 3, (CELL * 2) / 3, (CELL * 2) / 3);
    ctx.fill();
    ctx.fillStyle = style.ink;
    ctx.font = font(16, "bold");
    ctx.fillText(f.label, cx, MARGIN + CELL / 2 + 2);
    ctx.fillStyle = INK;
    ctx.font = font(16);
    ctx.textAlign = "left";
    ctx.fillText(f.line, MARGIN, MARGIN + CELL + 24 + index * 28);
    ctx.textAlign = "center";
  });
  return encodePng(canvas.data(), canvas.width, canvas.height);
}
