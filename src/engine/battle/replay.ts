/**
 * Battles as logs: every order is stored with the dice faces it consumed, so folding the log from
 * the set-up reproduces the state exactly, whatever generator first rolled the dice.
 */
import { type Dice, ForcedDice, RecordingDice } from "../../dice/dice.ts";
import { applyOrder, type OrderResult } from "./apply.ts";
import { ReplayMismatchError } from "./errors.ts";
import type { BattleEvent } from "./events.ts";
import type { Order } from "./orders.ts";
import { type BattleSetup, createBattle } from "./setup.ts";
import type { BattleState } from "./types.ts";

/** One accepted order with the faces it rolled. */
export interface LoggedOrder {
  readonly order: Order;
  readonly faces: readonly number[];
}

/** A battle's whole record: its set-up, the faces of the opening roll, and every accepted order. */
export interface BattleLog {
  readonly setup: BattleSetup;
  readonly openingFaces: readonly number[];
  readonly orders: readonly LoggedOrder[];
}

export function startLoggedBattle(
  setup: BattleSetup,
  dice: Dice,
): { state: BattleState; events: BattleEvent[]; openingFaces: number[] } {
  const recording = new RecordingDice(dice);
  const { state, events } = createBattle(setup, recording);
  return { state, events, openingFaces: recording.faces };
}

/** Applies an order and returns, with the result, the faces it used (to store in the log). */
export function applyLoggedOrder(
  state: BattleState,
  order: Order,
  dice: Dice,
): OrderResult & { logged: LoggedOrder } {
  const recording = new RecordingDice(dice);
  const result = applyOrder(state, order, recording);
  return { ...result, logged: { order, faces: recording.faces } };
}

/** Folds a log from the start: the state it describes and every event on the way. */
export function replay(log: BattleLog): { state: BattleState; events: BattleEvent[][] } {
  const opening = createBattle(log.setup, new ForcedDice(log.openingFaces));
  let state = opening.state;
  const events: BattleEvent[][] = [opening.events];
  for (const entry of log.orders) {
    const dice = new ForcedDice(entry.faces);
    const result = applyOrder(state, entry.order, dice);
    if (dice.remaining !== 0) {
      throw new ReplayMismatchError(
        `replay: an order left ${dice.remaining} logged faces unused; the log does not match these rules`,
      );
    }
    state = result.state;
    events.push(result.events);
  }
  return { state, events };
}
