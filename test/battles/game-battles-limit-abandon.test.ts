/**
 * The battle service's open against the server's battle limit, counted in the open's transaction
 * (two opens racing at the limit: one is refused), and abandoning a game whose channel is gone:
 * logged, its channel freed, its deadlines stopped, once however often it is told.
 */
import { expect, it } from "vitest";
import { CHANNEL_LOST_ACTOR } from "../../commands/battle/channel-lost.ts";
import { gameChannelLost } from "../../commands/games/channel-lost.ts";
import type { GameBattles } from "../../src/battles/game-battles.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { describeEachEngine } from "../store/engines.ts";
import {
  ANN,
  BOB,
  CHANNEL,
  done,
  GM,
  GUILD,
  gameBattles,
  gameBattlesPerTest,
  startedLaMame,
} from "./game-battles.ts";

describeEachEngine("GameBattles' limit and abandon", (engine) => {
  let url: string;
  let db: Database;
  let service: GameBattles;
  gameBattlesPerTest(engine, (opened) => ({ url, db, service } = opened));

  const openIn = (on: GameBattles, channelId: string, game = "la-mame") =>
    on.open({
      game,
      seats: 2,
      guildId: GUILD,
      channelId,
      gmId: GM,
      interactionId: `open-${channelId}`,
      limit: 2,
    });

  it("lets only one of the opens racing at the server's limit through", async () => {
    done(await openIn(service, "c0"));
    // Two clients, as two shards would be: on SQLite each still takes its turn in the process.
    const otherDb = engine.provider === "postgresql" ? await openDatabase(url) : db;
    try {
      const other = gameBattles(otherDb);
      const outcomes = await Promise.all([
        openIn(service, "c1"),
        openIn(other, "c2", "ur-quan"),
        openIn(service, "c3"),
        openIn(other, "c4", "ur-quan"),
      ]);
      expect(outcomes.filter((o) => o.kind === "applied")).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === "refused")).toEqual(
        Array(3).fill({ kind: "refused", refusal: { code: "battle-limit", limit: 2 } }),
      );
    } finally {
      if (otherDb !== db) await otherDb.close();
    }
    const open = await db.prisma.battle.count({ where: { status: { not: "ended" } } });
    expect(open).toBe(2);
  });

  it("abandons a running game whose channel was deleted: logged, freed, no deadline, once", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB], 2, { deadlineSeconds: 60 });
    expect((await service.load(battleId)).battle.turnDeadlineAt).not.toBeNull();
    const place = { guildId: GUILD, channelId: CHANNEL };

    expect(await gameChannelLost(service, place, "deleted")).toEqual({
      battleId,
      action: "abandon",
      reason: "its channel or thread was deleted",
    });
    expect(await gameChannelLost(service, place, "deleted")).toBeNull();

    const { battle } = await service.load(battleId);
    expect(battle).toMatchObject({ status: "ended", turnDeadlineAt: null });
    expect(await service.battleIn(GUILD, CHANNEL)).toBeNull();
    expect(await service.dueBattles(new Date(Date.now() + 3_600_000))).toEqual([]);
    expect((await service.publicLog(battleId)).at(-1)).toMatchObject({
      kind: "abandon",
      actorId: CHANNEL_LOST_ACTOR,
      reason: "its channel or thread was deleted",
    });
    expect(await service.result(battleId)).toBeNull();
    expect(
      await service.abandon({ battleId, actorId: GM, reason: "again", interactionId: "again" }),
    ).toEqual({ kind: "refused", refusal: { code: "not-running" } });
    // The log still folds: the state is the game's as it was left.
    expect((await service.viewFor(battleId, null)) as object).toMatchObject({ phase: {} });
  });

  it("closes a forming game whose channel was deleted, with nothing logged", async () => {
    const battleId = done(await openIn(service, CHANNEL)).battleId;
    expect(
      await gameChannelLost(service, { guildId: GUILD, channelId: CHANNEL }, "deleted"),
    ).toMatchObject({ battleId, action: "abandon" });
    expect((await service.load(battleId)).battle.status).toBe("ended");
    expect(await service.publicLog(battleId)).toEqual([]);
    done(await openIn(service, CHANNEL, "ur-quan"));
  });
});
