/**
 * AM §6 GUNPOWDER WEAPONS, the blunderbuss: it sprays a triangle of 15 hexes, its apex the hex next
 * to the gunner that it points into, then rows of 2, 3, 4 and 5 hexes (the book's clarification).
 * Every figure there whose line to the gunner's hex crosses no wall and no other figure rolls 4
 * dice against adjDX or takes the gun's 1+2. The gunner rolls 3 dice against adjDX, −4 without the
 * Guns talent, or the recoil knocks it down; an 18 on that roll is the gun's 18, and it bursts
 * (gunpowder.ts). Readings (List 2, 14 and 15) in docs/rulings.md, "Gunpowder".
 */

import { roundToHex } from "../../hex/grid.ts";
import type { WeaponId } from "../figure/equipment.ts";
import { hasTalent } from "../figure/talents.ts";
import { isInArena } from "../hex/arena.ts";
import {
  type Direction,
  directionTo,
  type Hex,
  hexDistance,
  neighbor,
  rotate,
  sameHex,
} from "../hex/coordinates.ts";
import { hexesOnLine } from "../hex/line.ts";
import { lastOf } from "../lists.ts";
import { type Ctx, emit } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { figuresAt, isOut } from "./figures.ts";
import { fallDown, rollAgainst } from "./footing.ts";
import { footprint } from "./footprint.ts";
import { gunBursts } from "./gunpowder.ts";
import { rollAndApplyDamage } from "./injury.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import type { Striker } from "./weapons-in-use.ts";

/** Rows in the wedge: 1 + 2 + 3 + 4 + 5 = 15 hexes. */
const WEDGE_ROWS = 5;
/** The recoil roll's DX without the Guns talent. */
const UNSKILLED_RECOIL_DX = -4;
const BURSTS_ON = 18;

/** The wedge with its apex next to `from` in `ahead`, spreading `side` (+1 clockwise, −1 not). */
function wedge(from: Hex, ahead: Direction, side: 1 | -1): Hex[] {
  const apex = neighbor(from, ahead);
  const slant = rotate(ahead, side);
  const hexes: Hex[] = [];
  for (let row = 0; row < WEDGE_ROWS; row++) {
    let at = apex;
    for (let i = 0; i < row; i++) at = neighbor(at, ahead);
    for (let i = 0; i <= row; i++) {
      hexes.push(at);
      at = neighbor(neighbor(at, slant), rotate(ahead, 3));
    }
  }
  return hexes;
}

/**
 * The 15 hexes a blunderbuss fired from `from` at `aim` sprays: pointed into the hex next to it
 * nearest the line to `aim`, spreading to the side `aim` lies on (clockwise when it lies straight
 * down the row of hexes ahead, or past the wedge).
 */
export function blunderbussWedge(from: Hex, aim: Hex): Hex[] {
  const n = Math.max(1, hexDistance(from, aim));
  const first = roundToHex(from.q + (aim.q - from.q) / n, from.r + (aim.r - from.r) / n);
  const ahead = directionTo(from, first) ?? 0;
  const clockwise = wedge(from, ahead, 1);
  const reaches = (hexes: Hex[]) => hexes.some((h) => sameHex(h, aim));
  const other = wedge(from, ahead, -1);
  return reaches(other) && !reaches(clockwise) ? other : clockwise;
}

/** Whether the line from `from` to `to` passes no wall and no figure but `victim`. */
function clearLine(state: BattleState, from: Hex, to: Hex, victim: BattleFigure): boolean {
  const between = hexesOnLine(from, to).slice(1, -1);
  return between.every(
    (h) => isInArena(state.arena, h) && figuresAt(state, h).every((f) => f === victim),
  );
}

/** `attacker` fires its blunderbuss (`weapon`, good powder) from its hex `from` toward `aim`. */
export function fireBlunderbuss(
  ctx: Ctx,
  attacker: BattleFigure,
  { from, aim }: { readonly from: Hex; readonly aim: Hex },
  striker: Striker,
  weapon: WeaponId,
): void {
  const skilled = hasTalent(attacker.talents, "guns");
  const recoilDx = baseAdjDxValue(attacker) + (skilled ? 0 : UNSKILLED_RECOIL_DX);
  const steady = rollAgainst(ctx, attacker, "stand the blunderbuss's recoil", 3, recoilDx);
  const recoil = lastOf(ctx.events);
  const sum = recoil?.type === "saving-roll" ? recoil.faces.reduce((a, b) => a + b, 0) : 0;
  if (sum === BURSTS_ON) {
    gunBursts(ctx, attacker, weapon);
    return;
  }
  const { state } = ctx;
  const hexes = blunderbussWedge(from, aim).filter((h) => isInArena(state.arena, h));
  emit(ctx, { type: "blunderbuss-fired", figure: attacker.id, from, hexes });
  for (const f of state.figures) {
    if (f === attacker || isOut(f) || f.flying) continue;
    const at = footprint(f).find(
      (h) => hexes.some((w) => sameHex(w, h)) && clearLine(state, from, h, f),
    );
    if (!at) continue;
    if (rollAgainst(ctx, f, "duck the blunderbuss's hail", 4, baseAdjDxValue(f))) continue;
    rollAndApplyDamage(ctx, attacker, f, striker, 1, "missile");
  }
  if (!steady) fallDown(ctx, attacker, "knocked down by the blunderbuss's recoil");
}
