/**
 * Items a GM can give or take: the weapons of the table and the two shields, by their names as
 * players type them ("large shield", "2-handed sword").
 */
import {
  type BattleFigure,
  BOULDER,
  BOULDER_KG,
  CHEAP_POWDER,
  type ItemId,
  isShieldId,
  SHIELD_IDS,
  SHIELDS,
  WEAPON_IDS,
  WEAPONS,
} from "../../src/engine/index.ts";
import { findWeapon, weaponKey } from "../shared/weapon-names.ts";

/**
 * What a GM may give: an item, (AM §10) a boulder for a flier to drop, or (AM §6) cheap powder
 * for the figure's guns and grenades.
 */
export type GivenItem = ItemId | typeof BOULDER | typeof CHEAP_POWDER;

export function itemName(item: GivenItem): string {
  if (item === BOULDER) return `Boulder (${BOULDER_KG} kg)`;
  if (item === CHEAP_POWDER) return "Cheap powder (bad on 4-6)";
  return isShieldId(item) ? SHIELDS[item].name : WEAPONS[item].name;
}

export const ALL_ITEMS: readonly ItemId[] = [...WEAPON_IDS, ...SHIELD_IDS];

/** The items `/gm give` offers: every item, a boulder for a flier (AM §10), cheap powder (AM §6). */
export const GIVEN_ITEMS: readonly GivenItem[] = [...ALL_ITEMS, BOULDER, CHEAP_POWDER];

/** The item, boulder or cheap powder a GM names to give. */
export function findGivenItem(text: string): GivenItem | undefined {
  const key = weaponKey(text);
  const special = ([BOULDER, CHEAP_POWDER] as const).find(
    (item) => key === weaponKey(item) || key === weaponKey(itemName(item)),
  );
  return special ?? findItem(text);
}

export function findItem(text: string): ItemId | undefined {
  const key = weaponKey(text);
  const shield = SHIELD_IDS.find(
    (id) => weaponKey(id) === key || weaponKey(SHIELDS[id].name) === key,
  );
  if (shield !== undefined) return shield;
  // MELEE's table alone, as ALL_ITEMS: a GM gives no ADVANCED MELEE item yet, in either ruleset.
  const weapon = findWeapon(text);
  return weapon !== undefined && ALL_ITEMS.includes(weapon) ? weapon : undefined;
}

/** Everything the figure has: ready weapon, off hand, shield, carried. */
export function heldItems(figure: BattleFigure): ItemId[] {
  const held: ItemId[] = [];
  if (figure.readyWeapon) held.push(figure.readyWeapon);
  if (figure.offhand) held.push(figure.offhand);
  if (figure.shield) held.push(figure.shield);
  held.push(...figure.carried);
  return [...new Set(held)];
}
