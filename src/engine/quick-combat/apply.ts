/**
 * Applying one Quick Combat order: a move, the initiative winner's "move second", or an action.
 * Pure: the state given is never changed; an order the rules refuse throws
 * IllegalQuickOrderError and changes nothing.
 */
import type { Dice } from "../../dice/dice.ts";
import { actionProblem, moveProblem } from "./options.ts";
import { resolveActions } from "./resolve.ts";
import { nextTurn } from "./start.ts";
import {
  IllegalQuickOrderError,
  QUICK_SEATS,
  type QuickEvent,
  type QuickFighter,
  type QuickOrder,
  type QuickSeat,
  type QuickState,
} from "./types.ts";

export function fighterOf(state: QuickState, seat: QuickSeat): QuickFighter {
  return seat === "a" ? state.fighters[0] : state.fighters[1];
}

function other(seat: QuickSeat): QuickSeat {
  return seat === "a" ? "b" : "a";
}

/** The seats the battle waits for now. */
export function quickAwaiting(state: QuickState): QuickSeat[] {
  if (state.phase.kind === "move") return [state.phase.seat];
  if (state.phase.kind === "act") return [...state.phase.waiting];
  return [];
}

export function applyQuickOrder(
  state: QuickState,
  order: QuickOrder,
  dice: Dice,
): { state: QuickState; events: QuickEvent[] } {
  const events: QuickEvent[] = [];
  const phase = state.phase;
  if (phase.kind === "over") throw new IllegalQuickOrderError("the battle is over");
  const f = fighterOf(state, order.seat);
  if (order.kind === "second") {
    if (phase.kind !== "move" || phase.seat !== order.seat || !phase.chooses)
      throw new IllegalQuickOrderError(
        "only the initiative's winner, before moving, may move second",
      );
    events.push({ type: "moves-second", seat: order.seat });
    return {
      state: {
        ...state,
        phase: { kind: "move", seat: other(order.seat), chooses: false, nextSeat: order.seat },
      },
      events,
    };
  }
  if (order.kind === "move") {
    if (phase.kind !== "move" || phase.seat !== order.seat)
      throw new IllegalQuickOrderError(`it is not ${f.spec.name}'s move`);
    const problem = moveProblem(state, f, order.to);
    if (problem !== null) throw new IllegalQuickOrderError(problem);
    const moved: QuickFighter = {
      ...f,
      position: order.to,
      moved: Math.abs(order.to - f.position),
    };
    const fighters: QuickState["fighters"] =
      order.seat === "a" ? [moved, state.fighters[1]] : [state.fighters[0], moved];
    events.push({ type: "moved", seat: order.seat, from: f.position, to: order.to });
    const next: QuickState = { ...state, fighters };
    return {
      state:
        phase.nextSeat === null
          ? { ...next, phase: { kind: "act", waiting: [...QUICK_SEATS] } }
          : {
              ...next,
              phase: { kind: "move", seat: phase.nextSeat, chooses: false, nextSeat: null },
            },
      events,
    };
  }
  if (phase.kind !== "act" || !phase.waiting.includes(order.seat))
    throw new IllegalQuickOrderError(`${f.spec.name} has no action to give now`);
  const problem = actionProblem(state, f, order.action);
  if (problem !== null) throw new IllegalQuickOrderError(problem);
  const waiting = phase.waiting.filter((s) => s !== order.seat);
  const actions = [...state.actions, { seat: order.seat, action: order.action }];
  if (waiting.length > 0)
    return { state: { ...state, actions, phase: { kind: "act", waiting } }, events };
  const resolved: QuickState = {
    ...state,
    actions,
    ...resolveActions({ ...state, actions }, dice, events),
  };
  const out = resolved.fighters.filter((x) => x.st <= 1).map((x) => x.seat);
  if (out.length > 0) {
    const winner = out.length === 2 ? null : other(out[0] as QuickSeat);
    events.push({ type: "over", winner });
    return { state: { ...resolved, actions: [], phase: { kind: "over", winner } }, events };
  }
  return { state: nextTurn(resolved, dice, events), events };
}
