/**
 * The preview map for an order being given, before it is confirmed: the hexes the figure can reach
 * under the option (shaded in its side's colour), the hexes where an enemy would engage it
 * (outlined in red with a hatch), and the planned path with the facing at its end. For a forced
 * retreat it numbers the hexes the enemy may be pushed to, in the order of legalRetreatHexes, so
 * buttons "1", "2"… can match. A pure function of the state and the plan: nothing is stored.
 */
import { type Canvas, createCanvas } from "@napi-rs/canvas";
import {
  type BattleState,
  type Direction,
  enemiesEngagingAt,
  footprint,
  type Hex,
  hexKey,
  isInArena,
  legalDestinations,
  legalRetreatHexes,
  neighbors,
  type OptionCode,
  pendingDecision,
  type RetreatRight,
} from "../../engine/index.ts";
import { hexPath, viewHexes } from "./arena-layer.ts";
import { drawBoard } from "./board.ts";
import { actionHexes, actionViewport, cropLayout } from "./crop.ts";
import { ensureFonts, font } from "./fonts.ts";
import { figureLabels } from "./labels.ts";
import { analyseLastTurn } from "./last-turn.ts";
import { centreOf, cornersOf, directionAngle, type MapLayout } from "./layout.ts";
import { polyline } from "./overlay.ts";
import { COLOURS, type SideStyle, sideStyles, tint, UNKNOWN_SIDE } from "./palette.ts";
import { encodeDrawnOver } from "./png-reuse.ts";
import { arrowheadPath, type Ctx } from "./shapes.ts";

/** An order being given: the figure, its option, and as much of the plan as is chosen yet. */
export interface PlannedOrder {
  readonly kind: "order";
  readonly figure: string;
  readonly option: OptionCode;
  /** The hexes it moves through after its own, ending at its destination. */
  readonly path?: readonly Hex[];
  readonly facing?: Direction;
}

/** A forced retreat awaiting its victor's choice (the first pending right when none is named). */
export interface PlannedRetreat {
  readonly kind: "retreat";
  readonly right?: RetreatRight;
}

export type PreviewPlan = PlannedOrder | PlannedRetreat;

const ENGAGED = "#B3261E";

/** What the preview marks, worked out from the engine (exported for tests and for buttons). */
export interface PreviewMarks {
  readonly figure: string;
  readonly reach: readonly Hex[];
  readonly engaged: readonly Hex[];
  readonly path: readonly Hex[];
  readonly facing?: Direction;
  /** Legal retreat hexes, numbered from 1 in this order. */
  readonly retreat: readonly Hex[];
}

function retreatRight(state: BattleState, plan: PlannedRetreat): RetreatRight {
  if (plan.right) return plan.right;
  const decision = pendingDecision(state);
  const right = decision.kind === "retreat" ? decision.rights[0] : undefined;
  if (!right) throw new Error("there is no forced retreat to preview");
  return right;
}

export function previewMarks(state: BattleState, plan: PreviewPlan): PreviewMarks {
  if (plan.kind === "retreat") {
    const right = retreatRight(state, plan);
    return {
      figure: right.enemy,
      reach: [],
      engaged: [],
      path: [],
      retreat: legalRetreatHexes(state, right),
    };
  }
  const f = state.figures.find((x) => x.id === plan.figure);
  if (!f) throw new Error(`there is no figure ${plan.figure} in this battle`);
  const reach = legalDestinations(state, f.id, plan.option).map((d) => d.hex);
  const area = new Set(reach.map(hexKey));
  const engaged = reach.filter((h) => enemiesEngagingAt(state, f, h).length > 0);
  // Front hexes beyond its reach still matter: they say where a foe's front lies.
  const around = state.figures
    .filter((e) => e.side !== f.side && e.id !== f.id)
    .flatMap(footprint)
    .flatMap(neighbors)
    .filter((h) => !area.has(hexKey(h)) && isInArena(state.arena, h))
    .filter((h) => enemiesEngagingAt(state, f, h).length > 0);
  const seen = new Set<string>();
  const fronts = [...engaged, ...around].filter((h) => {
    const key = hexKey(h);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    figure: f.id,
    reach,
    engaged: fronts,
    path: [f.position, ...(plan.path ?? [])],
    facing: plan.facing,
    retreat: [],
  };
}

/** Fills hexes see-through, so the grid and the megahex lines stay visible. */
function shade(ctx: Ctx, layout: MapLayout, hexes: readonly Hex[], fill: string): void {
  ctx.beginPath();
  for (const h of hexes) hexPath(ctx, cornersOf(layout, h));
  ctx.fillStyle = fill;
  ctx.globalAlpha = 0.6;
  ctx.fill();
  ctx.globalAlpha = 1;
}

function drawFronts(ctx: Ctx, layout: MapLayout, hexes: readonly Hex[]): void {
  const s = layout.size;
  ctx.save();
  ctx.beginPath();
  for (const h of hexes) hexPath(ctx, cornersOf(layout, h));
  ctx.clip();
  ctx.beginPath();
  for (let x = -layout.height; x < layout.width; x += s * 0.3) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x + layout.height, layout.height);
  }
  ctx.strokeStyle = tint(ENGAGED, 0.45);
  ctx.lineWidth = Math.max(1.5, s * 0.05);
  ctx.stroke();
  ctx.restore();
  ctx.beginPath();
  for (const h of hexes) {
    const corners = cornersOf(layout, h);
    const c = centreOf(layout, h);
    // Inset, so neighbouring outlines stay apart.
    hexPath(
      ctx,
      corners.map((p) => ({ x: c.x + (p.x - c.x) * 0.86, y: c.y + (p.y - c.y) * 0.86 })),
    );
  }
  ctx.strokeStyle = ENGAGED;
  ctx.lineWidth = Math.max(2, s * 0.07);
  ctx.stroke();
}

