/**
 * Direct messages from the bot: opens the DM channel (POST /users/@me/channels) and posts there.
 * Discord's 50007, the user taking no DMs from the bot, becomes a DirectMessagesClosedError.
 */
import { type Client, DiscordAPIError } from "discord.js";
import { RESTJSONErrorCodes } from "discord-api-types/v10";
import {
  DirectMessagesClosedError,
  type SendDirectMessage,
} from "../../commands/shared/direct-message.ts";
import { newMessage } from "./message.ts";

export function directMessages(client: Client<true>): SendDirectMessage {
  return async (userId, reply) => {
    try {
      const channel = await client.users.createDM(userId);
      const { flags: _ephemeral, ...message } = newMessage(reply);
      await channel.send(message);
    } catch (error) {
      if (
        error instanceof DiscordAPIError &&
        error.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser
      ) {
        throw new DirectMessagesClosedError({ cause: error });
      }
      throw error;
    }
  };
}
