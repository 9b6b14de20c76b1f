/**
 * The engine's one entry point for play: (state, order, dice) → (new state, events).
 * The given state is never changed; an illegal order throws IllegalOrderError and nothing happens.
 */
import type { Dice } from "../dice.ts";
import { act, markActed, runActions } from "./actions.ts";
import { optionProblemIn } from "./availability.ts";
import { endBattle, isBattleOver } from "./battle-end.ts";
import { chosenOption, setChosenOption } from "./chosen.ts";
import { type Ctx, cloneState, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { BattleEvent } from "./events.ts";
import { figureById } from "./figures.ts";
import { applyGmOrder } from "./gm.ts";
import { applyMoveOrder, attackFor } from "./move-order.ts";
import { moveAllowance, type OptionCode, optionRule } from "./options.ts";
import type { ActOrder, ChangeOptionOrder, InitiativeOrder, Order } from "./orders.ts";
import { applyRetreat, usableRetreatRights } from "./retreat.ts";
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
  const ctx: Ctx = { state, dice, events: [] };
  switch (order.type) {
    case "initiative":
      chooseInitiative(ctx, order);
      break;
    case "move":
      applyMoveOrder(ctx, order);
      if (isBattleOver(ctx.state)) endBattle(ctx);
      else afterMovement(ctx);
      break;
    case "act":
      actNow(ctx, order);
      continueActions(ctx);
      break;
    case "change-option":
      changeOption(ctx, order);
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
  const sequence = movementOrder(ctx.state, phase.rolls, phase.winner, order.moveFirst);
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
  if (order.target === null && order.stepTo === undefined) {
    emit(ctx, { type: "action-lost", figure: f.id, reason: `${f.name} forfeits the action` });
    markActed(ctx, f);
    return;
  }
  const revised = {
    ...chosen,
    target: order.target ?? chosen.target,
    secondTarget: phase.pass === 2 ? (order.target ?? chosen.secondTarget) : chosen.secondTarget,
    destination: order.stepTo ?? chosen.destination,
  };
  setChosenOption(ctx.state.turnState, revised);
  if (act(ctx, f, phase.pass) === "needs-input")
    refuse(`${f.name} still has no legal target or step there.`);
  markActed(ctx, f);
}

/** Options whose only lasting effect is movement, so a figure may switch between them. */
const SWITCHABLE: ReadonlySet<OptionCode> = new Set([
  "a",
  "b",
  "c",
  "f",
  "h",
  "i",
  "j",
  "l",
  "m",
  "pass",
]);

/** MELEE: OPTIONS — change of mind allowed before acting, if the movement made fits the new option. */
function changeOption(ctx: Ctx, order: ChangeOptionOrder): void {
  const phase = ctx.state.phase.kind;
  // Attacks are over once the retreat step (IV step 5) comes: nothing is left to change.
  if (phase !== "movement" && phase !== "action")
    refuse("Options can be changed only during movement and attacks.");
  const f = figureById(ctx.state, order.figure);
  const ts = ctx.state.turnState;
  const chosen = chosenOption(ctx.state, f.id);
  if (!chosen) refuse(`${f.name} has not chosen an option yet.`);
  if (ts.acted.includes(f.id)) refuse(`${f.name} has already acted.`);
  if (!SWITCHABLE.has(chosen.option) || !SWITCHABLE.has(order.option)) {
    refuse(
      `Option (${chosen.option}) cannot be changed to (${order.option}): only movement, attack, dodge and defend options can be swapped.`,
    );
  }
  // Moving onto an enemy (HTH) is itself the charge's attack: it cannot become another option.
  if (chosen.enteredFrom !== null)
    refuse(`${f.name} went hand-to-hand with its charge; it cannot change option now.`);
  const to = optionRule(order.option);
  // The options open are those of the situation the figure was in when its turn to move came
  // ("pass" is open in any situation, so it must not open the others'), with their own needs
  // (a missile weapon to shoot, standing up first, …) as they are now.
  if (to.situation !== "any" && to.situation !== chosen.situation) {
    refuse(`(${order.option}) is not open to ${f.name} this turn.`);
  }
  const problem = optionProblemIn(ctx.state, f, order.option, chosen.situation);
  if (problem) refuse(problem);
  const limit = moveAllowance(to.move, f.ma);
  if (chosen.moved > limit)
    refuse(`${f.name} moved ${chosen.moved} hexes; (${order.option}) allows at most ${limit}.`);
  setChosenOption(ts, {
    ...chosen,
    option: order.option,
    target: order.target ?? chosen.target,
    // The attack the new option implies: (f)/(j) shoot, (m) grapples, the others strike.
    attack: attackFor(f, { option: order.option, attack: order.attack }),
  });
  emit(ctx, { type: "option-changed", figure: f.id, from: chosen.option, to: order.option });
}
