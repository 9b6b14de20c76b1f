/**
 * Figure tokens: a shape per side in the side's colour, the figure's label, a notch on the facing
 * side, posture and condition marks, and ST remaining against starting ST underneath.
 *
 * Where each token goes is token-placement.ts. A giant's token is a rounded triangle joining its
 * three hex centres, with its side's shape and label at the corner they share. A flier has wings
 * and a shadow under it.
 */
import {
  type BattleFigure,
  type BattleState,
  breathLeft,
  holderOf,
  isFleeing,
  isInHth,
  isOut,
  type Point,
  pinnerOf,
  stRemaining,
} from "../../engine/index.ts";
import { bodySkeleton } from "./body-path.ts";
import { font } from "./fonts.ts";
import { drawMount, MOUNT_NOTCH, mountHalfLength } from "./horse.ts";
import { centreOf, directionAngle, type MapLayout } from "./layout.ts";
import { COLOURS, type SideStyle, tint, UNKNOWN_SIDE } from "./palette.ts";
import { type Ctx, tokenPath } from "./shapes.ts";
import type { TokenPlacement } from "./token-placement.ts";

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

/**
 * The badge beside a token: its posture's letter, none in a HTH pile (the pile's ring says they
 * are down) unless a foe holds it pinned (AM §5 PINNING A FOE), "net" for one in a net, "lasso"
 * for one a foe's rope holds, none once out of the fight; "fire" for a standing figure soaked in
 * burning oil (AM §6 FIRE AS A WEAPON); "berserk" for a standing berserker (AM §6 BERSERKING);
 * "flee" for a standing figure on the run (AM §3 INITIATIVE); "air 12" for the turns of breath
 * left to a figure under water (AM §6 ADVERSE CONDITIONS, Water).
 */
export function postureBadge(state: BattleState, f: BattleFigure, out: boolean): string {
  if (out) return "";
  if (isInHth(state, f)) return pinnerOf(state, f) ? "pin" : "";
  // AM §5 PECULIAR WEAPONS: a figure wrapped in a thrown net is down until it struggles free.
  if (f.entangled) return "net";
  if (holderOf(state, f)) return "lasso";
  if (f.aflame && f.posture === "standing") return "fire";
  if (f.berserk && f.posture === "standing") return "berserk";
  if (isFleeing(state, f) && f.posture === "standing") return "flee";
  const breath = breathLeft(state, f);
  if (breath !== undefined) return `air ${breath}`;
  return POSTURE_LETTER[f.posture];
}

/** Draws a figure's token in its side's style, labelled. */
type TokenDrawer = (
  ctx: Ctx,
  state: BattleState,
  layout: MapLayout,
  p: TokenPlacement,
  style: SideStyle | undefined,
  label: string,
) => void;

/** Draws one token (the ST pill is drawn separately, above every token). */
export const drawToken: TokenDrawer = (ctx, state, layout, p, style, label) => {
  if (p.hexes.length > 1) {
    drawGiantToken(ctx, state, layout, p, style, label);
    return;
  }
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

  // A flier: a shadow on the ground below it and wings behind it.
  if (f.flying && !out) drawWings(ctx, cx, cy, r);

  // Facing notch, under the token's edge so the shape stays whole. Hollow when there is no front.
  if (!out) {
    const a = directionAngle(f.facing);
    const tip = s * 0.86;
    const base = r * 0.7;
    const half = s * 0.2;
    const notch = {
      tip: { x: cx + tip * Math.cos(a), y: cy + tip * Math.sin(a) * (lying ? 0.8 : 1) },
      base: { x: cx + base * Math.cos(a), y: cy + base * Math.sin(a) * squash },
      angle: a,
      half,
    };
    drawNotch(ctx, notch, hasFront(state, f), 1, s);
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
    drawDeadCross(ctx, cx, cy, r * 0.95, squash, s);
  } else if (out) {
    // Unconscious (or out of a practice bout): "z".
    badge(ctx, cx + r * 0.95, cy - r * squash * 0.9, s * 0.2, f.droppedOut ? "out" : "z");
  } else if (f.flying && f.height !== undefined) {
    // AM §10: a flier's height in metres, at its right, clear of the ST pill above or below.
    badge(ctx, cx + r * 1.45, cy + r * 0.15, s * 0.2, `${f.height} m`);
  }
  // At its top left, or its bottom left when the ST pill goes above the token and would cover it.
  const letter = postureBadge(state, f, out);
  const badgeY = cy + (pillAbove(p) ? 1 : -1) * r * squash * 0.9;
  if (letter) badge(ctx, cx - r * 0.95, badgeY, s * 0.19, letter);
};