function drawPlannedPath(ctx: Ctx, layout: MapLayout, marks: PreviewMarks, style: SideStyle): void {
  const s = layout.size;
  const points = marks.path.map((h) => centreOf(layout, h));
  const end = points[points.length - 1];
  if (!end) return;
  if (points.length > 1) {
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    for (const pass of [0, 1]) {
      ctx.beginPath();
      polyline(ctx, points);
      ctx.setLineDash(pass === 0 ? [] : [s * 0.25, s * 0.15]);
      ctx.strokeStyle = pass === 0 ? "#ffffff" : style.line;
      ctx.lineWidth = Math.max(3, s * 0.12) + (pass === 0 ? 4 : 0);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.lineCap = "butt";
  }
  // The ghost of the figure where it ends, with its planned facing.
  ctx.beginPath();
  ctx.arc(end.x, end.y, s * 0.46, 0, 2 * Math.PI);
  ctx.fillStyle = "rgba(255,255,255,0.7)";
  ctx.fill();
  ctx.setLineDash([s * 0.12, s * 0.08]);
  ctx.lineWidth = Math.max(2, s * 0.08);
  ctx.strokeStyle = style.line;
  ctx.stroke();
  ctx.setLineDash([]);
  if (marks.facing !== undefined) {
    const a = directionAngle(marks.facing);
    ctx.beginPath();
    arrowheadPath(
      ctx,
      { x: end.x + s * 0.86 * Math.cos(a), y: end.y + s * 0.86 * Math.sin(a) },
      a,
      s * 0.4,
      s * 0.42,
    );
    ctx.fillStyle = style.line;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = "#ffffff";
    ctx.stroke();
  }
}

function drawRetreatNumbers(ctx: Ctx, layout: MapLayout, hexes: readonly Hex[]): void {
  const s = layout.size;
  shade(ctx, layout, hexes, "#ffffff");
  hexes.forEach((h, i) => {
    const c = centreOf(layout, h);
    ctx.beginPath();
    ctx.arc(c.x, c.y, s * 0.36, 0, 2 * Math.PI);
    ctx.fillStyle = COLOURS.retreat;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = "#ffffff";
    ctx.stroke();
    ctx.font = font(s * 0.48, "bold");
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = "#ffffff";
    ctx.fillText(String(i + 1), c.x, c.y + s * 0.03);
  });
}

export function drawOrderPreview(state: BattleState, plan: PreviewPlan): Canvas {
  return drawPreview(state, plan).picture;
}

/** The preview and the arena layer it was drawn over. */
function drawPreview(state: BattleState, plan: PreviewPlan): { picture: Canvas; layer: Canvas } {
  ensureFonts();
  const marks = previewMarks(state, plan);
  const last = analyseLastTurn(state, []);
  const framed = [...actionHexes(state, last), ...marks.reach, ...marks.path, ...marks.retreat];
  const layout = cropLayout(state.arena, actionViewport(state.arena, framed));
  const styles = sideStyles(state);
  const side = state.figures.find((f) => f.id === marks.figure)?.side ?? "";
  const style = styles.get(side) ?? UNKNOWN_SIDE;
  const inView = new Set(viewHexes(layout).map(hexKey));
  const visible = (hexes: readonly Hex[]) => hexes.filter((h) => inView.has(hexKey(h)));
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  ctx.lang = "en";
  const layer = drawBoard(ctx, state, layout, last, {
    styles,
    labels: figureLabels(state.figures),
    underlay: (c) => {
      shade(c, layout, visible(marks.reach), tint(style.fill, 0.55));
      drawFronts(c, layout, visible(marks.engaged));
      if (marks.retreat.length > 0) drawRetreatNumbers(c, layout, visible(marks.retreat));
    },
    overlay: (c) => drawPlannedPath(c, layout, marks, style),
  });
  return { picture: canvas, layer };
}

/** The preview as a PNG (its rows the arena layer's reuse that layer's compressed bytes). */
export async function renderOrderPreview(state: BattleState, plan: PreviewPlan): Promise<Buffer> {
  const { picture, layer } = drawPreview(state, plan);
  return encodeDrawnOver(picture, layer);
}
