/**
 * Changing what is in hand: options (e) ready new weapon, (k) change weapons and (o) pick up
 * (MELEE: OPTIONS; DROPPED WEAPONS; TWO-HANDED WEAPONS need the shield slung).
 */

import { withinCarryLimit, withinSecondaryLimit } from "../figure/carry.ts";
import {
  type GunpowderLoading,
  isShieldId,
  isWeaponId,
  reloadsBetweenShots,
  type WeaponId,
  weaponOf,
} from "../figure/equipment.ts";
import { hasTalent, TALENTS } from "../figure/talents.ts";
import { usableUnderStrength } from "../figure/under-strength.ts";
import { weaponTalent } from "../figure/weapon-talents.ts";
import type { Hex } from "../hex/coordinates.ts";
import { markBroken } from "./broken-weapons.ts";
import { cestusDropProblem } from "./cestus.ts";
import { type Ctx, emit } from "./context.ts";
import { isEngaged } from "./engagement.ts";
import { refuse } from "./errors.ts";
import { dropItem, removeDroppedAt } from "./items.ts";
import type { ReadyChoice } from "./orders.ts";
import { takePackOff } from "./pack-off.ts";
import { pickUpHexes } from "./pick-up-reach.ts";
import { takeStars } from "./pouches.ts";
import { handsOf, readiesLyingDown, rollToReadyLyingDown } from "./prone-readying.ts";
import { offhandWeaponProblem } from "./retiarius.ts";
import { type RulesetRules, rulesOf } from "./ruleset-rules.ts";
import { offhandWeaponAllowed } from "./two-weapons.ts";
import type { BattleFigure, BattleState, DroppedItem, ItemId } from "./types.ts";
import { unpackWeapon } from "./unpacking.ts";
import { exchangeWeapons } from "./weapon-exchange.ts";

function takeFromCarried(f: BattleFigure, weapon: WeaponId): void {
  const index = f.carried.indexOf(weapon);
  if (index < 0) refuse(`${f.name} does not carry a ${weaponOf(weapon).name.toLowerCase()}.`);
  f.carried.splice(index, 1);
}

type Hands = Pick<
  BattleFigure,
  "name" | "readyWeapon" | "offhand" | "shield" | "shieldReady" | "carried" | "talents"
>;

/** The ruleset's table, whose `twoHanded` may differ from MELEE's (AM's spear), and carrying rule. */
type HandsRules = Pick<RulesetRules, "weapon" | "slungSecondaries" | "twoWeaponsInHand">;

/**
 * AM §5 PECULIAR WEAPONS: without its talent a peculiar weapon cannot be used at all (a class
 * talent only costs DX: weapon-talents.ts).
 */
function talentProblem(f: Hands, weapon: WeaponId | null): string | null {
  const needs = weapon ? weaponTalent(weapon) : undefined;
  if (!weapon || !needs?.peculiar || hasTalent(f.talents, needs.talent)) return null;
  return `${f.name} cannot use ${weaponOf(weapon).name.toLowerCase()} without the ${TALENTS[needs.talent].name} talent.`;
}

/** What is wrong with what a figure holds and carries, or null (TWO-HANDED WEAPONS, carrying). */
function handsProblem(f: Hands, rules: HandsRules): string | null {
  const table = rules.weapon;
  const untrained = talentProblem(f, f.readyWeapon) ?? talentProblem(f, f.offhand);
  if (untrained) return untrained;
  if (f.readyWeapon && table(f.readyWeapon).twoHanded && f.shieldReady) {
    return `${weaponOf(f.readyWeapon).name} needs both hands: the shield must be slung.`;
  }
  if (f.offhand) {
    const held = offhandWeaponAllowed(f.offhand, table, rules.twoWeaponsInHand)
      ? null
      : offhandWeaponProblem(f.offhand, f.readyWeapon, rules.twoWeaponsInHand);
    if (held) return held;
    const offhand = `A ${weaponOf(f.offhand).name.toLowerCase()}`;
    if (f.shieldReady) return `${offhand} and a ready shield both need the off hand.`;
    if (!f.readyWeapon || table(f.readyWeapon).twoHanded)
      return `${offhand} goes with a one-handed weapon in the other hand.`;
  }
  if (rules.slungSecondaries) {
    return withinSecondaryLimit(f.carried, f.shield !== null && !f.shieldReady)
      ? null
      : `${f.name} may sling only two weapons or shields (daggers ride on the belt besides).`;
  }
  const weapons = [
    ...f.carried,
    ...(f.readyWeapon ? [f.readyWeapon] : []),
    ...(f.offhand ? [f.offhand] : []),
  ];
  if (!withinCarryLimit(weapons, f.shield !== null)) {
    return `${f.name} may carry only two weapons (a shield counts as one) plus a dagger.`;
  }
  return null;
}

