/**
 * What a figure strikes with and for how much: its ready weapon with race bonuses, or a beast's
 * own teeth and claws (MELEE: WEAPON TABLE, NONHUMAN FIGURES). The damage is the ruleset's table's
 * (AM §5 WEAPONS TABLE), given as `weapons`.
 */
import {
  type Damage,
  isLitToThrow,
  type Weapon,
  type WeaponId,
  weaponOf,
} from "../figure/equipment.ts";
import { fineWorkOn, withFineWork } from "../figure/fine-work.ts";
import { stLacking, underStrengthDamage } from "../figure/under-strength.ts";
import { asBroken } from "./broken-weapons.ts";
import { strengthDamage } from "./hth-damage.ts";
import type { RulesetRules } from "./ruleset-rules.ts";
import type { BattleFigure } from "./types.ts";

export interface Striker {
  readonly label: string;
  readonly damage: Damage;
  readonly weapon: WeaponId | null;
  /** A broken weapon: its damage is halved, rounded down (AM §6 DROPPED AND BROKEN WEAPONS). */
  readonly broken?: true;
}

/**
 * The weapon's damage with the figure's race bonuses, and under AM less for a weapon above the
 * figure's ST (AM §5 WEAPONS).
 */
function withBonus(f: BattleFigure, weapon: Weapon, ranged: boolean, rules: WeaponRules): Damage {
  const base = tableDamage(f, weapon, ranged, rules);
  let add = base.add;
  if (weapon.hammerOrAxe) add += f.traits.hammerAxeDamage;
  if (ranged) add += f.traits.missileDamage;
  if (rules.underStrengthWeapons) add += underStrengthDamage(stLacking(f.st, weapon));
  // AM §6 FINE WEAPONS AND ARMOR: fine metal's +1 or +2.
  add += fineWorkOn(f.fine, weapon.id)?.damage ?? 0;
  return { dice: base.dice, add };
}

/**
 * The table's damage: its own, its one-handed rating for a blow held in one hand (a throw is no
 * grip), or for AM's club the wielder's ST's, +3 in one hand and +4 in two, as a maul (AM §6
 * CLUBS).
 */
function tableDamage(f: BattleFigure, weapon: Weapon, ranged: boolean, rules: WeaponRules): Damage {
  const grip = ranged ? undefined : gripOf(f, weapon);
  if (weapon.oneHandDamage && grip === "one hand") return weapon.oneHandDamage;
  if (weapon.strengthDamageAdd === undefined) return weapon.damage;
  const byStrength = strengthDamage(f.st);
  const add =
    grip === "two hands" && weapon.maulDamageAdd !== undefined && rules.maulInTwoHands
      ? weapon.maulDamageAdd
      : weapon.strengthDamageAdd;
  return { dice: byStrength.dice, add: byStrength.add + add };
}

export type Grip = "one hand" | "two hands";

/**
 * How a weapon with two ratings is held (AM §5 WEAPONS TABLE: the bastard sword, AM's spear; AM §6
 * CLUBS: the club, a maul in two hands): in
 * one hand while the other holds a ready shield or a main-gauche, else in both, the better blow
 * (docs/rulings.md); undefined for any other weapon.
 */
export function gripOf(
  f: Pick<BattleFigure, "shield" | "shieldReady" | "offhand">,
  weapon: Weapon,
): Grip | undefined {
  if (weapon.oneHandDamage === undefined && weapon.maulDamageAdd === undefined) return undefined;
  return (f.shield !== null && f.shieldReady) || f.offhand !== null ? "one hand" : "two hands";
}

/** "Bastard sword (one hand)" for a weapon with two grips, else the weapon's name. */
function gripLabel(f: BattleFigure, weapon: Weapon): string {
  const grip = gripOf(f, weapon);
  return withFineWork(
    f.fine,
    weapon.id,
    grip === undefined ? weapon.name : `${weapon.name} (${grip})`,
  );
}

/** What of a ruleset's rules decides a weapon's damage: its table and the under-strength rule. */
export type WeaponRules = Pick<RulesetRules, "weapon" | "underStrengthWeapons" | "maulInTwoHands">;

/** The ready weapon used in a regular (non-HTH) attack, or the natural attack of a beast. */
export function meleeStriker(f: BattleFigure, rules: WeaponRules): Striker | undefined {
  const w = f.readyWeapon ? rules.weapon(f.readyWeapon) : null;
  if (w && w.class !== "missile") {
    const striker = { label: gripLabel(f, w), damage: withBonus(f, w, false, rules), weapon: w.id };
    return asBroken(f, striker);
  }
  if (!f.readyWeapon && f.traits.naturalAttack) {
    return {
      label: f.traits.naturalAttack.name,
      damage: f.traits.naturalAttack.damage,
      weapon: null,
    };
  }
  return undefined;
}