/** How far a giant's body reaches past the lines joining its hex centres (in hex sizes). */
const GIANT_REACH = 0.32;

/**
 * A dead figure's token crossed out: a dark cross with a white edge, so it reads on any fill.
 * `d` is the half-width, `squash` flattens it for a token lying down, `s` is the hex size.
 */
function drawDeadCross(
  ctx: Ctx,
  cx: number,
  cy: number,
  d: number,
  squash: number,
  s: number,
): void {
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
}

/** Gull wings behind a flier's token and its shadow on the ground below it. */
function drawWings(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  ctx.ellipse(cx + r * 0.25, cy + r * 1.22, r * 0.95, r * 0.26, 0, 0, 2 * Math.PI);
  ctx.fillStyle = "rgba(0,0,0,0.3)";
  ctx.fill();
  drawMiniWings(ctx, cx, cy, r);
}

/** The wings alone (for a token or the key's sample): white, outlined, either side of `r`. */
export function drawMiniWings(ctx: Ctx, cx: number, cy: number, r: number): void {
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx + side * r * 0.55, cy - r * 0.35);
    ctx.quadraticCurveTo(cx + side * r * 1.1, cy - r * 1.25, cx + side * r * 1.75, cy - r * 0.95);
    // A scalloped trailing edge: three feathers.
    ctx.quadraticCurveTo(cx + side * r * 1.6, cy - r * 0.55, cx + side * r * 1.45, cy - r * 0.5);
    ctx.quadraticCurveTo(cx + side * r * 1.35, cy - r * 0.15, cx + side * r * 1.15, cy - r * 0.1);
    ctx.quadraticCurveTo(cx + side * r * 1.0, cy + r * 0.2, cx + side * r * 0.7, cy + r * 0.15);
    ctx.closePath();
    ctx.fillStyle = "#ffffff";
    ctx.fill();
    ctx.lineJoin = "round";
    ctx.lineWidth = Math.max(1.2, r * 0.08);
    ctx.strokeStyle = COLOURS.ink;
    ctx.stroke();
  }
}

/**
 * A giant: a rounded triangle joining its three hex centres in a light shade of its side's colour,
 * edged in the side's colour, with a token of its side's shape and its label at the corner its
 * hexes share, and the facing notch from there toward the hex it looks at.
 */
