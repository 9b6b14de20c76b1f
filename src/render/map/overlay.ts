/**
 * The last turn drawn over the map: movement as thin lines in the mover's colour, forced retreats
 * as hollow double-line arrows, attacks as lines from attacker to target (solid for a hit, dashed
 * for a miss, fletched for missiles and thrown weapons) with a burst and the hits taken on a hit.
 * A take-off is a ring with a chevron pointing up where the flier left the ground, a landing one
 * pointing down at the corner of the hex it came down in.
 * Lines go under the tokens (cut back to their edges); bursts go over everything.
 */
import { hexDistance, type Point, sameHex } from "../../engine/index.ts";
import { font } from "./fonts.ts";
import type { AttackLine, FlightMark, LastTurn, MovePath, RetreatArrow } from "./last-turn.ts";
import { centreOf, type MapLayout } from "./layout.ts";
import { COLOURS, type SideStyle, UNKNOWN_SIDE } from "./palette.ts";
import { arrowheadPath, burstPath, type Ctx, trimPolyline } from "./shapes.ts";

type StyleOf = (figureId: string) => SideStyle | undefined;

function angleOf(a: Point, b: Point): number {
  return Math.atan2(b.y - a.y, b.x - a.x);
}

/** Traces a polyline (a new subpath). */
export function polyline(ctx: Ctx, points: readonly Point[]): void {
  points.forEach((p, i) => {
    if (i === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  });
}

function drawMove(ctx: Ctx, layout: MapLayout, move: MovePath, style: SideStyle): void {
  const s = layout.size;
  const centres = move.hexes.map((h) => centreOf(layout, h));
  const points = trimPolyline(centres, s * 0.17, s * 0.5);
  if (points.length < 2) return;
  const start = centres[0] as Point;
  const end = points[points.length - 1] as Point;
  const before = points[points.length - 2] as Point;
  const width = Math.max(2, s * 0.08);

  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  polyline(ctx, points);
  ctx.strokeStyle = "rgba(0,0,0,0.55)";
  ctx.lineWidth = width + 2.5;
  ctx.stroke();
  ctx.strokeStyle = style.line;
  ctx.lineWidth = width;
  ctx.stroke();

  // Where it came from: a small hollow ring.
  ctx.beginPath();
  ctx.arc(start.x, start.y, s * 0.16, 0, 2 * Math.PI);
  ctx.lineWidth = Math.max(2, s * 0.07);
  ctx.strokeStyle = "rgba(0,0,0,0.55)";
  ctx.stroke();
  ctx.lineWidth = Math.max(1.2, s * 0.045);
  ctx.strokeStyle = style.fill;
  ctx.stroke();

  // Each hex passed through: a dot.
  for (const c of centres.slice(1, -1)) {
    ctx.beginPath();
    ctx.arc(c.x, c.y, Math.max(2, s * 0.07), 0, 2 * Math.PI);
    ctx.fillStyle = style.line;
    ctx.fill();
  }

  ctx.beginPath();
  arrowheadPath(ctx, end, angleOf(before, end), s * 0.3, s * 0.26);
  ctx.fillStyle = style.line;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = "rgba(0,0,0,0.7)";
  ctx.stroke();
  ctx.lineCap = "butt";
}

/** The line from→to moved by (ox, oy) and cut short at both ends; undefined when nothing is left. */
function shiftedSegment(
  from: Point,
  to: Point,
  ox: number,
  oy: number,
  startCut: number,
  endCut: number,
): [Point, Point] | undefined {
  const [a, b] = trimPolyline(
    [
      { x: from.x + ox, y: from.y + oy },
      { x: to.x + ox, y: to.y + oy },
    ],
    startCut,
    endCut,
  );
  return a && b ? [a, b] : undefined;
}

function drawRetreat(ctx: Ctx, layout: MapLayout, r: RetreatArrow): void {
  const s = layout.size;
  const from = centreOf(layout, r.from);
  const to = centreOf(layout, r.to);
  // Offset to the left of travel: the blow that forced it back runs to the right.
  const dir = angleOf(from, to);
  const ox = Math.sin(dir) * s * 0.14;
  const oy = -Math.cos(dir) * s * 0.14;
  const ends = shiftedSegment(from, to, ox, oy, s * 0.3, s * 0.42);
  if (ends === undefined) return;
  const [a, b] = ends;
  const angle = angleOf(a, b);
  const headLength = s * 0.34;
  const shaftEnd = {
    x: b.x - headLength * 0.8 * Math.cos(angle),
    y: b.y - headLength * 0.8 * Math.sin(angle),
  };
  ctx.lineCap = "butt";
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(shaftEnd.x, shaftEnd.y);
  ctx.strokeStyle = COLOURS.retreat;
  ctx.lineWidth = s * 0.24;
  ctx.stroke();
  ctx.strokeStyle = "#ffffff";
  ctx.lineWidth = s * 0.1;
  ctx.stroke();
  ctx.beginPath();
  arrowheadPath(ctx, b, angle, headLength, s * 0.46);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineJoin = "miter";
  ctx.lineWidth = Math.max(2, s * 0.07);
  ctx.strokeStyle = COLOURS.retreat;
  ctx.stroke();
}

/** Two small chevrons at the shooter's end: the fletching of a missile or thrown weapon. */
function fletching(ctx: Ctx, at: Point, angle: number, size: number): void {
  for (const back of [0, size * 0.55]) {
    const x = at.x + (back + size * 0.2) * Math.cos(angle);
    const y = at.y + (back + size * 0.2) * Math.sin(angle);
    const bx = x - size * 0.5 * Math.cos(angle);
    const by = y - size * 0.5 * Math.sin(angle);
    const nx = -Math.sin(angle) * size * 0.45;
    const ny = Math.cos(angle) * size * 0.45;
    ctx.moveTo(bx + nx, by + ny);
    ctx.lineTo(x, y);
    ctx.lineTo(bx - nx, by - ny);
  }
}

/** An open arrowhead (a miss's) with its tip at `tip`, pointing along `angle`. */
function openHead(ctx: Ctx, tip: Point, angle: number, s: number): void {
  const back = s * 0.3 * 0.85;
  const nx = -Math.sin(angle) * s * 0.14;
  const ny = Math.cos(angle) * s * 0.14;
  const bx = tip.x - back * Math.cos(angle);
  const by = tip.y - back * Math.sin(angle);
  ctx.moveTo(bx + nx, by + ny);
  ctx.lineTo(tip.x, tip.y);
  ctx.lineTo(bx - nx, by - ny);
}

/** How far right of the straight line (radians) an adjacent miss leaves and reaches the tokens. */
const MISS_BOW = 0.95;

/**
 * A miss between neighbours. A straight line would lie under both tokens' facing notches (they
 * reach 0.86 of a hex size out), so it bows out to the attacker's right, clear of them; two foes
 * missing each other bow to opposite sides.
 */
function drawAdjacentMiss(ctx: Ctx, from: Point, to: Point, s: number, style: SideStyle): void {
  const angle = angleOf(from, to);
  const r = s * 0.56;
  const start = {
    x: from.x + r * Math.cos(angle + MISS_BOW),
    y: from.y + r * Math.sin(angle + MISS_BOW),
  };
  const end = {
    x: to.x + r * Math.cos(angle + Math.PI - MISS_BOW),
    y: to.y + r * Math.sin(angle + Math.PI - MISS_BOW),
  };
  const control = {
    x: (from.x + to.x) / 2 - Math.sin(angle) * s * 0.95,
    y: (from.y + to.y) / 2 + Math.cos(angle) * s * 0.95,
  };
  const width = Math.max(2, s * 0.09);
  ctx.lineJoin = "round";
  for (const pass of [0, 1]) {
    ctx.setLineDash([s * 0.2, s * 0.13]);
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.quadraticCurveTo(control.x, control.y, end.x, end.y);
    ctx.strokeStyle = pass === 0 ? "#ffffff" : style.line;
    ctx.lineWidth = width + (pass === 0 ? 3 : 0);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    openHead(ctx, end, angleOf(control, end), s);
    ctx.lineWidth = Math.max(1.8, s * 0.06) + (pass === 0 ? 3 : 0);
    ctx.stroke();
  }
}

function drawAttack(ctx: Ctx, layout: MapLayout, attack: AttackLine, style: SideStyle): void {
  const s = layout.size;
  const from = centreOf(layout, attack.from);
  const to = centreOf(layout, attack.to);
  if (!attack.hit && hexDistance(attack.from, attack.to) === 1) {
    drawAdjacentMiss(ctx, from, to, s, style);
    return;
  }
  const angle = angleOf(from, to);
  // Offset to the right of travel, so two foes' lines at each other run side by side.
  const off = s * 0.11;
  const ox = -Math.sin(angle) * off;
  const oy = Math.cos(angle) * off;
  const ends = shiftedSegment(from, to, ox, oy, s * 0.5, s * 0.5);
  if (ends === undefined) return;
  const [a, b] = ends;
  const width = Math.max(2, s * (attack.ranged ? 0.065 : 0.09));
  const dash = attack.hit ? [] : attack.ranged ? [s * 0.04, s * 0.14] : [s * 0.2, s * 0.13];
  const headLength = s * 0.3;
  const shaftEnd = attack.hit
    ? { x: b.x - headLength * 0.7 * Math.cos(angle), y: b.y - headLength * 0.7 * Math.sin(angle) }
    : b;

  ctx.lineJoin = "round";
  ctx.lineCap = attack.ranged && !attack.hit ? "round" : "butt";
  for (const pass of [0, 1]) {
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(shaftEnd.x, shaftEnd.y);
    ctx.strokeStyle = pass === 0 ? "#ffffff" : style.line;
    ctx.lineWidth = width + (pass === 0 ? 3 : 0);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    if (attack.ranged) fletching(ctx, a, angle, s * 0.28);
    if (!attack.hit) openHead(ctx, b, angle, s);
    ctx.lineWidth = Math.max(1.8, s * 0.06) + (pass === 0 ? 3 : 0);
    ctx.stroke();
  }
  if (attack.hit) {
    ctx.beginPath();
    arrowheadPath(ctx, b, angle, headLength, s * 0.28);
    ctx.fillStyle = style.line;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = "#ffffff";
    ctx.stroke();
  }
  ctx.lineCap = "butt";
}

/** A white burst centred on `at`, with the hits taken in it (or empty when no damage was rolled). */
function drawHitBurst(ctx: Ctx, at: Point, radius: number, taken: number | null): void {
  ctx.beginPath();
  burstPath(ctx, at.x, at.y, radius);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.lineJoin = "miter";
  ctx.strokeStyle = COLOURS.ink;
  ctx.stroke();
  if (taken !== null) {
    ctx.font = font(Math.max(8, radius), "bold");
    ctx.fillStyle = COLOURS.ink;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(taken > 0 ? `-${taken}` : "0", at.x, at.y + radius * 0.04);
  }
}

/** Movement: drawn before the tokens. */
export function drawMovementOverlay(
  ctx: Ctx,
  layout: MapLayout,
  last: LastTurn,
  styleOf: StyleOf,
): void {
  for (const move of last.moves) drawMove(ctx, layout, move, styleOf(move.figure) ?? UNKNOWN_SIDE);
}

/** Forced retreats: drawn over the tokens, in the gap between the two hexes. */
export function drawRetreats(ctx: Ctx, layout: MapLayout, last: LastTurn): void {
  for (const r of last.retreats) drawRetreat(ctx, layout, r);
}

/** Attack lines: drawn before the tokens. */
export function drawAttackLines(
  ctx: Ctx,
  layout: MapLayout,
  last: LastTurn,
  styleOf: StyleOf,
): void {
  for (const attack of last.attacks) {
    if (sameHex(attack.from, attack.to)) continue;
    drawAttack(ctx, layout, attack, styleOf(attack.attacker) ?? UNKNOWN_SIDE);
  }
}

/**
 * Hit bursts with the hits taken, on the shoulders of the token that took them (the shoulder
 * toward the attacker first), clear of its label and ST. Drawn last, so nothing covers them.
 */
export function drawHitMarks(
  ctx: Ctx,
  layout: MapLayout,
  last: LastTurn,
  tokenAt: (
    figureId: string,
  ) => { centre: Point; scale: number; pillAbove?: boolean; large?: boolean } | undefined,
): void {
  const s = layout.size;
  const used = new Map<string, number>();
  for (const attack of last.attacks) {
    if (!attack.hit) continue;
    const token = tokenAt(attack.target) ?? { centre: centreOf(layout, attack.to), scale: 1 };
    const r = s * 0.5 * token.scale;
    const from = centreOf(layout, attack.from);
    // A blow from within a giant's hex (a brawl on it) marks the giant's far shoulder, clear of
    // the pile and its glyph.
    const fromLeft = sameHex(attack.from, attack.to)
      ? !token.large || from.x > token.centre.x
      : from.x <= token.centre.x;
    const side = fromLeft ? -1 : 1;
    const upper = [
      { x: token.centre.x + side * r * 1.02, y: token.centre.y - r * 0.86 },
      { x: token.centre.x - side * r * 1.02, y: token.centre.y - r * 0.86 },
    ];
    const lower = [
      { x: token.centre.x + side * r * 1.1, y: token.centre.y + r * 0.5 },
      { x: token.centre.x - side * r * 1.1, y: token.centre.y + r * 0.5 },
    ];
    // Keep clear of the ST pill, which sits above a token that faces south.
    const spots = token.pillAbove ? [...lower, ...upper] : [...upper, ...lower];
    const n = used.get(attack.target) ?? 0;
    used.set(attack.target, n + 1);
    const at = spots[n % spots.length] as Point;
    drawHitBurst(ctx, at, s * (token.scale < 1 ? 0.2 : 0.27), attack.taken);
  }
}

/** Where a flight mark goes: a take-off on the hex it left, a landing at its hex's lower left. */
function flightMarkAt(layout: MapLayout, mark: FlightMark): Point {
  const c = centreOf(layout, mark.at);
  const s = layout.size;
  return mark.airborne ? c : { x: c.x - s * 0.56, y: c.y + s * 0.4 };
}

/** A white disc ringed in the flier's colour with a double chevron up (took off) or down (landed). */
export function drawFlightGlyph(
  ctx: Ctx,
  at: Point,
  radius: number,
  airborne: boolean,
  style: SideStyle,
): void {
  ctx.beginPath();
  ctx.arc(at.x, at.y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, radius * 0.22);
  ctx.strokeStyle = style.line;
  ctx.stroke();
  const dir = airborne ? -1 : 1;
  const w = radius * 0.5;
  const h = radius * 0.32;
  ctx.beginPath();
  for (const offset of [-0.22, 0.22]) {
    const mid = at.y + offset * radius;
    ctx.moveTo(at.x - w, mid - (dir * h) / 2);
    ctx.lineTo(at.x, mid + (dir * h) / 2);
    ctx.lineTo(at.x + w, mid - (dir * h) / 2);
  }
  ctx.lineWidth = Math.max(1.5, radius * 0.2);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.strokeStyle = COLOURS.ink;
  ctx.stroke();
  ctx.lineCap = "butt";
}

/** Take-offs and landings: take-offs with the movement, under the tokens; landings over them. */
export function drawFlightMarks(
  ctx: Ctx,
  layout: MapLayout,
  last: LastTurn,
  styleOf: StyleOf,
  airborne: boolean,
): void {
  for (const mark of last.flights) {
    if (mark.airborne !== airborne) continue;
    const style = styleOf(mark.figure) ?? UNKNOWN_SIDE;
    drawFlightGlyph(ctx, flightMarkAt(layout, mark), layout.size * 0.26, mark.airborne, style);
  }
}
