/**
 * /battle status, /battle board, /battle map and /battle log: looking at the battle. Anyone in
 * the channel may look; nothing changes.
 */
import { formatDirection, formatHex, stRemaining } from "../../src/engine/index.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { controllerOf, openBattle, sideNameOf } from "./context.ts";
import { awaitedText, mapFile, turnEvents } from "./flow.ts";
import { logMessages, logText } from "./log-embeds.ts";
import { battleLogLines } from "./log-lines.ts";

export async function battleStatus(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const opened = await openBattle(interaction, services);
  if (opened === null) return;
  const { battle, state } = opened.loaded;
  const lines = [`A ${battle.combatType} battle, ${battle.status}. GM: <@${battle.gmId}>.`];
  if (state === null) {
    for (const side of battle.sides) {
      const names = battle.figures.filter((f) => f.sideId === side.id).map((f) => safeText(f.name));
      lines.push(`${safeText(side.name)} (${side.id}): ${names.join(", ") || "no figures yet"}`);
    }
    lines.push("Waiting for the GM to /battle start.");
  } else {
    lines.push(`Turn ${state.turn}. ${safeText(awaitedText(battle, state))}`);
    if (battle.turnDeadlineAt !== null) {
      const seconds = Math.floor(battle.turnDeadlineAt.getTime() / 1000);
      lines.push(
        `Deadline: <t:${seconds}:f> (${battle.turnDeadlineAt.toISOString().slice(0, 16).replace("T", " ")} UTC).`,
      );
    }
  }
  // The GM is named, never pinged.
  await interaction.reply({ content: cutLines(lines, DISCORD_LIMITS.content), mentionUserIds: [] });
}

export async function battleBoard(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const opened = await openBattle(interaction, services, "started");
  if (opened === null) return;
  const { battle, state } = opened.loaded;
  if (state === null) return;
  const lines = battle.sides.map((side) => {
    const figures = state.figures.filter((f) => f.side === side.id);
    const rows = figures.map((f) => {
      const stored = battle.figures.find((s) => s.figureKey === f.id);
      const owner =
        stored?.ownerId === null || stored === undefined
          ? "GM"
          : `<@${controllerOf(battle, stored)}>`;
      const words = statusWords(state, f);
      const where = f.escaped
        ? "left the arena"
        : `${formatHex(f.position)} facing ${formatDirection(f.facing)}`;
      return `• ${safeText(f.name)} (${owner}): ${where}, ${f.posture}, ST ${stRemaining(f)}/${f.st}${words
        .filter((w) => w !== f.posture)
        .map((w) => `, ${safeText(w)}`)
        .join("")}`;
    });
    return [safeText(side.name), ...rows];
  });
  // Already safe, and naming players: a big battle's board runs over several messages.
  const board = [safeText(awaitedText(battle, state)), ...lines.flat()].map((line) => ({
    markdown: line,
    plain: line,
  }));
  const [first, ...more] = logMessages(`Turn ${state.turn}`, board);
  await interaction.reply({ ...first, mentionUserIds: [] });
  for (const message of more) await interaction.followUp({ ...message, mentionUserIds: [] });
}

export async function battleMap(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const opened = await openBattle(interaction, services, "started");
  if (opened === null) return;
  const { battle, state } = opened.loaded;
  if (state === null) return;
  const entries = await opened.store.battles.turnEntries(battle.id, state.turn);
  await interaction.reply({
    content: `Turn ${state.turn}. ${safeText(awaitedText(battle, state))}`,
    files: [await mapFile(state, turnEvents(entries, state.turn))],
  });
}

/**
 * /battle log: a log that fits one message is posted for the channel, as before. A longer one
 * (a long battle's log is dozens of messages) goes to the asker alone, as one text file, so
 * anyone's look at the log does not flood the channel.
 */
export async function battleLog(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const opened = await openBattle(interaction, services, "started");
  if (opened === null) return;
  const { battle, state } = opened.loaded;
  if (state === null) return;
  const log = await opened.store.battles.log(battle.id);
  const title = `Combat log: ${battle.sides.map((s) => sideNameOf(battle, s.id)).join(" vs ")}`;
  const lines = battleLogLines(log, state);
  const messages = logMessages(title, lines);
  const [only] = messages;
  if (only !== undefined && messages.length === 1) {
    // The GM who undid steps is named, never pinged.
    await interaction.reply({ ...only, mentionUserIds: [] });
    return;
  }
  await interaction.reply({
    content: `The combat log is long (${lines.length} lines), so it comes to you alone as a text file.`,
    files: [
      {
        name: `combat-log-turn-${state.turn}.txt`,
        data: new TextEncoder().encode(`${title}\n\n${logText(lines)}`),
        description: title,
      },
    ],
    ephemeral: true,
  });
}
