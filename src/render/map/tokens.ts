/**
 * Figure tokens: a shape per side in the side's colour, the figure's label, a notch on the facing
 * side, posture and condition marks, and ST remaining against starting ST underneath.
 *
 * Placement is separate from drawing: each token gets a centre, a scale and the hexes it covers.
 * Today every figure covers one hex; a multi-hex figure would list several and be centred between
 * them, and the drawing code would not need to change.
 */
import {
  type BattleFigure,
  type BattleState,
  type Hex,
  hexKey,
  isInHth,
  isOut,
  type Point,
  stRemaining,
} from "../../engine/index.ts";
import { font } from "./fonts.ts";
import { centreOf, directionAngle, inView, type MapLayout } from "./layout.ts";
import { COLOURS, type SideStyle, UNKNOWN_SIDE } from "./palette.ts";
import { type Ctx, tokenPath } from "./shapes.ts";

export interface TokenPlacement {
  readonly figure: BattleFigure;
  readonly centre: Point;
  /** 1 for a figure alone in its hex; smaller when several share it. */
  readonly scale: number;
  /** The hexes the token covers (always one for now). */
  readonly hexes: readonly Hex[];
  /** How many tokens share its hex (not counting bodies set aside beside them). */
  readonly crowd: number;
  /** A body drawn small beside figures still fighting in its hex. */
  readonly beside: boolean;
}

/** Offsets (in hex sizes) and scale for n tokens sharing a hex. */
function arrangement(n: number): { offsets: Point[]; scale: number } {
  if (n <= 1) return { offsets: [{ x: 0, y: -0.08 }], scale: 1 };
  if (n === 2)
    return {
      offsets: [
        { x: -0.4, y: -0.14 },
        { x: 0.4, y: 0.02 },
      ],
      scale: 0.64,
    };
  if (n === 3)
    return {
      offsets: [
        { x: -0.36, y: -0.22 },
        { x: 0.36, y: -0.22 },
        { x: 0, y: 0.3 },
      ],
      scale: 0.56,
    };
  const offsets = Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return { x: 0.42 * Math.cos(a), y: 0.4 * Math.sin(a) };
  });
  return { offsets, scale: 0.48 };
}

/** Small places for bodies lying in a hex where others still fight. */
const BODY_SPOTS: readonly Point[] = [
  { x: 0.52, y: 0.42 },
  { x: -0.52, y: 0.42 },
  { x: 0.6, y: -0.2 },
  { x: -0.6, y: -0.2 },
];

/**
 * Where each figure on the map (and in view) is drawn. Figures alone share the hex evenly; bodies
 * in a hex where others still fight shrink to its lower corners, and are drawn first (underneath).
 */
export function placeTokens(state: BattleState, layout: MapLayout): TokenPlacement[] {
  const byHex = new Map<string, BattleFigure[]>();
  for (const f of state.figures) {
    if (f.escaped || !inView(layout, f.position)) continue;
    const key = hexKey(f.position);
    byHex.set(key, [...(byHex.get(key) ?? []), f]);
  }
  const placements: TokenPlacement[] = [];
  for (const group of byHex.values()) {
    const living = group.filter((f) => !isOut(f));
    const bodies = group.filter((f) => isOut(f));
    const c = centreOf(layout, (group[0] as BattleFigure).position);
    const put = (
      f: BattleFigure,
      o: Point,
      scale: number,
      crowd: number,
      beside: boolean,
    ): void => {
      placements.push({
        figure: f,
        centre: { x: c.x + o.x * layout.size, y: c.y + o.y * layout.size },
        scale,
        hexes: [f.position],
        crowd,
        beside,
      });
    };
    if (living.length === 0) {
      const { offsets, scale } = arrangement(bodies.length);
      for (const [i, f] of bodies.entries()) {
        put(f, offsets[i] ?? { x: 0, y: 0 }, scale, bodies.length, false);
      }
      continue;
    }
    for (const [i, f] of bodies.entries()) {
      put(f, BODY_SPOTS[i % BODY_SPOTS.length] as Point, 0.42, 1, true);
    }
    const { offsets, scale } = arrangement(living.length);
    for (const [i, f] of living.entries()) {
      put(f, offsets[i] ?? { x: 0, y: 0 }, scale, living.length, false);
    }
  }
  return placements;
}

/** Hexes holding a hand-to-hand brawl: figures of two sides, still fighting, in one hex. */
export function brawlHexes(state: BattleState, layout: MapLayout): Hex[] {
  const seen = new Set<string>();
  const hexes: Hex[] = [];
  for (const f of state.figures) {
    if (f.escaped || !inView(layout, f.position) || !isInHth(state, f)) continue;
    const key = hexKey(f.position);
    if (seen.has(key)) continue;
    seen.add(key);
    hexes.push(f.position);
  }
  return hexes;
}

