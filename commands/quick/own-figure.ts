/**
 * A player's own figure brought to a Quick Combat seat (/quick new or join's `figure` option),
 * checked as /battle join checks it: only the player's own, of this server, and alive. The seat
 * keeps the figure as it stands now; what it does later to the stored figure does not reach
 * the duel.
 */
import { OWN_FIGURE_OPTION } from "../../src/games/quick-combat/play.ts";
import { ownFigureChoices } from "../figure/autocomplete.ts";
import { safeText } from "../format/safe-text.ts";
import type { AutocompleteInteraction, CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { refusalText } from "../shared/refusal-text.ts";

export interface OwnFighter {
  readonly name: string;
  /** The seat's options that carry the figure (see QUICK_COMBAT_PLAY's set-up). */
  readonly seatOptions: Readonly<Record<string, string>>;
}

/** The figure named by the `figure` option; undefined when none was given, a problem in words when refused. */
export async function ownFighter(
  interaction: CommandInteraction,
  services: Services,
): Promise<OwnFighter | string | undefined> {
  const typed = interaction.options.getString("figure");
  if (typed === undefined) return undefined;
  const figure = await services.figures.findOwn(
    interaction.place.guildId,
    interaction.actor.id,
    typed,
  );
  if (figure === null)
    return `You have no figure named "${safeText(typed.trim())}". Make one with /figure create.`;
  if (figure.death !== null) return refusalText({ code: "figure-dead", name: figure.spec.name });
  return {
    name: safeText(figure.spec.name),
    seatOptions: { [OWN_FIGURE_OPTION]: JSON.stringify(figure.spec) },
  };
}

/** The user's own figures while they type /quick's `figure` option. */
export async function autocompleteQuick(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<void> {
  const { name, value } = interaction.focused;
  await interaction.respond(
    name === "figure" ? await ownFigureChoices(interaction, services, value) : [],
  );
}
