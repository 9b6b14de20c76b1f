/**
 * AM §10 AERIAL COMBAT, dropping things other than boulders: "Spears and axes may be dropped at −4
 * to hit but do +2 damage if they connect. Grenades, molotails, and gas bombs may be dropped at −4,
 * but with no damage bonus." A flier names what it drops (`airDrop`; without it, a boulder:
 * drops.ts). A spear or axe is rolled for as the boulder is (the −4 and the height's −1 per 3 m,
 * aerial-dx.ts) and does its own damage +2; hit or miss it lands in the target's hex. A lit flask or
 * grenade bursts where it comes down, scattered on a miss as a thrown one is (molotail.ts
 * throwAtHex, grenade.ts). Readings in docs/rulings.md, "Dropping weapons from the air".
 */
import { isLitToThrow, type WeaponId, weaponOf } from "../figure/equipment.ts";
import { hasHeights, heightOf } from "./altitude.ts";
import { rollAttack } from "./attack-roll.ts";
import { isBroken } from "./broken-weapons.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { boulderDropProblem, dropBoulder, fromTheAirProblem } from "./drops.ts";
import { litThrowLands } from "./grenade.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { dropItem, emptyWeaponHand } from "./items.ts";
import { throwAtHex } from "./molotail.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** AM §10's "spears and axes": ours, the spears one can throw and the axes (docs/rulings.md). */
const SPEARS_AND_AXES: readonly WeaponId[] = [
  "javelin",
  "spear",
  "trident",
  "hatchet",
  "small-ax",
  "battleaxe",
];

/** AM §10: a dropped spear or axe "do[es] +2 damage if [it] connect[s]". */
const DROPPED_WEAPON_ADD = 2;

/** Whether dropping `item` from the air does anything the book counts: a spear, axe or bomb. */
export function isDroppedToEffect(item: WeaponId): boolean {
  return SPEARS_AND_AXES.includes(item) || isLitToThrow(weaponOf(item));
}

/** The droppable things `f` holds: its ready weapon first, then what it carries, each once. */
export function droppableItems(f: BattleFigure): WeaponId[] {
  const held = f.readyWeapon === null ? f.carried : [f.readyWeapon, ...f.carried];
  return [...new Set(held)].filter(isDroppedToEffect);
}

/** Whether `f` has a flame to light a flask or grenade with, as a thrower needs one. */
function hasFlame(f: BattleFigure): boolean {
  const held = f.readyWeapon === null ? f.carried : [f.readyWeapon, ...f.carried];
  return held.some((id) => weaponOf(id).flame === true);
}

/** Why `f` may not drop `item` (a boulder when none is named) this turn, or null. */
export function airDropProblem(
  state: BattleState,
  f: BattleFigure,
  item: WeaponId | undefined,
): string | null {
  if (item === undefined) return boulderDropProblem(state, f);
  const general = fromTheAirProblem(state, f);
  if (general !== null && !hasHeights(state)) return general;
  const weapon = weaponOf(item);
  if (!isDroppedToEffect(item))
    return `A dropped ${weapon.name.toLowerCase()} does no more than nuisance damage: fliers drop spears, axes, grenades and molotails (AM §10).`;
  if (f.readyWeapon !== item && !f.carried.includes(item))
    return `${f.name} holds no ${weapon.name.toLowerCase()} to drop.`;
  if (isLitToThrow(weapon) && !hasFlame(f))
    return `${f.name} needs a torch to light the ${weapon.name.toLowerCase()} before dropping it.`;
  return general;
}

/** `f` lets go of `item`: from its hand when it holds it ready, else off its belt. */
function letGo(ctx: Ctx, f: BattleFigure, item: WeaponId): void {
  if (f.readyWeapon === item) {
    emptyWeaponHand(ctx, f);
    return;
  }
  const index = f.carried.indexOf(item);
  f.carried = f.carried.filter((_, i) => i !== index);
}

/** `attacker` drops what its option named on `target` below: a boulder unless it named a weapon. */
export function dropFromTheAir(ctx: Ctx, attacker: BattleFigure, target: BattleFigure): void {
  const item = chosenOption(ctx.state, attacker.id)?.airDrop;
  if (item === undefined) {
    dropBoulder(ctx, attacker, target);
    return;
  }
  const broken = isBroken(attacker, item);
  letGo(ctx, attacker, item);
  emit(ctx, {
    type: "weapon-dropped-from-air",
    figure: attacker.id,
    target: target.id,
    item,
    height: heightOf(attacker),
  });
  const weapon = weaponOf(item);
  if (isLitToThrow(weapon)) {
    const landed = throwAtHex(ctx, attacker, target, item, weapon.name, "drop");
    litThrowLands(ctx, attacker, item, landed);
    return;
  }
  dropWeapon(ctx, attacker, target, item, broken);
}

/** A spear or axe dropped on `target`: its damage +2 on a hit; it lands in the target's hex. */
function dropWeapon(
  ctx: Ctx,
  attacker: BattleFigure,
  target: BattleFigure,
  item: WeaponId,
  broken: boolean,
): void {
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind: "drop",
    weaponLabel: weaponOf(item).name,
    weapon: item,
    toMiss: false,
  });
  if (isHit(result)) {
    const { dice, add } = rulesOf(ctx.state).weapon(item).damage;
    const striker = {
      damage: { dice, add: add + DROPPED_WEAPON_ADD },
      weapon: item,
      ...(broken ? { broken: true as const } : {}),
    };
    rollAndApplyDamage(ctx, attacker, target, striker, damageMultiplier(result), "drop");
  }
  const reason = `${weaponOf(item).name} dropped by ${attacker.name} lands`;
  dropItem(ctx, null, item, target.position, reason, broken);
}
