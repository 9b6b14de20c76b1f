/**
 * Which weapons, armor and shields a ruleset offers (MELEE: WEAPON TABLE, ARMOR, SHIELDS; AM §5
 * WEAPONS TABLE, ARMOR AND SHIELDS), and AM's own figures for the items both books list. Every
 * MELEE item is in AM, so a figure built under MELEE fights under AM as it is; an AM-only item is
 * refused under MELEE.
 */
import type { Ruleset } from "../battle/ruleset.ts";
import { withinCarryLimit } from "./carry.ts";
import {
  AM_ARMOR_IDS,
  AM_SHIELD_IDS,
  AM_WEAPON_IDS,
  ARMOR_IDS,
  type ArmorId,
  isWeaponId,
  SHIELD_IDS,
  type ShieldId,
  WEAPON_IDS,
  WEAPONS,
  type Weapon,
  type WeaponId,
} from "./equipment.ts";
import { TALENT_IDS, type TalentId } from "./talents.ts";

export interface EquipmentLists {
  readonly weapons: readonly WeaponId[];
  readonly armors: readonly ArmorId[];
  readonly shields: readonly ShieldId[];
  /** The talents a figure may have: AM's (talents.ts); MELEE has none. */
  readonly talents: readonly TalentId[];
  readonly hasWeapon: (id: WeaponId) => boolean;
  readonly hasArmor: (id: ArmorId) => boolean;
  readonly hasShield: (id: ShieldId) => boolean;
}

function lists(
  weapons: readonly WeaponId[],
  armors: readonly ArmorId[],
  shields: readonly ShieldId[],
  talents: readonly TalentId[],
): EquipmentLists {
  const w = new Set<string>(weapons);
  const a = new Set<string>(armors);
  const s = new Set<string>(shields);
  return {
    weapons,
    armors,
    shields,
    talents,
    hasWeapon: (id) => w.has(id),
    hasArmor: (id) => a.has(id),
    hasShield: (id) => s.has(id),
  };
}

const MELEE_EQUIPMENT = lists(WEAPON_IDS, ARMOR_IDS, SHIELD_IDS, []);
const AM_EQUIPMENT = lists(
  [...WEAPON_IDS, ...AM_WEAPON_IDS],
  [...ARMOR_IDS, ...AM_ARMOR_IDS],
  [...SHIELD_IDS, ...AM_SHIELD_IDS],
  TALENT_IDS,
);

export function equipmentOf(ruleset: Ruleset): EquipmentLists {
  return ruleset === "melee" ? MELEE_EQUIPMENT : AM_EQUIPMENT;
}

/**
 * AM §5 WEAPONS TABLE where it differs from MELEE for an item both list: the halberd does 2 dice,
 * not 2-1; the spear may be held in one hand for 1 die (MELEE's is two-handed, 1+1); and the club needs no ST and does damage by its wielder's ST, the bare-hands table +3
 * (AM §6 CLUBS; the two-handed maul's +4 is not offered). The dagger's damage by ST is for HTH
 * alone (hth-damage.ts). The armor and shields both books list have the same figures.
 */
export const AM_WEAPONS: Readonly<Record<WeaponId, Weapon>> = {
  ...WEAPONS,
  halberd: { ...WEAPONS.halberd, damage: { dice: 2, add: 0 } },
  club: { ...WEAPONS.club, st: 0, strengthDamageAdd: 3, maulDamageAdd: 4 },
  spear: { ...WEAPONS.spear, twoHanded: false, oneHandDamage: { dice: 1, add: 0 } },
};

/** The ruleset's weapon table: MELEE's, or AM's with its changes. */
export function weaponTableOf(ruleset: Ruleset): Readonly<Record<WeaponId, Weapon>> {
  return ruleset === "melee" ? WEAPONS : AM_WEAPONS;
}

/**
 * The ruleset a figure's gear comes from: ADVANCED MELEE when it carries any item MELEE lacks, a
 * weapon above its ST (which only AM §5 WEAPONS allows), a spear held with a ready shield, a
 * talent, IQ or a pack on the back (MELEE has none), more than MELEE's two weapons and a dagger
 * (AM §5 WEAPONS slings two besides what is ready), else MELEE (whose every item is AM's too). The gear is the figure's only
 * record of its book.
 */
export function gearRuleset(spec: {
  readonly st: number;
  readonly armor: string;
  readonly shield: string | null;
  readonly weapons: readonly string[];
  readonly talents?: readonly string[];
  readonly readyWeapon?: string | null;
  readonly shieldReady?: boolean;
  readonly iq?: number;
  readonly pack?: string;
}): Ruleset {
  const melee = MELEE_EQUIPMENT;
  const meleeOnly =
    (spec.talents ?? []).length === 0 &&
    spec.iq === undefined &&
    spec.pack === undefined &&
    !oneHandedOnlyUnderAm(spec) &&
    withinCarryLimit(spec.weapons.filter(isWeaponId), spec.shield !== null) &&
    (melee.armors as readonly string[]).includes(spec.armor) &&
    (spec.shield === null || (melee.shields as readonly string[]).includes(spec.shield)) &&
    spec.weapons.every(
      (id) => (melee.weapons as readonly string[]).includes(id) && !tooWeakFor(spec.st, id),
    );
  return meleeOnly ? "melee" : "advanced-melee";
}

/**
 * A ready weapon MELEE holds in two hands beside a ready shield, which only AM allows (its spear in
 * one hand, AM §5 WEAPONS TABLE).
 */
export function oneHandedOnlyUnderAm(spec: {
  readonly readyWeapon?: string | null;
  readonly shieldReady?: boolean;
}): boolean {
  const ready = spec.readyWeapon ?? null;
  return (
    spec.shieldReady === true &&
    ready !== null &&
    isWeaponId(ready) &&
    WEAPONS[ready].twoHanded &&
    !AM_WEAPONS[ready].twoHanded
  );
}

/** A known weapon whose ST needed is above `st` (AM §5 WEAPONS; MELEE forbids it). */
export function tooWeakFor(st: number, id: string): boolean {
  return isWeaponId(id) && WEAPONS[id].st > st;
}
