/**
 * Finds the figure a subcommand's `name` option names among the user's own figures in this
 * server, answering with a helpful error when there is none.
 */
import type { StoredFigure } from "../../src/store/figure-store.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";

/** The figure, or null after an error reply has been sent. */
export async function findOwnFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<StoredFigure | null> {
  const name = (interaction.options.getString("name") ?? "").trim();
  const { guildId } = interaction.place;
  const ownerId = interaction.actor.id;
  const figure = await services.figures.findOwn(guildId, ownerId, name);
  if (figure !== null) return figure;

  const own = await services.figures.list(guildId, ownerId);
  const hint =
    own.length === 0
      ? "You have no figures here yet; make one with /figure create."
      : `Your figures: ${own.map((f) => safeText(f.spec.name)).join(", ")}.`;
  await interaction.reply(errorReply(`You have no figure named "${safeText(name)}". ${hint}`));
  return null;
}
