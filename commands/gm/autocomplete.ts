/**
 * Suggestions while typing /gm options, for the GM only: the battle's figures, items to give
 * (every weapon and shield) or to take (what the figure has), and for act-for what /battle order
 * would suggest.
 */

import { isStep } from "../../src/store/battle-log.ts";
import { autocompleteBattle } from "../battle/autocomplete.ts";
import { logChoices } from "../battle/undo-choices.ts";
import { matchChoices } from "../format/match-choices.ts";
import type { AutocompleteChoice, AutocompleteInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { findBattleFigure, isGm } from "../shared/channel-battle.ts";
import { GIVEN_ITEMS, type GivenItem, heldItems, itemName } from "./items.ts";

const MAX_CHOICES = 25;

export async function autocompleteGm(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<void> {
  if (interaction.subcommand === "act-for") {
    await autocompleteBattle(
      {
        actor: interaction.actor,
        place: interaction.place,
        commandName: "battle",
        subcommandGroup: undefined,
        subcommand: "order",
        options: interaction.options,
        focused: interaction.focused,
        respond: (choices) => interaction.respond(choices),
      },
      services,
    );
    return;
  }
  await interaction.respond((await choices(interaction, services)).slice(0, MAX_CHOICES));
}

async function choices(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<AutocompleteChoice[]> {
  const summary = await services.battles.activeInChannel(
    interaction.place.guildId,
    interaction.place.channelId,
  );
  if (summary === null || !isGm(interaction.actor, summary)) return [];
  const { name, value } = interaction.focused;
  if (name === "step") return rerollChoices(services, summary.id);
  if (name === "figure") {
    return matchChoices(
      summary.figures.map((f) => ({ name: f.name, value: f.figureKey })),
      value,
      { byValue: false },
    );
  }
  if (name !== "item") return [];
  const named = (item: GivenItem) => ({
    name: itemName(item),
    value: itemName(item),
  });
  if (interaction.subcommand === "give")
    return matchChoices(GIVEN_ITEMS.map(named), value, { byValue: false });
  if (interaction.subcommand !== "take") return [];
  const typed = interaction.options.getString("figure");
  const key = typed === undefined ? undefined : findBattleFigure(summary, typed)?.figureKey;
  const { state } = await services.battles.load(summary.id);
  const figure = state?.figures.find((f) => f.id === key);
  return figure === undefined
    ? []
    : matchChoices(heldItems(figure).map(named), value, { byValue: false });
}

/** The one step /gm reroll can take: the newest, if it rolled dice. */
async function rerollChoices(services: Services, battleId: string): Promise<AutocompleteChoice[]> {
  const log = await services.battles.log(battleId);
  const newest = log.entries.filter(isStep).at(-1);
  if (newest === undefined || newest.faces.length === 0) return [];
  return logChoices(log, services.clock.now()).slice(0, 1);
}
