/**
 * /figure show: a figure as a record card, with its record of battles (and its death). With
 * `owner`, another player's figure: the public card, which leaves out its unspent EP (how soon it
 * can advance is its owner's business) and answers the asker alone.
 */
import type { StoredFigure } from "../../src/store/figure-store.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, Embed } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { findOwnFigure } from "./find-figure.ts";
import { recordCard } from "./record-card.ts";
import { recordFields } from "./record-fields.ts";

const EXPERIENCE_FIELD = "Experience";

export async function showFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const owner = interaction.options.getUser("owner");
  if (owner !== undefined && owner !== interaction.actor.id) {
    await showOthersFigure(interaction, services, owner);
    return;
  }
  const figure = await findOwnFigure(interaction, services);
  if (figure === null) return;
  await interaction.reply({ embeds: [await cardWithRecord(services, figure, "own")] });
}

async function showOthersFigure(
  interaction: CommandInteraction,
  services: Services,
  owner: string,
): Promise<void> {
  const name = (interaction.options.getString("name") ?? "").trim();
  const figure = await services.figures.findOwn(interaction.place.guildId, owner, name);
  if (figure === null) {
    await interaction.reply(
      errorReply(
        `<@${owner}> has no figure named "${safeText(name)}" in this server (autocomplete lists theirs).`,
      ),
    );
    return;
  }
  await interaction.reply({
    embeds: [await cardWithRecord(services, figure, "public")],
    ephemeral: true,
    mentionUserIds: [],
  });
}

/** The record card with the figure's record; the public one without its unspent EP. */
export async function cardWithRecord(
  services: Services,
  figure: StoredFigure,
  view: "own" | "public",
): Promise<Embed> {
  const card = recordCard(figure.spec, figure.ep, figure.verified);
  const shown =
    view === "own"
      ? (card.fields ?? [])
      : (card.fields ?? []).filter((f) => f.name !== EXPERIENCE_FIELD);
  const record = await services.records.recordOf(figure.id);
  return { ...card, fields: [...shown, ...recordFields(record, figure.death)] };
}
