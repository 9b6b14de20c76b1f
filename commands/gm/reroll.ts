/**
 * /gm reroll [step] [reason]: the last contested roll again. The store takes back the newest
 * step (an order or ruling that rolled dice) and makes the same order again with fresh dice, in
 * one write — the undo record keeps "re-roll: <reason>" and the GM. `step` (autocomplete offers
 * the newest step) carries the battle's version the GM saw; without it, the battle as this
 * command finds it. Once anything else has happened the re-roll is refused, and the channel hears
 * of a re-roll only when one was made.
 */

import type { BattleSummary, RerollInput } from "../../src/store/battle-types.ts";
import { stepMessages } from "../battle/flow.ts";
import { ALREADY_DONE } from "../battle/submit.ts";
import { parseChosenSteps } from "../battle/undo-choices.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import {
  type Answerable,
  type BattleServices,
  type OpenedBattle,
  refuseStoreError,
} from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { reasonOf } from "./access.ts";
import { needsAgreement, proposeReroll } from "./agreement.ts";

export const NOT_A_STEP = "Pick the step to re-roll from the list autocomplete shows.";

export async function reroll(
  interaction: CommandInteraction,
  _services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { store, loaded } = opened;
  const typed = interaction.options.getString("step");
  const chosen = typed === undefined ? { steps: 1 } : parseChosenSteps(typed);
  if (chosen === undefined || chosen.steps !== 1) {
    await interaction.reply(errorReply(NOT_A_STEP));
    return;
  }
  const atVersion = chosen.version ?? loaded.version;
  if (needsAgreement(interaction.actor, loaded.battle)) {
    await proposeReroll(interaction, _services, opened, atVersion);
    return;
  }
  const reason = reasonOf(interaction) ?? "the GM calls for it";
  await rerollAndPost(
    interaction,
    store,
    loaded.battle,
    { battleId: loaded.battle.id, atVersion, gmId: interaction.actor.id, reason },
    () =>
      interaction.reply({
        content: `${safeText(interaction.actor.displayName)} (GM) re-rolls the last roll: ${safeText(reason)}. The step is made again with fresh dice.`,
      }),
  );
}

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
  let rerolled: Awaited<ReturnType<typeof store.battles.reroll>>;
  try {
    rerolled = await store.battles.reroll({
      ...input,
      dice: store.newDice(),
      interactionId: interaction.interactionId,
    });
  } catch (error) {
    await refuseStoreError(interaction, error);
    return;
  }
  if (rerolled.value === null) {
    await interaction.reply(errorReply(ALREADY_DONE));
    return;
  }
  const { before, state, events, version, ended } = rerolled.value;
  await announce();
  const messages = await stepMessages(store, battle, before, state, events, version, ended);
  for (const message of messages) await interaction.followUp(message);
}
