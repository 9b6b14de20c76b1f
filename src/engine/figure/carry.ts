import type { Ruleset } from "../battle/ruleset.ts";
import { type ShieldId, WEAPONS, type WeaponId } from "./equipment.ts";
import { SHIELD_KG, WEAPON_KG } from "./weights.ts";

// MELEE: CREATING A FIGURE — "two weapons (plus a dagger)"; a shield counts as a weapon.
const MAX_OTHER_WEAPONS = 2;

/**
 * Whether a figure may carry these weapons (and a shield, if it has one) at once under MELEE.
 * Checked when a figure is built and whenever it picks something up in combat.
 */
export function withinCarryLimit(weapons: readonly WeaponId[], hasShield: boolean): boolean {
  const daggerLike = weapons.filter((id) => WEAPONS[id].daggerLike).length;
  // Only one dagger or main-gauche rides in the dagger's place; any further one is an "other".
  const others = weapons.length - Math.min(daggerLike, 1) + (hasShield ? 1 : 0);
  return others <= MAX_OTHER_WEAPONS;
}

// AM §5 WEAPONS: "up to two secondary weapons and/or shields" slung at the side.
export const MAX_SECONDARY = 2;

/**
 * Whether what a figure does not hold ready fits AM's secondary places (AM §5 WEAPONS; List 2,
 * 51): at most two weapons or shields slung at the side, daggers, main-gauches and sha-ken
 * pouches riding on the belt besides, uncounted. `notInHand` lists the weapons carried but not ready.
 */
export function withinSecondaryLimit(
  notInHand: readonly WeaponId[],
  shieldSlung: boolean,
): boolean {
  let slung = shieldSlung ? 1 : 0;
  // AM §5 PECULIAR WEAPONS: a pouch of sha-ken rides on the belt too.
  for (const id of notInHand) if (!WEAPONS[id].daggerLike && !WEAPONS[id].pouch) slung++;
  return slung <= MAX_SECONDARY;
}

/** A figure's carried weapons with one ready one taken out: what is slung or on the belt. */
export function notInHand(weapons: readonly WeaponId[], ready: WeaponId | null): WeaponId[] {
  const rest = [...weapons];
  const index = ready === null ? -1 : rest.indexOf(ready);
  if (index >= 0) rest.splice(index, 1);
  return rest;
}

/** The ruleset's carrying rule for a figure's whole gear, ready items included. */
export function carriesWithinLimit(
  gear: {
    readonly weapons: readonly WeaponId[];
    readonly readyWeapon: WeaponId | null;
    readonly shield: ShieldId | null;
    readonly shieldReady: boolean;
  },
  ruleset: Ruleset,
): boolean {
  const hasShield = gear.shield !== null;
  if (ruleset === "melee") return withinCarryLimit(gear.weapons, hasShield);
  return withinSecondaryLimit(
    notInHand(gear.weapons, gear.readyWeapon),
    hasShield && !gear.shieldReady,
  );
}

/**
 * How many kilograms of its ST a figure may carry in weapons and shields outside a pack (AM §5
 * WEAPONS: "as many as your ST allows"). AM §7's Melio needs a pack for "a load of more than 3
 * times his ST", so the bot reads 3 × ST kg as what the hands, the side and the belt hold; more is
 * a pack's load (pack.ts), which costs DX.
 */
export const LOAD_PER_ST_KG = 3;

/** The most a figure of this ST carries outside a pack, in kg. */
export function loadLimitKg(st: number): number {
  return LOAD_PER_ST_KG * st;
}

/** What a figure's weapons and shield weigh, in kg, to a tenth (AM §5's tables). */
export function carriedKg(weapons: readonly WeaponId[], shield: ShieldId | null): number {
  let grams = shield === null ? 0 : SHIELD_KG[shield] * 1000;
  for (const id of weapons) grams += WEAPON_KG[id] * 1000;
  return Math.round(grams / 100) / 10;
}
