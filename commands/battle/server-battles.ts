/**
 * Battles seen from anywhere in the server: /battle list, and /battle end battle:<id> for a
 * battle in another channel. A battle whose channel is gone (or that nobody can reach any more)
 * can still be found and ended: by its GM, or by anyone holding Manage Server, who may list and
 * end every battle of the server.
 */
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { BattleNotFoundError } from "../../src/store/errors.ts";
import { matchChoices } from "../format/match-choices.ts";
import { safeText } from "../format/safe-text.ts";
import type {
  AutocompleteChoice,
  AutocompleteInteraction,
  CommandInteraction,
} from "../interaction.ts";
import type { Services } from "../services.ts";
import { isGm } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { logMessages } from "./log-embeds.ts";

/** "Rome vs Germania" */
function sidesText(battle: BattleSummary): string {
  return battle.sides.map((s) => s.name).join(" vs ");
}

/** One battle in a list: its id, where it is, its sides and status, its GM. */
function battleLine(battle: BattleSummary): { markdown: string; plain: string } {
  const plain = `${sidesText(battle)}, ${battle.status}`;
  return {
    markdown: `\`${battle.id}\` in <#${battle.channelId}>: ${safeText(plain)}; GM <@${battle.gmId}>`,
    plain,
  };
}

/** The battles an actor may end from anywhere: all of the server's for a manager, else their own. */
async function endableBattles(
  interaction: Pick<AutocompleteInteraction, "actor" | "place">,
  services: Services,
): Promise<BattleSummary[]> {
  const open = await services.battles.listOpen(interaction.place.guildId);
  return open.filter((battle) => isGm(interaction.actor, battle));
}

/** /battle list [scope]: the battles of this channel, or (managers) every open one of the server. */
export async function listBattles(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const { guildId, channelId } = interaction.place;
  const serverWide = interaction.options.getString("scope") === "server";
  if (serverWide && !interaction.actor.isServerManager) {
    await interaction.reply(
      errorReply("Only a Manage Server user can list the battles of the whole server."),
    );
    return;
  }
  const battles = serverWide
    ? await services.battles.listOpen(guildId)
    : await services.battles.listBattles(guildId, channelId);
  const title = serverWide ? "Battles in progress in this server" : "Battles in this channel";
  if (battles.length === 0) {
    await interaction.reply({ content: `${title}: none.`, ephemeral: true });
    return;
  }
  const [first] = logMessages(title, battles.map(battleLine));
  const more = serverWide ? "\nEnd one with /battle end battle:<id>." : "";
  // Private and pinging nobody: a look at the server's battles is the asker's business.
  await interaction.reply({
    ...first,
    content: `${battles.length} battle${battles.length === 1 ? "" : "s"}.${more}`,
    ephemeral: true,
    mentionUserIds: [],
  });
}

/**
 * /battle end battle:<id>: ends a battle of this server wherever it is (its GM or a manager).
 * The battle named, or null (having answered why) when this user cannot end it.
 */
export async function findEndableBattle(
  interaction: CommandInteraction,
  services: Services,
  battleId: string,
): Promise<BattleSummary | null> {
  const unknown = `There is no battle "${safeText(battleId)}" in progress in this server; /battle list scope:server lists them.`;
  let battle: BattleSummary;
  try {
    battle = (await services.battles.load(battleId.trim())).battle;
  } catch (error) {
    if (!(error instanceof BattleNotFoundError)) throw error;
    await interaction.reply(errorReply(unknown));
    return null;
  }
  if (battle.guildId !== interaction.place.guildId || battle.status === "ended") {
    await interaction.reply(errorReply(unknown));
    return null;
  }
  if (!isGm(interaction.actor, battle)) {
    await interaction.reply(
      errorReply("Only the battle's GM (or a Manage Server user) can end it from elsewhere."),
    );
    return null;
  }
  return battle;
}

/** Suggestions for /battle end battle:<id>: the battles this user may end, by their sides. */
export async function endableBattleChoices(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<AutocompleteChoice[]> {
  const battles = await endableBattles(interaction, services);
  const choices = battles.map((battle) => ({
    name: `${battleLine(battle).plain} (${battle.id})`.slice(0, 100),
    value: battle.id,
  }));
  return matchChoices(choices, interaction.focused.value, { byValue: true });
}
