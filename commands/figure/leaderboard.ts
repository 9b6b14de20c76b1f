/**
 * /figure leaderboard: the server's figures by battles won or by EP earned in battle, the top ten.
 * Owners are named, never pinged.
 */
import type { LeaderboardOrder } from "../../src/store/figure-record-store.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";

const SHOWN = 10;

export async function showLeaderboard(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const by: LeaderboardOrder = interaction.options.getString("by") === "ep" ? "ep" : "wins";
  const rows = await services.records.leaderboard(interaction.place.guildId, by, SHOWN);
  const title = by === "ep" ? "Leaderboard: EP earned in battle" : "Leaderboard: battles won";
  if (rows.length === 0) {
    await interaction.reply({
      content: `${title}: no battle has ended here yet.`,
      ephemeral: true,
    });
    return;
  }
  const lines = rows.map((row, i) => {
    const dead = row.dead ? " (slain)" : "";
    return `${i + 1}. ${safeText(row.name)}${dead} (<@${row.ownerId}>): ${row.wins} won of ${row.battles}, ${row.epEarned} EP`;
  });
  await interaction.reply({
    embeds: [{ title, description: lines.join("\n"), color: 0xc9a227 }],
    mentionUserIds: [],
  });
}
