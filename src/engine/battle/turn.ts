/**
 * The turn sequence (MELEE: IV. TURN SEQUENCING): initiative, movement by players in order,
 * actions, forced retreats, then the next turn.
 */

import { chosenOption } from "./chosen.ts";
import { type Ctx, emit, rollDie } from "./context.ts";
import { isOut } from "./figures.ts";
import { initiativeBonusOf } from "./initiative-bonus.ts";
import { countWaiting } from "./timing.ts";
import type { BattleFigure, BattleState, InitiativeRoll, TurnState } from "./types.ts";

export function emptyTurnState(): TurnState {
  return {
    chosen: [],
    acted: [],
    tiebreaks: {},
    retreatRights: [],
    secondShots: [],
    bendingOver: [],
    hurtThisTurn: [],
  };
}

/** The ids of a side's figures that still need an option this turn. */
export function idsAwaitingOrders(state: BattleState, side: string): string[] {
  const ids: string[] = [];
  for (const f of state.figures) if (awaitsOrders(state, f, side)) ids.push(f.id);
  return ids;
}

function awaitsOrders(state: BattleState, f: BattleFigure, side: string): boolean {
  return f.side === side && !isOut(f) && !chosenOption(state, f.id);
}

function hasFigureAwaitingOrders(state: BattleState, side: string): boolean {
  for (const f of state.figures) if (awaitsOrders(state, f, side)) return true;
  return false;
}

function hasFigureFighting(state: BattleState, side: string): boolean {
  for (const f of state.figures) if (f.side === side && !isOut(f)) return true;
  return false;
}

/** A side's initiative: its die plus any bonus a GM gave it (AM §3). */
function initiativeTotal(r: InitiativeRoll): number {
  return r.roll + (r.bonus ?? 0);
}

/** Rolls one die per side, re-rolling ties for the lead, and waits for the winner's choice. */
function rollInitiative(ctx: Ctx): void {
  const { state } = ctx;
  let contenders: string[] = [];
  for (const s of state.sides) if (hasFigureFighting(state, s.id)) contenders.push(s.id);
  const rounds: InitiativeRoll[][] = [];
  for (;;) {
    // Each side's die in turn (map calls in order), in a list of the size needed.
    const round = contenders.map((side): InitiativeRoll => {
      const roll = rollDie(ctx);
      const bonus = initiativeBonusOf(state, side);
      return bonus ? { side, roll, bonus } : { side, roll };
    });
    rounds.push(round);
    let best = Number.NEGATIVE_INFINITY;
    for (const r of round) best = Math.max(best, initiativeTotal(r));
    contenders = [];
    for (const r of round) if (initiativeTotal(r) === best) contenders.push(r.side);
    if (contenders.length === 1) break;
  }
  const winner = contenders[0] as string;
  emit(ctx, { type: "initiative-rolled", rounds, winner });
  state.phase = { kind: "initiative", winner, rolls: rounds[0] ?? [] };
}

export function startTurn(ctx: Ctx): void {
  const { state } = ctx;
  state.turn += 1;
  state.turnState = emptyTurnState();
  emit(ctx, { type: "turn-started", turn: state.turn });
  rollInitiative(ctx);
}

/** The winner moves first or lets the others go first; the rest follow their initiative rolls. */
export function movementOrder(
  state: BattleState,
  rounds: readonly InitiativeRoll[],
  winner: string,
  moveFirst: boolean,
): string[] {
  const others: string[] = [];
  for (const s of state.sides) {
    if (s.id !== winner && rounds.some((r) => r.side === s.id)) others.push(s.id);
  }
  // Two sides (a duel) need no sorting: the loser moves before or after the winner.
  if (others.length > 1) {
    others.sort((a, b) => totalOf(rounds, b) - totalOf(rounds, a));
  }
  if (moveFirst) others.unshift(winner);
  else others.push(winner);
  return others;
}

function totalOf(rounds: readonly InitiativeRoll[], side: string): number {
  const r = rounds.find((x) => x.side === side);
  return r ? initiativeTotal(r) : 0;
}

/** Moves the movement phase on past sides that have given all their orders. */
export function advanceMovement(state: BattleState): "movement" | "done" {
  const phase = state.phase;
  if (phase.kind !== "movement") return "done";
  let index = phase.index;
  while (
    index < phase.order.length &&
    !hasFigureAwaitingOrders(state, phase.order[index] as string)
  ) {
    index++;
  }
  if (index >= phase.order.length) return "done";
  if (index !== phase.index) state.phase = { kind: "movement", order: phase.order, index };
  return "movement";
}

/** End-of-turn bookkeeping: this turn's hits become last turn's. */
export function closeTurn(state: BattleState): void {
  countWaiting(state);
  for (const f of state.figures) {
    f.hitsLastTurn = f.hitsThisTurn;
    f.hitsThisTurn = 0;
    f.knockedDownLastTurn = f.knockedDownThisTurn;
    f.knockedDownThisTurn = false;
  }
}
