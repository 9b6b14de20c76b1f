/**
 * /gm reroll [reason]: the last contested roll again. The last step (an order or ruling that
 * rolled dice) is taken back with the store's undo — the undo record keeps "re-roll: <reason>"
 * and the GM — and the same order is applied again with fresh dice. The channel is told why;
 * /battle log then shows the new result (and /battle undo can take that back too).
 */
import type { LogEntry } from "../../src/store/battle-types.ts";
import { type Answerable, refuseStoreError } from "../battle/context.ts";
import { submitStep } from "../battle/submit.ts";
import { errorReply } from "../figure/replies.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { gmBattle, reasonOf } from "./access.ts";

export const NOTHING_TO_REROLL = "There is no step to re-roll yet.";
export const NO_DICE = "The last step rolled no dice; there is nothing to re-roll.";

type Step = Extract<LogEntry, { kind: "order" | "gm" }>;

function isStep(entry: LogEntry): entry is Step {
  return entry.kind === "order" || entry.kind === "gm";
}

export async function reroll(interaction: CommandInteraction, services: Services): Promise<void> {
  const opened = await gmBattle(interaction, services);
  if (opened === null) return;
  const { store, loaded } = opened;
  const log = await store.battles.log(loaded.battle.id);
  const last = log.entries.filter(isStep).at(-1);
  if (last === undefined) {
    await interaction.reply(errorReply(NOTHING_TO_REROLL));
    return;
  }
  if (last.faces.length === 0) {
    await interaction.reply(errorReply(NO_DICE));
    return;
  }
  const reason = reasonOf(interaction) ?? "the GM calls for it";
  try {
    await store.battles.undo({
      battleId: loaded.battle.id,
      steps: 1,
      gmId: interaction.actor.id,
      reason: `re-roll: ${reason}`,
      interactionId: interaction.interactionId,
    });
  } catch (error) {
    await refuseStoreError(interaction, error);
    return;
  }
  await interaction.reply({
    content: `${safeText(interaction.actor.displayName)} (GM) re-rolls the last roll: ${safeText(reason)}. The step is made again with fresh dice.`,
  });
  const fresh = await store.battles.load(loaded.battle.id);
  // The second write has its own interaction id, so a redelivery finds both recorded.
  const again: Answerable = {
    actor: interaction.actor,
    place: interaction.place,
    interactionId: `${interaction.interactionId}:reroll`,
    reply: (reply) => interaction.followUp(reply),
    followUp: (reply) => interaction.followUp(reply),
  };
  await submitStep(again, store, fresh, last.order);
}
