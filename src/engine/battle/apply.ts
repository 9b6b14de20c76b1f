/**
 * The engine's one entry point for play: (state, order, dice) → (new state, events).
 * The given state is never changed; an illegal order throws IllegalOrderError and nothing happens.
 */
import type { Dice } from "../../dice/dice.ts";
import { act, checkStepFacing, markActed, runActions, stepFoe, stepRefusal } from "./actions.ts";
import { endBattle, isBattleOver } from "./battle-end.ts";
import { breatheAtTurnEnd } from "./breath.ts";
import { chosenOption, setChosenOption } from "./chosen.ts";
import { type Ctx, cloneState, emit, newCtx } from "./context.ts";
import { refuse } from "./errors.ts";
import type { BattleEvent } from "./events.ts";
import { figureById } from "./figures.ts";
import { burnAtTurnEnd } from "./fire.ts";
import { applyGmOrder } from "./gm.ts";
import { burnTheSoaked } from "./molotail.ts";
import { applyMoveOrder, attackTargetProblem } from "./move-order.ts";
import { changeOption } from "./option-change.ts";
import { stepsAway } from "./options.ts";
import type { ActOrder, InitiativeOrder, Order } from "./orders.ts";
import { regenerate } from "./regeneration.ts";
import { applyRetreat, usableRetreatRights } from "./retreat.ts";
import { withoutSurprised } from "./surprise.ts";
import { advanceMovement, closeTurn, movementOrder, startTurn } from "./turn.ts";
import type { BattleState } from "./types.ts";

export interface OrderResult {
  readonly state: BattleState;
  readonly events: BattleEvent[];
}

export function applyOrder(state: BattleState, order: Order, dice: Dice): OrderResult {
  const copy = cloneState(state);
  return { state: copy, events: applyOrderInPlace(copy, order, dice) };
}

/**
 * The same rules, changing `state` itself: for simulations that own their state and give only
 * legal orders. A refused order may leave the state half-changed, so anything that must survive
 * a refusal goes through applyOrder.
 */
export function applyOrderInPlace(state: BattleState, order: Order, dice: Dice): BattleEvent[] {
  if (state.phase.kind === "ended") refuse("The battle is over.");
  const ctx = newCtx(state, dice);
  switch (order.type) {
    case "initiative":
      chooseInitiative(ctx, order);
      break;
    case "move":
      applyMoveOrder(ctx, order);
      if (isBattleOver(ctx.state)) endBattle(ctx);
      // A figure fleeing ahead of the initiative (AM §3) moved before the turn's movement began.
      else if (ctx.state.phase.kind !== "initiative") afterMovement(ctx);
      break;
    case "act":
      actNow(ctx, order);
      continueActions(ctx);
      break;
    case "change-option":
      changeOption(ctx, order);
      // The figure the attacks were waiting for (its target gone) has answered with its new option.
      if (ctx.state.phase.kind === "action" && ctx.state.phase.waitingFor === order.figure) {
        ctx.state.phase = { ...ctx.state.phase, waitingFor: null };
        continueActions(ctx);
      }
      break;
    case "gm":
      applyGmOrder(ctx, order);
      if (isBattleOver(ctx.state)) endBattle(ctx);
      break;
    case "retreat":
      applyRetreat(ctx, order);
      if (ctx.state.phase.kind === "retreat" && ctx.state.phase.rights.length === 0) nextTurn(ctx);
      break;
  }
  return ctx.events;
}

function chooseInitiative(ctx: Ctx, order: InitiativeOrder): void {
  const phase = ctx.state.phase;
  if (phase.kind !== "initiative") refuse("Initiative is not being chosen now.");
  if (order.side !== phase.winner)
    refuse("Only the winner of the initiative roll chooses who moves first.");
  const sequence = withoutSurprised(
    movementOrder(ctx.state, phase.rolls, phase.winner, order.moveFirst),
    phase.surprised,
  );
  emit(ctx, {
    type: "initiative-chosen",
    side: order.side,
    moveFirst: order.moveFirst,
    order: sequence,
  });
  ctx.state.phase = { kind: "movement", order: sequence, index: 0 };
  afterMovement(ctx);
}

function afterMovement(ctx: Ctx): void {
  if (advanceMovement(ctx.state) === "movement") return;
  ctx.state.phase = { kind: "action", pass: 1, waitingFor: null };
  continueActions(ctx);
}

function continueActions(ctx: Ctx): void {
  if (runActions(ctx) === "waiting") return;
  if (isBattleOver(ctx.state)) {
    endBattle(ctx);
    return;
  }
  const rights = usableRetreatRights(ctx.state);
  if (rights.length > 0) ctx.state.phase = { kind: "retreat", rights };
  else nextTurn(ctx);
}

function nextTurn(ctx: Ctx): void {
  burnAtTurnEnd(ctx);
  burnTheSoaked(ctx);
  breatheAtTurnEnd(ctx);
  regenerate(ctx);
  closeTurn(ctx.state);
  if (isBattleOver(ctx.state)) endBattle(ctx);
  else startTurn(ctx);
}

function actNow(ctx: Ctx, order: ActOrder): void {
  const phase = ctx.state.phase;
  if (phase.kind !== "action" || phase.waitingFor !== order.figure)
    refuse("That figure is not waiting to act.");
  const f = figureById(ctx.state, order.figure);
  const chosen = chosenOption(ctx.state, f.id);
  if (!chosen) refuse(`${f.name} has no option this turn.`);
  checkStepFacing(chosen.option, order.stepFacing);
  if (order.target === null && order.stepTo === undefined && order.stepFacing === undefined) {
    emit(ctx, { type: "action-lost", figure: f.id, reason: `${f.name} forfeits the action` });
    markActed(ctx, f);
    return;
  }
  const revised = {
    ...chosen,
    target:
      order.target ??
      (order.stepTo ? stepFoe(ctx.state, f, chosen.option, order.stepTo) : chosen.target),
    secondTarget: phase.pass === 2 ? (order.target ?? chosen.secondTarget) : chosen.secondTarget,
    destination: order.stepTo ?? chosen.destination,
    stepFacing: order.stepFacing ?? chosen.stepFacing,
  };
  setChosenOption(ctx.state.turnState, revised);
  if (act(ctx, f, phase.pass) === "needs-input") {
    const named =
      order.target && revised.attack
        ? attackTargetProblem(ctx.state, f, revised.option, revised.attack, order.target)
        : null;
    refuse(
      stepsAway(revised.option)
        ? stepRefusal(f, revised)
        : (named ?? `${f.name} still has no legal target or step there.`),
    );
  }
  markActed(ctx, f);
}
