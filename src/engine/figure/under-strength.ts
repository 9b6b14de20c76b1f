/**
 * AM §5 WEAPONS: a figure whose ST is below a weapon's "ST needed" may still use it, at −1 DX for
 * each point it lacks and −1 damage for each 2 full points (MELEE refuses the weapon outright).
 * The figure's basic ST counts, not its wounded ST (docs/rulings.md). Crossbows have their own ST
 * rules (AM §5 CROSSBOWS: cocking needs the ST), so they stay refused below it.
 */
import type { Weapon } from "./equipment.ts";

/** The ST points the figure lacks for the weapon; 0 when it is strong enough. */
export function stLacking(st: number, weapon: Weapon): number {
  return weapon.st > st ? weapon.st - st : 0;
}

/** Whether AM lets a figure too weak for this weapon use it at a penalty. */
export function usableUnderStrength(weapon: Weapon): boolean {
  return weapon.crossbow === undefined;
}

/** The DX adjustment for lacking `lacking` ST points: −1 each. */
export function underStrengthDx(lacking: number): number {
  return -lacking;
}

/** The damage adjustment for lacking `lacking` ST points: −1 for each 2, rounded down. */
export function underStrengthDamage(lacking: number): number {
  return -Math.floor(lacking / 2);
}
