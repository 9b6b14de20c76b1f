/** Which hand weapon the computer player would rather hold: the one doing most damage on average. */
import { type BattleFigure, type WeaponId, weaponOf } from "../engine/index.ts";

/** The carried non-missile weapon doing most damage that the hands allow now. */
export function bestCarriedHandWeapon(f: BattleFigure): WeaponId | null {
  return bestHandWeaponOf(f, f.carried);
}

/** Of `weapons`, the non-missile one doing most damage on average that the hands allow now. */
export function bestHandWeaponOf(f: BattleFigure, weapons: readonly WeaponId[]): WeaponId | null {
  let best: WeaponId | null = null;
  let bestAverage = Number.NEGATIVE_INFINITY;
  for (const w of weapons) {
    const average = handWeaponAverage(f, w);
    if (average !== null && average > bestAverage) {
      best = w;
      bestAverage = average;
    }
  }
  return best;
}

/** A hand weapon's average damage, or null for a missile weapon or one the hands cannot hold now. */
export function handWeaponAverage(f: BattleFigure, w: WeaponId): number | null {
  const weapon = weaponOf(w);
  if (weapon.class === "missile" || (weapon.twoHanded && f.shieldReady)) return null;
  return weapon.damage.dice * 3.5 + weapon.damage.add;
}
