/**
 * La Mame's MELEE in its channel: the live board (commands/games/live-board.ts) edited in place
 * after each write, each resolved step posted once with the map and a ping for the players now
 * awaited (a step that only seals choices posts nothing: the board shows who is still awaited),
 * and /lamame status's full board. Each carries a button for the awaited players to choose
 * privately.
 */
import type { GameBattles, GameWrite, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import type { PublicStep } from "../../src/battles/game-log-entries.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import { formingReply } from "../games/forming.ts";
import { awaitedSeatsText, refreshGameBoard } from "../games/live-board.ts";
import { gameStepLines } from "../games/step-lines.ts";
import type { ChannelMessages, FileAttachment, Reply } from "../interaction.ts";
import { chooseButton } from "./choose.ts";

/** /lamame status for everyone: the gold table, whose turn, and the map with alt text. */
export async function boardReply(loaded: LoadedGameBattle, games: GameBattles): Promise<Reply> {
  if (loaded.state === null) return formingReply(loaded);
  const lines = [`Gold: ${loaded.play.statusLines(loaded.state).join(", ")}`];
  return withMap(loaded, games, lines, false);
}

/**
 * After a write: the board edited in place (or posted anew), and the result of a step that
 * resolved anything, to post once for everyone; null when the write only sealed choices.
 */
export async function afterWrite(
  messages: ChannelMessages | undefined,
  games: GameBattles,
  write: GameWrite,
): Promise<Reply | null> {
  const loaded = await games.load(write.battleId);
  const lines = gameStepLines(loaded, write.steps);
  await refreshGameBoard(messages, games, write.battleId, lines);
  return resolved(write.steps) ? withMap(loaded, games, lines, true) : null;
}

/** Whether the steps did anything public beyond sealing choices (each told only as "sealed"). */
function resolved(steps: readonly PublicStep[]): boolean {
  return steps.some(
    (step) =>
      step.kind !== "order" ||
      step.events.some((event) => (event as { readonly type?: string }).type !== "sealed"),
  );
}

/** The lines, then the result or who is awaited (pinged when `ping`), with the map. */
async function withMap(
  loaded: LoadedGameBattle,
  games: GameBattles,
  lines: readonly string[],
  ping: boolean,
): Promise<Reply> {
  const state = loaded.state;
  const result = state === null ? null : loaded.play.rules.result(state);
  const awaited = await games.awaited(loaded.battle.id);
  const next =
    result !== null
      ? `Game over: ${result.winners.join(", ")} wins.`
      : `Waiting for: ${awaitedSeatsText(awaited)}`;
  const pings = awaited.flatMap((a) => (a.playerId === null ? [] : [a.playerId]));
  return {
    content: cutLines([...lines, next], DISCORD_LIMITS.content),
    files: state === null ? [] : [await mapFile(loaded, state)],
    ...(pings.length === 0 ? {} : { components: [chooseButton(loaded.battle.id)] }),
    mentionUserIds: ping ? pings : [],
  };
}

async function mapFile(loaded: LoadedGameBattle, state: unknown): Promise<FileAttachment> {
  return {
    // One name per step, so local play keeps each map beside the others.
    name: `la-mame-map-${loaded.battle.version}.png`,
    data: await loaded.play.renderMap(state),
    description: loaded.play.altText(state).slice(0, DISCORD_LIMITS.fileDescription),
  };
}
