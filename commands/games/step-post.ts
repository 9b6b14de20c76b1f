/**
 * The public message of a game step, by game, the same whether a command or the scheduler (a
 * deadline's default, a computer's catch-up) made it: its lines with the map, and the buttons the
 * awaited players need. Each game's own module words it; null when the step told nothing public
 * (a La Mame choice only sealed). A game without its own post has its lines.
 */
import type { GameBattles, GameWrite } from "../../src/battles/game-battles.ts";
import { LA_MAME_PLAY } from "../../src/games/la-mame/play.ts";
import { QUICK_COMBAT_PLAY } from "../../src/games/quick-combat/play.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import type { ChannelMessages, Reply } from "../interaction.ts";
import { afterWrite } from "../lamame/board.ts";
import { quickBoardAfter } from "../quick/board.ts";
import { UR_QUAN } from "../starship/channel-duel.ts";
import { stepPost } from "../starship/post-step.ts";
import { refreshGameBoard } from "./live-board.ts";
import { gameStepLines } from "./step-lines.ts";

/**
 * The step's post, with the battle's board message (`messages`) edited in place to match;
 * `before` opens the lines (a starship duel's beginning).
 */
export async function gameStepPost(
  messages: ChannelMessages | undefined,
  games: GameBattles,
  write: GameWrite,
  before: readonly string[] = [],
): Promise<Reply | null> {
  const loaded = await games.load(write.battleId);
  const game = loaded.battle.game;
  if (game === LA_MAME_PLAY.rules.id) return afterWrite(messages, games, write);
  if (game === QUICK_COMBAT_PLAY.rules.id) return quickBoardAfter(games, write);
  const lines = [...before, ...gameStepLines(loaded, write.steps)];
  await refreshGameBoard(messages, games, write.battleId, lines);
  if (game === UR_QUAN) return stepPost(loaded, lines, await games.awaited(write.battleId));
  return { content: cutLines(lines, DISCORD_LIMITS.content) };
}
