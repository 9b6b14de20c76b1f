/**
 * AM §5 LEFT-HAND WEAPONS: "A figure may use 2 daggers, or a dagger and main-gauche, in HTH
 * combat, but this gives him a -4 DX adjustment." Read as the main-gauche's second use: two blows
 * at the same foe, each at −4 (docs/rulings.md, "Two daggers in HTH"). The second comes to hand by
 * going into HTH with a dagger and a main-gauche ready, or by drawing one (V(b)) with a dagger
 * already in hand; the blows are struck by hth.ts (strikeWithTwoDaggers). MELEE forbids it: its
 * off hand is empty in HTH.
 */
import { weaponOf } from "../figure/equipment.ts";
import type { Ctx } from "./context.ts";
import { emit } from "./context.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import { hasDaggerReady } from "./weapons-in-use.ts";

/** Whether the figure's off hand holds a dagger or main-gauche beside a ready dagger. */
export function holdsTwoDaggers(f: BattleFigure): boolean {
  return hasDaggerReady(f) && f.offhand !== null && weaponOf(f.offhand).daggerLike;
}

/** Why the figure may not strike with two daggers in HTH now, or null. */
export function twoDaggersProblem(state: BattleState, f: BattleFigure): string | null {
  if (!rulesOf(state).twoDaggersInHth)
    return "Only under ADVANCED MELEE may a figure strike with two daggers in hand-to-hand.";
  return holdsTwoDaggers(f)
    ? null
    : `${f.name} needs a dagger in each hand (or a dagger and a main-gauche) to strike with both.`;
}

/** Under AM a figure with a dagger ready may draw a second one into its empty off hand (V(b)). */
export function drawsIntoOffhand(state: BattleState, f: BattleFigure): boolean {
  return rulesOf(state).twoDaggersInHth && hasDaggerReady(f) && f.offhand === null;
}

/** Puts a carried dagger or main-gauche into the off hand; whether there was one. */
export function readyOffhandDagger(ctx: Ctx, f: BattleFigure): boolean {
  const index = f.carried.findIndex((w) => weaponOf(w).daggerLike);
  const [dagger] = index < 0 ? [] : f.carried.splice(index, 1);
  if (!dagger) return false;
  f.offhand = dagger;
  emit(ctx, {
    type: "item-readied",
    figure: f.id,
    weapon: f.readyWeapon,
    shieldReady: f.shieldReady,
    offhand: dagger,
  });
  return true;
}

/**
 * Going into HTH under AM, a main-gauche stays in the off hand beside a ready dagger, rather than
 * being dropped (items.ts, dropForHandToHand).
 */
export function keepsOffhandInHth(state: BattleState, f: BattleFigure): boolean {
  return rulesOf(state).twoDaggersInHth && holdsTwoDaggers(f);
}
