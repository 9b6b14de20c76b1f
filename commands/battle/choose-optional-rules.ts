/**
 * The GM's choice in a forming battle's "Optional rules" menu (optional-rules.ts): stored, and the
 * forming message redrawn with it. Anyone else, or a choice after the start (which copied the
 * rules into the battle's set-up, fixing them), is refused privately and changes nothing.
 */
import type { ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { GM_ONLY, isGm, written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { formingMessage } from "./forming-message.ts";
import { loadGuildBattle } from "./guild-battle.ts";

export const RULES_FIXED = "The battle has started: its optional rules are fixed.";

/** The GM's choice in the menu: stored, and the forming message redrawn with it. */
export async function chooseOptionalRules(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const [, battleId = ""] = interaction.customId.split(":");
  const loaded = await loadGuildBattle(interaction, services, battleId);
  if (loaded === null) return;
  const { battle } = loaded;
  if (!isGm(interaction.actor, battle)) {
    await interaction.reply(errorReply(GM_ONLY));
    return;
  }
  if (battle.status !== "forming") {
    await interaction.reply(errorReply(RULES_FIXED));
    return;
  }
  const chosen = await written(
    interaction,
    await services.battles.chooseOptionalRules({
      battleId,
      optionalRules: interaction.values,
      interactionId: interaction.interactionId,
    }),
  );
  if (chosen === null) return;
  // A Manage Server user acting as GM leaves the GM named as before: mentioned, never pinged.
  const gmName =
    interaction.actor.id === battle.gmId ? interaction.actor.displayName : `<@${battle.gmId}>`;
  await interaction.update({ ...formingMessage(chosen.value, gmName), mentionUserIds: [] });
}
