/**
 * Damage and what it does (MELEE: ROLLING FOR DAMAGE, ARMOR AND SHIELDS, REACTIONS TO INJURY; AM §5
 * ROLLING TO HIT for the bare hand's and the animal's fumble).
 */
import { armorOf, MAIN_GAUCHE_PARRY, shieldOf, weaponOf } from "../figure/equipment.ts";
import { PACK_STOPS, packName } from "../figure/pack.ts";
import { comeDown, isAloft, knockedOutOfTheAir, landsWhenWeak } from "./aerial-falls.ts";
import { applyAimedHit } from "./aimed-shots.ts";
import { armorWornOut, shieldWornOut, wear, wearsOut } from "./armor-wear.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { ground, rollCrippling } from "./crippling.ts";
import { checkDrowning } from "./drowning.ts";
import type { HitResult } from "./events.ts";
import { isDown, isInHth, stRemaining } from "./figures.ts";
import { arcFrom, attackFrom } from "./footprint.ts";
import { dropEverything } from "./items.ts";
import { marksmanBypass, marksmanMultiplier } from "./marksmanship.ts";
import { strikesMount, woundMount } from "./mount-struck.ts";
import { isThrownByHits, throwRider } from "./pulling-down.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { flameMultiplier } from "./torch.ts";
import { holdsRegularOffhand } from "./two-weapons.ts";
import type { AttackKind, BattleFigure, ItemId } from "./types.ts";
import type { Striker } from "./weapons-in-use.ts";

const NO_BYPASS = { armor: false, shield: false } as const;

/**
 * `hits` that no shield stops (flame, a blast) reach the figure: its body stops what `stops` says
 * (by default its armor and hide), it takes the rest. The event's words for what was stopped.
 */
export function takeBodyHits(
  ctx: Ctx,
  f: BattleFigure,
  hits: number,
  stops: { readonly stopped: number; readonly by: string[] } = bodyStops(ctx, f),
): { stopped: number; stoppedBy: string[]; taken: number } {
  const taken = Math.max(0, hits - stops.stopped);
  applyHits(ctx, f, taken);
  return { stopped: Math.min(stops.stopped, hits), stoppedBy: stops.by, taken };
}

/**
 * Hits the figure's own armor (unless `bypassArmor`, or worn out) and hide stop, with what stopped
 * them: all that protects against what no shield stops, such as flame (fire.ts).
 */
export function bodyStops(
  ctx: Ctx,
  target: BattleFigure,
  bypassArmor = false,
): { stopped: number; by: string[] } {
  const by: string[] = [];
  let stopped = 0;
  const armor = armorOf(target.armor);
  if (armor.stops > 0 && !bypassArmor && !(wearsOut(ctx.state) && armorWornOut(target))) {
    stopped += armor.stops;
    by.push(armor.name);
  }
  if (target.traits.naturalStops > 0) {
    stopped += target.traits.naturalStops;
    by.push("hide");
  }
  return { stopped, by };
}

/**
 * Hits that armor, hide and shields stop from this attack, with what stopped them; `bypass` names
 * what a marksman's aimed hit passes (marksmanship.ts).
 */
export function hitsStopped(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: AttackKind,
  bypass: { readonly armor: boolean; readonly shield: boolean } = NO_BYPASS,
): { stopped: number; by: string[] } {
  const body = bodyStops(ctx, target, bypass.armor);
  const by = body.by;
  let stopped = body.stopped;
  const wearing = wearsOut(ctx.state);
  // Shields and parries need a front and a back: a figure on the ground or grappling gets neither.
  const bendingOver = ctx.state.turnState.bendingOver.includes(target.id);
  if (kind !== "hth" && !isDown(target) && !isInHth(ctx.state, target) && !bendingOver) {
    const arc = arcFrom(target, attackFrom(attacker, target));
    if (
      target.shield &&
      !bypass.shield &&
      target.shieldReady === (arc === "front") &&
      (arc === "front" || arc === "rear") &&
      !(wearing && shieldWornOut(target))
    ) {
      const shield = shieldOf(target.shield);
      stopped += shield.stops;
      by.push(shield.name);
    }
    // AM §5 ARMOR AND SHIELDS: a pack stops 1 hit from behind.
    if (target.pack && arc === "rear") {
      stopped += PACK_STOPS;
      by.push(packName(target.pack));
    }
    if (target.offhand && !holdsRegularOffhand(target) && arc === "front" && kind !== "missile") {
      stopped += MAIN_GAUCHE_PARRY.stops;
      by.push(weaponOf(target.offhand).name.toLowerCase());
    }
  }
  return { stopped, by };
}

