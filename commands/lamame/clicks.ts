/**
 * The clicks of La Mame's MELEE's private menus (choose.ts): "Choose privately" opens the menu for
 * the clicking player's awaited seat, each pick shows the next level, Confirm gives the order
 * through the battle service; the board is edited in place and a resolved step's result posted.
 */
import type { GameBattles } from "../../src/battles/game-battles.ts";
import { GameRefusalError } from "../../src/battles/outcome.ts";
import { laMameChoices } from "../../src/games/la-mame/play.ts";
import { gameStepPost } from "../games/step-post.ts";
import type { ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { choiceScreen, choicesMark, chosen, OPEN, parseChoiceId } from "./choose.ts";
import { gameRefusalText } from "./refusal-text.ts";

export const NOTHING_AWAITED = "The game waits for no choice of yours now.";
export const MOVED_ON =
  "The game has moved on since this menu: use Choose privately on the newest board.";

export async function laMameClick(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const games = services.games;
  const click = parseChoiceId(interaction.customId, interaction.values);
  if (click === null) {
    await interaction.reply(errorReply("That is not a La Mame's MELEE menu this bot knows."));
    return;
  }
  if (click.step === "x") {
    await interaction.update({ content: "Cancelled: no order was given.", components: [] });
    return;
  }
  const mine = await myChoices(games, click.battleId, interaction.actor.id);
  if (typeof mine === "string") {
    await interaction.reply(errorReply(mine));
    return;
  }
  const { seat, decision, choices } = mine;
  if (click.step !== OPEN && click.mark !== choicesMark(choices)) {
    await interaction.reply(errorReply(MOVED_ON));
    return;
  }
  if (click.step !== "ok") {
    const screen = choiceScreen(click.battleId, decision, choices, click.path);
    if (screen === null) await interaction.reply(errorReply(MOVED_ON));
    else if (click.step === OPEN) await interaction.reply(screen);
    else await interaction.update(screen);
    return;
  }
  const one = chosen(choices, click.path);
  if (one === undefined) {
    await interaction.reply(errorReply(MOVED_ON));
    return;
  }
  const outcome = await games.submit({
    battleId: click.battleId,
    actorId: interaction.actor.id,
    order: one.order,
    interactionId: interaction.interactionId,
  });
  if (outcome.kind === "refused") {
    await interaction.reply(errorReply(gameRefusalText(outcome.refusal)));
    return;
  }
  await interaction.update({
    content: `Done: your ${decision} (${one.labels.join(" ")}) is in, for ${seat}.`,
    components: [],
  });
  const post = await gameStepPost(interaction.channelMessages?.(), games, outcome.value);
  if (post !== null) await interaction.followUp(post);
}

/** The clicking player's awaited seat and its choices, or why there are none. */
async function myChoices(games: GameBattles, battleId: string, playerId: string) {
  let loaded: Awaited<ReturnType<GameBattles["load"]>>;
  try {
    loaded = await games.load(battleId);
  } catch (error) {
    if (error instanceof GameRefusalError) return gameRefusalText(error.refusal);
    throw error;
  }
  const awaited = (await games.awaited(battleId)).find((a) => a.playerId === playerId);
  if (awaited === undefined || loaded.state === null) return NOTHING_AWAITED;
  const state = loaded.state as Parameters<typeof laMameChoices>[0];
  const choices = laMameChoices(state, awaited.seat);
  if (choices.length === 0) return NOTHING_AWAITED;
  return { seat: awaited.seat, decision: awaited.decision, choices };
}
