/**
 * ADVANCED MELEE's optional timing rules in the click-by-click order (AM §6): waiting for an
 * opening on a foe, offered beside "Do nothing", and delaying the action, a button on the summary
 * of an order that acts after movement. Each is offered only when the battle uses its rule and the
 * engine would take it. The draft's `extra` carries the wait, `w<n>` waiting on the n-th foe the
 * engine lists; its switch `d` (order-draft.ts) the delay, so a jab or a sweep may be delayed too.
 */
import {
  aimsAFlask,
  type BattleState,
  delayProblem,
  type MoveOrder,
  type OptionCode,
  waitTargets,
} from "../../src/engine/index.ts";
import type { Choice } from "./order-choices.ts";
import { isSwitchedOn, type OrderDraft, switched } from "./order-draft.ts";

const DELAYED = "d";
const WAIT = "w";

function nameOf(state: BattleState, id: string): string {
  return state.figures.find((f) => f.id === id)?.name ?? id;
}

/**
 * "Wait for an opening on Bo", once for each foe the figure may wait on; with a molotail in hand,
 * "Aim the molotail at Bo" (AM §6 FIRE AS A WEAPON), the same wait by the flask's own rule.
 */
export function waitChoices(state: BattleState, figure: string): Choice[] {
  const f = state.figures.find((o) => o.id === figure);
  const flask = f !== undefined && aimsAFlask(state, f);
  return waitTargets(state, figure).map((foe, i) => ({
    value: `pass.${WAIT}${i}`,
    ...(flask
      ? {
          label: `Aim the molotail at ${nameOf(state, foe)}`,
          description: "+1 DX on it a whole turn, up to +3, lost if you are hit; no move meanwhile",
        }
      : {
          label: `Wait for an opening on ${nameOf(state, foe)}`,
          description: "+1 DX on it after a whole turn, +2 after two; no move, no attack meanwhile",
        }),
  }));
}

/** Whether the draft delays its action, and the engine allows it. */
export function isDelayOpen(state: BattleState, draft: OrderDraft): boolean {
  return (
    isSwitchedOn(draft, DELAYED) && draft.option !== undefined && mayDelay(state, draft.option)
  );
}

function mayDelay(state: BattleState, option: OptionCode): boolean {
  return delayProblem(state, option) === null;
}

/** What the timing choice means for the order: the delay, or the foe waited on. */
export function timingDetails(
  state: BattleState,
  draft: OrderDraft,
): Pick<MoveOrder, "delay" | "waitFor"> {
  const { figure, option, extra } = draft;
  if (isDelayOpen(state, draft)) return { delay: true };
  if (figure === undefined || extra === undefined) return {};
  if (option === "pass" && extra.startsWith(WAIT)) {
    const foe = waitTargets(state, figure)[Number(extra.slice(WAIT.length))];
    return foe === undefined ? {} : { waitFor: foe };
  }
  return {};
}

/** How the summary words a delayed order's option. */
export function delayedLabel(label: string): string {
  return `${label}, after the others`;
}

/**
 * The summary's button that delays the action, or puts it back in its place; none when the
 * option has no action or the battle does not use the rule.
 */
export function delayToggle(
  state: BattleState,
  draft: OrderDraft,
  idOf: (draft: OrderDraft) => string,
): { customId: string; label: string; style: "secondary" } | undefined {
  if (draft.option === undefined || !mayDelay(state, draft.option)) return undefined;
  const delayed = isSwitchedOn(draft, DELAYED);
  return {
    customId: idOf(switched(draft, DELAYED)),
    label: delayed ? "Act in DX order" : "Act after the others",
    style: "secondary",
  };
}
