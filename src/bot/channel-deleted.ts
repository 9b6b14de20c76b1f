/**
 * The gateway says a channel or thread was deleted: the battle in it, if any, is abandoned
 * (commands/battle/channel-lost.ts; another game's, commands/games/channel-lost.ts). Read from the raw dispatch, since discord.js reports the
 * deletion only of channels it had cached, and an archived thread is not.
 */
import { battleChannelLost } from "../../commands/battle/channel-lost.ts";
import { gameChannelLost } from "../../commands/games/channel-lost.ts";
import type { DispatchContext } from "./dispatch.ts";

/** CHANNEL_DELETE's and THREAD_DELETE's data, the little of it we read. */
export interface DeletedChannel {
  readonly id: string;
  readonly guild_id?: string;
}

export async function channelDeleted(
  context: Pick<DispatchContext, "services" | "log">,
  deleted: DeletedChannel,
): Promise<void> {
  if (deleted.guild_id === undefined) return;
  const place = { guildId: deleted.guild_id, channelId: deleted.id };
  try {
    const outcome =
      (await battleChannelLost(context.services.battles, place, "deleted")) ??
      (await gameChannelLost(context.services.games, place, "deleted"));
    if (outcome !== null) context.log.info("battle channel lost", { ...outcome });
  } catch (error) {
    context.log.error("lost channel not ended", { ...place, error });
  }
}