const drawGiantToken: TokenDrawer = (ctx, state, layout, p, style, label) => {
  const f = p.figure;
  const side = style ?? UNKNOWN_SIDE;
  const s = layout.size;
  const out = isOut(f);
  const dead = f.condition === "dead";
  const { x: cx, y: cy } = p.centre;
  const inside = out ? (dead ? COLOURS.deadFill : COLOURS.outFill) : tint(side.fill, 0.6);
  // A rider's body is his mount's (AM §9): a horse in its coat under him.
  if (f.mount) drawMount(ctx, layout, p, side.fill, out ? inside : COLOURS.coat);
  else drawBody(ctx, layout, p, side.fill, inside);

  // Facing notch: from the centre toward the hex it looks at, out past the body's front edge.
  const a = p.facingAngle ?? 0;
  if (!out) {
    const front = f.mount ? mountHalfLength(layout, p) : 0;
    const tip = f.mount ? front + s * MOUNT_NOTCH.tip : s * (0.5 + GIANT_REACH + 0.3);
    const base = f.mount ? front + s * MOUNT_NOTCH.base : s * 0.3;
    const notch = {
      tip: { x: cx + tip * Math.cos(a), y: cy + tip * Math.sin(a) },
      base: { x: cx + base * Math.cos(a), y: cy + base * Math.sin(a) },
      angle: a,
      half: s * (f.mount ? MOUNT_NOTCH.half : 0.26),
    };
    drawNotch(ctx, notch, hasFront(state, f), 1.2, s);
  }

  // Its side's token with the label, at the centre; a big flier's wings behind it (AM §10).
  const r = s * 0.44;
  if (f.flying && !out) drawWings(ctx, cx, cy, r);
  ctx.beginPath();
  tokenPath(ctx, side.shape, cx, cy, r);
  ctx.fillStyle = out ? (dead ? COLOURS.deadFill : COLOURS.outFill) : side.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.05);
  ctx.strokeStyle = out ? side.fill : COLOURS.ink;
  ctx.stroke();
  const chars = Array.from(label).length;
  const px = s * (chars <= 2 ? 0.4 : 0.3);
  ctx.font = font(Math.max(8, px), "bold");
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = out ? COLOURS.ink : side.ink;
  ctx.fillText(label, cx, cy + (side.shape === "triangle" ? r * 0.22 : 0) + px * 0.04);

  if (dead) {
    drawDeadCross(ctx, cx, cy, s * 0.6, 1, s);
  } else if (out) {
    badge(ctx, cx + r * 1.1, cy - r, s * 0.2, f.droppedOut ? "out" : "z");
  }
  // The posture letter beside the centre token, on the side away from the notch (the ST pill is
  // above or below it).
  const letter = postureBadge(state, f, out);
  const away = Math.cos(a) >= 0 ? -1 : 1;
  if (letter) badge(ctx, cx + away * s * 0.68, cy, s * 0.19, letter);
  // A big flier's height, or a rider's on a flying mount, below the wing on the same side.
  if (f.flying && !out && f.height !== undefined)
    badge(ctx, cx + away * s * 0.7, cy + s * 0.42, s * 0.2, `${f.height} m`);
};

/**
 * A multi-hex body: the skeleton joining its hex centres, widened all round by GIANT_REACH (so its
 * corners are round, each centred on a hex), filled `inside`, edged in the side's colour `edge` and
 * outlined in ink.
 */
function drawBody(
  ctx: Ctx,
  layout: MapLayout,
  p: TokenPlacement,
  edge: string,
  inside: string,
): void {
  const s = layout.size;
  const reach = s * GIANT_REACH;
  const border = Math.max(3, s * 0.1);
  ctx.beginPath();
  bodySkeleton(
    ctx,
    p.hexes,
    p.hexes.map((h) => centreOf(layout, h)),
  );
  ctx.lineJoin = "round";
  for (const [width, colour] of [
    [2 * reach + 2 * Math.max(1, s * 0.035), COLOURS.ink],
    [2 * reach, edge],
    [2 * (reach - border), inside],
  ] as const) {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
  ctx.fillStyle = inside;
  ctx.fill();
}

/** A facing notch: a triangle from `tip` back to a base `half` either side of `base`, across `angle`. */
interface Notch {
  readonly tip: Point;
  readonly base: Point;
  readonly angle: number;
  readonly half: number;
}

/**
 * Fills a facing notch in ink edged white (`frontEdge` wide) for a figure with a front, or white
 * edged in ink when it has none; `s` is the hex size.
 */
function drawNotch(ctx: Ctx, notch: Notch, front: boolean, frontEdge: number, s: number): void {
  const { tip, base, angle: a, half } = notch;
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(base.x - half * Math.sin(a), base.y + half * Math.cos(a));
  ctx.lineTo(base.x + half * Math.sin(a), base.y - half * Math.cos(a));
  ctx.closePath();
  ctx.fillStyle = front ? COLOURS.ink : "#ffffff";
  ctx.fill();
  ctx.lineJoin = "round";
  ctx.lineWidth = front ? frontEdge : Math.max(1.5, s * 0.06);
  ctx.strokeStyle = front ? "#ffffff" : COLOURS.ink;
  ctx.stroke();
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
  if (p.hexes.length > 1) return !isOut(p.figure) && Math.sin(p.facingAngle ?? 0) > 0.6;
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
  const hexCentre = p.hexes.length > 1 ? p.centre : centreOf(layout, f.position);
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
