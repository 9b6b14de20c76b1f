/**
 * Shared set-ups for tests of the battle service: a service over a fresh database of either
 * engine, and a La Mame's MELEE battle opened, seated and started with the first seat ("north")
 * as start player.
 */
import { expect } from "vitest";
import { GameBattles, type GameWrite } from "../../src/battles/game-battles.ts";
import type { GameOutcome } from "../../src/battles/outcome.ts";
import { ForcedDice, SeededDice } from "../../src/dice/dice.ts";
import type { Database } from "../../src/store/database.ts";
import { GameBattleRepository } from "../../src/store/game-battle-repository.ts";
import { databasePerTest, type OpenedDatabase, type TestEngine } from "../store/engines.ts";

export const GUILD = "guild-1";
export const CHANNEL = "channel-1";
export const GM = "user-gm";
export const ANN = "user-ann";
export const BOB = "user-bob";
export const CY = "user-cy";

/**
 * A service whose start rolls 1 (the first seat starts) and whose later steps roll from a seed
 * (only the computer player rolls after the start), a new seed each step.
 */
export function gameBattles(db: Database, now?: () => Date): GameBattles {
  let seed = 0;
  const repo = new GameBattleRepository(db, now === undefined ? {} : { now });
  return new GameBattles(repo, {
    newDice: () => (seed++ === 0 ? new ForcedDice([1]) : new SeededDice(seed)),
  });
}

/** Before each test: a new database of `engine` and a `gameBattles` service over it, handed to `use`. */
export function gameBattlesPerTest(
  engine: TestEngine,
  use: (opened: OpenedDatabase & { readonly service: GameBattles }) => void,
): void {
  databasePerTest(engine, (opened) => use({ ...opened, service: gameBattles(opened.db) }));
}

/** The value of an applied (or duplicate) outcome; fails the test on a refusal. */
export function done(outcome: GameOutcome<GameWrite>): GameWrite {
  if (outcome.kind === "refused") throw new Error(`refused: ${JSON.stringify(outcome.refusal)}`);
  return outcome.value;
}

/** Opens a La Mame game with `players` seated in order (GM opens it) and a computer in any seat left. */
export async function startedLaMame(
  service: GameBattles,
  players: readonly string[],
  seats = players.length,
  options: { deadlineSeconds?: number } = {},
): Promise<string> {
  const opened = done(
    await service.open({
      game: "la-mame",
      seats,
      guildId: GUILD,
      channelId: CHANNEL,
      gmId: GM,
      interactionId: "open",
      ...options,
    }),
  );
  for (const player of players)
    done(await service.takeSeat({ battleId: opened.battleId, playerId: player }));
  if (players.length < seats)
    done(await service.fillWithComputers({ battleId: opened.battleId, by: GM }));
  const started = await service.start({
    battleId: opened.battleId,
    by: GM,
    interactionId: "start",
  });
  expect(started.kind).toBe("applied");
  return opened.battleId;
}
