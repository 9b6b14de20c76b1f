/**
 * Weapons and shields changing hands: dropped, broken, readied, picked up
 * (MELEE: DROPPED WEAPONS, CREATING A FIGURE carry limit).
 */
import {
  isShieldId,
  isWeaponId,
  reloadsBetweenShots,
  type WeaponId,
  weaponOf,
} from "../figure/equipment.ts";
import { droppedNotBrokenUpTo, fineWorkOn } from "../figure/fine-work.ts";
import type { Hex } from "../hex/coordinates.ts";
import { breaksButStrikes, markBroken, unmarkBroken } from "./broken-weapons.ts";
import { keptOnByFumble } from "./cestus.ts";
import { type Ctx, emit, rollDie } from "./context.ts";
import type { HitResult } from "./events.ts";
import { litFlaskBreaksAt } from "./lit-flasks.ts";
import { starsLeaving } from "./pouches.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { keepsOffhandInHth } from "./two-daggers.ts";
import type { BattleFigure, DroppedItem, ItemId } from "./types.ts";
import { hasDaggerReady } from "./weapons-in-use.ts";

/**
 * A crossbow (or gun) leaving its owner's hands takes its reloading with it (MELEE MISSILE WEAPONS:
 * it is the bow that is unloaded, not the figure). Returns the turns of reloading it still needs.
 */
function crossbowLeaves(f: BattleFigure | null, item: ItemId): number {
  if (!f || isShieldId(item) || !reloadsBetweenShots(weaponOf(item))) return 0;
  const turns = f.reloadTurnsLeft;
  f.reloadTurnsLeft = 0;
  return turns;
}

export function dropItem(
  ctx: Ctx,
  f: BattleFigure | null,
  item: ItemId,
  at: Hex,
  reason: string,
  broken = f !== null && unmarkBroken(f, item),
): void {
  if (f !== null && litFlaskBreaksAt(ctx, f, item, at)) return;
  const reloadTurnsLeft = crossbowLeaves(f, item);
  ctx.state.dropped.push({
    item,
    position: at,
    ...(reloadTurnsLeft > 0 ? { reloadTurnsLeft } : {}),
    ...(broken ? { broken: true as const } : {}),
    ...starsLeaving(f, item, rulesOf(ctx.state)),
  });
  emit(ctx, { type: "item-dropped", figure: f?.id ?? null, item, at, reason });
}

/** The main-gauche moves to the empty weapon hand and is the figure's ready weapon. */
function offhandTakesOverWeaponHand(ctx: Ctx, f: BattleFigure): void {
  f.readyWeapon = f.offhand;
  f.offhand = null;
  emit(ctx, {
    type: "item-readied",
    figure: f.id,
    weapon: f.readyWeapon,
    shieldReady: f.shieldReady,
    offhand: null,
  });
}

/**
 * The ready weapon has left the hand (thrown, dropped, broken). A main-gauche, used "with any other
 * one-handed weapon" (MELEE: THE LEFT-HAND DAGGER), has nothing left to pair with: it becomes the
 * ready weapon, a plain 1-1 weapon to strike and parry with.
 */
export function emptyWeaponHand(ctx: Ctx, f: BattleFigure): void {
  f.readyWeapon = null;
  if (f.offhand) offhandTakesOverWeaponHand(ctx, f);
}

/**
 * Going hand-to-hand (MELEE: HAND-TO-HAND COMBAT): drops the ready weapon unless it is a dagger,
 * the off-hand weapon and a ready shield. With `offhandTakesOver` a ready main-gauche takes the
 * empty weapon hand instead of being dropped; never beside a dagger (MELEE: THE LEFT-HAND DAGGER).
 */
