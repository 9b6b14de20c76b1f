/**
 * ADVANCED MELEE §6 LONG-RANGE MISSILE FIRE: how far a missile weapon reaches, by the ST behind
 * it, and the Missile Weapons talent's gentler penalties beyond 25 m. The book counts in metres;
 * a hex is taken as a metre, as the book's own example does (docs/rulings.md, "Long-range missile
 * fire"). MELEE has no such limits.
 */

import { type WeaponId, weaponOf } from "../figure/equipment.ts";
import { hasTalent } from "../figure/talents.ts";
import { type Hex, hexDistance } from "../hex/coordinates.ts";
import { aimAt, attackFrom } from "./footprint.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Full damage out to this many hexes per point of ST; half damage out to the maximum. */
const EFFECTIVE_PER_ST = 20;
const MAXIMUM_PER_ST = 25;

/** Out to this range the talent changes nothing: the megahex penalty applies. */
const TALENT_NORMAL_UP_TO = 25;

export interface MissileRanges {
  /** The farthest a hit does full damage. */
  readonly effective: number;
  /** The farthest the weapon reaches at all, at half damage past `effective`. */
  readonly maximum: number;
}

/** Whether the battle plays long-range fire (ADVANCED MELEE only). */
function playsLongRange(state: BattleState): boolean {
  return state.ruleset === "advanced-melee";
}

/**
 * A missile weapon's ranges in hexes: by the user's basic ST, or a crossbow's by the ST it needs
 * (a light crossbow 240 and 300, a heavy one 300 and 375).
 */
export function missileRanges(f: Pick<BattleFigure, "st">, weaponId: WeaponId): MissileRanges {
  const weapon = weaponOf(weaponId);
  const st = weapon.crossbow ? weapon.st : f.st;
  return { effective: EFFECTIVE_PER_ST * st, maximum: MAXIMUM_PER_ST * st };
}

/** The hexes between the attacker and where its shot at `target` is aimed. */
function shotDistance(attacker: BattleFigure, target: BattleFigure): number {
  const from = attackFrom(attacker, target);
  return hexDistance(from, aimAt(attacker, target, from));
}

/** Why `attacker`'s ready missile weapon cannot reach `target`, or null when it can. */
export function outOfRangeProblem(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
): string | null {
  if (!playsLongRange(state) || !attacker.readyWeapon) return null;
  const { maximum } = missileRanges(attacker, attacker.readyWeapon);
  const distance = shotDistance(attacker, target);
  if (distance <= maximum) return null;
  const weapon = weaponOf(attacker.readyWeapon).name;
  return `${target.name} is ${distance} hexes away, beyond the ${maximum} hexes ${attacker.name}'s ${weapon} reaches.`;
}

/** Whether a missile from `from` hitting a figure in `at` does only half damage. */
export function isPastEffectiveRange(
  state: BattleState,
  attacker: BattleFigure,
  weaponId: WeaponId,
  from: Hex,
  at: Hex,
): boolean {
  if (!playsLongRange(state)) return false;
  return hexDistance(from, at) > missileRanges(attacker, weaponId).effective;
}

/**
 * The Missile Weapons talent's DX adjustment at `distance` hexes: −4 out to 50, −5 out to 100,
 * and 1 more for each further 50; null out to 25, where the megahex penalty applies.
 */
export function talentRangePenalty(
  state: BattleState,
  attacker: BattleFigure,
  distance: number,
): number | null {
  if (!playsLongRange(state) || distance <= TALENT_NORMAL_UP_TO) return null;
  if (!hasTalent(attacker.talents, "missile-weapons")) return null;
  if (distance <= 50) return -4;
  return -5 - Math.ceil((distance - 100) / 50);
}
