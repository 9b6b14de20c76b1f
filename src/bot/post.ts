/**
 * Posts and edits messages in a channel on the bot's own initiative (the deadline scheduler's
 * reminders and turn messages, a battle's board), with the same payload rules as an answer: only
 * the named users are pinged. Discord's answer that the channel is gone, or out of the bot's
 * reach, becomes a ChannelLostError, so the scheduler stops the battle there.
 */

import { type Client, DiscordAPIError, type SendableChannels } from "discord.js";
import { RESTJSONErrorCodes } from "discord-api-types/v10";
import { type ChannelLoss, ChannelLostError } from "../../commands/battle/channel-lost.ts";
import type { ChannelMessages, Reply } from "../../commands/interaction.ts";
import { newMessage, replacement } from "./message.ts";

const LOST_CHANNEL_CODES: ReadonlyMap<number | string, ChannelLoss> = new Map([
  [RESTJSONErrorCodes.UnknownChannel, "deleted"],
  [RESTJSONErrorCodes.MissingAccess, "no-access"],
  [RESTJSONErrorCodes.MissingPermissions, "no-access"],
]);

/** The bot's messages in a channel: posting answers the new message's id. */
export function channelMessages(
  client: Client<true>,
  place: { readonly channelId: string },
): ChannelMessages {
  const inChannel = async <T>(act: (channel: SendableChannels) => Promise<T>): Promise<T> => {
    try {
      const channel = await client.channels.fetch(place.channelId);
      if (channel === null || !channel.isSendable()) throw new ChannelLostError("no-access");
      return await act(channel);
    } catch (error) {
      const loss =
        error instanceof DiscordAPIError ? LOST_CHANNEL_CODES.get(error.code) : undefined;
      if (loss === undefined) throw error;
      throw new ChannelLostError(loss, { cause: error });
    }
  };
  return {
    post: (reply) =>
      inChannel(async (channel) => {
        const { flags: _ephemeral, ...message } = newMessage(reply);
        return (await channel.send(message)).id;
      }),
    edit: (messageId, reply) =>
      inChannel(async (channel) => {
        try {
          await channel.messages.edit(messageId, replacement(reply));
          return true;
        } catch (error) {
          // Someone deleted the message: the caller posts a new one.
          if (
            error instanceof DiscordAPIError &&
            error.code === RESTJSONErrorCodes.UnknownMessage
          ) {
            return false;
          }
          throw error;
        }
      }),
  };
}

export async function postToChannel(
  client: Client<true>,
  place: { readonly channelId: string },
  reply: Reply,
): Promise<void> {
  await channelMessages(client, place).post(reply);
}
