/**
 * How well the computer player plays: "basic", the safe player (policy.ts), or "strong", which
 * looks one order ahead (strong.ts). A GM picks the level per figure; /odds always plays basic.
 */

import type { Dice } from "../dice/dice.ts";
import type { BattleState, Decision, Order } from "../engine/index.ts";
import { answer, figureOrder } from "./policy.ts";
import { strongAnswer, strongFigureOrder } from "./strong.ts";

export const COMPUTER_LEVELS = ["basic", "strong"] as const;

export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

export function isComputerLevel(value: string): value is ComputerLevel {
  return (COMPUTER_LEVELS as readonly string[]).includes(value);
}

/** The answer of the player of `level` to the decision the battle waits for. */
export function answerAt(
  level: ComputerLevel,
  state: BattleState,
  decision: Decision,
  dice: Dice,
): Order {
  return level === "strong" ? strongAnswer(state, decision, dice) : answer(state, decision);
}

/** The option and movement the player of `level` gives one figure of the side moving now. */
export function figureOrderAt(
  level: ComputerLevel,
  state: BattleState,
  figureId: string,
  dice: Dice,
): Order {
  return level === "strong"
    ? strongFigureOrder(state, figureId, dice)
    : figureOrder(state, figureId);
}
