/**
 * The text around the map. Above it, a header: the turn, the phase and who is to decide, which turn
 * the arrows show, and the zoom. Below it, the roster: each side with its figures (token, name,
 * owner, hex and facing, ST now/start, adjDX, what it holds, its state), in one or two columns;
 * then what lies on the ground, and a key to the marks.
 *
 * The map is portrait and phones are held upright, so the text goes above and below the map rather
 * than beside it: the image stays about as wide as the map and reads larger on a phone.
 */
import { type BattleFigure, type BattleState, isOut } from "../../engine/index.ts";
import { badgeKey } from "./badge-key.ts";
import {
  adjDxText,
  groundText,
  mountText,
  type Names,
  phaseText,
  readyText,
  sideName,
  statusWords,
  stText,
  whereText,
} from "./describe.ts";
import { font } from "./fonts.ts";
import { drawFlightGlyph } from "./overlay.ts";
import { COLOURS, type SideStyle, UNKNOWN_SIDE } from "./palette.ts";
import { arrowheadPath, type Ctx, starPath } from "./shapes.ts";
import { drawMiniToken, drawMiniWings } from "./tokens.ts";

/** The image is at least this wide, so one roster column always fits. */
export const MIN_WIDTH = 520;
const PAD = 16;
const COLUMN_GAP = 18;
const MIN_COLUMN = 300;
const TITLE_LINE = 30;
const TEXT_LINE = 20;
const SIDE_HEADER = 30;
const ROW = 42;
const STATUS_LINE = 17;
const GROUND_LINE = 18;
export const KEY_NOTES = [
  "Notch: facing (hollow: no front). K kneeling, P prone, F fallen, z unconscious, ✕ dead.",
  "Under each token: ST now/start. Burst: hits taken. Thick lines: megahexes.",
];
const KEY_SAMPLES = 54;
/** The key's optional row for fliers. */
const KEY_ROW = 24;
const KEY_LINE = 17;

interface Row {
  readonly kind: "side" | "figure";
  readonly height: number;
  readonly sideId: string;
  readonly figure?: BattleFigure;
}

export interface HeaderPlan {
  readonly title: string;
  readonly lines: readonly { text: string; muted: boolean }[];
  readonly height: number;
}

export interface RosterPlan {
  readonly columns: readonly (readonly Row[])[];
  /** Whether the key has a row for fliers (someone flies, or took off or landed last turn). */
  readonly flightKey: boolean;
  readonly columnWidth: number;
  readonly groundLines: readonly string[];
  readonly keyLines: readonly string[];
  readonly height: number;
}

