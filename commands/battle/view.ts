/**
 * /battle status, /battle board, /battle map and /battle log: looking at the battle. Anyone in
 * the channel may look; nothing changes.
 */
import { formatDirection, formatHex, stRemaining } from "../../src/engine/index.ts";
import { describeEvents, rosterLines } from "../../src/render/log-text.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import type { LogEntry } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { controllerOf, openBattle, sideNameOf } from "./context.ts";
import { awaitedText, mapFile, turnEvents } from "./flow.ts";
import { logMessages } from "./log-embeds.ts";

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
  await interaction.reply({ content: lines.join("\n"), mentionUserIds: [] });
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
    return `${safeText(side.name)}\n${rows.join("\n")}`;
  });
  await interaction.reply({
    embeds: [
      {
        title: `Turn ${state.turn}`,
        description: [safeText(awaitedText(battle, state)), ...lines].join("\n"),
      },
    ],
    mentionUserIds: [],
  });
}

export async function battleMap(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const opened = await openBattle(interaction, services, "started");
  if (opened === null) return;
  const { battle, state } = opened.loaded;
  if (state === null) return;
  const log = await opened.store.battles.log(battle.id);
  await interaction.reply({
    content: `Turn ${state.turn}. ${safeText(awaitedText(battle, state))}`,
    files: [await mapFile(state, turnEvents(log.entries, state.turn))],
  });
}

export async function battleLog(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const opened = await openBattle(interaction, services, "started");
  if (opened === null) return;
  const { battle, state } = opened.loaded;
  if (state === null) return;
  const log = await opened.store.battles.log(battle.id);
  const lines: string[] = [];
  for (const entry of log.entries) {
    if (entry.kind === "control") {
      const verb = { pause: "paused", resume: "resumed", abandon: "ended" }[entry.action];
      lines.push(`The GM ${verb} the battle${entry.reason === null ? "" : `: ${entry.reason}`}`);
      continue;
    }
    if (entry.kind === "start") lines.push(...rosterLinesOf(entry, state));
    lines.push(...describeEvents(state, entry.events));
  }
  const messages = logMessages(
    `Combat log: ${sideNames(battle.sides.map((s) => sideNameOf(battle, s.id)))}`,
    lines,
  );
  const [first, ...more] = messages;
  if (first !== undefined) await interaction.reply(first);
  for (const message of more) await interaction.followUp(message);
}

function sideNames(names: readonly string[]): string {
  return names.join(" vs ");
}

/** The roster as the battle started: positions from the set-up, not from now. */
function rosterLinesOf(
  entry: Extract<LogEntry, { kind: "start" }>,
  state: Parameters<typeof rosterLines>[0],
): string[] {
  const placed = state.figures.map((f) => {
    const setup = entry.setup.figures.find((s) => s.id === f.id);
    return setup === undefined ? f : { ...f, position: setup.position, facing: setup.facing };
  });
  return rosterLines({ ...state, figures: placed });
}
