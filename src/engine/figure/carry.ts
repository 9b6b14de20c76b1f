import { WEAPONS, type WeaponId } from "./equipment.ts";

// MELEE: CREATING A FIGURE — "two weapons (plus a dagger)"; a shield counts as a weapon.
const MAX_OTHER_WEAPONS = 2;

/**
 * Whether a figure may carry these weapons (and a shield, if it has one) at once. Checked when
 * a figure is built and whenever it picks something up in combat.
 */
export function withinCarryLimit(weapons: readonly WeaponId[], hasShield: boolean): boolean {
  const daggerLike = weapons.filter((id) => WEAPONS[id].daggerLike).length;
  // Only one dagger or main-gauche rides in the dagger's place; any further one is an "other".
  const others = weapons.length - Math.min(daggerLike, 1) + (hasShield ? 1 : 0);
  return others <= MAX_OTHER_WEAPONS;
}
