/**
 * /figure unverified-imports: a server manager's choice whether /figure import takes documents
 * this bot did not sign (or that were changed), checked as new figures and marked unverified.
 */
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";

export async function setUnverifiedImports(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  if (!interaction.actor.isServerManager) {
    await interaction.reply(
      errorReply(
        "Only a server manager (Manage Server) can choose whether unverified imports are allowed.",
      ),
    );
    return;
  }
  const allow = interaction.options.getBoolean("allow");
  const { guildId } = interaction.place;
  if (allow === undefined) {
    const now = await services.settings.allowsUnverifiedImports(guildId);
    await interaction.reply(
      errorReply(
        `Unverified imports are ${now ? "allowed" : "refused"} here; give allow:True or allow:False to change it.`,
      ),
    );
    return;
  }
  await services.settings.setAllowUnverifiedImports(guildId, allow);
  await interaction.reply({
    content: allow
      ? "Unverified imports are now allowed here: /figure import takes a document this bot did not sign, or one changed after export, if it passes as a new figure; it starts at 0 EP and its card says unverified."
      : "Unverified imports are now refused here: /figure import takes only documents this bot signed, unchanged.",
    ephemeral: true,
  });
}
