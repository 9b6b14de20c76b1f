/**
 * /gm handover user: the GM (or a Manage Server user) hands the GM role of the channel's
 * battle to another user. Works while forming, running or paused.
 */

import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { type OpenedBattle, written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { reasonOf } from "./access.ts";

export async function handOver(
  interaction: CommandInteraction,
  _services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { store, loaded } = opened;
  const to = interaction.options.getUser("user");
  if (to === undefined) {
    await interaction.reply(errorReply("Name the user to hand the GM role to, e.g. user:@alice."));
    return;
  }
  if (to === loaded.battle.gmId) {
    await interaction.reply(errorReply(`<@${to}> is the GM already.`));
    return;
  }
  const handedOver = await written(
    interaction,
    await store.battles.handOverGm({
      battleId: loaded.battle.id,
      toGmId: to,
      interactionId: interaction.interactionId,
    }),
  );
  if (handedOver === null) return;
  const reason = reasonOf(interaction);
  await interaction.reply({
    content: `${safeText(interaction.actor.displayName)} hands the GM role to <@${to}>${reason === undefined ? "" : ` (${safeText(reason)})`}. They run the battle from now on.`,
    mentionUserIds: [to],
  });
}