function checkHands(ctx: Ctx, f: BattleFigure): void {
  const problem = handsProblem(f, rulesOf(ctx.state));
  if (problem) refuse(problem);
}

/**
 * Why `f` may not ready `weapon`, one it carries, in its off hand now (AM §5 LEFT-HAND WEAPONS: a
 * main-gauche, a cestus or a regular one-handed weapon beside a one-handed weapon, no shield
 * ready), or null: as (e) and (k)
 * would check it, any off-hand weapon it holds going back to its belt.
 */
export function offhandReadyProblem(
  state: BattleState,
  f: BattleFigure,
  weapon: WeaponId,
): string | null {
  const index = f.carried.indexOf(weapon);
  if (index < 0) return `${f.name} does not carry a ${weaponOf(weapon).name.toLowerCase()}.`;
  if (f.offhand === weapon)
    return `${f.name} holds a ${weaponOf(weapon).name.toLowerCase()} there already.`;
  const carried = f.carried.filter((_, i) => i !== index);
  const slung = f.offhand ? [...carried, f.offhand] : carried;
  return handsProblem({ ...f, offhand: weapon, carried: slung }, rulesOf(state));
}

/**
 * MELEE: STRENGTH — only a figure whose ST begins at or above the weapon's may use it; AM §5
 * WEAPONS lets a weaker one use it at a penalty (dx.ts, weapons-in-use.ts), a crossbow excepted.
 */
function strengthProblem(
  f: BattleFigure,
  weapon: WeaponId,
  rules: Pick<RulesetRules, "underStrengthWeapons">,
): string | null {
  const w = weaponOf(weapon);
  if (w.st <= f.st || (rules.underStrengthWeapons && usableUnderStrength(w))) return null;
  return `${f.name} (ST ${f.st}) is not strong enough to use a ${w.name.toLowerCase()} (ST ${w.st}).`;
}

/** Option (k)'s rule, which holds for (o) too: "An engaged figure cannot ready … a missile weapon." */
function missileWhenEngagedProblem(weapon: WeaponId): string | null {
  return weaponOf(weapon).class === "missile"
    ? "An engaged figure cannot ready a missile weapon."
    : null;
}

/** Why option (o) could not pick `item` up and ready it (whether one lies there aside), or null. */
export function pickUpProblem(
  f: BattleFigure,
  item: ItemId,
  rules: Pick<
    RulesetRules,
    "underStrengthWeapons" | "weapon" | "slungSecondaries" | "twoWeaponsInHand"
  >,
): string | null {
  if (isShieldId(item)) {
    if (f.shield && !f.shieldReady) return `${f.name} already has a shield.`;
    return handsProblem({ ...f, shield: item, shieldReady: true }, rules);
  }
  // The ready weapon is dropped first.
  return (
    missileWhenEngagedProblem(item) ??
    strengthProblem(f, item, rules) ??
    handsProblem({ ...f, readyWeapon: item }, rules)
  );
}

/** Why option (k) could not ready the carried `weapon`, the ready one dropped, or null. */
export function changeWeaponsProblem(
  f: BattleFigure,
  weapon: WeaponId,
  rules: HandsRules,
): string | null {
  const carried = [...f.carried];
  carried.splice(carried.indexOf(weapon), 1);
  return (
    missileWhenEngagedProblem(weapon) ?? handsProblem({ ...f, readyWeapon: weapon, carried }, rules)
  );
}

/**
 * Takes `item` up from the first of `hexes` it lies in and readies it. `scooped`: taken on the run
 * (AM §3), not bending over, so the figure keeps its front.
 */
