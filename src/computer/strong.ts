/**
 * The strong computer player. Where the safe player's habits can be read ahead it plays rules of
 * thumb that exploit them: how to close with a single foe (opening.ts) and where to stand when
 * striking it (flank.ts). Elsewhere it improves the safe policy by rollout: for a figure's option
 * (the candidates of candidates.ts, the safe player's own order first) and for the initiative
 * winner's choice of who moves first, it plays the battle out from each candidate several times,
 * the safe player giving every later order for both sides, and takes the candidate that won most
 * often. Every candidate is played out with the same seeds (common random numbers), so the
 * comparison measures the orders more than the luck; ties go to the safe player's order.
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
import { flankingStrike } from "./flank.ts";
import { openingOrder } from "./opening.ts";
import { answer } from "./policy.ts";

/** Play-outs per candidate: as many as keep the median order well under 50 ms on a busy machine. */
const ROLLOUTS = 16;

/** A play-out still going this many turns after the current one is scored where it stands. */
const HORIZON = 8;

/** How sure a gain over the safe player's order must be, in standard errors, to be taken. */
const CONFIDENCE = 1.5;

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
  const f = state.figures.find((o) => o.id === figureId);
  if (!f) throw new Error(`There is no figure "${figureId}" in this battle.`);
  const known = openingOrder(state, f) ?? flankingStrike(state, f);
  if (known) return known;
  const candidates = candidateOrders(state, figureId);
  if (candidates.length === 1) return candidates[0] as Order;
  return best(state, f.side, candidates, dice);
}

/**
 * The candidate whose play-outs gain most over the first's (the safe player's order), play-out by
 * play-out, when the mean gain is more than `CONFIDENCE` standard errors; otherwise the first. A
 * few play-outs cannot tell near-equal orders apart, and taking the luckiest of many would play
 * worse than the safe player.
 */
function best(state: BattleState, side: string, candidates: readonly Order[], dice: Dice): Order {
  const seed = seedFrom(dice);
  const first = candidates[0] as Order;
  const baseline = values(state, first, side, seed);
  if (baseline === null) return first;
  let chosen = first;
  let bestGain = 0;
  for (let i = 1; i < candidates.length; i++) {
    const candidate = candidates[i] as Order;
    const sampled = values(state, candidate, side, seed);
    if (sampled === null) continue;
    let sum = 0;
    let squares = 0;
    for (let k = 0; k < ROLLOUTS; k++) {
      const gain = (sampled[k] as number) - (baseline[k] as number);
      sum += gain;
      squares += gain * gain;
    }
    const mean = sum / ROLLOUTS;
    const variance = Math.max(0, squares / ROLLOUTS - mean * mean) / (ROLLOUTS - 1);
    if (mean > CONFIDENCE * Math.sqrt(variance) && mean > bestGain) {
      bestGain = mean;
      chosen = candidate;
    }
  }
  return chosen;
}

/** The values of `ROLLOUTS` play-outs of `order`, or null when the engine refuses it. */
function values(state: BattleState, order: Order, side: string, seed: number): number[] | null {
  const sampled: number[] = [];
  for (let k = 0; k < ROLLOUTS; k++) {
    const value = playOut(state, order, side, duelSeed(seed, k));
    if (value === null) return null;
    sampled.push(value);
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
 * The value for `side`, between 0 and 1, of playing `order` and then the safe player's orders for
 * everyone with the dice of `seed`, to the end or to `HORIZON` turns on: mostly whether it won,
 * partly what was left of each side; null when the engine refuses the order.
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
    if (decision.kind === "ended") {
      const outcome = decision.winner === null ? 0.5 : decision.winner === side ? 1 : 0;
      // How much was left of each side still counts a little: it tells a near thing from a rout.
      return 0.75 * outcome + 0.25 * standing(after, side);
    }
    if (after.turn > lastTurn) return standing(after, side);
    applyOrderInPlace(after, answer(after, decision), dice);
  }
}

/**
 * How well `side` stands in a battle still going, between 0 (lost) and 1 (won): a half, plus a
 * quarter of the share of its figures' ST left less its foes' share.
 */
export function standing(state: BattleState, side: string): number {
  let own = 0;
  let ownTotal = 0;
  let foes = 0;
  let foesTotal = 0;
  for (const f of state.figures) {
    const left = isOut(f) || f.escaped ? 0 : Math.max(0, f.st - f.hits);
    if (f.side === side) {
      own += left;
      ownTotal += f.st;
    } else {
      foes += left;
      foesTotal += f.st;
    }
  }
  return 0.5 + 0.25 * (own / Math.max(1, ownTotal) - foes / Math.max(1, foesTotal));
}
