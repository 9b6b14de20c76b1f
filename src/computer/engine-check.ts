/**
 * The computer player asking the engine whether it would accept an order, instead of guessing
 * from its own reading of the rules: the policy's searches think of one hex on the ground, and
 * big bodies, fliers and riders meet rules (front hexes of a 7-hex body, reach from the air, HTH
 * by size) that only the engine knows in full. The engine refuses by throwing IllegalOrderError.
 */
import {
  applyOrder,
  type BattleFigure,
  type BattleState,
  type Dice,
  type Hex,
  IllegalOrderError,
  type MoveOrder,
  type OptionCode,
  planPath,
} from "../engine/index.ts";

/** Thrown by `noDice` at the first die an order would roll: by then the order was accepted. */
class WouldRoll extends Error {}

/**
 * Dice that stop the trial at the first roll. The engine settles everything that can refuse a
 * move order before it rolls a die for it (move-order.ts), so an order that gets as far as rolling
 * is one the engine accepts; and a trial that rolls nothing draws no die from the battle's dice.
 */
const noDice: Dice = {
  d6() {
    throw new WouldRoll();
  },
  roll() {
    throw new WouldRoll();
  },
};

/** Whether the engine accepts the order now, tried on a copy of the state with no dice drawn. */
export function acceptsOrder(state: BattleState, order: MoveOrder): boolean {
  try {
    applyOrder(state, order, noDice);
    return true;
  } catch (error) {
    if (error instanceof WouldRoll) return true;
    if (error instanceof IllegalOrderError) return false;
    throw error;
  }
}

/**
 * Whether the engine's planner accepts the path for the option: the cheap check of a
 * move alone, for the policy's searches that try one path before asking for every destination.
 */
export function acceptsPath(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  path: readonly Hex[],
): boolean {
  try {
    planPath(state, f, option, path);
    return true;
  } catch (error) {
    if (error instanceof IllegalOrderError) return false;
    throw error;
  }
}