/** Whether meleeStriker has something to strike with, without building the striker. */
export function hasMeleeStriker(f: BattleFigure): boolean {
  if (f.readyWeapon) {
    const weapon = weaponOf(f.readyWeapon);
    // AM §5 PECULIAR WEAPONS: a bola and sha-ken are only thrown, a lasso only cast.
    return (
      weapon.class !== "missile" &&
      weapon.bola !== true &&
      weapon.pouch === undefined &&
      weapon.id !== "lasso"
    );
  }
  return Boolean(f.traits.naturalAttack);
}

/**
 * Something to strike a foe in reach with, for (h) or a charge short of HTH: a hand weapon (or a
 * beast's own attack), a weapon to throw, or a ready shield to rush with.
 */
export function hasStrikeInReach(f: BattleFigure): boolean {
  return hasMeleeStriker(f) || hasReadyThrowable(f) || (f.shield !== null && f.shieldReady);
}

/** The weapon meleeStriker strikes with (null for a beast's own attack, or none), unbuilt. */
export function meleeWeapon(f: BattleFigure): WeaponId | null {
  return f.readyWeapon && weaponOf(f.readyWeapon).class !== "missile" ? f.readyWeapon : null;
}

export function offhandStriker(f: BattleFigure): Striker | undefined {
  const id = f.offhand ?? (holdsPair(f) ? f.readyWeapon : null);
  if (!id) return undefined;
  const w = weaponOf(id);
  return asBroken(f, { label: w.name, damage: w.damage, weapon: w.id });
}

/** A pair of weapons in hand, one in each (AM §5 PECULIAR WEAPONS: nunchuks). */
export function holdsPair(f: BattleFigure): boolean {
  return f.readyWeapon !== null && weaponOf(f.readyWeapon).pair === true;
}

/** A thrown or fired weapon's damage, halfling bonus included. */
export function rangedStriker(f: BattleFigure, rules: WeaponRules): Striker | undefined {
  if (!f.readyWeapon) return undefined;
  const w = rules.weapon(f.readyWeapon);
  if (!(w.class === "missile" || w.throwable)) return undefined;
  const label = withFineWork(f.fine, w.id, w.name);
  return asBroken(f, { label, damage: withBonus(f, w, true, rules), weapon: w.id });
}

export function hasReadyMissile(f: BattleFigure): boolean {
  return f.readyWeapon !== null && weaponOf(f.readyWeapon).class === "missile";
}

/**
 * MELEE: PRONE AND KNEELING FIRE — the ready missile weapon can be shot from the figure's posture:
 * any standing; a crossbow prone; any bow (crossbows too) kneeling; nothing by a figure that fell.
 */
export function shootsFromPosture(f: BattleFigure): boolean {
  if (f.posture === "standing") return true;
  const weapon = f.readyWeapon ? weaponOf(f.readyWeapon) : undefined;
  if (!weapon) return false;
  if (f.posture === "prone") return weapon.crossbow !== undefined;
  if (f.posture === "kneeling")
    return weapon.crossbow !== undefined || weapon.twoShotsAtDx !== undefined;
  return false;
}

/**
 * A throwable weapon in hand; a molotail or grenade only with a torch to light it (AM §6 FIRE AS A
 * WEAPON, GUNPOWDER BOMBS), sha-ken only while stars are left (AM §5).
 */
export function hasReadyThrowable(f: BattleFigure): boolean {
  if (f.readyWeapon === null) return false;
  const w = weaponOf(f.readyWeapon);
  if (w.pouch !== undefined) return (f.shaKen ?? 0) > 0;
  return w.throwable && (!isLitToThrow(w) || f.carried.some((id) => weaponOf(id).flame));
}

/** A dagger or main-gauche in the weapon hand: what a figure fights with in HTH. */
export function hasDaggerReady(f: BattleFigure): boolean {
  return f.readyWeapon !== null && weaponOf(f.readyWeapon).daggerLike;
}

export function isPoleWeapon(weapon: WeaponId | null): boolean {
  return weapon !== null && weaponOf(weapon).class === "pole";
}

/**
 * MELEE: POLE WEAPONS — a pole weapon's damage doubles on or against a charge; AM §6's torch on a
 * pole does not, the flame's hits being the same however it comes.
 */
export function doublesInACharge(weapon: WeaponId | null): boolean {
  return isPoleWeapon(weapon) && weaponOf(weapon as WeaponId).flame !== true;
}
