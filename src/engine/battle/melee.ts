/**
 * Regular attacks with a hand or pole weapon, two weapons, or a shield-rush
 * (MELEE: ROLLING FOR A HIT, POLE WEAPONS, THE LEFT-HAND DAGGER, SHIELD-RUSH ATTACKS,
 * HITTING YOUR FRIENDS).
 */
import { shieldOf, type WeaponId } from "../figure/equipment.ts";
import { sameHex } from "../hex/coordinates.ts";
import { rollAttack } from "./attack-roll.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import type { HitResult } from "./events.ts";
import { areEnemies, figuresWith, findFigure, isInHth, isOut } from "./figures.ts";
import { fallDown } from "./footing.ts";
import { distanceTo, isLarge } from "./footprint.ts";
import { hurtByOwnFumble, rollAndApplyDamage } from "./injury.ts";
import { fumble } from "./items.ts";
import { keepLanceAfterSweep, LANCE, lanceBlowAt } from "./lances.ts";
import { PIKE, pikeDamage } from "./pikes.ts";
import { recordRetreatRight } from "./retreat-rights.ts";
import { atRidersSpeed } from "./rider-speed.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { sweptFigures } from "./sweeps.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { AttackKind, BattleFigure, BattleState, ChosenOption } from "./types.ts";
import {
  doublesInACharge,
  isPoleWeapon,
  meleeStriker,
  meleeWeapon,
  offhandStriker,
  type Striker,
} from "./weapons-in-use.ts";

/**
 * A charge attack (b) that actually moved: a figure striking from where it stood is no charge.
 * AM §5 POLE WEAPONS asks more: the charger comes from a hex not adjacent to its target, or (the
 * book's "one hex away and back") moves at least 2 hexes; sliding 1 hex along the target is no
 * charge. The path is not kept, so 2 hexes that never leave the target's side count too.
 */
function isCharge(state: BattleState, chosen: ChosenOption | undefined): boolean {
  if (chosen?.option !== "b" || chosen.moved === 0) return false;
  if (!rulesOf(state).chargeComesFromAfar || chosen.moved >= 2 || chosen.target === null)
    return true;
  const target = findFigure(state, chosen.target);
  return target === undefined || distanceTo(target, chosen.startedAt) > 1;
}

function chargedThisTurn(state: BattleState, f: BattleFigure): boolean {
  return isCharge(state, chosenOption(state, f.id));
}

/**
 * MELEE: POLE WEAPONS — +2 DX with a pole weapon for a figure that stays in the same hex on the
 * turn an enemy charges him (changing facing does not lose it). Also counted in the order of
 * attack, which uses adjDX with everything but range (IV step 4).
 */
export function standsFastWithPole(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  weapon: WeaponId | null,
): boolean {
  // The charge first: it is rare, and cheaper to rule out than the weapon.
  const charge = chosenOption(state, target.id);
  if (charge?.target !== attacker.id || !isCharge(state, charge)) return false;
  const chosen = chosenOption(state, attacker.id);
  return (
    chosen !== undefined && sameHex(chosen.startedAt, attacker.position) && isPoleWeapon(weapon)
  );
}

/**
 * AM §5 ATTACKS (order of attacks): the figure strikes with a pole weapon at a foe it charged, or
 * that charged it this turn.
 */
export function strikesInAPoleCharge(
  state: BattleState,
  f: BattleFigure,
  chosen: ChosenOption,
): boolean {
  if (chosen.attack !== "weapon" || chosen.target === null) return false;
  const theirs = chosenOption(state, chosen.target);
  if (!isCharge(state, chosen) && !(isCharge(state, theirs) && theirs?.target === f.id))
    return false;
  return isPoleWeapon(meleeWeapon(f));
}

/**
 * MELEE: POLE WEAPONS — a pole weapon doubles its damage when its wielder charges, or when the
 * figure it hits charged this turn.
 */
