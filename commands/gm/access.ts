/**
 * What every /gm subcommand needs first: the channel's battle, and the actor as its GM (or a
 * Manage Server user). Everyone else is told so privately and nothing changes.
 */
import type { CommandInteraction } from "../interaction.ts";
import type { Preconditions } from "../subcommands.ts";

export const NOT_GM = "Only this battle's GM or a Manage Server user can use /gm.";

/** A started battle, with the actor as its GM. */
export const GM_OF_STARTED: Preconditions = { battle: "started", gmOnly: NOT_GM };

/** The channel's open battle, forming or started, with the actor as its GM. */
export const GM_OF_ANY: Preconditions = { battle: "any", gmOnly: NOT_GM };

export const REASON_MAX_LENGTH = 200;

/** The optional reason, trimmed; undefined when blank. */
export function reasonOf(interaction: CommandInteraction): string | undefined {
  const reason = interaction.options.getString("reason")?.trim();
  return reason === undefined || reason === "" ? undefined : reason;
}
