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
  isLarge,
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

/**
 * Whether the policy's order may be one the engine refuses: some figure in the battle has a body
 * of more than one hex, can fly, or rides. Otherwise its one-hex searches ask the engine's own
 * checks (options, targets, paths), and the trial, which costs as much as the move itself, is
 * skipped: duels of men on foot are the odds' inner loop.
 */
export function outgrowsThePolicy(state: BattleState): boolean {
  return state.figures.some(
    (f) => isLarge(f) || f.traits.flyingMa !== null || f.mount !== undefined,
  );
}

/**
 * Whether the engine accepts the order, tried on a copy of the state with no dice drawn, as on
 * the turn of the figure's side to move: the policy may be asked before that turn comes.
 */
export function acceptsOrder(state: BattleState, order: MoveOrder): boolean {
  const side = state.figures.find((f) => f.id === order.figure)?.side;
  const phase = state.phase;
  const onItsTurn =
    phase.kind === "movement" && phase.order[phase.index] === side
      ? state
      : { ...state, phase: { kind: "movement" as const, order: [side ?? ""], index: 0 } };
  try {
    applyOrder(onItsTurn, order, noDice);
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
