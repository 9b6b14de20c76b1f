/**
 * Weapons and shields on the ground: a small glyph per item (blade, blunt weapon, pole, bow,
 * crossbow, sling or rock, shield), stacked in the hex. Weapons that broke last turn are drawn
 * snapped in two. With a token in the hex the glyphs keep to its lower corners; an empty hex shows
 * them larger in the middle. A pack set down (AM §5) is a satchel among them.
 */
import {
  type BattleState,
  type Hex,
  hexKey,
  type ItemId,
  isShieldId,
  type Point,
  setDownPacks,
  WEAPONS,
} from "../../engine/index.ts";
import { font } from "./fonts.ts";
import type { ItemMark } from "./last-turn.ts";
import { centreOf, inView, type MapLayout } from "./layout.ts";
import { COLOURS } from "./palette.ts";
import type { Ctx } from "./shapes.ts";

type Glyph = "blade" | "blunt" | "pole" | "bow" | "crossbow" | "stone" | "shield" | "pack";

const BLUNT = new Set(["club", "hammer", "mace", "small-ax", "morningstar", "battleaxe"]);

export function glyphOf(item: ItemId): Glyph {
  if (isShieldId(item)) return "shield";
  const w = WEAPONS[item];
  if (item === "rock" || item === "sling") return "stone";
  if (w.crossbow) return "crossbow";
  if (w.class === "missile") return "bow";
  if (w.class === "pole") return "pole";
  return BLUNT.has(item) ? "blunt" : "blade";
}

/** Draws one glyph centred on (x, y), about `g` pixels long, lying diagonally (pointing up-right). */
export function drawItemGlyph(
  ctx: Ctx,
  glyph: Glyph,
  x: number,
  y: number,
  g: number,
  broken: boolean,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-Math.PI / 4);
  const h = g / 2;
  const outline = Math.max(1, g * 0.07);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  const shaft = (from: number, to: number, width: number) => {
    ctx.beginPath();
    ctx.moveTo(from, 0);
    ctx.lineTo(to, 0);
    ctx.lineWidth = width + 2 * outline;
    ctx.strokeStyle = COLOURS.item;
    ctx.stroke();
    ctx.lineWidth = width;
    ctx.strokeStyle = "#8a6a3c";
    ctx.stroke();
  };
  const solid = (fill: string) => {
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = outline;
    ctx.strokeStyle = COLOURS.item;
    ctx.stroke();
  };
  // A white halo first, so the glyph reads on floor, lines and tokens alike.
  ctx.beginPath();
  ctx.ellipse(
    0,
    0,
    h * 1.08,
    h * (glyph === "shield" || glyph === "stone" || glyph === "pack" ? 1.08 : 0.5),
    0,
    0,
    2 * Math.PI,
  );
  ctx.fillStyle = "rgba(255,255,255,0.75)";
  ctx.fill();
  switch (glyph) {
    case "blade":
      shaft(-h * 0.95, -h * 0.5, g * 0.1);
      ctx.beginPath();
      ctx.moveTo(-h * 0.5, -h * 0.13);
      ctx.lineTo(h * 0.7, -h * 0.1);
      ctx.lineTo(h, 0);
      ctx.lineTo(h * 0.7, h * 0.1);
      ctx.lineTo(-h * 0.5, h * 0.13);
      ctx.closePath();
      solid("#e4e4e4");
      ctx.beginPath();
      ctx.rect(-h * 0.58, -h * 0.36, h * 0.16, h * 0.72);
      solid("#8a6a3c");
      break;
    case "blunt":
      shaft(-h * 0.95, h * 0.4, g * 0.1);
      ctx.beginPath();
      ctx.rect(h * 0.3, -h * 0.36, h * 0.6, h * 0.72);
      solid("#9a9a9a");
      break;
    case "pole":
      shaft(-h * 1.1, h * 0.55, g * 0.08);
      ctx.beginPath();
      ctx.moveTo(h * 0.45, -h * 0.2);
      ctx.lineTo(h * 1.15, 0);
      ctx.lineTo(h * 0.45, h * 0.2);
      ctx.closePath();
      solid("#e4e4e4");
      break;
    case "bow":
    case "crossbow": {
      if (glyph === "crossbow") shaft(-h * 0.95, h * 0.35, g * 0.1);
      const cx = glyph === "crossbow" ? h * 0.1 : -h * 0.35;
      ctx.beginPath();
      ctx.arc(cx, 0, h * 0.85, -Math.PI / 2.6, Math.PI / 2.6);
      ctx.lineWidth = g * 0.1 + 2 * outline;
      ctx.strokeStyle = COLOURS.item;
      ctx.stroke();
      ctx.lineWidth = g * 0.1;
      ctx.strokeStyle = "#8a6a3c";
      ctx.stroke();
      const a = Math.PI / 2.6;
      ctx.beginPath();
      ctx.moveTo(cx + h * 0.85 * Math.cos(a), h * 0.85 * Math.sin(a));
      ctx.lineTo(cx + h * 0.85 * Math.cos(a), -h * 0.85 * Math.sin(a));
      ctx.lineWidth = Math.max(1, g * 0.045);
      ctx.strokeStyle = COLOURS.item;
      ctx.stroke();
      break;
    }
    case "stone":
      ctx.beginPath();
      ctx.arc(0, 0, h * 0.45, 0, 2 * Math.PI);
      solid("#9a9a9a");
      break;
    case "shield":
      ctx.beginPath();
      ctx.arc(0, 0, h * 0.85, 0, 2 * Math.PI);
      solid("#c9a064");
      ctx.beginPath();
      ctx.arc(0, 0, h * 0.28, 0, 2 * Math.PI);
      solid("#9a9a9a");
      break;
    case "pack":
      // Upright, whatever way the other glyphs lie: a body with a flap and a strap loop.
      ctx.rotate(Math.PI / 4);
      ctx.beginPath();
      ctx.arc(0, -h * 0.45, h * 0.25, Math.PI, 0);
      ctx.lineWidth = Math.max(1, g * 0.08);
      ctx.strokeStyle = COLOURS.item;
      ctx.stroke();
      ctx.beginPath();
      ctx.rect(-h * 0.6, -h * 0.45, h * 1.2, h * 1.2);
      solid("#a0703c");
      ctx.beginPath();
      ctx.rect(-h * 0.6, -h * 0.45, h * 1.2, h * 0.45);
      solid("#7a5228");
      break;
  }
  if (broken) {
    // Snapped: a jagged gap across the middle with a red-brown crack in it.
    ctx.beginPath();
    ctx.moveTo(-h * 0.05, -h * 0.6);
    ctx.lineTo(h * 0.12, -h * 0.15);
    ctx.lineTo(-h * 0.1, h * 0.1);
    ctx.lineTo(h * 0.08, h * 0.6);
    ctx.lineWidth = Math.max(3, g * 0.2);
    ctx.strokeStyle = COLOURS.floor;
    ctx.stroke();
    ctx.lineWidth = Math.max(1.2, g * 0.07);
    ctx.strokeStyle = "#9b2d20";
    ctx.stroke();
  }
  ctx.restore();
}

