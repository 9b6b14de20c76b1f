/**
 * AM §5 LEFT-HAND WEAPONS, the last paragraph: "a regular weapon in each hand". A figure with the
 * Two Weapons talent (the Two Swords talent of §5 ATTACKS, digest disagreement 9) strikes with
 * both at its full adjDX; one without it may try, at −6 on each blow, and the off-hand weapon never
 * parries as a main-gauche does ("no defensive advantage"; the talent's defence is In the
 * Labyrinth's, which the bot does not have). docs/rulings.md "Two Weapons" says which foe, in what
 * order and why.
 */
import { OFFHAND_WEAPON_IDS, type Weapon, type WeaponId, weaponOf } from "../figure/equipment.ts";
import { hasTalent } from "../figure/talents.ts";
import type { DxModifier } from "./events.ts";
import type { BattleFigure } from "./types.ts";

/** AM §5 LEFT-HAND WEAPONS: "his DX will be -6 for each attack" without the talent. */
export const UNTALENTED_TWO_WEAPONS_DX = -6;

/**
 * Whether `w` (as the battle's ruleset rates it) is a regular weapon the off hand may hold: a
 * one-handed hand weapon that is not a peculiar one, a dagger or a main-gauche (those keep their
 * own rules: two daggers in HTH, the main-gauche's parry), nor a bomb, which is thrown lit.
 */
export function isRegularOffhandWeapon(w: Weapon): boolean {
  return (
    w.class === "hand" &&
    !w.twoHanded &&
    !w.daggerLike &&
    w.talent === undefined &&
    !w.grenade &&
    !w.molotail &&
    !OFFHAND_WEAPON_IDS.has(w.id)
  );
}

/** Whether the off hand holds a regular weapon rather than a main-gauche, cestus or dagger. */
export function holdsRegularOffhand(f: Pick<BattleFigure, "offhand">): boolean {
  return f.offhand !== null && isRegularOffhandWeapon(weaponOf(f.offhand));
}

/** What each blow struck with a regular weapon in each hand adds to adjDX. */
export function twoWeaponsModifiers(f: Pick<BattleFigure, "talents">): DxModifier[] {
  return hasTalent(f.talents, "two-weapons")
    ? []
    : [{ label: "two weapons without the talent", value: UNTALENTED_TWO_WEAPONS_DX }];
}

/** Whether `weapon` may go in the off hand at all (the rest of the hands' rules aside). */
export function offhandWeaponAllowed(
  weapon: WeaponId,
  table: (id: WeaponId) => Weapon,
  twoWeaponsInHand: boolean,
): boolean {
  return (
    OFFHAND_WEAPON_IDS.has(weapon) || (twoWeaponsInHand && isRegularOffhandWeapon(table(weapon)))
  );
}
