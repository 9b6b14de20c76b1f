/**
 * dispatch's own private answers (a failed handler, a rate limit, an outdated command): always
 * ephemeral, by whatever means the interaction still allows, whatever the handler (or the
 * adapter's automatic deferral) had already sent. A database that cannot be reached gets its
 * own message (STORE_UNAVAILABLE), so the user knows to wait rather than to report a bug.
 */
import { type Interaction, MessageFlags } from "discord.js";
import { settleAnswer } from "./adapt.ts";

export { STORE_UNAVAILABLE } from "../store/unavailable.ts";

export async function answerPrivately(interaction: Interaction, content: string): Promise<void> {
  await settleAnswer(interaction);
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  if (!interaction.isRepliable()) return;
  const message = {
    content,
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  } as const;
  if (!interaction.replied && !interaction.deferred) {
    await interaction.reply(message);
    return;
  }
  // The first follow-up to a "thinking…" message becomes that message, visible to all if it
  // was; so a public one is removed first and the apology posted on its own.
  const publicThinking =
    interaction.isChatInputCommand() && !interaction.replied && interaction.ephemeral === false;
  if (publicThinking) await interaction.deleteReply();
  await interaction.followUp(message);
}
