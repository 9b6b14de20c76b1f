/**
 * Posts a message in a channel on the bot's own initiative (the deadline scheduler's reminders
 * and turn messages), with the same payload rules as an answer: only the named users are pinged.
 * Discord's answer that the channel is gone, or out of the bot's reach, becomes a
 * ChannelLostError, so the scheduler stops the battle there.
 */

import { type Client, DiscordAPIError } from "discord.js";
import { RESTJSONErrorCodes } from "discord-api-types/v10";
import { type ChannelLoss, ChannelLostError } from "../../commands/battle/channel-lost.ts";
import type { Reply } from "../../commands/interaction.ts";
import { newMessage } from "./message.ts";

const LOST_CHANNEL_CODES: ReadonlyMap<number | string, ChannelLoss> = new Map([
  [RESTJSONErrorCodes.UnknownChannel, "deleted"],
  [RESTJSONErrorCodes.MissingAccess, "no-access"],
  [RESTJSONErrorCodes.MissingPermissions, "no-access"],
]);

export async function postToChannel(
  client: Client<true>,
  place: { readonly channelId: string },
  reply: Reply,
): Promise<void> {
  try {
    const channel = await client.channels.fetch(place.channelId);
    if (channel === null || !channel.isSendable()) throw new ChannelLostError("no-access");
    const { flags: _ephemeral, ...message } = newMessage(reply);
    await channel.send(message);
  } catch (error) {
    const loss = error instanceof DiscordAPIError ? LOST_CHANNEL_CODES.get(error.code) : undefined;
    if (loss === undefined) throw error;
    throw new ChannelLostError(loss, { cause: error });
  }
}
