/**
 * /figure delete: asks for confirmation with two buttons; only the owner's Confirm deletes.
 */
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { findOwnFigure } from "./find-figure.ts";

export const DELETE_PREFIX = "figure-delete";

export async function askToDelete(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const figure = await findOwnFigure(interaction, services);
  if (figure === null) return;
  await interaction.reply({
    content: `Delete ${safeText(figure.spec.name)} for good? Its ${figure.ep} EP and history go with it.`,
    components: [
      {
        kind: "buttons",
        buttons: [
          { customId: `${DELETE_PREFIX}:confirm:${figure.id}`, label: "Confirm", style: "danger" },
          { customId: `${DELETE_PREFIX}:cancel:${figure.id}`, label: "Cancel", style: "secondary" },
        ],
      },
    ],
  });
}

/** `figure-delete:confirm:<figureId>` or `figure-delete:cancel:<figureId>`. */
export async function answerDelete(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const [, action, figureId = ""] = interaction.customId.split(":");
  if (action !== "confirm" && action !== "cancel") {
    await interaction.reply(errorReply("That button is not one this bot knows."));
    return;
  }
  const figure = await services.figures.getById(figureId);
  if (figure === null) {
    await interaction.update({ content: "That figure no longer exists.", components: [] });
    return;
  }
  const own =
    figure.ownerId === interaction.actor.id && figure.guildId === interaction.place.guildId;
  if (!own) {
    await interaction.reply(errorReply("That is not your figure."));
    return;
  }
  const name = safeText(figure.spec.name);
  if (action === "cancel") {
    await interaction.update({ content: `${name} stays on the roster.`, components: [] });
    return;
  }
  await services.figures.delete(figure.id);
  await interaction.update({ content: `${name} is deleted.`, components: [] });
}
