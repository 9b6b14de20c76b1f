/**
 * /figure list: the user's figures in this server, one line each.
 */
import { RACES } from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";

export async function listFigures(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const figures = await services.figures.list(interaction.place.guildId, interaction.actor.id);
  if (figures.length === 0) {
    await interaction.reply({
      content: "You have no figures in this server yet. Make one with /figure create.",
      ephemeral: true,
    });
    return;
  }
  const lines = figures.map(({ spec, ep }) => {
    const iq = spec.iq === undefined ? "" : `, IQ ${spec.iq}`;
    return `• ${safeText(spec.name)}: ${RACES[spec.race].name}, ST ${spec.st}, DX ${spec.dx}${iq}, ${ep} EP`;
  });
  await interaction.reply({
    content: [`${safeText(interaction.actor.displayName)}'s figures:`, ...lines].join("\n"),
  });
}