function poleFactor(
  state: BattleState,
  attacker: BattleFigure,
  victim: BattleFigure,
  striker: Striker,
  kind: BlowKind,
): number {
  // AM §5 JABBING WITH A POLE WEAPON: "a jab only does normal damage", however anyone moved; a
  // sweep (AM §6) swings the pike axe's blade through the front hexes, no charge's thrust.
  if (kind === "jab" || kind === "sweep" || !doublesInACharge(striker.weapon)) return 1;
  return chargedThisTurn(state, attacker) || chargedThisTurn(state, victim) ? 2 : 1;
}

/** Damage for a blow that hit `victim`, with forced retreat earned unless a friend was struck. */
function wound(
  ctx: Ctx,
  attacker: BattleFigure,
  victim: BattleFigure,
  striker: Striker,
  result: HitResult,
  kind: BlowKind,
): void {
  const { state } = ctx;
  // AM §9 THE CAVALRY LANCE: its own damage, straight on or swept (lances.ts).
  const lance =
    striker.weapon === LANCE
      ? lanceBlowAt(
          state,
          attacker,
          victim,
          chargedThisTurn(state, attacker) || chargedThisTurn(state, victim),
        )
      : null;
  const multiplier =
    damageMultiplier(result) *
    (lance ? lance.multiplier : poleFactor(state, attacker, victim, striker, kind));
  // AM §9 THE PIKE: struck in the action phase, a pike is a spear (pikes.ts).
  const blow = lance
    ? { ...striker, damage: lance.damage }
    : atRidersSpeed(
        state,
        attacker,
        striker.weapon === PIKE
          ? { ...striker, damage: pikeDamage(state, victim, false) }
          : striker,
      );
  const taken = rollAndApplyDamage(ctx, attacker, victim, blow, multiplier, "weapon");
  if (taken > 0 && areEnemies(attacker, victim)) recordRetreatRight(ctx, attacker, victim);
  if (lance?.sweep) keepLanceAfterSweep(ctx, attacker);
}

/** One blow with one weapon; returns whether it hit anyone. */
function strike(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  striker: Striker,
  kind: BlowKind,
): boolean {
  // MELEE: POLE WEAPONS — +2 DX for standing fast against an enemy charging you; a jab's foe
  // stands two hexes off, no charger.
  const stoodFast =
    kind !== "jab" && standsFastWithPole(ctx.state, attacker, target, striker.weapon);
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind,
    weaponLabel: striker.label,
    toMiss: false,
    poleAgainstCharge: stoodFast,
  });
  if (isHit(result)) {
    wound(ctx, attacker, target, striker, result, kind);
    return true;
  }
  if (fumble(ctx, attacker, striker.weapon, result)) return false;
  if (hurtByOwnFumble(ctx, attacker, striker.weapon, "weapon", result)) return false;
  if (!isOut(target) && isInHth(ctx.state, target))
    return strikeIntoPile(ctx, attacker, target, striker, kind);
  return false;
}

/**
 * A miss against a figure down in a brawl may land on the others there: first the other enemies
 * (rolling to hit), then friends (rolling to miss), until someone is hit or the weapon is dropped
 * or broken (MELEE: HITTING YOUR FRIENDS, whose rolls to miss follow THROWN WEAPONS).
 */
function strikeIntoPile(
  ctx: Ctx,
  attacker: BattleFigure,
  missed: BattleFigure,
  striker: Striker,
  kind: BlowKind,
): boolean {
  const others = figuresWith(ctx.state, missed).filter((f) => f !== missed && !isOut(f));
  const ordered = [
    ...others.filter((f) => areEnemies(f, attacker)),
    ...others.filter((f) => !areEnemies(f, attacker)),
  ];
  for (const other of ordered) {
    const result = rollAttack(ctx, {
      attacker,
      target: other,
      // MELEE: MULTIPLE HTH COMBAT — "same DX adjustments": −4 still when striking with both weapons.
      kind,
      weaponLabel: striker.label,
      toMiss: !areEnemies(other, attacker),
    });
    if (isHit(result)) {
      wound(ctx, attacker, other, striker, result, kind);
      return true;
    }
    if (fumble(ctx, attacker, striker.weapon, result)) return false;
  }
  return false;
}

