/**
 * /battle status, /battle board, /battle map and /battle log: looking at the battle. Anyone in
 * the channel may look; nothing changes. Status and board answer privately, with a Share button
 * that posts them for the channel.
 */
import type { BattleState } from "../../src/engine/index.ts";
import { conditionsLine } from "../../src/render/conditions-text.ts";
import type { BattleSummary, LoadedBattle } from "../../src/store/battle-types.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, ComponentRow, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { type OpenedBattle, sideNameOf } from "../shared/channel-battle.ts";
import type { BattleHandler } from "../subcommands.ts";
import { boardReply } from "./board.ts";
import { awaitedText, buttonId, mapFile, turnEvents } from "./flow.ts";
import { type LogLine, logMessages, logText } from "./log-embeds.ts";
import { battleLogLines } from "./log-lines.ts";
import { optionalRulesLine } from "./optional-rules.ts";

/** The Share button of a private view: posts the same view, as it then is, for the channel. */
function shareRow(battleId: string, version: number, view: SharedView): ComponentRow {
  const share = buttonId(battleId, version, SHARE, view);
  return { kind: "buttons", buttons: [{ customId: share, label: "Share", style: "secondary" }] };
}

export const SHARE = "share";
export type SharedView = "status" | "board";

/** What /battle status says: the battle, what it waits for and by when. */
export function statusReply(battle: BattleSummary, state: BattleState | null): Reply {
  const lines = [`A ${battle.combatType} battle, ${battle.status}. GM: <@${battle.gmId}>.`];
  // Once started, the set-up's rules are the battle's (a scenario's too).
  const rules = optionalRulesLine(battle.ruleset, state?.optionalRules ?? battle.optionalRules);
  if (rules !== undefined) lines.push(rules);
  const conditions = state === null ? undefined : conditionsLine(state);
  if (conditions !== undefined) lines.push(conditions);
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
  return { content: cutLines(lines, DISCORD_LIMITS.content), mentionUserIds: [] };
}

/** A view for the channel (a Share click): the battle as it is now. Null before the start. */
export function sharedView(loaded: LoadedBattle, view: SharedView): Reply | null {
  const { battle, state } = loaded;
  if (view === "status") return statusReply(battle, state);
  return state === null ? null : boardReply(battle, state, battle.turnDeadlineAt);
}

/** A view of a started battle; before the start it shows nothing (its precondition has answered). */
function startedBattleView(
  show: (
    interaction: CommandInteraction,
    opened: OpenedBattle,
    battle: BattleSummary,
    state: BattleState,
  ) => Promise<void>,
): BattleHandler {
  return async (interaction, _services, opened) => {
    const { battle, state } = opened.loaded;
    if (state !== null) await show(interaction, opened, battle, state);
  };
}

export async function battleStatus(
  interaction: CommandInteraction,
  _services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { battle, state } = opened.loaded;
  await interaction.reply({
    ...statusReply(battle, state),
    ephemeral: true,
    components: [shareRow(battle.id, opened.loaded.version, "status")],
  });
}

export const battleBoard = startedBattleView(async (interaction, opened, battle, state) => {
  const board = boardReply(battle, state, battle.turnDeadlineAt);
  await interaction.reply({
    ...board,
    ephemeral: true,
    components: [...(board.components ?? []), shareRow(battle.id, opened.loaded.version, "board")],
  });
});

export const battleMap = startedBattleView(async (interaction, opened, battle, state) => {
  const entries = await opened.store.battles.turnEntries(battle.id, state.turn);
  await interaction.reply({
    content: `Turn ${state.turn}. ${safeText(awaitedText(battle, state))}`,
    files: [await mapFile(state, turnEvents(entries, state.turn))],
  });
});

/**
 * /battle log: a log that fits one message is posted for the channel, as before. A longer one
 * (a long battle's log is dozens of messages) goes to the asker alone, as one text file, so
 * anyone's look at the log does not flood the channel.
 */
export const battleLog = startedBattleView(async (interaction, opened, battle, state) => {
  const log = await opened.store.battles.log(battle.id);
  const title = `Combat log: ${battle.sides.map((s) => sideNameOf(battle, s.id)).join(" vs ")}`;
  const lines = battleLogLines(log, state);
  await replyWithLog(interaction, title, lines, `combat-log-turn-${state.turn}.txt`);
});

/** A log for the channel when it fits one message, else to the asker alone as a text file. */
export async function replyWithLog(
  interaction: CommandInteraction,
  title: string,
  lines: readonly LogLine[],
  fileName: string,
): Promise<void> {
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
        name: fileName,
        data: new TextEncoder().encode(`${title}\n\n${logText(lines)}`),
        description: title,
      },
    ],
    ephemeral: true,
  });
}
