/**
 * /figure show: one of the user's figures as a record card.
 */
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { findOwnFigure } from "./find-figure.ts";
import { recordCard } from "./record-card.ts";

export async function showFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const figure = await findOwnFigure(interaction, services);
  if (figure === null) return;
  await interaction.reply({ embeds: [recordCard(figure.spec, figure.ep, figure.verified)] });
}
