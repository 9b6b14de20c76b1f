/**
 * /battle mine: every decision the server's battles await from you, privately, each with a link
 * that jumps to its battle's board and its deadline: MELEE's, and those of the other games
 * (/lamame, /starship) through the games service. The reminder DMs (src/scheduler) say the same
 * of one MELEE battle.
 */
import type { AwaitedGameSeat } from "../../src/battles/game-battles.ts";
import type { BattleState } from "../../src/engine/index.ts";
import { gameTitle } from "../../src/games/registry.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import type { GameBattleRecord } from "../../src/store/game-battle-repository.ts";
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
  return `**${sides}**, turn ${state.turn}: ${safeText(awaitedText(battle, state))} ${deadlineText(battle.turnDeadlineAt)} ${jump}`;
}

/** "**La Mame's MELEE**: north (order). Deadline <t:…:R>. [Jump to the board](…)" */
function gameAwaitedLine(
  battle: GameBattleRecord,
  seats: readonly AwaitedGameSeat[],
  jump: string,
): string {
  const owed = seats.map((a) => `${a.seat} (${a.decision})`).join(", ");
  return `**${safeText(gameTitle(battle.game))}**: ${safeText(owed)}. ${deadlineText(battle.turnDeadlineAt)} ${jump}`;
}

function deadlineText(deadline: Date | null): string {
  return deadline === null
    ? "No deadline."
    : `Deadline <t:${Math.floor(deadline.getTime() / 1000)}:R>.`;
}

/** One battle waiting for the user: when, and its line given the jump link to its board. */
interface Awaiting {
  readonly deadline: Date | null;
  readonly place: Place;
  readonly boardMessageId: () => Promise<string | null>;
  readonly line: (jump: string) => string;
}

/** The server's battles of every game waiting for this user, soonest deadline first (none last). */
async function awaitingFrom(
  services: Services,
  guildId: string,
  userId: string,
): Promise<Awaiting[]> {
  const found: Awaiting[] = [];
  for (const summary of await services.battles.runningBattlesOf(guildId, userId)) {
    const { battle, state } = await services.battles.load(summary.id);
    if (state !== null && awaitedPlayers(battle, state).includes(userId)) {
      found.push({
        deadline: battle.turnDeadlineAt,
        place: battle,
        boardMessageId: async () => (await services.battles.board(battle.id))?.messageId ?? null,
        line: (jump) => awaitedLine(battle, state, jump),
      });
    }
  }
  for (const { battle, seats } of await services.games.awaitedFrom(guildId, userId)) {
    found.push({
      deadline: battle.turnDeadlineAt,
      place: battle,
      boardMessageId: async () => battle.boardMessageId,
      line: (jump) => gameAwaitedLine(battle, seats, jump),
    });
  }
  const due = (a: Awaiting) => a.deadline?.getTime() ?? Number.POSITIVE_INFINITY;
  return found.sort((x, y) => due(x) - due(y));
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
  for (const awaiting of waiting) {
    const jump = jumpLink(awaiting.place, await awaiting.boardMessageId(), JUMP_LABEL);
    lines.push(`• ${awaiting.line(jump)}`);
  }
  // Private and pinging nobody: a player's own to-do list.
  await interaction.reply({
    content: cutLines(lines, DISCORD_LIMITS.content),
    ephemeral: true,
    mentionUserIds: [],
  });
}
