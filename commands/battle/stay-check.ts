/**
 * A typed /battle order for an option that could move, given without `to:`, would commit a move
 * of no hexes. Instead it asks privately "Stay in C1?", with Confirm (the order flow's, so it
 * submits the same order) and Cancel; nothing is stored until Confirm.
 */
import {
  type BattleState,
  formatHex,
  legalDestinations,
  type MoveOrder,
  optionRule,
  sameHex,
} from "../../src/engine/index.ts";
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import type { Reply } from "../interaction.ts";
import { draftId, type OrderDraft } from "./order-draft.ts";
import { describeDraft } from "./order-flow.ts";

/** What a draft can carry of the order as typed; undefined when it cannot carry all of it. */
function draftOf(order: MoveOrder, here: string): OrderDraft | undefined {
  if (order.attack !== undefined || order.ready !== undefined) return undefined;
  if (order.stepTo !== undefined || order.stepFacing !== undefined) return undefined;
  if (
    order.delay !== undefined ||
    order.waitFor !== undefined ||
    order.aim !== undefined ||
    order.atMount !== undefined ||
    order.flight !== undefined ||
    order.height !== undefined
  )
    return undefined;
  return {
    figure: order.figure,
    option: order.option,
    ...(order.posture === undefined ? {} : { extra: order.posture === "kneeling" ? "k" : "p" }),
    to: here,
    ...(order.facing === undefined ? {} : { facing: order.facing }),
    ...(order.target === undefined ? {} : { target: order.target }),
  };
}

/**
 * Whether the order's point is to move: an option of MA or half MA (move, charge, dodge, drop)
 * with no target named. A shift is optional, and a charge at a named foe from where the figure
 * stands is an order in its own right (the book's combat example has one).
 */
function moves(order: MoveOrder): boolean {
  const kind = optionRule(order.option).move.kind;
  return (kind === "ma" || kind === "half-ma") && order.target === undefined;
}

/** Undefined when the order says where to go or its option is not one that moves. */
export function stayQuestion(loaded: LoadedBattle, order: MoveOrder): Reply | undefined {
  const state = loaded.state as BattleState;
  const figure = state.figures.find((f) => f.id === order.figure);
  if (figure === undefined || order.destination !== undefined || order.path !== undefined)
    return undefined;
  if (!moves(order)) return undefined;
  const ends = legalDestinations(state, figure.id, order.option);
  const staying = ends.some((d) => sameHex(d.hex, figure.position));
  if (ends.length < 2) return undefined;
  const here = formatHex(figure.position);
  const draft = staying ? draftOf(order, here) : undefined;
  if (draft === undefined) {
    return {
      content: `Where to? Give to: with the hex to move to${staying ? `, or to:${here} to stay` : ""}.`,
      ephemeral: true,
    };
  }
  const id = (step: "ok" | "x") => draftId(loaded.battle.id, loaded.version, step, draft);
  return {
    content: `Stay in ${here}? ${describeDraft(state, draft)}`,
    components: [
      {
        kind: "buttons",
        buttons: [
          { customId: id("ok"), label: "Confirm", style: "success" },
          { customId: id("x"), label: "Cancel", style: "danger" },
        ],
      },
    ],
    ephemeral: true,
  };
}
