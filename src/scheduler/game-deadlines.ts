/**
 * Deadlines and the computer's turns of game battles (src/battles), beside MELEE's
 * (deadlines.ts): a late seat gets its game's default order, logged as the deadline's, and the
 * computer seats a restart left waiting act; what happened is posted to the battle's channel
 * as a command's step is (commands/games/step-post.ts: the lines with the map and the awaited
 * players' buttons) and its board message edited to match.
 */

import { ChannelLostError } from "../../commands/battle/channel-lost.ts";
import { gameChannelLost } from "../../commands/games/channel-lost.ts";
import { gameStepPost } from "../../commands/games/step-post.ts";
import type { GameBattles, GameWrite } from "../battles/game-battles.ts";
import type { GameBattleRecord } from "../store/game-battle-repository.ts";
import type { DeadlineOptions } from "./deadlines.ts";

/** Runs every game deadline due now, then the computer turns owed; returns the deadlines run. */
export async function checkGameDeadlines(
  options: DeadlineOptions,
  games: GameBattles,
): Promise<number> {
  const ownsGuild = options.ownsGuild ?? (() => true);
  let deadlines = 0;
  const now = options.services.clock.now();
  for (const battle of await games.dueBattles(now)) {
    if (!ownsGuild(battle.guildId)) continue;
    await guarded(options, games, battle, async () => {
      const write = await games.runDeadline(battle.id, battle.version);
      if (write.steps.length > 0) deadlines += 1;
      await postSteps(options, games, battle, write);
    });
  }
  for (const battle of await games.computerBattles()) {
    if (!ownsGuild(battle.guildId)) continue;
    await guarded(options, games, battle, async () =>
      postSteps(options, games, battle, await games.playComputers(battle.id)),
    );
  }
  return deadlines;
}

async function postSteps(
  options: DeadlineOptions,
  games: GameBattles,
  battle: GameBattleRecord,
  write: GameWrite,
): Promise<void> {
  if (write.steps.length === 0) return;
  const post = await gameStepPost(options.messagesIn?.(battle), games, write);
  if (post !== null) await options.post(battle, post);
}

/**
 * One battle failing never stops the others. A battle whose channel is found deleted is
 * abandoned, and one whose channel the bot can no longer reach is paused (its players told by
 * DM), so its deadlines stop.
 */
async function guarded(
  options: DeadlineOptions,
  games: GameBattles,
  battle: GameBattleRecord,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    try {
      if (!(error instanceof ChannelLostError)) throw error;
      const lost = await gameChannelLost(games, battle, error.loss, options.sendDirect);
      if (lost !== null) options.log?.info("battle channel lost", { ...lost });
    } catch (failure) {
      options.log?.error("game deadline failed", { battleId: battle.id, error: failure });
    }
  }
}
