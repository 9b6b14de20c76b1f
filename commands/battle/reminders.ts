/**
 * /battle reminders on|off: whether the deadline's reminder also comes to you by direct message,
 * for every battle you play in (a player's own setting, not a server's). Without a choice, it
 * says which is set. Discord only: local play has no DMs and says so.
 */
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";

export async function battleReminders(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  if (interaction.directMessages !== true) {
    await interaction.reply(
      errorReply(
        "Reminders by direct message are for Discord; here the battle's own reminder is all there is.",
      ),
    );
    return;
  }
  const choice = interaction.options.getString("dm");
  const userId = interaction.actor.id;
  if (choice !== null) await services.reminders.setRemindersByDm(userId, choice === "on");
  const on = await services.reminders.remindersByDm(userId);
  const content = on
    ? "Reminders by DM: on. When a decision of yours nears its deadline, I'll send you a direct message (once per decision). Keep DMs from this server open to get them; /battle reminders dm:off stops them."
    : "Reminders by DM: off. /battle reminders dm:on sends you a direct message when a decision of yours nears its deadline.";
  await interaction.reply({ content, ephemeral: true });
}
