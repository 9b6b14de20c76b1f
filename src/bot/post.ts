/**
 * Posts a message in a channel on the bot's own initiative (the deadline scheduler's reminders
 * and turn messages), with the same payload rules as an answer: only the named users are pinged.
 */
import type { Client } from "discord.js";
import type { Reply } from "../../commands/interaction.ts";
import { newMessage } from "./message.ts";

export async function postToChannel(
  client: Client<true>,
  place: { readonly channelId: string },
  reply: Reply,
): Promise<void> {
  const channel = await client.channels.fetch(place.channelId);
  if (channel === null || !channel.isSendable()) {
    throw new Error(`cannot post in channel ${place.channelId}`);
  }
  const { flags: _ephemeral, ...message } = newMessage(reply);
  await channel.send(message);
}
