/**
 * ADVANCED MELEE §6 ADVERSE CONDITIONS, Water and Drowning. A figure that falls in water to the
 * neck or over its head, or is pushed into water over its head, rolls against its adjDX: 4 dice,
 * 2 with the Swimming talent, none with Diving. A miss drowns it, which is death (the Diver who
 * could bring it back is the GM's to rule). Over its head a figure that makes the roll must stay
 * afloat: it lets go of its weapons and shield at once if it carries as many kg as its ST, and
 * drowns if its armor alone still weighs that much, since armor takes longer than a moment to get
 * out of (docs/rulings.md, "Drowning"). A swimmer carrying less than its ST in kg swims at MA 6 and
 * fights at −4 there.
 */

import { carriedKg } from "../figure/carry.ts";
import { hasTalent } from "../figure/talents.ts";
import { ARMOR_KG } from "../figure/weights.ts";
import { groundAt, isDeep } from "./conditions.ts";
import { type Ctx, emit } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { rollAgainst } from "./footing.ts";
import { fallsOut } from "./injury.ts";
import { allWeapons, dropEverything } from "./items.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** A swimmer's MA and DX afloat in water over its head. */
export const SWIMMING_MA = 6;
export const SWIMMING_DX = -4;

/** The kg a figure carries: its armor (AM §5's table), weapons and shield. */
function loadKg(f: BattleFigure): number {
  return ARMOR_KG[f.armor] + carriedKg(allWeapons(f), f.shield);
}

/** Light enough to float: it carries less weight in kg than its ST. */
export function floats(f: BattleFigure): boolean {
  return loadKg(f) < f.st;
}

/** A figure with the Swimming or Diving talent, light enough to swim. */
export function isSwimming(f: BattleFigure): boolean {
  return (hasTalent(f.talents, "swimming") || hasTalent(f.talents, "diving")) && floats(f);
}

/** Whether a fall or a push where `f` stands calls for the drowning roll. */
function mayDrown(state: BattleState, f: BattleFigure, pushed: boolean): boolean {
  if (!rulesOf(state).drowning || f.flying || f.condition !== "ok") return false;
  const ground = groundAt(state, f.position);
  return pushed ? ground === "over-head-water" : isDeep(ground);
}

/** The roll against drowning: automatic for a Diver, 2 dice for a Swimmer, else 4. */
function keepsAfloat(ctx: Ctx, f: BattleFigure): boolean {
  if (hasTalent(f.talents, "diving")) {
    emit(ctx, {
      type: "saving-roll",
      figure: f.id,
      purpose: "dives: a Diver does not drown",
      faces: [],
      target: baseAdjDxValue(f),
      success: true,
    });
    return true;
  }
  const dice = hasTalent(f.talents, "swimming") ? 2 : 4;
  return rollAgainst(ctx, f, "keep from drowning", dice, baseAdjDxValue(f));
}

function drown(ctx: Ctx, f: BattleFigure, why: "roll" | "armor"): void {
  emit(ctx, { type: "drowned", figure: f.id, at: f.position, why });
  fallsOut(ctx, f, "dead");
}

/**
 * After `f` falls (or, `pushed`, is pushed) where the water is deep enough: it drowns or keeps its
 * head up, shedding what it must over its head.
 */
export function checkDrowning(ctx: Ctx, f: BattleFigure, pushed = false): void {
  if (mayDrown(ctx.state, f, pushed)) rollAgainstDrowning(ctx, f);
}

/** The roll against drowning where `f` is, and over its head the shedding that keeps it afloat. */
export function rollAgainstDrowning(ctx: Ctx, f: BattleFigure): void {
  if (!keepsAfloat(ctx, f)) {
    drown(ctx, f, "roll");
    return;
  }
  if (groundAt(ctx.state, f.position) !== "over-head-water" || floats(f)) return;
  dropEverything(ctx, f, "to stay afloat");
  if (!floats(f)) drown(ctx, f, "armor");
}
