/**
 * ADVANCED MELEE §9 ATTACKS: a rider whose mount moved more than 8 hexes this turn strikes with an
 * automatic +2 damage. Hand and pole weapons only (this is asked for blows, never for missiles or
 * thrown weapons); a pole weapon's doubling in a charge comes after, as for any charge.
 */
import { SPEED_BONUS } from "../mounted/damage.ts";
import { isAtSpeed } from "../mounted/riding.ts";
import { chosenOption } from "./chosen.ts";
import type { BattleFigure, BattleState } from "./types.ts";
import type { Striker } from "./weapons-in-use.ts";

/** The striker as a rider at speed wields it: +2 damage; unchanged for anyone else. */
export function atRidersSpeed(
  state: BattleState,
  attacker: BattleFigure,
  striker: Striker,
): Striker {
  if (!attacker.mount || !isAtSpeed(chosenOption(state, attacker.id)?.moved ?? 0)) return striker;
  const { dice, add } = striker.damage;
  return { ...striker, damage: { dice, add: add + SPEED_BONUS } };
}
