/**
 * One undo path, shared by the GM's /battle undo (control.ts) and one another side agreed to
 * (commands/gm/agreement.ts): the store takes the steps back only at the version they were chosen
 * at; refusals are answered privately, and once done `announce` says so and the decision that
 * now waits follows.
 */
import type { UndoInput } from "../../src/store/battle-types.ts";
import { type Answerable, type BattleServices, written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { refreshBoard } from "./board.ts";
import { decisionPrompt } from "./flow.ts";
import { ALREADY_DONE } from "./submit.ts";

export async function undoAndPost(
  interaction: Answerable,
  store: BattleServices,
  input: Omit<UndoInput, "interactionId">,
  announce: (content: string) => Promise<void>,
): Promise<void> {
  const undone = await written(
    interaction,
    await store.battles.undo({ ...input, interactionId: interaction.interactionId }),
  );
  if (undone === null) return;
  if (undone.kind === "duplicate") {
    await interaction.reply(errorReply(ALREADY_DONE));
    return;
  }
  const { state, version } = undone.value;
  const { steps } = input;
  await announce(`Undone: ${steps} step${steps === 1 ? "" : "s"}. Back to turn ${state.turn}.`);
  const fresh = await store.battles.load(input.battleId);
  await interaction.followUp(decisionPrompt(fresh.battle, state, version));
  await refreshBoard(interaction.channelMessages?.(), store, fresh.battle, state);
}
