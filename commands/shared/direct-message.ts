/**
 * Messages to one user, outside any channel: the deadline reminders for players who asked for
 * them. The bot sends them as Discord DMs; local play has none.
 */
import type { Reply } from "../interaction.ts";

/** Sends a user a direct message; throws DirectMessagesClosedError when they do not take them. */
export type SendDirectMessage = (userId: string, reply: Reply) => Promise<void>;

/** The user does not take DMs from the bot (Discord's 50007): retrying would not help. */
export class DirectMessagesClosedError extends Error {
  constructor(options?: ErrorOptions) {
    super("the user does not take direct messages from the bot", options);
    this.name = "DirectMessagesClosedError";
  }
}