interface Pile {
  readonly at: Hex;
  readonly items: { glyph: Glyph; broken: boolean }[];
}

function piles(state: BattleState, broken: readonly ItemMark[]): Pile[] {
  const byHex = new Map<string, Pile>();
  const add = (at: Hex, glyph: Glyph, isBroken: boolean) => {
    const key = hexKey(at);
    const pile = byHex.get(key) ?? { at, items: [] };
    pile.items.push({ glyph, broken: isBroken });
    byHex.set(key, pile);
  };
  for (const d of state.dropped) add(d.position, glyphOf(d.item), false);
  for (const b of broken) add(b.at, glyphOf(b.item), true);
  for (const p of setDownPacks(state)) add(p.position, "pack", false);
  return [...byHex.values()];
}

/** Slots (in hex sizes) for glyphs beside a token: its lower corners, then its sides. */
const BESIDE_TOKEN: readonly Point[] = [
  { x: -0.64, y: 0.24 },
  { x: 0.64, y: 0.24 },
  { x: -0.64, y: -0.26 },
  { x: 0.64, y: -0.26 },
];

function emptyHexSlots(n: number): Point[] {
  if (n === 1) return [{ x: 0, y: 0.05 }];
  if (n === 2)
    return [
      { x: -0.26, y: 0.05 },
      { x: 0.26, y: 0.05 },
    ];
  return Array.from({ length: Math.min(n, 6) }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / Math.min(n, 6);
    return { x: 0.36 * Math.cos(a), y: 0.05 + 0.32 * Math.sin(a) };
  });
}

/** Draws every pile in view. */
export function drawGroundItems(
  ctx: Ctx,
  state: BattleState,
  layout: MapLayout,
  broken: readonly ItemMark[],
): void {
  const s = layout.size;
  const occupied = new Set(state.figures.filter((f) => !f.escaped).map((f) => hexKey(f.position)));
  for (const pile of piles(state, broken)) {
    if (!inView(layout, pile.at)) continue;
    const c = centreOf(layout, pile.at);
    const crowded = occupied.has(hexKey(pile.at));
    const slots = crowded ? BESIDE_TOKEN : emptyHexSlots(pile.items.length);
    const g = s * (crowded ? 0.5 : pile.items.length === 1 ? 0.7 : 0.52);
    const shown = pile.items.length > slots.length ? slots.length - 1 : pile.items.length;
    pile.items.slice(0, shown).forEach((it, i) => {
      const slot = slots[i] as Point;
      drawItemGlyph(ctx, it.glyph, c.x + slot.x * s, c.y + slot.y * s, g, it.broken);
    });
    const more = pile.items.length - shown;
    if (more > 0) {
      const slot = slots[shown] as Point;
      ctx.font = font(Math.max(9, s * 0.28), "bold");
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.lineWidth = 3;
      ctx.strokeStyle = "#ffffff";
      ctx.strokeText(`+${more}`, c.x + slot.x * s, c.y + slot.y * s);
      ctx.fillStyle = COLOURS.item;
      ctx.fillText(`+${more}`, c.x + slot.x * s, c.y + slot.y * s);
    }
  }
}