export function dropForHandToHand(
  ctx: Ctx,
  f: BattleFigure,
  at: Hex,
  reason: string,
  offhandTakesOver: boolean,
): void {
  if (f.readyWeapon && !hasDaggerReady(f)) {
    dropItem(ctx, f, f.readyWeapon, at, reason);
    f.readyWeapon = null;
  }
  // AM §5 LEFT-HAND WEAPONS: a main-gauche beside a ready dagger is kept for HTH.
  if (f.offhand && !keepsOffhandInHth(ctx.state, f)) {
    if (offhandTakesOver && !f.readyWeapon) {
      offhandTakesOverWeaponHand(ctx, f);
    } else {
      dropItem(ctx, f, f.offhand, at, reason);
      f.offhand = null;
    }
  }
  if (f.shield && f.shieldReady) {
    dropItem(ctx, f, f.shield, at, reason);
    f.shield = null;
    f.shieldReady = false;
  }
}

/**
 * MELEE: ROLLING FOR A HIT — a 17 drops the weapon in the attacker's own hex, an 18 breaks it.
 * Returns whether the blow ended that way; `item` null (bare hands, teeth and claws) loses nothing.
 */
export function fumble(ctx: Ctx, f: BattleFigure, item: ItemId | null, rolled: HitResult): boolean {
  let result = rolled;
  if (!item || (result !== "drop" && result !== "break")) return false;
  if (result === "drop" && keptOnByFumble(item, rulesOf(ctx.state))) return true;
  if (result === "break" && fineMetalHolds(ctx, f, item)) result = "drop";
  if (result === "break" && breaksButStrikes(rulesOf(ctx.state), f, item)) {
    markBroken(f, item);
    emit(ctx, { type: "item-broken", figure: f.id, item, stillStrikes: true });
    return true;
  }
  const fromWeaponHand = f.readyWeapon === item;
  if (fromWeaponHand) f.readyWeapon = null;
  else if (f.offhand === item) f.offhand = null;
  else if (f.shield === item) {
    f.shield = null;
    f.shieldReady = false;
  }
  if (result === "drop") dropItem(ctx, f, item, f.position, "rolled 17");
  else {
    crossbowLeaves(f, item);
    unmarkBroken(f, item);
    emit(ctx, { type: "item-broken", figure: f.id, item });
  }
  if (fromWeaponHand) emptyWeaponHand(ctx, f);
  return true;
}

/**
 * AM §6 FINE WEAPONS AND ARMOR: a "break" on a weapon of fine metal rolls one die, and on 1–3 (+1)
 * or 1–5 (+2) the weapon is only dropped. Whether it was.
 */
function fineMetalHolds(ctx: Ctx, f: BattleFigure, item: ItemId): boolean {
  const upTo = isWeaponId(item) ? droppedNotBrokenUpTo(fineWorkOn(f.fine, item)) : 0;
  if (upTo === 0) return false;
  const face = rollDie(ctx);
  const success = face <= upTo;
  emit(ctx, {
    type: "saving-roll",
    figure: f.id,
    purpose: "keep its fine weapon whole",
    faces: [face],
    target: upTo,
    success,
    against: "fine metal",
  });
  return success;
}

/** A fallen figure's counter carries everything it had: it all lies in its hex now. */
export function dropEverything(ctx: Ctx, f: BattleFigure, reason = `${f.name} fell`): void {
  const items: ItemId[] = [];
  if (f.readyWeapon) items.push(f.readyWeapon);
  if (f.offhand) items.push(f.offhand);
  items.push(...f.carried);
  if (f.shield) items.push(f.shield);
  for (const item of items) dropItem(ctx, f, item, f.position, reason);
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

/** Takes `item` off the ground at `at`; returns its counter, or undefined if none lies there. */
export function removeDroppedAt(ctx: Ctx, item: ItemId, at: Hex): DroppedItem | undefined {
  const index = ctx.state.dropped.findIndex(
    (d) => d.item === item && d.position.q === at.q && d.position.r === at.r,
  );
  if (index < 0) return undefined;
  return ctx.state.dropped.splice(index, 1)[0];
}

export function isShieldItem(item: ItemId): boolean {
  return isShieldId(item);
}
