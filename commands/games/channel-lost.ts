/**
 * A game battle (La Mame's MELEE, Quick Combat, The Ur-Quan Legacy: Melee!) whose channel is
 * lost, as MELEE's (commands/battle/channel-lost.ts): a deleted channel's battle is abandoned,
 * with no winner, its channel freed and its deadlines stopped; a running battle whose channel is
 * only out of the bot's reach is paused (its deadlines stop, its state kept) and its opener and
 * players are told by DM, since the channel cannot hear it. The opener resumes it there with the
 * game's `resume` once the bot's access is given back.
 */
import type { GameBattles, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import { gameTitle } from "../../src/games/registry.ts";
import {
  CHANNEL_LOST_ACTOR,
  CHANNEL_LOST_REASONS,
  type ChannelLoss,
  type ChannelLostOutcome,
  channelLostInteractionId,
} from "../battle/channel-lost.ts";
import { DirectMessagesClosedError, type SendDirectMessage } from "../shared/direct-message.ts";

/** The command each game is played with, for the words of the pause's DM. */
const GAME_COMMANDS: Readonly<Record<string, string>> = {
  "la-mame": "/lamame",
  "quick-combat": "/quick",
  "ur-quan": "/starship",
};

/**
 * Abandons (deleted) or pauses (no access) the channel's open game battle, once however often
 * it is told; null when nothing was done. A pause is told by `sendDirect` when given.
 */
export async function gameChannelLost(
  games: GameBattles,
  place: { readonly guildId: string; readonly channelId: string },
  loss: ChannelLoss,
  sendDirect?: SendDirectMessage,
): Promise<ChannelLostOutcome | null> {
  const loaded = await games.battleIn(place.guildId, place.channelId);
  if (loaded === null) return null;
  const { battle } = loaded;
  const reason = CHANNEL_LOST_REASONS[loss];
  const action = loss === "deleted" ? "abandon" : "pause";
  // Only a running battle has deadlines to stop; a forming or paused one waits as it is.
  if (action === "pause" && battle.status !== "active") return null;
  const input = {
    battleId: battle.id,
    actorId: CHANNEL_LOST_ACTOR,
    reason,
    interactionId: channelLostInteractionId(action, battle),
  };
  const outcome = action === "abandon" ? await games.abandon(input) : await games.pause(input);
  // Refused: ended or paused meanwhile by someone else, so nothing is left to do.
  if (outcome.kind !== "applied") return null;
  if (action === "pause" && sendDirect !== undefined) await tellPaused(loaded, sendDirect);
  return { battleId: battle.id, action, reason };
}

/** DMs the opener and every seated player that the game is paused, and how it resumes. */
async function tellPaused(loaded: LoadedGameBattle, sendDirect: SendDirectMessage): Promise<void> {
  const { battle } = loaded;
  const command = GAME_COMMANDS[battle.game] ?? "the game's command";
  const content = [
    `Your ${gameTitle(battle.game)} game in <#${battle.channelId}> is paused: ${CHANNEL_LOST_REASONS["no-access"]}, so its deadlines are stopped.`,
    `Once the bot can see and post there again, its opener resumes it in that channel with ${command} resume.`,
  ].join("\n");
  const people = new Set([battle.gmId, ...battle.seats.flatMap((s) => s.playerId ?? [])]);
  for (const userId of people) {
    try {
      await sendDirect(userId, { content, mentionUserIds: [] });
    } catch (error) {
      // A player who takes no DMs is told when they next use the channel's game.
      if (!(error instanceof DirectMessagesClosedError)) throw error;
    }
  }
}