/** Whether the figure's shield is among what stopped hits (hitsStopped's `by`). */
function shieldStopped(f: BattleFigure, by: readonly string[]): boolean {
  return f.shield !== null && by.includes(shieldOf(f.shield).name);
}

/** Rolls damage for a hit and applies it. Returns the hits that got through. */
export function rollAndApplyDamage(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  striker: Pick<Striker, "damage" | "weapon" | "broken">,
  multiplier: number,
  kind: AttackKind,
  pastEffectiveRange = false,
): number {
  const { damage } = striker;
  const { faces, sum } = roll(ctx, damage.dice);
  const base = Math.max(0, sum + damage.add);
  // MELEE: PRACTICE COMBAT — "All weapons are blunted and do ½ damage" (rounded down); bare
  // hands, teeth and claws are not weapons. The giant's club is one, though it is part of the giant.
  const halved =
    ctx.state.combatType === "practice" &&
    (striker.weapon !== null || (kind !== "hth" && attacker.traits.usesWeapons));
  const aimed = ctx.aimedHit?.target === target.id ? ctx.aimedHit : null;
  const marksman = aimed?.marksman ? aimed.part : undefined;
  const factor =
    multiplier *
    (marksman ? marksmanMultiplier(marksman) : 1) *
    flameMultiplier(striker.weapon, target);
  const multiplied = base * factor;
  const practiced = halved ? Math.floor(multiplied / 2) : multiplied;
  // AM §6 DROPPED AND BROKEN WEAPONS: a broken weapon does half damage, rounded down.
  const unbroken = striker.broken ? Math.floor(practiced / 2) : practiced;
  // AM §6 LONG-RANGE MISSILE FIRE: past the effective range, half damage rounded down.
  const total = pastEffectiveRange ? Math.floor(unbroken / 2) : unbroken;
  if (target.mount && strikesMount(ctx.state, attacker, target)) {
    ctx.mayCripple = null;
    return woundMount(ctx, attacker, target, { faces, multiplier: factor, total });
  }
  const bypass = marksman ? marksmanBypass(target, marksman) : NO_BYPASS;
  const { stopped, by } = hitsStopped(ctx, attacker, target, kind, bypass);
  const taken = Math.max(0, total - stopped);
  if (wearsOut(ctx.state)) wear(ctx, target, Math.min(stopped, total), shieldStopped(target, by));
  applyHits(ctx, target, taken);
  emit(ctx, {
    type: "damage",
    attacker: attacker.id,
    target: target.id,
    damage,
    faces,
    multiplier: factor,
    halved,
    ...(striker.broken ? { brokenWeapon: true as const } : {}),
    ...(pastEffectiveRange ? { pastEffectiveRange: true as const } : {}),
    total,
    stopped: Math.min(stopped, total),
    stoppedBy: by,
    taken,
    stRemaining: stRemaining(target),
  });
  reactToInjury(ctx, target);
  if (ctx.mayCripple === target.id) {
    ctx.mayCripple = null;
    // A head hit reduces ST to 1, which knocks the figure out as any such wound does.
    if (rollCrippling(ctx, attacker, target, total) === "head") {
      applyHits(ctx, target, stRemaining(target) - 1);
      reactToInjury(ctx, target);
    }
  }
  if (aimed) {
    ctx.aimedHit = null;
    applyAimedHit(ctx, attacker, target, aimed.part, taken, aimed.marksman);
  }
  return taken;
}

