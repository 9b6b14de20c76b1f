/**
 * A battle's board message, whatever its game: edited in place at each step, or posted (again,
 * if the old one was deleted) and its id remembered, so the channel holds one live board rather
 * than one per step. Without a place to post (a front end lacking the capability) nothing is done.
 */
import type { ChannelMessages, Reply } from "../interaction.ts";

export async function keepBoardMessage(
  messages: ChannelMessages | undefined,
  messageId: string | null,
  reply: Reply,
  remember: (messageId: string) => Promise<void>,
): Promise<void> {
  if (messages === undefined) return;
  if (messageId !== null && (await messages.edit(messageId, reply))) return;
  await remember(await messages.post(reply));
}

/** A moment as Discord shows it to each reader: "in 5 minutes", "2 hours ago". */
export function relativeTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:R>`;
}
