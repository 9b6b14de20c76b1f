/**
 * /figure restore: a server manager brings a slain figure back to life, so it may fight again.
 * Written to the figure's history with who did it.
 */
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";

export async function restoreFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  if (!interaction.actor.isServerManager) {
    await interaction.reply(errorReply("Only a Manage Server user can restore a slain figure."));
    return;
  }
  const owner = interaction.options.getUser("owner") ?? interaction.actor.id;
  const name = (interaction.options.getString("name") ?? "").trim();
  const figure = await services.figures.findOwn(interaction.place.guildId, owner, name);
  if (figure === null) {
    await interaction.reply(
      errorReply(`<@${owner}> has no figure named "${safeText(name)}" in this server.`),
    );
    return;
  }
  const label = safeText(figure.spec.name);
  if (!(await services.records.restore(figure.id, interaction.actor.id))) {
    await interaction.reply(errorReply(`${label} is not dead; nothing to restore.`));
    return;
  }
  await interaction.reply({
    content: `${label} (<@${owner}>) is restored to life and may fight again. Its history records it.`,
    mentionUserIds: [owner],
  });
}
