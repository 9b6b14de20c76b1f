/**
 * The numbers on a figure's card that follow from its race, attributes and gear, and the damage
 * each of its weapons does. Expects a spec that has passed validation; an unknown id throws.
 */
import {
  ARMORS,
  type Damage,
  isArmorId,
  isShieldId,
  isWeaponId,
  SHIELDS,
  WEAPONS,
  type Weapon,
  type WeaponId,
} from "./equipment.ts";
import { FigureRuleError } from "./errors.ts";
import type { FigureSpec } from "./figure-spec.ts";
import { isRaceId, RACES, type Race } from "./races.ts";

export interface DerivedStats {
  /** Movement allowance in hexes. */
  readonly ma: number;
  /** DX after armor, shield slung. */
  readonly adjDx: number;
  /** DX after armor and a ready shield; null without a shield. */
  readonly adjDxWithShield: number | null;
  /** Hits the armor stops per attack. */
  readonly stops: number;
  /** Hits armor and ready shield stop per attack; null without a shield. */
  readonly stopsWithShield: number | null;
}

// MELEE: CREATING A FIGURE (Ragnar's card), ARMOR, SHIELDS, NONHUMAN FIGURES (MA by race).
export function deriveStats(spec: FigureSpec): DerivedStats {
  const race = raceOf(spec);
  if (!isArmorId(spec.armor)) throw new FigureRuleError(`"${spec.armor}" is not an armor`);
  if (spec.shield !== null && !isShieldId(spec.shield)) {
    throw new FigureRuleError(`"${spec.shield}" is not a shield`);
  }
  const armor = ARMORS[spec.armor];
  const shield = spec.shield === null ? null : SHIELDS[spec.shield];
  const adjDx = spec.dx - armor.dxPenalty;
  return {
    ma: race.ma[spec.armor],
    adjDx,
    adjDxWithShield: shield === null ? null : adjDx - shield.dxPenalty,
    stops: armor.stops,
    stopsWithShield: shield === null ? null : armor.stops + shield.stops,
  };
}

/** How a weapon is used for one attack; it decides which damage and which racial bonus apply. */
export type WeaponUse = "melee" | "thrown" | "missile" | "hth";

/**
 * Damage this figure does with a weapon used one way, racial bonuses included. The figure need
 * not carry the weapon: it may have picked it up. A weapon used in a way it cannot be throws.
 */
export function weaponDamage(spec: FigureSpec, weaponId: WeaponId, use: WeaponUse): Damage {
  if (!isWeaponId(weaponId)) throw new FigureRuleError(`"${weaponId}" is not a weapon`);
  const race = raceOf(spec);
  const weapon = WEAPONS[weaponId];
  const base = damageFor(weapon, use);
  // MELEE: FANTASY FIGHTERS — dwarves +1 with hammers and axes, halflings +1 when shooting or throwing.
  const hammerAxeBonus = weapon.hammerOrAxe ? race.hammerAxeDamage : 0;
  const missileBonus = use === "thrown" || use === "missile" ? race.missileDamage : 0;
  return { dice: base.dice, add: base.add + hammerAxeBonus + missileBonus };
}

function damageFor(weapon: Weapon, use: WeaponUse): Damage {
  switch (use) {
    case "melee":
      if (weapon.class === "missile") {
        throw new FigureRuleError(`${weapon.name} is a missile weapon and cannot strike in melee`);
      }
      return weapon.damage;
    case "thrown":
      // MELEE: WEAPON TABLE — only weapons marked * may be thrown; a rock is listed as a missile.
      if (weapon.class === "missile") {
        throw new FigureRuleError(`${weapon.name} is a missile weapon, not a thrown one`);
      }
      if (!weapon.throwable) throw new FigureRuleError(`${weapon.name} cannot be thrown`);
      return weapon.damage;
    case "missile":
      if (weapon.class !== "missile") {
        throw new FigureRuleError(`${weapon.name} is not a missile weapon`);
      }
      return weapon.damage;
    case "hth":
      // MELEE: HAND-TO-HAND COMBAT — only a dagger or main-gauche is used; anything else is dropped.
      if (weapon.hthDamage === undefined) {
        throw new FigureRuleError(
          `${weapon.name} cannot be used in hand-to-hand combat; only a dagger or main-gauche can`,
        );
      }
      return weapon.hthDamage;
  }
}

function raceOf(spec: FigureSpec): Race {
  if (!isRaceId(spec.race)) throw new FigureRuleError(`"${spec.race}" is not a race`);
  return RACES[spec.race];
}
