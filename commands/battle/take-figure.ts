/**
 * /battle join in a battle opened from a scenario: a player names one of the scenario's figures the
 * GM still holds and takes it to order, joining its side (docs/scenario-format.md, "Playing a
 * scenario"). The figure is the scenario's, not the player's saved figure: its EP goes to no roster.
 */
import type { BattleSummary, StoredBattleFigure } from "../../src/store/battle-types.ts";
import { matchChoices } from "../format/match-choices.ts";
import { safeText } from "../format/safe-text.ts";
import type { AutocompleteChoice, CommandInteraction } from "../interaction.ts";
import {
  findSide,
  lookUpBattleFigure,
  type OpenedBattle,
  sideNameOf,
  written,
} from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";

/** A figure the GM holds in a scenario's battle: no player's, copied from no saved figure. */
export function heldByGm(figure: StoredBattleFigure): boolean {
  return figure.ownerId === null && figure.sourceFigureId === null;
}

/**
 * The scenario's figure this name asks for, if the battle has one (those the GM holds first); one
 * a player has taken already is returned too, so the store's refusal says whose it is.
 */
export function takeableFigure(
  battle: BattleSummary,
  typed: string,
): StoredBattleFigure | undefined {
  if (battle.scenario === undefined) return undefined;
  const found = lookUpBattleFigure(battle, typed, heldByGm).figure;
  return found !== undefined && found.sourceFigureId === null ? found : undefined;
}

/** The scenario's figures the GM still holds, for /battle join's figure: list. */
export function scenarioFigureChoices(battle: BattleSummary, typed: string): AutocompleteChoice[] {
  if (battle.scenario === undefined) return [];
  const held = battle.figures.filter(heldByGm).map((f) => ({
    name: `${f.name} (${sideNameOf(battle, f.sideId)}, the scenario's)`,
    value: f.name,
  }));
  return matchChoices(held, typed, { byValue: true });
}

/** Takes the figure for the player, if they named its side; answers either way. */
export async function takeScenarioFigure(
  interaction: CommandInteraction,
  opened: OpenedBattle,
  figure: StoredBattleFigure,
): Promise<void> {
  const { store, loaded } = opened;
  const { battle } = loaded;
  const name = safeText(figure.name);
  const sideName = safeText(sideNameOf(battle, figure.sideId));
  if (findSide(battle, interaction.options.getString("side") ?? "")?.id !== figure.sideId) {
    await interaction.reply(
      errorReply(`${name} fights for ${sideName} in this scenario: join side:${figure.sideId}.`),
    );
    return;
  }
  const taken = await written(
    interaction,
    await store.battles.takeFigure({
      battleId: battle.id,
      figureKey: figure.figureKey,
      userId: interaction.actor.id,
      ownerName: interaction.actor.displayName,
      interactionId: interaction.interactionId,
    }),
  );
  if (taken === null) return;
  await interaction.reply({
    content: `${safeText(interaction.actor.displayName)} takes ${name} of the scenario, for ${sideName}.`,
  });
}
