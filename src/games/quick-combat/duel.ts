/**
 * Simulated Quick Combat duels: the computer player on both sides, seeded dice, 100 turns at most
 * (as the full rules' simulated duels: src/computer/duel.ts). The bench compares them with ADVANCED
 * MELEE's duels of the same fighters.
 */
import {
  applyQuickOrder,
  type FigureSpec,
  quickAwaiting,
  SeededDice,
  startQuickCombat,
} from "../../engine/index.ts";
import { quickComputerOrder } from "./computer.ts";

const MAX_TURNS = 100;

/** Who won: `x`, `y`, or null for a draw (both out at once, or the turn cap). */
export function simulateQuickDuel(
  x: FigureSpec,
  y: FigureSpec,
  seed: number,
  xFirst: boolean,
): "x" | "y" | null {
  const dice = new SeededDice(seed);
  let state = startQuickCombat(xFirst ? { a: x, b: y } : { a: y, b: x }, dice).state;
  while (state.phase.kind !== "over" && state.turn <= MAX_TURNS) {
    const seat = quickAwaiting(state)[0];
    if (seat === undefined) break;
    state = applyQuickOrder(state, quickComputerOrder(state, seat), dice).state;
  }
  const winner = state.phase.kind === "over" ? state.phase.winner : null;
  if (winner === null) return null;
  return (winner === "a") === xFirst ? "x" : "y";
}
