/**
 * In the Labyrinth's Unarmed Combat talents as AM uses them: extra damage bare-handed, +1 for UC
 * I, +2 for UC II and +3 for UC III and above (AM §6 COMBAT WITH BARE HANDS); the dice of a pin
 * changed by the difference of the two fighters' levels (AM §5 PINNING A FOE); and an unarmed
 * defender with the skill keeps an HTH defence roll of 6 (AM §5 HAND-TO-HAND COMBAT). Readings in
 * docs/rulings.md, "Unarmed Combat".
 */
import { hasTalent, type TalentId } from "../figure/talents.ts";
import type { BattleFigure } from "./types.ts";

/** The levels, highest first. */
const LEVELS: readonly (readonly [TalentId, number])[] = [
  ["unarmed-combat-5", 5],
  ["unarmed-combat-4", 4],
  ["unarmed-combat-3", 3],
  ["unarmed-combat-2", 2],
  ["unarmed-combat-1", 1],
];

/** The highest Unarmed Combat level the figure has, 0 without the talent. */
export function unarmedCombatLevel(f: Pick<BattleFigure, "talents">): number {
  if (f.talents === undefined) return 0;
  for (const [talent, level] of LEVELS) if (hasTalent(f.talents, talent)) return level;
  return 0;
}

/** Bare hands' extra damage: the level, at most 3. */
export function unarmedDamageBonus(f: Pick<BattleFigure, "talents">): number {
  return Math.min(unarmedCombatLevel(f), 3);
}

/** The pin's basic 3 dice, one fewer for each level the pinner has over its foe (at least 1). */
export function pinDice(pinner: BattleFigure, target: BattleFigure): number {
  return Math.max(1, 3 - (unarmedCombatLevel(pinner) - unarmedCombatLevel(target)));
}
