/**
 * /battle mine: every decision the server's battles await from you, privately, each with a link
 * that jumps to its battle's board and its deadline. The reminder DMs (src/scheduler) say the
 * same of one battle.
 */
import type { BattleState } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, Place } from "../interaction.ts";
import type { Services } from "../services.ts";
import { awaitedPlayers } from "./awaited-players.ts";
import { awaitedText } from "./flow.ts";

/**
 * A masked link to the message on Discord (https://discord.com/channels/<guild>/<channel>/<message>),
 * or to the channel when there is none.
 */
export function discordJumpLink(place: Place, messageId: string | null, label: string): string {
  const channel = `https://discord.com/channels/${place.guildId}/${place.channelId}`;
  return `[${label}](${messageId === null ? channel : `${channel}/${messageId}`})`;
}

export const JUMP_LABEL = "Jump to the board";

/** "**Rome vs Germania**, turn 3: Orders for … Deadline <t:…:R>. [Jump to the board](…)" */
export function awaitedLine(battle: BattleSummary, state: BattleState, jump: string): string {
  const sides = safeText(battle.sides.map((s) => s.name).join(" vs "));
  const deadline =
    battle.turnDeadlineAt === null
      ? "No deadline."
      : `Deadline <t:${Math.floor(battle.turnDeadlineAt.getTime() / 1000)}:R>.`;
  return `**${sides}**, turn ${state.turn}: ${safeText(awaitedText(battle, state))} ${deadline} ${jump}`;
}

/** The server's battles waiting for this user, soonest deadline first (none last). */
async function awaitingFrom(
  services: Services,
  guildId: string,
  userId: string,
): Promise<{ battle: BattleSummary; state: BattleState }[]> {
  const found: { battle: BattleSummary; state: BattleState }[] = [];
  for (const summary of await services.battles.runningBattlesOf(guildId, userId)) {
    const { battle, state } = await services.battles.load(summary.id);
    if (state !== null && awaitedPlayers(battle, state).includes(userId)) {
      found.push({ battle, state });
    }
  }
  const due = (b: BattleSummary) => b.turnDeadlineAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return found.sort((x, y) => due(x.battle) - due(y.battle));
}

export async function battleMine(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const waiting = await awaitingFrom(services, interaction.place.guildId, interaction.actor.id);
  if (waiting.length === 0) {
    await interaction.reply({
      content:
        "Nothing is waiting for you: no battle in this server needs a decision of yours right now. Enjoy the quiet!",
      ephemeral: true,
    });
    return;
  }
  const jumpLink = interaction.jumpLink ?? discordJumpLink;
  const lines = [`${waiting.length} decision${waiting.length === 1 ? "" : "s"} waiting for you:`];
  for (const { battle, state } of waiting) {
    const board = await services.battles.board(battle.id);
    lines.push(
      `• ${awaitedLine(battle, state, jumpLink(battle, board?.messageId ?? null, JUMP_LABEL))}`,
    );
  }
  // Private and pinging nobody: a player's own to-do list.
  await interaction.reply({
    content: cutLines(lines, DISCORD_LIMITS.content),
    ephemeral: true,
    mentionUserIds: [],
  });
}