/** Breaks text into lines that fit `width` at the current font. */
function wrap(ctx: Ctx, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line === "" ? word : `${line} ${word}`;
    if (line !== "" && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** Shortens text with "…" until it fits `width` at the current font. */
function fitText(ctx: Ctx, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let chars = Array.from(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join("")}…`).width > width) {
    chars = chars.slice(0, -1);
  }
  return `${chars.join("").trimEnd()}…`;
}

export function planHeader(
  ctx: Ctx,
  state: BattleState,
  names: Names,
  width: number,
  notes: readonly string[],
): HeaderPlan {
  const phase = phaseText(state, names);
  ctx.font = font(16);
  const lines = [
    ...wrap(ctx, phase.line, width - 2 * PAD).map((text) => ({ text, muted: false })),
    ...notes.flatMap((note) =>
      wrap(ctx, note, width - 2 * PAD).map((text) => ({ text, muted: true })),
    ),
  ];
  return { title: phase.title, lines, height: PAD + TITLE_LINE + lines.length * TEXT_LINE + 10 };
}

export function drawHeader(ctx: Ctx, plan: HeaderPlan, width: number): void {
  ctx.fillStyle = COLOURS.legendBackground;
  ctx.fillRect(0, 0, width, plan.height);
  ctx.fillStyle = COLOURS.legendRule;
  ctx.fillRect(0, plan.height - 2, width, 2);
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = COLOURS.ink;
  ctx.font = font(24, "bold");
  ctx.fillText(plan.title, PAD, PAD + 22);
  let y = PAD + TITLE_LINE;
  for (const line of plan.lines) {
    ctx.font = font(16);
    ctx.fillStyle = line.muted ? COLOURS.muted : COLOURS.ink;
    ctx.fillText(line.text, PAD, y + 14);
    y += TEXT_LINE;
  }
}

export function planRoster(
  ctx: Ctx,
  state: BattleState,
  width: number,
  flightsLastTurn = false,
): RosterPlan {
  const inner = width - 2 * PAD;
  const count = Math.max(
    1,
    Math.min(2, Math.floor((inner + COLUMN_GAP) / (MIN_COLUMN + COLUMN_GAP))),
  );
  const columnWidth = (inner - (count - 1) * COLUMN_GAP) / count;

  // Rows in side order; a side's header always stays with its first figure.
  const blocks: Row[][] = [];
  for (const side of state.sides) {
    const figures = state.figures.filter((f) => f.side === side.id);
    figures.forEach((f, i) => {
      const extra = rosterRowStatus(state, f).length > 0 ? STATUS_LINE : 0;
      const row: Row = { kind: "figure", height: ROW + extra, sideId: side.id, figure: f };
      blocks.push(i === 0 ? [{ kind: "side", height: SIDE_HEADER, sideId: side.id }, row] : [row]);
    });
  }
  const total = blocks.flat().reduce((sum, r) => sum + r.height, 0);
  const columns: Row[][] = Array.from({ length: count }, () => []);
  let filled = 0;
  let column = 0;
  for (const block of blocks) {
    const h = block.reduce((sum, r) => sum + r.height, 0);
    if (column < count - 1 && filled > 0 && filled + h / 2 > total / count) {
      column++;
      filled = 0;
    }
    const target = columns[column] as Row[];
    // A figure continuing its side at the top of a new column gets the side header again.
    const first = block[0] as Row;
    if (target.length === 0 && first.kind === "figure") {
      target.push({ kind: "side", height: SIDE_HEADER, sideId: first.sideId });
      filled += SIDE_HEADER;
    }
    target.push(...block);
    filled += h;
  }
  const rosterHeight = Math.max(...columns.map((c) => c.reduce((sum, r) => sum + r.height, 0)));

  ctx.font = font(13);
  const ground = groundText(state);
  const groundLines = ground === "" ? [] : wrap(ctx, `On the ground: ${ground}.`, inner);
  const groundHeight = groundLines.length > 0 ? groundLines.length * GROUND_LINE + 10 : 0;
  const badges = badgeKey(state);
  const notes = badges === "" ? KEY_NOTES : [...KEY_NOTES, badges];
  const keyLines = notes.flatMap((note) => wrap(ctx, note, inner));
  const flightKey = flightsLastTurn || state.figures.some((f) => f.flying && !f.escaped);
  const keyHeight = KEY_SAMPLES + (flightKey ? KEY_ROW : 0) + keyLines.length * KEY_LINE + 8;
  return {
    columns,
    flightKey,
    columnWidth,
    groundLines,
    keyLines,
    height: PAD / 2 + rosterHeight + groundHeight + keyHeight + PAD,
  };
}

export function drawRoster(
  ctx: Ctx,
  top: number,
  width: number,
  state: BattleState,
  plan: RosterPlan,
  styles: ReadonlyMap<string, SideStyle>,
  labels: ReadonlyMap<string, string>,
  names: Names,
): void {
  ctx.fillStyle = COLOURS.legendBackground;
  ctx.fillRect(0, top, width, plan.height);
  ctx.fillStyle = COLOURS.legendRule;
  ctx.fillRect(0, top, width, 2);
  const inner = width - 2 * PAD;
  let bottom = top;
  plan.columns.forEach((rows, i) => {
    const left = PAD + i * (plan.columnWidth + COLUMN_GAP);
    let y = top + PAD / 2;
    for (const row of rows) {
      const style = styles.get(row.sideId);
      if (row.kind === "side") {
        if (style) drawMiniToken(ctx, style, "", left + 9, y + 17, 8, "ok");
        ctx.fillStyle = COLOURS.ink;
        ctx.font = font(16, "bold");
        ctx.textAlign = "left";
        ctx.textBaseline = "alphabetic";
        const label = fitText(ctx, sideName(state, row.sideId, names), plan.columnWidth - 26);
        ctx.fillText(label, left + 24, y + 23);
      } else if (row.figure) {
        drawFigureRow(ctx, state, row.figure, left, y, plan.columnWidth, style, labels, names);
      }
      y += row.height;
    }
    bottom = Math.max(bottom, y);
  });

  let y = bottom + 4;
  if (plan.groundLines.length > 0) {
    ctx.font = font(13);
    ctx.fillStyle = COLOURS.ink;
    ctx.textAlign = "left";
    ctx.textBaseline = "alphabetic";
    for (const line of plan.groundLines) {
      ctx.fillText(line, PAD, y + 14);
      y += GROUND_LINE;
    }
    y += 10;
  }
  drawKey(ctx, PAD, y + 8, inner, plan.keyLines, plan.flightKey, styles);
}

function drawFigureRow(
  ctx: Ctx,
  state: BattleState,
  f: BattleFigure,
  left: number,
  y: number,
  width: number,
  style: SideStyle | undefined,
  labels: ReadonlyMap<string, string>,
  names: Names,
): void {
  const out = isOut(f);
  const condition = f.condition === "dead" ? "dead" : out ? "out" : "ok";
  drawMiniToken(ctx, style, labels.get(f.id) ?? "?", left + 15, y + 20, 14, condition);
  const textLeft = left + 38;
  const textWidth = width - 38;
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";

  // Line 1: name and owner; hex and facing at the right.
  const where = whereText(f);
  ctx.font = font(14, "bold");
  const whereWidth = ctx.measureText(where).width;
  ctx.fillStyle = COLOURS.ink;
  ctx.textAlign = "right";
  ctx.fillText(where, left + width, y + 16);
  ctx.textAlign = "left";
  ctx.font = font(15, "bold");
  ctx.fillStyle = out ? COLOURS.muted : COLOURS.ink;
  const nameRoom = textWidth - whereWidth - 10;
  const name = fitText(ctx, f.name, nameRoom);
  ctx.fillText(name, textLeft, y + 16);
  const owner = names.ownerNames?.[f.id];
  if (owner) {
    const nameWidth = ctx.measureText(name).width;
    ctx.font = font(13);
    ctx.fillStyle = COLOURS.muted;
    const room = nameRoom - nameWidth - 6;
    if (room > 30) ctx.fillText(fitText(ctx, `· ${owner}`, room), textLeft + nameWidth + 6, y + 16);
  }

  // Line 2: ST, adjDX, what it holds.
  ctx.font = font(13, "bold");
  ctx.fillStyle = COLOURS.ink;
  const st = stText(f);
  ctx.fillText(st, textLeft, y + 34);
  let x = textLeft + ctx.measureText(st).width + 9;
  ctx.font = font(13);
  const dx = out ? "adjDX –" : adjDxText(state, f);
  ctx.fillText(dx, x, y + 34);
  x += ctx.measureText(dx).width + 9;
  ctx.fillStyle = COLOURS.muted;
  ctx.fillText(fitText(ctx, readyText(f), left + width - x), x, y + 34);

  // Line 3: its mount and state, when there is something to say.
  const status = rosterRowStatus(state, f);
  if (status.length > 0) {
    ctx.font = font(13, "bold");
    ctx.fillStyle = f.condition === "dead" ? COLOURS.grapple : COLOURS.ink;
    ctx.fillText(fitText(ctx, status.join("; "), textWidth), textLeft, y + 51);
  }
}

/** A roster row's third line: the rider's mount with its ST (AM §9), then the figure's state. */
export function rosterRowStatus(state: BattleState, f: BattleFigure): string[] {
  return f.mount && !isOut(f) ? [mountText(f), ...statusWords(state, f)] : statusWords(state, f);
}

/** A key to the marks on the map, with small samples. */
function drawKey(
  ctx: Ctx,
  left: number,
  top: number,
  inner: number,
  notes: readonly string[],
  flightKey: boolean,
  styles: ReadonlyMap<string, SideStyle>,
): void {
  ctx.fillStyle = COLOURS.legendRule;
  ctx.fillRect(left, top - 8, inner, 1);
  const col = inner / 3;
  const label = (x: number, y: number, text: string) => {
    ctx.fillStyle = COLOURS.ink;
    ctx.font = font(13);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillText(fitText(ctx, text, col - 40), x + 36, y);
  };
  const line = (x: number, y: number, dash: number[], width: number, head: boolean) => {
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 24, y);
    ctx.lineWidth = width;
    ctx.strokeStyle = COLOURS.ink;
    ctx.stroke();
    ctx.setLineDash([]);
    if (head) {
      ctx.beginPath();
      arrowheadPath(ctx, { x: x + 30, y }, 0, 9, 9);
      ctx.fillStyle = COLOURS.ink;
      ctx.fill();
    }
  };
  let y = top + 8;
  line(left, y, [], 2.5, true);
  label(left, y, "moved, hit");
  line(left + col, y, [6, 4], 2.5, false);
  label(left + col, y, "missed");
  const mx = left + 2 * col;
  line(mx, y, [1, 5], 2.5, false);
  ctx.beginPath();
  ctx.moveTo(mx, y - 5);
  ctx.lineTo(mx + 5, y);
  ctx.lineTo(mx, y + 5);
  ctx.lineWidth = 1.8;
  ctx.stroke();
  label(mx, y, "missile, thrown");

  y += 24;
  ctx.beginPath();
  ctx.moveTo(left, y);
  ctx.lineTo(left + 18, y);
  ctx.lineWidth = 8;
  ctx.strokeStyle = COLOURS.retreat;
  ctx.stroke();
  ctx.lineWidth = 3;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
  ctx.beginPath();
  arrowheadPath(ctx, { x: left + 30, y }, 0, 12, 15);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = COLOURS.retreat;
  ctx.stroke();
  label(left, y, "forced back");
  ctx.beginPath();
  ctx.arc(left + col + 12, y, 9, 0, 2 * Math.PI);
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = COLOURS.grapple;
  ctx.stroke();
  ctx.setLineDash([]);
  label(left + col, y, "hand-to-hand");
  ctx.beginPath();
  starPath(ctx, mx + 12, y, 10, 4.5);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = COLOURS.megahex;
  ctx.stroke();
  label(mx, y, "entrance");

  if (flightKey) {
    y += KEY_ROW;
    const sample = [...styles.values()][0] ?? UNKNOWN_SIDE;
    drawMiniWings(ctx, left + 12, y, 8);
    drawMiniToken(ctx, sample, "", left + 12, y, 8, "ok");
    label(left, y, "flying");
    drawFlightGlyph(ctx, { x: left + col + 12, y }, 10, true, sample);
    label(left + col, y, "took off");
    drawFlightGlyph(ctx, { x: mx + 12, y }, 10, false, sample);
    label(mx, y, "landed");
  }

  y += 22;
  ctx.fillStyle = COLOURS.ink;
  ctx.font = font(13);
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  for (const text of notes) {
    ctx.fillText(text, left, y);
    y += KEY_LINE;
  }
}
