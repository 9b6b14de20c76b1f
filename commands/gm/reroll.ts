/**
 * /gm reroll [step] [reason]: the last contested roll again. The store takes back the newest
 * step (an order or ruling that rolled dice) and makes the same order again with fresh dice, in
 * one write — the undo record keeps "re-roll: <reason>" and the GM. `step` (autocomplete offers
 * the newest step) carries the battle's version the GM saw; without it, the battle as this
 * command finds it. Once anything else has happened the re-roll is refused, and the channel hears
 * of a re-roll only when one was made.
 */

import { parseChosenSteps } from "../battle/undo-choices.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import type { OpenedBattle } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { reasonOf } from "./access.ts";
import { needsAgreement, propose } from "./agreement.ts";
import { rerollAndPost } from "./reroll-step.ts";

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
    await propose(interaction, _services, opened, { kind: "reroll" }, atVersion);
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
