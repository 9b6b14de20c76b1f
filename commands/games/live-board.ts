/**
 * The live board of a game other than MELEE (/lamame, /starship): one message per battle, edited
 * in place after each step as MELEE's is (commands/battle/board.ts), with the battle's status,
 * the seats awaited and their deadline, the game's table (gold, or each ship's crew and battery)
 * and the last step's lines. Each resolved step still posts its result with the map and pings
 * the players now awaited; the board itself never pings.
 */
import type {
  AwaitedGameSeat,
  GameBattles,
  LoadedGameBattle,
} from "../../src/battles/game-battles.ts";
import { LA_MAME_PLAY } from "../../src/games/la-mame/play.ts";
import { gameTitle } from "../../src/games/registry.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import type { ChannelMessages, ComponentRow, Reply } from "../interaction.ts";
import { chooseButton } from "../lamame/choose.ts";
import { keepBoardMessage, relativeTime } from "../shared/board-message.ts";

/** "north (<@1>), start bid; east (computer), start bid" */
export function awaitedSeatsText(awaited: readonly AwaitedGameSeat[]): string {
  return awaited
    .map(
      (a) => `${a.seat} (${a.playerId === null ? "computer" : `<@${a.playerId}>`}), ${a.decision}`,
    )
    .join("; ");
}

/** Where the battle stands: forming, waiting for seats (and by when), paused, or over. */
function statusLine(loaded: LoadedGameBattle, awaited: readonly AwaitedGameSeat[]): string {
  const { battle, play, state } = loaded;
  if (state === null) return battle.status === "ended" ? "Closed before it began." : "Forming.";
  const result = play.rules.result(state);
  if (result !== null) return `Game over: ${result.winners.join(", ")} wins.`;
  if (battle.status === "ended") return "Abandoned, with no winner.";
  if (battle.status === "paused")
    return "Paused: the bot lost this channel. Its opener resumes it here with the game's resume.";
  const due = battle.turnDeadlineAt === null ? "" : ` Due ${relativeTime(battle.turnDeadlineAt)}.`;
  return `Waiting for: ${awaitedSeatsText(awaited)}.${due}`;
}

/**
 * The board's buttons, by game: La Mame's players choose privately from it; a starship
 * defender's Defend button goes with the step that asks for it (starship/post-step.ts).
 */
function boardButtons(loaded: LoadedGameBattle): ComponentRow[] {
  return loaded.battle.game === LA_MAME_PLAY.rules.id ? [chooseButton(loaded.battle.id)] : [];
}

/** The board's message. */
export function gameBoardReply(
  loaded: LoadedGameBattle,
  awaited: readonly AwaitedGameSeat[],
  lastLines: readonly string[],
): Reply {
  const table = loaded.state === null ? [] : loaded.play.statusLines(loaded.state);
  const last = lastLines.length === 0 ? [] : ["", "Last:", ...lastLines];
  const lines = [`**${gameTitle(loaded.battle.game)}**`, statusLine(loaded, awaited), "", ...table];
  return {
    content: cutLines([...lines, ...last], DISCORD_LIMITS.content),
    components: loaded.battle.status === "active" ? boardButtons(loaded) : [],
    mentionUserIds: [],
  };
}

/** Edits the battle's board to show it as it stands, or posts it anew and remembers it. */
export async function refreshGameBoard(
  messages: ChannelMessages | undefined,
  games: GameBattles,
  battleId: string,
  lastLines: readonly string[] = [],
): Promise<void> {
  if (messages === undefined) return;
  const loaded = await games.load(battleId);
  const reply = gameBoardReply(loaded, await games.awaited(battleId), lastLines);
  await keepBoardMessage(messages, loaded.battle.boardMessageId, reply, (id) =>
    games.setBoardMessage(battleId, id),
  );
}
