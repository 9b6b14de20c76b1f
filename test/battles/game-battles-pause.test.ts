/**
 * A game battle whose channel the bot can no longer reach: paused (logged, its deadline stopped,
 * its state kept, its opener and players told by DM), once however often it is told, even by
 * racing callers; orders refused while paused; resumed by its opener alone, its deadline running
 * again from the resume.
 */
import { expect, it } from "vitest";
import { CHANNEL_LOST_ACTOR } from "../../commands/battle/channel-lost.ts";
import { gameChannelLost } from "../../commands/games/channel-lost.ts";
import { gameBoardReply } from "../../commands/games/live-board.ts";
import {
  DirectMessagesClosedError,
  type SendDirectMessage,
} from "../../commands/shared/direct-message.ts";
import type { GameBattles } from "../../src/battles/game-battles.ts";
import type { Database } from "../../src/store/database.ts";
import { databasePerTest, describeEachEngine } from "../store/engines.ts";
import { ANN, BOB, CHANNEL, done, GM, GUILD, gameBattles, startedLaMame } from "./game-battles.ts";

const NO_ACCESS = "the bot can no longer reach its channel or thread";
const place = { guildId: GUILD, channelId: CHANNEL };

describeEachEngine("GameBattles' pause and resume", (engine) => {
  let db: Database;
  let service: GameBattles;
  let now: Date;
  databasePerTest(engine, (opened) => {
    db = opened.db;
    now = new Date("2030-01-01T00:00:00Z");
    service = gameBattles(opened.db, () => now);
  });

  /** A DM sender that keeps what it sent; BOB takes no DMs. */
  function directMessages(): { sent: [string, string][]; send: SendDirectMessage } {
    const sent: [string, string][] = [];
    return {
      sent,
      send: async (userId, reply) => {
        if (userId === BOB) throw new DirectMessagesClosedError();
        sent.push([userId, reply.content ?? ""]);
      },
    };
  }

  it("pauses a running game out of reach once, tells its people, and refuses its orders", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB], 2, { deadlineSeconds: 60 });
    const before = await service.load(battleId);
    const dms = directMessages();

    expect(await gameChannelLost(service, place, "no-access", dms.send)).toEqual({
      battleId,
      action: "pause",
      reason: NO_ACCESS,
    });
    expect(await gameChannelLost(service, place, "no-access", dms.send)).toBeNull();

    const paused = await service.load(battleId);
    expect(paused.battle).toMatchObject({ status: "paused", turnDeadlineAt: null });
    expect(paused.state).toEqual(before.state);
    expect(await service.dueBattles(new Date(now.getTime() + 3_600_000))).toEqual([]);
    expect(await service.awaited(battleId)).toEqual([]);
    expect((await service.publicLog(battleId)).at(-1)).toMatchObject({
      kind: "pause",
      actorId: CHANNEL_LOST_ACTOR,
      reason: NO_ACCESS,
    });
    // The opener and Ann by DM, once each; Bob takes none and is not retried.
    expect(dms.sent.map(([user]) => user)).toEqual([GM, ANN]);
    expect(dms.sent[0]?.[1]).toBe(
      [
        `Your La Mame's MELEE game in <#${CHANNEL}> is paused: ${NO_ACCESS}, so its deadlines are stopped.`,
        "Once the bot can see and post there again, its opener resumes it in that channel with /lamame resume.",
      ].join("\n"),
    );
    expect(
      await service.submit({ battleId, actorId: ANN, order: { type: "pass", by: "north" } }),
    ).toEqual({ kind: "refused", refusal: { code: "paused" } });
    expect(gameBoardReply(paused, [], []).content?.split("\n")[1]).toBe(
      "Paused: the bot lost this channel. Its opener resumes it here with the game's resume.",
    );
    // The channel stays the game's while paused.
    expect((await service.battleIn(GUILD, CHANNEL))?.battle.id).toBe(battleId);
  });

  it("resumes a paused game by its opener alone, its deadline running from the resume", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB], 2, { deadlineSeconds: 60 });
    expect(await service.resume({ battleId, by: GM, interactionId: "early" })).toEqual({
      kind: "refused",
      refusal: { code: "not-paused" },
    });
    await gameChannelLost(service, place, "no-access");
    const pausedVersion = (await service.load(battleId)).battle.version;

    now = new Date(now.getTime() + 600_000);
    expect(await service.resume({ battleId, by: ANN, interactionId: "ann" })).toEqual({
      kind: "refused",
      refusal: { code: "gm-only" },
    });
    const resumed = done(await service.resume({ battleId, by: GM, interactionId: "resume" }));
    expect(resumed).toMatchObject({ version: pausedVersion + 1, steps: [{ kind: "resume" }] });
    expect(await service.resume({ battleId, by: GM, interactionId: "resume" })).toEqual({
      kind: "duplicate",
      value: resumed,
    });
    expect(await service.resume({ battleId, by: GM, interactionId: "again" })).toEqual({
      kind: "refused",
      refusal: { code: "not-paused" },
    });
    expect((await service.load(battleId)).battle).toMatchObject({
      status: "active",
      turnDeadlineAt: new Date(now.getTime() + 60_000),
    });
    done(await service.submit({ battleId, actorId: ANN, order: { type: "pass", by: "north" } }));

    // Lost again after the resume: paused again, a new step.
    expect(await gameChannelLost(service, place, "no-access")).toMatchObject({ action: "pause" });
    const kinds = (await service.publicLog(battleId)).map((step) => step.kind);
    expect(kinds.filter((k) => k === "pause" || k === "resume")).toEqual([
      "pause",
      "resume",
      "pause",
    ]);
  });

  it("pauses once when told by racing callers, and leaves a forming game alone", async () => {
    const opened = done(
      await service.open({ game: "la-mame", seats: 2, ...place, gmId: GM, interactionId: "o" }),
    );
    expect(await gameChannelLost(service, place, "no-access")).toBeNull();
    expect((await service.load(opened.battleId)).battle.status).toBe("forming");
    await service.abandon({ battleId: opened.battleId, actorId: GM, reason: "test" });

    const battleId = await startedLaMame(service, [ANN, BOB], 2, { deadlineSeconds: 60 });
    const other = gameBattles(db, () => now);
    const told = await Promise.all([
      gameChannelLost(service, place, "no-access"),
      gameChannelLost(other, place, "no-access"),
      gameChannelLost(service, place, "no-access"),
    ]);
    expect(told.filter((t) => t !== null)).toEqual([
      { battleId, action: "pause", reason: NO_ACCESS },
    ]);
    const pauses = (await service.publicLog(battleId)).filter((s) => s.kind === "pause");
    expect(pauses).toHaveLength(1);
    // A paused game whose channel is then deleted is abandoned.
    expect(await gameChannelLost(service, place, "deleted")).toMatchObject({ action: "abandon" });
    expect((await service.load(battleId)).battle.status).toBe("ended");
  });
});
