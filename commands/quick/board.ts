/**
 * The public board of a Quick Combat duel: what just happened, both fighters' lines, whom the duel
 * waits for, the track's picture with its alt text, and a "Give orders" button that opens each
 * awaited player's own menu (clicks.ts).
 */
import type { GameBattles, GameWrite, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import { formingReply } from "../games/forming.ts";
import { gameStepLines } from "../games/step-lines.ts";
import type { Reply } from "../interaction.ts";

export const QUICK_PREFIX = "quick";

export async function quickBoard(
  loaded: LoadedGameBattle,
  games: GameBattles,
  happened: readonly string[] = [],
): Promise<Reply> {
  if (loaded.state === null) return formingReply(loaded);
  const lines = [...happened, ...loaded.play.statusLines(loaded.state)];
  const result = loaded.play.rules.result(loaded.state);
  const awaited = await games.awaited(loaded.battle.id);
  if (result !== null)
    lines.push(result.winners.length === 0 ? "The duel is over: a draw." : "The duel is over.");
  else
    lines.push(
      `Waiting for: ${awaited.map((a) => `${a.seat.toUpperCase()}${a.playerId === null ? "" : ` (<@${a.playerId}>)`}, ${a.decision}`).join("; ")}`,
    );
  const pings = awaited.flatMap((a) => (a.playerId === null ? [] : [a.playerId]));
  return {
    content: cutLines(lines, DISCORD_LIMITS.content),
    files: [
      {
        name: `quick-combat-${loaded.battle.version}.png`,
        data: await loaded.play.renderMap(loaded.state),
        description: loaded.play.altText(loaded.state).slice(0, DISCORD_LIMITS.fileDescription),
      },
    ],
    ...(pings.length === 0
      ? {}
      : {
          components: [
            {
              kind: "buttons",
              buttons: [
                {
                  customId: `${QUICK_PREFIX}:open:${loaded.battle.id}`,
                  label: "Give orders",
                  style: "primary",
                },
              ],
            },
          ],
        }),
    mentionUserIds: pings,
  };
}

/** The board after a write, opening with what the write did. */
export async function quickBoardAfter(games: GameBattles, write: GameWrite): Promise<Reply> {
  const loaded = await games.load(write.battleId);
  return quickBoard(loaded, games, gameStepLines(loaded, write.steps));
}
