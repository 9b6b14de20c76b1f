/**
 * A game battle (La Mame's MELEE, The Ur-Quan Legacy: Melee!) whose channel or thread was
 * deleted: as MELEE's (commands/battle/channel-lost.ts), it is abandoned through the battle
 * service, with no winner, its channel freed and its deadlines stopped. A channel only out of
 * reach is left as it is: the service has no pause, and the channel may be given back.
 */
import type { GameBattles } from "../../src/battles/game-battles.ts";
import {
  CHANNEL_LOST_ACTOR,
  CHANNEL_LOST_REASONS,
  type ChannelLoss,
  type ChannelLostOutcome,
} from "../battle/channel-lost.ts";

/** Abandons the channel's open game battle once however often it is told; null when nothing was done. */
export async function gameChannelLost(
  games: GameBattles,
  place: { readonly guildId: string; readonly channelId: string },
  loss: ChannelLoss,
): Promise<ChannelLostOutcome | null> {
  if (loss !== "deleted") return null;
  const loaded = await games.battleIn(place.guildId, place.channelId);
  if (loaded === null) return null;
  const battleId = loaded.battle.id;
  const reason = CHANNEL_LOST_REASONS[loss];
  const outcome = await games.abandon({
    battleId,
    actorId: CHANNEL_LOST_ACTOR,
    reason,
    interactionId: `${CHANNEL_LOST_ACTOR}:abandon:${battleId}`,
  });
  return outcome.kind === "applied" ? { battleId, action: "abandon", reason } : null;
}