export function pickUp(
  ctx: Ctx,
  f: BattleFigure,
  item: string,
  dropFirst: boolean,
  hexes: readonly Hex[] = pickUpHexes(ctx.state, f),
  scooped = false,
): void {
  if (!isWeaponId(item) && !isShieldId(item)) refuse(`"${item}" is not a weapon or shield.`);
  // A giant reaches what lies under any of its three hexes. MELEE WEAPON TABLE: "A figure can
  // always pick up a rock", counter or not.
  const lying = hexes.reduce<DroppedItem | undefined>(
    (found, h) => found ?? removeDroppedAt(ctx, item, h),
    undefined,
  );
  if (!lying && item !== "rock") {
    const where = rulesOf(ctx.state).picksUpNextDoor ? "in or next to" : "in";
    refuse(`There is no ${item} on the ground ${where} ${f.name}'s hex.`);
  }
  if (isShieldId(item)) {
    if (f.shield) {
      if (!dropFirst || !f.shieldReady) refuse(`${f.name} already has a shield.`);
      dropItem(ctx, f, f.shield, f.position, "dropped to pick up another shield");
    }
    f.shield = item;
    f.shieldReady = true;
  } else {
    const weapon = weaponOf(item);
    const weak = strengthProblem(f, item, rulesOf(ctx.state));
    if (weak) refuse(weak);
    if (f.readyWeapon) {
      if (dropFirst) dropItem(ctx, f, f.readyWeapon, f.position, "dropped to pick up a weapon");
      else f.carried.push(f.readyWeapon);
    }
    f.readyWeapon = item;
    if (lying?.broken) markBroken(f, item);
    takeStars(f, lying);
    // A crossbow comes back as loaded, or not, as it was dropped; a gun takes its readying too.
    if (weapon.crossbow) f.reloadTurnsLeft = lying?.reloadTurnsLeft ?? 0;
    if (weapon.gunpowder) readyGun(f, weapon.gunpowder, lying?.reloadTurnsLeft ?? 0);
  }
  emit(ctx, { type: "item-picked-up", figure: f.id, item, at: lying?.position ?? f.position });
  // MELEE VI, FACING: "one bending over to pick up a weapon" has no front, with (e) or (o) alike.
  if (!scooped) ctx.state.turnState.bendingOver.push(f.id);
}

/**
 * AM §6 GUNPOWDER WEAPONS: a gun takes turns to ready (the arquebus 4), this option the first; one
 * still to be reloaded (`owed` turns) needs those too, whichever is longer.
 */
function readyGun(f: BattleFigure, gun: GunpowderLoading, owed: number): void {
  f.reloadTurnsLeft = Math.max(owed, gun.readyTurns - 1);
}

function refuseMissileWhenEngaged(weapon: WeaponId): void {
  const problem = missileWhenEngagedProblem(weapon);
  if (problem) refuse(problem);
}

function readied(ctx: Ctx, f: BattleFigure): void {
  emit(ctx, {
    type: "item-readied",
    figure: f.id,
    weapon: f.readyWeapon,
    shieldReady: f.shieldReady,
    offhand: f.offhand,
  });
}

/**
 * Option (j) is for a figure that "had a missile weapon ready BEFORE it was engaged". One readied
 * or reloaded where a move that engaged it ended was not, so the figure counts as engaged already.
 */
function noteReadiedEngaged(ctx: Ctx, f: BattleFigure): void {
  if (f.readyWeapon && weaponOf(f.readyWeapon).class === "missile" && isEngaged(ctx.state, f))
    f.engagedAtLastOption = true;
}

/** Option (e): re-sling and ready, pick up where movement ended, or reload a crossbow. */
export function readyNewWeapon(ctx: Ctx, f: BattleFigure, choice: ReadyChoice | undefined): void {
  if (choice?.packOff) {
    takePackOff(ctx, f, choice);
    return;
  }
  if (choice?.unpack) {
    const out = unpackWeapon(ctx, f, { ...choice, unpack: choice.unpack });
    if (out) readyNewWeapon(ctx, f, { weapon: out });
    return;
  }
  const wantsChange =
    choice &&
    (choice.weapon !== undefined ||
      choice.shieldReady !== undefined ||
      choice.pickUp ||
      choice.offhand !== undefined ||
      choice.exchangeWith);
  if (!wantsChange) {
    const weapon = f.readyWeapon ? weaponOf(f.readyWeapon) : undefined;
    if (weapon && reloadsBetweenShots(weapon) && f.reloadTurnsLeft > 0) {
      f.reloadTurnsLeft -= 1;
      const gun = weapon.gunpowder ? { gun: weapon.id } : {};
      emit(ctx, { type: "reloaded", figure: f.id, turnsLeft: f.reloadTurnsLeft, ...gun });
      noteReadiedEngaged(ctx, f);
      return;
    }
    refuse(
      `Say what ${f.name} readies: a weapon, the shield, a main-gauche, or an item to pick up.`,
    );
  }
  // A rock asked for and not carried is one picked up off the ground.
  const fromGround =
    choice.pickUp ??
    (choice.weapon === "rock" && !f.carried.includes("rock") ? choice.weapon : undefined);
  const lyingDown = readiesLyingDown(ctx.state, f);
  if ((f.posture === "kneeling" && rulesOf(ctx.state).kneelingReadiesAnyWeapon) || lyingDown) {
    if (fromGround) refuse(`${f.name} is ${f.posture}; it may ready what it carries, not pick up.`);
  } else if (f.posture !== "standing") {
    refuse(`${f.name} is ${f.posture}; only a crossbow may be reloaded while down.`);
  }
  if (choice.exchangeWith) {
    exchangeOnly(choice);
    exchangeWeapons(ctx, f, choice.exchangeWith, (g, weapon) => exchangeProblem(ctx, g, weapon));
    return;
  }
  const drops = dropsReadyWeapon(ctx, f, choice);
  const before = lyingDown ? handsOf(f) : undefined;
  if (fromGround) {
    pickUp(ctx, f, fromGround, drops);
  } else if (choice.weapon !== undefined) {
    if (choice.weapon !== f.readyWeapon) {
      if (choice.weapon) takeFromCarried(f, choice.weapon);
      if (f.readyWeapon && drops) {
        dropItem(ctx, f, f.readyWeapon, f.position, "dropped to ready another weapon");
      } else if (f.readyWeapon) f.carried.push(f.readyWeapon);
      f.readyWeapon = choice.weapon;
      const gun = choice.weapon ? weaponOf(choice.weapon).gunpowder : undefined;
      if (gun) readyGun(f, gun, f.reloadTurnsLeft);
    }
  }
  if (choice.offhand !== undefined && choice.offhand !== f.offhand) {
    if (choice.offhand) takeFromCarried(f, choice.offhand);
    if (f.offhand) f.carried.push(f.offhand);
    f.offhand = choice.offhand;
  }
  if (choice.shieldReady !== undefined) {
    if (!f.shield) refuse(`${f.name} has no shield.`);
    f.shieldReady = choice.shieldReady;
  }
  checkHands(ctx, f);
  if (before && !rollToReadyLyingDown(ctx, f, before)) return;
  readied(ctx, f);
  noteReadiedEngaged(ctx, f);
}

