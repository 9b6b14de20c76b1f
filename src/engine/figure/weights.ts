/**
 * What each weapon and shield weighs, in kilograms (AM §5 WEAPONS TABLE and ARMOR AND SHIELDS
 * table). MELEE gives no weights; AM's carrying limit (carry.ts) counts them. The club's "1.5 and
 * up" is read as 1.5; the whip's garbled weight as 0.5.
 */
import type { ArmorId, ShieldId, WeaponId } from "./equipment.ts";

export const WEAPON_KG: Readonly<Record<WeaponId, number>> = {
  dagger: 0.1,
  "main-gauche": 0.3,
  rapier: 0.5,
  club: 1.5,
  hammer: 2,
  cutlass: 1.5,
  shortsword: 2,
  mace: 3,
  "small-ax": 2.5,
  broadsword: 2.5,
  morningstar: 6,
  "two-handed-sword": 5,
  battleaxe: 10,
  javelin: 1.5,
  spear: 3,
  halberd: 8,
  "pike-axe": 10,
  rock: 0.3,
  sling: 0.5,
  "small-bow": 2,
  "horse-bow": 2,
  longbow: 2,
  "light-crossbow": 3,
  "heavy-crossbow": 5,
  hatchet: 1,
  "bastard-sword": 3.5,
  "military-pick": 4,
  "great-hammer": 8,
  "great-sword": 7,
  trident: 2,
  naginata: 4,
  quarterstaff: 1.5,
  nunchuks: 2,
  net: 1,
  cestus: 1,
  whip: 0.5,
  bola: 0.5,
  lasso: 0.5,
  pike: 6,
  "cavalry-lance": 9,
  torch: 0.5,
  // Ours: the book weighs no pole; a javelin's 1.5 kg with the torch's 0.5.
  "torch-pole": 2,
  molotail: 1,
  arquebus: 6,
  blunderbuss: 2,
  grenade: 1,
  // "A pouch of 12 … weighs .7 kg when full": the bot's sha-ken is a full pouch.
  "sha-ken": 0.7,
};

export const SHIELD_KG: Readonly<Record<ShieldId, number>> = {
  "small-shield": 5,
  "large-shield": 10,
  "spike-shield": 6,
  "tower-shield": 15,
};

/** AM §5 ARMOR AND SHIELDS table's weights, for a human-sized wearer. */
export const ARMOR_KG: Readonly<Record<ArmorId, number>> = {
  none: 0,
  cloth: 7,
  leather: 8,
  chainmail: 15,
  "half-plate": 20,
  plate: 25,
  "fine-plate": 25,
};
