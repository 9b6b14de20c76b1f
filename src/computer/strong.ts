/**
 * The strong computer player: it looks one order ahead. For a figure's option (candidates.ts:
 * first an approach that stops beyond the foe's charge, else the safe player's order) and for
 * the initiative winner's choice of who moves first, it plays each candidate forward a few times
 * with the engine (the safe player giving every later order, seeded dice), scores where each
 * play-out stands at the end of the next turn, and leaves the first candidate only for one that
 * does surely better. Every candidate is played with the same seeds, so the comparison measures
 * the orders more than the luck. Act and retreat decisions are the safe player's.
 *
 * Deterministic: its randomness is a seed drawn from the dice it is given, so the same state
 * and dice give the same order, and a battle replays.
 */

import { type Dice, SeededDice } from "../dice/dice.ts";
import {
  applyOrder,
  applyOrderInPlace,
  type BattleState,
  type Decision,
  IllegalOrderError,
  isOut,
  type Order,
  pendingDecision,
} from "../engine/index.ts";
import { candidateOrders } from "./candidates.ts";
import { duelSeed } from "./duel.ts";
import { answer } from "./policy.ts";

/** Play-outs per candidate: enough to tell a good order from a bad one, cheap enough for a turn. */
const SAMPLES = 16;

/** Turns played out past the current one before a play-out is scored. */
const HORIZON = 1;

/** How sure a gain over the first candidate must be, in standard errors, to be taken. */
const CONFIDENCE = 2;

/** The strong player's order for the decision the battle is waiting for. */
export function strongChooseOrder(state: BattleState, dice: Dice): Order {
  return strongAnswer(state, pendingDecision(state), dice);
}

/** The strong player's answer to a given decision (pendingDecision(state), from the caller). */
export function strongAnswer(state: BattleState, decision: Decision, dice: Dice): Order {
  switch (decision.kind) {
    case "initiative": {
      const orders: Order[] = [false, true].map((moveFirst) => ({
        type: "initiative",
        side: decision.side,
        moveFirst,
      }));
      return best(state, decision.side, orders, dice);
    }
    case "orders": {
      const id = decision.figures[0];
      if (id === undefined) return answer(state, decision);
      return strongFigureOrder(state, id, dice);
    }
    default:
      return answer(state, decision);
  }
}

/** The strong player's option and movement for one figure of the side whose turn it is to move. */
export function strongFigureOrder(state: BattleState, figureId: string, dice: Dice): Order {
  const side = state.figures.find((f) => f.id === figureId)?.side;
  const candidates = candidateOrders(state, figureId);
  if (side === undefined || candidates.length === 1) return candidates[0] as Order;
  return best(state, side, candidates, dice);
}

/**
 * The candidate that beats the first (the safe player's order) by the widest margin, counting
 * only margins the play-outs make sure of: a mean gain over the first, sample by sample, of more
 * than `CONFIDENCE` standard errors. Otherwise the first: a few play-outs cannot tell near-equal
 * orders apart, and picking the luckiest of them would play worse than the safe player.
 */
function best(state: BattleState, side: string, candidates: readonly Order[], dice: Dice): Order {
  const seed = seedFrom(dice);
  const first = candidates[0] as Order;
  const baseline = scores(state, first, side, seed);
  if (baseline === null) return first;
  let chosen = first;
  let bestGain = 0;
  for (let i = 1; i < candidates.length; i++) {
    const candidate = candidates[i] as Order;
    const sampled = scores(state, candidate, side, seed);
    if (sampled === null) continue;
    let sum = 0;
    let squares = 0;
    for (let k = 0; k < SAMPLES; k++) {
      const gain = (sampled[k] as number) - (baseline[k] as number);
      sum += gain;
      squares += gain * gain;
    }
    const mean = sum / SAMPLES;
    const variance = Math.max(0, squares / SAMPLES - mean * mean) / (SAMPLES - 1);
    if (mean > CONFIDENCE * Math.sqrt(variance) && mean > bestGain) {
      bestGain = mean;
      chosen = candidate;
    }
  }
  return chosen;
}

/** The scores of `SAMPLES` play-outs of `order`, or null when the engine refuses it. */
function scores(state: BattleState, order: Order, side: string, seed: number): number[] | null {
  const sampled: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const score = playOut(state, order, side, duelSeed(seed, sample));
    if (score === null) return null;
    sampled.push(score);
  }
  return sampled;
}

/** A 32-bit seed from twelve of the dice's faces. */
function seedFrom(dice: Dice): number {
  let seed = 0;
  for (let i = 0; i < 12; i++) seed = seed * 6 + (dice.d6() - 1);
  return seed >>> 0;
}

/**
 * The score for `side` after `order` and the safe player's orders to the end of the next turn,
 * with the dice of `seed`; null when the engine refuses the order.
 */
function playOut(state: BattleState, order: Order, side: string, seed: number): number | null {
  const dice = new SeededDice(seed);
  let after: BattleState;
  try {
    after = applyOrder(state, order, dice).state;
  } catch (error) {
    if (error instanceof IllegalOrderError) return null;
    throw error;
  }
  const lastTurn = state.turn + HORIZON;
  for (;;) {
    const decision = pendingDecision(after);
    if (decision.kind === "ended" || after.turn > lastTurn) break;
    applyOrderInPlace(after, answer(after, decision), dice);
  }
  return score(after, side);
}

/**
 * How well `side` stands: each figure still fighting is worth 1 and its share of ST left, a
 * figure down loses a quarter; the side's worth less its foes'. A won battle scores above any
 * battle still going.
 */
export function score(state: BattleState, side: string): number {
  let total = 0;
  for (const f of state.figures) {
    if (isOut(f) || f.escaped) continue;
    const worth = 1 + (f.st - f.hits) / f.st - (f.posture === "standing" ? 0 : 0.25);
    total += f.side === side ? worth : -worth;
  }
  const decision = pendingDecision(state);
  if (decision.kind === "ended" && decision.winner !== null) {
    total += decision.winner === side ? 3 : -3;
  }
  return total;
}