/** The grapple mark: a dashed ring inside the hex and two linked rings at its top. */
export function drawBrawl(ctx: Ctx, layout: MapLayout, h: Hex): void {
  const s = layout.size;
  const c = centreOf(layout, h);
  ctx.save();
  ctx.beginPath();
  ctx.arc(c.x, c.y, s * 0.8, 0, 2 * Math.PI);
  ctx.setLineDash([s * 0.16, s * 0.1]);
  ctx.lineWidth = Math.max(2, s * 0.08);
  ctx.strokeStyle = COLOURS.grapple;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
}

/** The linked-rings glyph, drawn above the tokens so a pile never hides it. */
export function drawGrappleGlyph(ctx: Ctx, layout: MapLayout, h: Hex): void {
  const s = layout.size;
  const c = centreOf(layout, h);
  const y = c.y - s * 0.66;
  ctx.beginPath();
  ctx.ellipse(c.x, y, s * 0.27, s * 0.15, 0, 0, 2 * Math.PI);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLOURS.grapple;
  ctx.stroke();
  ctx.lineWidth = Math.max(1.5, s * 0.05);
  for (const dx of [-0.08, 0.08]) {
    ctx.beginPath();
    ctx.arc(c.x + dx * s, y, s * 0.09, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

function hasFront(state: BattleState, f: BattleFigure): boolean {
  return (
    !isOut(f) &&
    f.posture === "standing" &&
    !isInHth(state, f) &&
    !state.turnState.bendingOver.includes(f.id)
  );
}

const POSTURE_LETTER: Record<BattleFigure["posture"], string> = {
  standing: "",
  kneeling: "K",
  prone: "P",
  fallen: "F",
};

/** Draws one token (the ST pill is drawn separately, above every token). */
export function drawToken(
  ctx: Ctx,
  state: BattleState,
  layout: MapLayout,
  p: TokenPlacement,
  style: SideStyle | undefined,
  label: string,
): void {
  const f = p.figure;
  const side = style ?? UNKNOWN_SIDE;
  const s = layout.size * p.scale;
  const r = s * 0.5;
  const out = isOut(f);
  const dead = f.condition === "dead";
  // Everyone in a HTH pile is on the ground; the pile's ring says so, so they keep full shape.
  const lying = out || ((f.posture === "prone" || f.posture === "fallen") && !isInHth(state, f));
  const kneeling = !lying && f.posture === "kneeling";
  const squash = lying ? 0.62 : kneeling ? 0.8 : 1;
  const cx = p.centre.x;
  const cy = p.centre.y + (kneeling ? r * 0.08 : 0);

  // Down figures rest on a bar: the ground.
  if (lying || kneeling) {
    const barY = cy + r * squash * (side.shape === "triangle" ? 0.95 : 1.05) + s * 0.04;
    ctx.fillStyle = COLOURS.ink;
    ctx.fillRect(cx - r * 1.2, barY, r * 2.4, Math.max(2, s * 0.07));
  }

  // Facing notch, under the token's edge so the shape stays whole. Hollow when there is no front.
  if (!out) {
    const a = directionAngle(f.facing);
    const tip = s * 0.86;
    const base = r * 0.7;
    const half = s * 0.2;
    const bx = cx + base * Math.cos(a);
    const by = cy + base * Math.sin(a) * squash;
    ctx.beginPath();
    ctx.moveTo(cx + tip * Math.cos(a), cy + tip * Math.sin(a) * (lying ? 0.8 : 1));
    ctx.lineTo(bx - half * Math.sin(a), by + half * Math.cos(a));
    ctx.lineTo(bx + half * Math.sin(a), by - half * Math.cos(a));
    ctx.closePath();
    const front = hasFront(state, f);
    ctx.fillStyle = front ? COLOURS.ink : "#ffffff";
    ctx.fill();
    ctx.lineJoin = "round";
    ctx.lineWidth = front ? 1 : Math.max(1.5, s * 0.06);
    ctx.strokeStyle = front ? "#ffffff" : COLOURS.ink;
    ctx.stroke();
  }

  ctx.beginPath();
  tokenPath(ctx, side.shape, cx, cy, r, squash);
  ctx.fillStyle = out ? (dead ? COLOURS.deadFill : COLOURS.outFill) : side.fill;
  ctx.fill();
  if (out) {
    // Greyed, but ringed in the side's colour so whose body it is stays visible.
    ctx.lineWidth = Math.max(2, s * 0.09);
    ctx.strokeStyle = side.fill;
    ctx.stroke();
  }
  ctx.lineWidth = Math.max(1, s * 0.04);
  ctx.strokeStyle = COLOURS.ink;
  ctx.stroke();

  // Label.
  const chars = Array.from(label).length;
  const px = s * (chars <= 2 ? 0.42 : 0.32) * (lying ? 0.9 : 1);
  ctx.font = font(Math.max(8, px), "bold");
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const ty = cy + (side.shape === "triangle" ? r * 0.22 * squash : 0) + px * 0.04;
  ctx.fillStyle = out ? COLOURS.ink : side.ink;
  ctx.fillText(label, cx, ty);

  if (dead) {
    // Crossed out: a dark cross with a white edge, so it reads on any fill.
    const d = r * 0.95;
    for (const [w, colour] of [
      [Math.max(4, s * 0.16), "#ffffff"],
      [Math.max(2, s * 0.09), "#000000"],
    ] as const) {
      ctx.beginPath();
      ctx.moveTo(cx - d, cy - d * squash);
      ctx.lineTo(cx + d, cy + d * squash);
      ctx.moveTo(cx + d, cy - d * squash);
      ctx.lineTo(cx - d, cy + d * squash);
      ctx.lineWidth = w;
      ctx.lineCap = "round";
      ctx.strokeStyle = colour;
      ctx.stroke();
    }
    ctx.lineCap = "butt";
  } else if (out) {
    // Unconscious (or out of a practice bout): "z".
    badge(ctx, cx + r * 0.95, cy - r * squash * 0.9, s * 0.2, f.droppedOut ? "out" : "z");
  }
  const letter = out ? "" : POSTURE_LETTER[f.posture];
  if (letter && !isInHth(state, f))
    badge(ctx, cx - r * 0.95, cy - r * squash * 0.9, s * 0.19, letter);
}

function badge(ctx: Ctx, x: number, y: number, radius: number, text: string): void {
  const rad = Math.max(6, radius);
  ctx.font = font(Math.max(8, rad * (text.length > 1 ? 0.95 : 1.35)), "bold");
  const w = Math.max(rad * 2, ctx.measureText(text).width + rad * 0.8);
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - rad, w, rad * 2, rad);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = COLOURS.ink;
  ctx.stroke();
  ctx.fillStyle = COLOURS.ink;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + rad * 0.05);
}

/** Whether the token's ST pill goes above it (its facing notch points down, where the pill goes). */
export function pillAbove(p: TokenPlacement): boolean {
  return p.figure.facing === 3 && !isOut(p.figure) && p.crowd === 1 && !p.beside;
}

/** "ST now/start" in a small pill under the token; inverted when the figure is at ST 3 or less. */
export function drawStPill(ctx: Ctx, layout: MapLayout, p: TokenPlacement): void {
  const f = p.figure;
  // Crowded hexes leave ST to the roster; a pill per token would cover the tokens.
  if (f.condition === "dead" || p.beside || p.crowd > 2) return;
  const s = layout.size;
  const text = `${stRemaining(f)}/${f.st}`;
  const px = Math.max(8, s * (p.crowd > 1 ? 0.24 : 0.31));
  ctx.font = font(px, "bold");
  const w = ctx.measureText(text).width + px * 0.6;
  const h = px * 1.25;
  const hexCentre = centreOf(layout, f.position);
  // Under the token, unless the facing notch points there: then above it.
  const facingDown = pillAbove(p);
  const y =
    p.crowd > 1
      ? p.centre.y + s * p.scale * 0.5 + h * 0.45
      : hexCentre.y + s * (facingDown ? -0.66 : 0.6);
  const low = stRemaining(f) <= 3 && !isOut(f);
  ctx.beginPath();
  ctx.roundRect(p.centre.x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fillStyle = low ? COLOURS.ink : "#ffffff";
  ctx.globalAlpha = low ? 1 : 0.92;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLOURS.ink;
  ctx.stroke();
  ctx.fillStyle = low ? "#ffffff" : COLOURS.ink;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, p.centre.x, y + px * 0.04);
}

/** A small token for the legend: the side's shape and colour with the label, greyed when out. */
export function drawMiniToken(
  ctx: Ctx,
  style: SideStyle | undefined,
  label: string,
  cx: number,
  cy: number,
  r: number,
  condition: "ok" | "out" | "dead",
): void {
  const side = style ?? UNKNOWN_SIDE;
  ctx.beginPath();
  tokenPath(ctx, side.shape, cx, cy, r);
  ctx.fillStyle =
    condition === "ok" ? side.fill : condition === "dead" ? COLOURS.deadFill : COLOURS.outFill;
  ctx.fill();
  if (condition !== "ok") {
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = side.fill;
    ctx.stroke();
  }
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = COLOURS.ink;
  ctx.stroke();
  const chars = Array.from(label).length;
  ctx.font = font(r * (chars <= 2 ? 0.9 : 0.7), "bold");
  ctx.fillStyle = condition === "ok" ? side.ink : COLOURS.ink;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(label, cx, cy + (side.shape === "triangle" ? r * 0.22 : 0) + r * 0.04);
  if (condition === "dead") {
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.9, cy - r * 0.9);
    ctx.lineTo(cx + r * 0.9, cy + r * 0.9);
    ctx.moveTo(cx + r * 0.9, cy - r * 0.9);
    ctx.lineTo(cx - r * 0.9, cy + r * 0.9);
    ctx.lineWidth = 2;
    ctx.strokeStyle = "#000000";
    ctx.stroke();
  }
}
