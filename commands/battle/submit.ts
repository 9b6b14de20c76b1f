/**
 * Sends one step (an order) to the store and answers: refusals ephemerally and specifically
 * (nothing changed), an accepted step with what the players need next. The interaction id goes
 * with it, so a redelivered interaction is applied once.
 */
import type { BattleState, Order } from "../../src/engine/index.ts";
import type { LoadedBattle, RulingMark } from "../../src/store/battle-types.ts";
import type { Reply } from "../interaction.ts";
import { type Answerable, type BattleServices, written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { refreshBoard } from "./board.ts";
import { playComputerTurnsAfter } from "./computer-turns.ts";
import { stepBoardLines, stepMessages } from "./flow.ts";

export { MOVED_ON } from "../shared/refusal-text.ts";
export const ALREADY_DONE = "That was already done.";

export async function submitStep(
  interaction: Answerable,
  store: BattleServices,
  loaded: LoadedBattle,
  order: Order,
  options: {
    expectedVersion?: number;
    /** Applied only at exactly this version (a ruling agreed at it), marked as agreed. */
    onlyAtVersion?: number;
    ruling?: RulingMark;
    /** Sends the first message; `version` and `state` are the battle's after this step. */
    first?: (reply: Reply, version: number, state: BattleState) => Promise<void>;
  } = {},
): Promise<boolean> {
  const before = loaded.state;
  if (before === null) {
    await interaction.reply(errorReply("The battle has not started yet."));
    return false;
  }
  const outcome = await store.battles.submitOrder({
    battleId: loaded.battle.id,
    order,
    actorId: interaction.actor.id,
    interactionId: interaction.interactionId,
    ...(options.expectedVersion === undefined ? {} : { expectedVersion: options.expectedVersion }),
    ...(options.onlyAtVersion === undefined ? {} : { onlyAtVersion: options.onlyAtVersion }),
    ...(options.ruling === undefined ? {} : { ruling: options.ruling }),
    dice: store.newDice(),
    read: loaded,
  });
  const done = await written(interaction, outcome);
  if (done === null) return false;
  if (done.kind === "duplicate") {
    await interaction.reply(errorReply(ALREADY_DONE));
    return false;
  }
  const { state, events, version, ended } = done.value;
  // An order changes the state, never who plays what: the summary read before it serves.
  const messages = await stepMessages(store, loaded.battle, before, state, events, version, ended);
  const [first, ...rest] = messages;
  if (first !== undefined) {
    await (options.first ?? ((r: Reply) => interaction.reply(r)))(first, version, state);
  }
  for (const message of rest) await interaction.followUp(message);
  await refreshBoard(
    interaction.channelMessages?.(),
    store,
    loaded.battle,
    state,
    stepBoardLines(before, state, events),
  );
  await playComputerTurnsAfter(interaction, store, loaded.battle.id);
  return true;
}
