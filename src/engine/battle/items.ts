/**
 * Weapons and shields changing hands: dropped, broken, readied, picked up
 * (MELEE: DROPPED WEAPONS, CREATING A FIGURE carry limit).
 */
import { isShieldId, type WeaponId, weaponOf } from "../figure/equipment.ts";
import type { Hex } from "../hex/coordinates.ts";
import { type Ctx, emit } from "./context.ts";
import type { BattleFigure, ItemId } from "./types.ts";

export function dropItem(
  ctx: Ctx,
  f: BattleFigure | null,
  item: ItemId,
  at: Hex,
  reason: string,
): void {
  ctx.state.dropped.push({ item, position: at });
  emit(ctx, { type: "item-dropped", figure: f?.id ?? null, item, at, reason });
}

/** Drops what the figure holds ready: its weapon, off-hand weapon and (if asked) a ready shield. */
export function dropReadyItems(
  ctx: Ctx,
  f: BattleFigure,
  at: Hex,
  reason: string,
  options: { keepDagger: boolean; shield: boolean },
): void {
  if (f.readyWeapon && !(options.keepDagger && weaponOf(f.readyWeapon).daggerLike)) {
    dropItem(ctx, f, f.readyWeapon, at, reason);
    f.readyWeapon = null;
  }
  if (f.offhand) {
    dropItem(ctx, f, f.offhand, at, reason);
    f.offhand = null;
  }
  if (options.shield && f.shield && f.shieldReady) {
    dropItem(ctx, f, f.shield, at, reason);
    f.shield = null;
    f.shieldReady = false;
  }
}

/** A fallen figure's counter carries everything it had: it all lies in its hex now. */
export function dropEverything(ctx: Ctx, f: BattleFigure): void {
  const items: ItemId[] = [];
  if (f.readyWeapon) items.push(f.readyWeapon);
  if (f.offhand) items.push(f.offhand);
  items.push(...f.carried);
  if (f.shield) items.push(f.shield);
  for (const item of items) dropItem(ctx, f, item, f.position, `${f.name} fell`);
  f.readyWeapon = null;
  f.offhand = null;
  f.carried = [];
  f.shield = null;
  f.shieldReady = false;
}

/** Weapons a figure has, in hand or carried. */
export function allWeapons(f: BattleFigure): WeaponId[] {
  const list = [...f.carried];
  if (f.readyWeapon) list.push(f.readyWeapon);
  if (f.offhand) list.push(f.offhand);
  return list;
}

export function removeDroppedAt(ctx: Ctx, item: ItemId, at: Hex): boolean {
  const index = ctx.state.dropped.findIndex(
    (d) => d.item === item && d.position.q === at.q && d.position.r === at.r,
  );
  if (index < 0) return false;
  ctx.state.dropped.splice(index, 1);
  return true;
}

export function isShieldItem(item: ItemId): boolean {
  return isShieldId(item);
}