/** An exchange is the whole of the option: nothing else is readied with it. */
function exchangeOnly(choice: ReadyChoice): void {
  const { exchangeWith: _partner, ...rest } = choice;
  if (Object.keys(rest).length > 0)
    refuse("An exchange of weapons readies nothing else: name only the figure to exchange with.");
}

/** What would stop `f` holding `weapon` in place of its ready one, got by exchange. */
function exchangeProblem(ctx: Ctx, f: BattleFigure, weapon: WeaponId | null): string | null {
  const rules = rulesOf(ctx.state);
  return (
    (weapon ? strengthProblem(f, weapon, rules) : null) ??
    handsProblem({ ...f, readyWeapon: weapon }, rules)
  );
}

/** Why option (e) could not drop the ready weapon rather than sling it (AM §2 IV(b)), or null. */
export function dropChoiceProblem(state: BattleState, f: BattleFigure): string | null {
  if (!rulesOf(state).dropsWhenReadying)
    return "Under MELEE, option (e) slings the ready weapon; it is not dropped.";
  if (!f.readyWeapon) return `${f.name} has no weapon ready to drop.`;
  return cestusDropProblem(f);
}

/**
 * AM §2 option IV(b): a figure not engaged may "drop OR re-sling" its ready weapon as it readies
 * another; MELEE's (e) always slings it. Whether this one drops it.
 */
function dropsReadyWeapon(ctx: Ctx, f: BattleFigure, choice: ReadyChoice): boolean {
  if (!choice.drop) return false;
  const problem = dropChoiceProblem(ctx.state, f);
  if (problem) refuse(problem);
  if (choice.weapon === undefined && !choice.pickUp)
    refuse(`Say what ${f.name} readies after dropping its weapon (or "none").`);
  return true;
}

/** Option (k): drop the ready weapon and ready another, non-missile one. */
export function changeWeapons(ctx: Ctx, f: BattleFigure, choice: ReadyChoice | undefined): void {
  const weapon = choice?.weapon;
  if (!weapon) refuse(`Say which weapon ${f.name} readies.`);
  const strapped = cestusDropProblem(f);
  if (strapped) refuse(strapped);
  refuseMissileWhenEngaged(weapon);
  takeFromCarried(f, weapon);
  if (f.readyWeapon) dropItem(ctx, f, f.readyWeapon, f.position, "dropped to change weapons");
  f.readyWeapon = weapon;
  checkHands(ctx, f);
  readied(ctx, f);
}

/** Option (o): bend over, drop what is in hand, pick up and ready an item in this hex. */
export function pickUpWeapon(ctx: Ctx, f: BattleFigure, choice: ReadyChoice | undefined): void {
  const item = choice?.pickUp;
  if (!item) refuse(`Say what ${f.name} picks up.`);
  if (isWeaponId(item)) refuseMissileWhenEngaged(item);
  pickUp(ctx, f, item, true);
  checkHands(ctx, f);
  readied(ctx, f);
}
