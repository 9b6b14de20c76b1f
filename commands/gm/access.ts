/**
 * What every /gm subcommand needs first: the channel's battle, and the actor as its GM (or a
 * Manage Server user). Everyone else is told so privately and nothing changes.
 */
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { type BattleServices, isGm, openBattle } from "../battle/context.ts";
import { errorReply } from "../figure/replies.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";

export const NOT_GM = "Only this battle's GM or a Manage Server user can use /gm.";

/** The started battle with the actor as its GM; or null after an ephemeral answer. */
export async function gmBattle(
  interaction: CommandInteraction,
  services: Services,
  need: "any" | "started" = "started",
): Promise<{ store: BattleServices; loaded: LoadedBattle } | null> {
  const opened = await openBattle(interaction, services, need);
  if (opened === null) return null;
  if (!isGm(interaction.actor, opened.loaded.battle)) {
    await interaction.reply(errorReply(NOT_GM));
    return null;
  }
  return opened;
}

export const REASON_MAX_LENGTH = 200;

/** The optional reason, trimmed; undefined when blank. */
export function reasonOf(interaction: CommandInteraction): string | undefined {
  const reason = interaction.options.getString("reason")?.trim();
  return reason === undefined || reason === "" ? undefined : reason;
}
