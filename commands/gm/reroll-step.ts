/**
 * One re-roll path, shared by the GM's own re-roll (reroll.ts) and one the other side agreed to
 * (agreement.ts): kept apart from both so neither imports the other.
 */
import type { BattleSummary, RerollInput } from "../../src/store/battle-types.ts";
import { stepMessages } from "../battle/flow.ts";
import { ALREADY_DONE } from "../battle/submit.ts";
import type { Reply } from "../interaction.ts";
import { type Answerable, type BattleServices, written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";

/**
 * Re-rolls through the store with fresh dice, refusing privately what the store refuses; once
 * made, `announce` says so and the step's messages follow. Shared by the GM's re-roll and an
 * agreed one.
 */
export async function rerollAndPost(
  interaction: Answerable & { followUp(reply: Reply): Promise<void>; interactionId: string },
  store: BattleServices,
  battle: BattleSummary,
  input: Omit<RerollInput, "dice" | "interactionId">,
  announce: () => Promise<void>,
): Promise<void> {
  const rerolled = await written(
    interaction,
    await store.battles.reroll({
      ...input,
      dice: store.newDice(),
      interactionId: interaction.interactionId,
    }),
  );
  if (rerolled === null) return;
  if (rerolled.kind === "duplicate") {
    await interaction.reply(errorReply(ALREADY_DONE));
    return;
  }
  const { before, state, events, version, ended } = rerolled.value;
  await announce();
  const messages = await stepMessages(store, battle, before, state, events, version, ended);
  for (const message of messages) await interaction.followUp(message);
}
