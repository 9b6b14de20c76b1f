/**
 * Plays a battle out to its end with the computer player on every side, applying its orders in
 * place: the caller hands over a state of its own.
 */

import { answer, DEFAULT_MAX_TURNS } from "../computer/index.ts";
import {
  applyOrderInPlace,
  type BattleState,
  type Decision,
  type Dice,
  type Order,
  pendingDecision,
} from "../engine/index.ts";

export interface PlayedOut {
  /** The winning side's id; null for a draw (no side left, or the turn cap). */
  readonly winner: string | null;
  /** Turns played, the one under way at the start and the last one included. */
  readonly turns: number;
  /** EP each figure earned, by figure id (none at the turn cap). */
  readonly ep: Readonly<Record<string, number>>;
}

/** Chooses the order for the decision the battle awaits (pendingDecision(state)). */
export type Player = (state: BattleState, decision: Decision) => Order;

export function playOut(state: BattleState, dice: Dice, player: Player = answer): PlayedOut {
  const firstTurn = state.turn;
  for (;;) {
    const decision = pendingDecision(state);
    if (decision.kind === "ended") {
      return { winner: decision.winner, turns: state.turn - firstTurn + 1, ep: state.ep ?? {} };
    }
    if (state.turn - firstTurn >= DEFAULT_MAX_TURNS) {
      return { winner: null, turns: DEFAULT_MAX_TURNS, ep: {} };
    }
    applyOrderInPlace(state, player(state, decision), dice);
  }
}