/**
 * AM §5 ROLLING TO HIT: a bare-handed fighter or an animal that rolls 17 or 18 hurts itself, 1 die
 * that no armor stops. An animal is a figure that uses no weapons; a giant's club is a weapon, so
 * only its bare hands (in HTH) count. MELEE has no such rule. Returns whether it happened.
 */
export function hurtByOwnFumble(
  ctx: Ctx,
  f: BattleFigure,
  item: ItemId | null,
  kind: AttackKind,
  result: HitResult,
): boolean {
  if (item !== null || (result !== "drop" && result !== "break")) return false;
  if (!rulesOf(ctx.state).fumblesHurtBareHands) return false;
  if (f.traits.usesWeapons && kind !== "hth") return false;
  takeUnstoppedDie(ctx, f, roll(ctx, 1).sum);
  return true;
}

/** A die of damage a figure does itself, which no armor stops: `face` is the die rolled. */
export function takeUnstoppedDie(ctx: Ctx, f: BattleFigure, face: number): void {
  applyHits(ctx, f, face);
  emit(ctx, {
    type: "damage",
    attacker: f.id,
    target: f.id,
    damage: { dice: 1, add: 0 },
    faces: [face],
    multiplier: 1,
    halved: false,
    total: face,
    stopped: 0,
    stoppedBy: [],
    taken: face,
    stRemaining: stRemaining(f),
  });
  reactToInjury(ctx, f);
}

/** Marks hits against a figure's ST. */
export function applyHits(ctx: Ctx, target: BattleFigure, taken: number): void {
  if (taken <= 0) return;
  target.hits += taken;
  target.hitsThisTurn += taken;
  target.everHurt = true;
  if (!ctx.state.turnState.hurtThisTurn.includes(target.id)) {
    ctx.state.turnState.hurtThisTurn.push(target.id);
  }
}

/** Dead or unconscious: it falls where it is, drops everything and comes down from the air. */
export function fallsOut(ctx: Ctx, f: BattleFigure, condition: "dead" | "unconscious"): void {
  f.condition = condition;
  f.posture = "fallen";
  emit(ctx, { type: "condition", figure: f.id, condition });
  dropEverything(ctx, f);
  comeDown(ctx, f);
}

/** Death, unconsciousness, dropping out and falling down after hits (MELEE: REACTIONS TO INJURY). */
export function reactToInjury(ctx: Ctx, f: BattleFigure): void {
  const st = stRemaining(f);
  if (f.condition === "dead") return;
  // An unconscious figure struck again dies when its ST reaches 0.
  if (f.condition === "unconscious") {
    if (st <= 0) {
      f.condition = "dead";
      emit(ctx, { type: "condition", figure: f.id, condition: "dead" });
    }
    return;
  }
  // AM §6 BERSERKING: a berserker fights on at ST 1 and dies at 0 (docs/rulings.md).
  if (st <= 0 || (st === 1 && !f.berserk)) {
    fallsOut(ctx, f, st <= 0 ? "dead" : "unconscious");
    return;
  }
  if (ctx.state.combatType === "practice" && st <= 3 && !f.droppedOut) {
    f.droppedOut = true;
    emit(ctx, { type: "condition", figure: f.id, condition: "dropped-out" });
  }
  landsWhenWeak(ctx, f, st);
  // AM §9: the hits that knock a man down throw a rider from his mount (pulling-down.ts).
  if (isThrownByHits(ctx.state, f) && throwRider(ctx, f)) {
    f.knockedDownThisTurn = true;
    return;
  }
  if (f.hitsThisTurn >= f.traits.knockdownAt && !f.knockedDownThisTurn) {
    f.knockedDownThisTurn = true;
    // AM §10: a flier knocked down falls, and may pull out of the fall (aerial-falls.ts).
    if (isAloft(ctx, f)) {
      knockedOutOfTheAir(ctx, f);
      return;
    }
    if (f.posture !== "fallen") {
      f.posture = "fallen";
      emit(ctx, {
        type: "posture",
        figure: f.id,
        posture: "fallen",
        reason: `${f.hitsThisTurn} hits in one turn`,
      });
    }
    ground(ctx, f);
    checkDrowning(ctx, f);
  }
}
