/**
 * ADVANCED MELEE §9 ATTACKS and THE CAVALRY LANCE: what a rider's blow does. Damage is returned
 * as the dice to roll and a multiplier, as the engine applies it: the dice are rolled once and the
 * total multiplied (docs/rulings.md, "Double and triple damage").
 */
import type { Damage } from "../figure/equipment.ts";
import { isAtSpeed } from "./riding.ts";

/** How a rider's weapon strikes: in hand, as a pole weapon, shot, or thrown. */
export type RiderStrike = "hand" | "pole" | "missile" | "thrown";

export interface RiderBlow {
  readonly damage: Damage;
  readonly multiplier: number;
}

/** The speed bonus for a rider who moved more than 8 hexes: +2, not for missiles or thrown. */
export const SPEED_BONUS = 2;

/**
 * A rider's blow (AM §9 ATTACKS): +2 when the mount moved more than 8 hexes this turn (not for
 * missile or thrown weapons), and a pole weapon in a charge doubles the lot: a one-handed spear's
 * 1 becomes 1+2, then (1+2)×2.
 */
export function riderBlow(
  weapon: Damage,
  strike: RiderStrike,
  mountHexesMoved: number,
  charging: boolean,
): RiderBlow {
  const fast = isAtSpeed(mountHexesMoved) && (strike === "hand" || strike === "pole");
  const damage = fast ? { dice: weapon.dice, add: weapon.add + SPEED_BONUS } : weapon;
  return { damage, multiplier: strike === "pole" && charging ? 2 : 1 };
}

/** AM §5 WEAPONS TABLE and §9 THE CAVALRY LANCE: 3-1 in a jab straight ahead. */
export const LANCE_DAMAGE: Damage = { dice: 3, add: -1 };

/** The lance's clumsy sweep at anything not straight ahead of rider and mount. */
export const LANCE_SWEEP_DAMAGE: Damage = { dice: 1, add: 0 };

/**
 * A cavalry lance's blow. Straight on (the target directly ahead of both rider and mount) it is a
 * pole weapon: (3-1+2)×2 = 6+2 in a charge at speed. Any other target gets the sweep: 1 die, 1+2
 * at speed, never doubled, and a hit calls for the 3/ST roll to keep the lance (rolls.ts).
 */
export function lanceBlow(
  straightOn: boolean,
  mountHexesMoved: number,
  charging: boolean,
): RiderBlow & { readonly sweep: boolean } {
  if (straightOn)
    return { ...riderBlow(LANCE_DAMAGE, "pole", mountHexesMoved, charging), sweep: false };
  return { ...riderBlow(LANCE_SWEEP_DAMAGE, "hand", mountHexesMoved, false), sweep: true };
}
