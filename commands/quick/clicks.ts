/**
 * Quick Combat by clicks: "Give orders" on the board opens, for the clicking player alone, a menu
 * of every order the rules accept from their seat now; choosing one gives it through the battle
 * service as `/quick order` would. Custom ids: `quick:open:<battle>` and
 * `quick:pick:<battle>:<mark>`, the mark naming the turn and phase the menu was drawn for, so a
 * menu from an earlier step is refused rather than read against another.
 */
import type { GameBattles } from "../../src/battles/game-battles.ts";
import { GameRefusalError } from "../../src/battles/outcome.ts";
import {
  orderLabel,
  orderWords,
  parseOrderWords,
  type QuickState,
  quickChoices,
} from "../../src/games/quick-combat/play.ts";
import { gameStepPost } from "../games/step-post.ts";
import type { ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { QUICK_PREFIX } from "./board.ts";
import { quickRefusalText } from "./refusal-text.ts";

const NOTHING_AWAITED = "The duel waits for no order of yours now.";
const MOVED_ON = "The duel has moved on since this menu: use Give orders on the newest board.";

function markOf(state: QuickState): string {
  return `${state.turn}${state.phase.kind}`;
}

/** The clicking player's awaited seat in the battle, with the state, or why there is none. */
async function awaitedSeat(games: GameBattles, battleId: string, playerId: string) {
  try {
    const loaded = await games.load(battleId);
    const awaited = (await games.awaited(battleId)).find((a) => a.playerId === playerId);
    if (awaited === undefined || loaded.state === null) return NOTHING_AWAITED;
    return { seat: awaited.seat, state: loaded.state as QuickState };
  } catch (error) {
    if (error instanceof GameRefusalError) return quickRefusalText(error.refusal);
    throw error;
  }
}

export async function quickClick(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const games = services.games;
  const [, step, battleId = "", mark] = interaction.customId.split(":");
  const mine = await awaitedSeat(games, battleId, interaction.actor.id);
  if (typeof mine === "string") {
    await interaction.reply(errorReply(mine));
    return;
  }
  const { seat, state } = mine;
  if (step === "open") {
    const choices = quickChoices(state, seat);
    await interaction.reply({
      content: `Your ${state.phase.kind === "move" ? "move" : "action"} for turn ${state.turn}:`,
      ephemeral: true,
      components: [
        {
          kind: "select",
          menu: {
            customId: `${QUICK_PREFIX}:pick:${battleId}:${markOf(state)}`,
            placeholder: "Choose",
            options: choices.map((order) => ({
              label: orderLabel(state, order),
              // One word: local play's /select splits what follows it at spaces.
              value: orderWords(order).replaceAll(" ", "_"),
            })),
          },
        },
      ],
    });
    return;
  }
  const order = parseOrderWords(
    (interaction.values[0] ?? "").replaceAll("_", " "),
    seat as QuickState["fighters"][0]["seat"],
  );
  if (step !== "pick" || mark !== markOf(state) || typeof order === "string") {
    await interaction.reply(errorReply(MOVED_ON));
    return;
  }
  const outcome = await games.submit({
    battleId,
    actorId: interaction.actor.id,
    order,
    interactionId: interaction.interactionId,
  });
  if (outcome.kind === "refused") {
    await interaction.reply(errorReply(quickRefusalText(outcome.refusal)));
    return;
  }
  await interaction.update({ content: `Done: ${orderLabel(state, order)}.`, components: [] });
  const post = await gameStepPost(interaction.channelMessages?.(), games, outcome.value);
  if (post !== null) await interaction.followUp(post);
}