/** The blows struck with a hand or pole weapon: one weapon, two, a jab (AM §5) or a sweep (§6). */
export type BlowKind = Extract<AttackKind, "weapon" | "two-weapons" | "jab" | "sweep">;

/**
 * A regular attack: one weapon, weapon and main-gauche against the same enemy, or a pole weapon's
 * jab two hexes off.
 */
export function weaponAttack(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  kind: BlowKind,
): void {
  const main = meleeStriker(attacker, rulesOf(ctx.state));
  if (main) strike(ctx, attacker, target, main, kind);
  const second = kind === "two-weapons" ? offhandStriker(attacker) : undefined;
  if (second && !isOut(target) && !isOut(attacker))
    strike(ctx, attacker, target, second, "two-weapons");
}

/**
 * AM §6 SWEEPING BLOWS: one roll for each figure in the three front hexes, to hit a foe or to miss
 * a friend, until the weapon is dropped or broken; the attacker's own fumble hurts it once.
 */
export function sweepingBlow(ctx: Ctx, attacker: BattleFigure): void {
  const main = meleeStriker(attacker, rulesOf(ctx.state));
  if (!main) return;
  for (const figure of sweptFigures(ctx.state, attacker)) {
    if (isOut(attacker)) return;
    const result = rollAttack(ctx, {
      attacker,
      target: figure,
      kind: "sweep",
      weaponLabel: main.label,
      toMiss: !areEnemies(attacker, figure),
    });
    if (isHit(result)) wound(ctx, attacker, figure, main, result, "sweep");
    else if (fumble(ctx, attacker, main.weapon, result)) return;
  }
}

/**
 * MELEE: SHIELD-RUSH ATTACKS — a hit makes the foe roll to stay afoot; MELEE's shields do no
 * damage. AM §5 SHIELD-RUSH ATTACKS: a spike shield's rush that knocks the foe down also does 1-2.
 */
export function shieldRush(ctx: Ctx, attacker: BattleFigure, target: BattleFigure): void {
  const shield = attacker.shield ? shieldOf(attacker.shield).name : "shield";
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind: "shield-rush",
    weaponLabel: shield,
    toMiss: false,
  });
  // In a rush the shield is the weapon a 17 drops or an 18 breaks (a shield counts as a weapon).
  fumble(ctx, attacker, attacker.shield, result);
  if (!isHit(result)) return;
  // Original ST is compared; a foe more than twice as strong does not budge, and "Shield-rushing
  // a giant is pointless".
  const giant = isLarge(target);
  if (giant || target.st > 2 * attacker.st) {
    emit(ctx, {
      type: "saving-roll",
      figure: target.id,
      purpose: giant
        ? "stays afoot (a giant cannot be rushed)"
        : "stays afoot (too strong to rush)",
      faces: [],
      target: 0,
      success: true,
    });
    return;
  }
  const diceCount = attacker.st >= target.st ? 3 : 2;
  const { faces, sum } = roll(ctx, diceCount);
  const adjDx = baseAdjDxValue(target);
  const automaticFall = diceCount === 2 ? sum === 12 : sum >= 16;
  const success = !automaticFall && sum <= adjDx;
  emit(ctx, {
    type: "saving-roll",
    figure: target.id,
    purpose: "stay afoot after a shield-rush",
    faces,
    target: adjDx,
    success,
  });
  if (success) return;
  if (target.posture !== "fallen") fallDown(ctx, target, "shield-rushed");
  const spikes = attacker.shield ? shieldOf(attacker.shield).rushDamage : undefined;
  if (spikes)
    rollAndApplyDamage(ctx, attacker, target, { damage: spikes, weapon: null }, 1, "shield-rush");
}
