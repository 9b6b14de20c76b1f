import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Prisma } from "../../generated/prisma/client.ts";
import {
  type AppendedStep,
  appendStep,
  battleRowByChannelKey,
  battleRowById,
  eventRowsNewestFirst,
} from "../../src/store/battle-sql.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { prismaErrorCode } from "../../src/store/prisma-error-code.ts";
import { describeEachEngine } from "./engines.ts";

const OPTIONS = { maxWait: 5_000, timeout: 5_000 };

/** A battle row in guild "g" run by "gm", with no sides unless given, and these columns. */
function createBattle(
  db: Database,
  columns: Omit<Prisma.BattleUncheckedCreateInput, "guildId" | "gmId" | "sides"> & {
    sides?: string;
  },
) {
  return db.prisma.battle.create({ data: { guildId: "g", gmId: "gm", sides: "[]", ...columns } });
}

describeEachEngine("battle rows read with SQL", (engine) => {
  let db: Database;

  beforeEach(async () => {
    db = await openDatabase(await engine.url());
  });
  afterEach(() => db.close());

  it("equal the model's rows, every column with its type, set or null", async () => {
    const bare = await createBattle(db, {
      channelId: "forming",
      activeChannelKey: "g:forming",
      status: "forming",
      combatType: "arena",
    });
    const full = await createBattle(db, {
      channelId: "ended",
      status: "ended",
      combatType: "death",
      sides: '[{"id":"a"}]',
      arena: '{"width":12}',
      deadlineSeconds: 86_400,
      turnDeadlineAt: new Date("2026-11-23T05:00:00.123Z"),
      reminderSentAt: new Date("2026-11-23T04:00:00.456Z"),
      version: 12,
      lastSeq: 11,
      snapshot: '{"turn":3}',
      snapshotVersion: 12,
      winner: "a",
      startedAt: new Date("2026-11-22T05:00:00.789Z"),
      endedAt: new Date("2026-11-22T06:00:00Z"),
    });
    for (const row of [bare, full]) {
      const modelRow = await db.prisma.battle.findUnique({ where: { id: row.id } });
      expect(await battleRowById(db.prisma, row.id)).toStrictEqual(modelRow);
    }
    expect(await battleRowByChannelKey(db.prisma, "g:forming")).toStrictEqual(
      await db.prisma.battle.findUnique({ where: { activeChannelKey: "g:forming" } }),
    );
  });

  it("find nothing for an unknown id or a channel with no open battle", async () => {
    expect(await battleRowById(db.prisma, "no-such-battle")).toBeNull();
    expect(await battleRowByChannelKey(db.prisma, "g:empty")).toBeNull();
  });

  it("read log rows newest first, a page at a time, as the model does", async () => {
    const battle = await createBattle(db, {
      channelId: "c",
      status: "active",
      combatType: "arena",
    });
    for (let seq = 1; seq <= 5; seq++) {
      await db.prisma.battleEvent.create({
        data: {
          battleId: battle.id,
          seq,
          kind: "order",
          payload: `{"n":${seq}}`,
          actorId: "a",
          version: seq,
        },
      });
    }
    const page = (before: number | undefined) =>
      db.prisma.battleEvent.findMany({
        where: { battleId: battle.id, ...(before === undefined ? {} : { seq: { lt: before } }) },
        orderBy: { seq: "desc" },
        take: 2,
      });
    for (const before of [undefined, 5, 3, 2, 1]) {
      const rows = await eventRowsNewestFirst(db.prisma, battle.id, before, 2);
      expect(rows).toStrictEqual(await page(before));
    }
    expect((await eventRowsNewestFirst(db.prisma, battle.id, 4, 10)).map((r) => r.seq)).toEqual([
      3, 2, 1,
    ]);
  });

  describe("appendStep", () => {
    const NOW = new Date("2026-11-22T06:00:00.250Z");
    let battleId: string;
    let step: AppendedStep;

    beforeEach(async () => {
      const battle = await createBattle(db, {
        channelId: "c",
        activeChannelKey: "g:c",
        status: "active",
        combatType: "arena",
        version: 4,
        lastSeq: 1,
        reminderSentAt: new Date("2026-11-22T05:00:00Z"),
      });
      battleId = battle.id;
      step = {
        battleId,
        fromVersion: 4,
        seq: 2,
        kind: "order",
        payload: '{"kind":"order"}',
        actorId: "alice",
        snapshot: '{"turn":1}',
        turnDeadlineAt: new Date("2026-11-23T06:00:00.250Z"),
        interaction: { id: "interaction-1", outcome: '{"action":"order"}' },
        now: NOW,
      };
    });

    it("writes the battle's columns, the log entry and the interaction as the model reads them", async () => {
      expect(await appendStep(db.prisma, step, OPTIONS)).toBe(true);
      expect(await db.prisma.battle.findUnique({ where: { id: battleId } })).toMatchObject({
        version: 5,
        lastSeq: 2,
        snapshot: '{"turn":1}',
        snapshotVersion: 5,
        turnDeadlineAt: step.turnDeadlineAt,
        reminderSentAt: null,
        updatedAt: NOW,
      });
      expect(await db.prisma.battleEvent.findMany({ where: { battleId } })).toEqual([
        {
          id: expect.any(Number),
          battleId,
          seq: 2,
          kind: "order",
          payload: '{"kind":"order"}',
          actorId: "alice",
          interactionId: "interaction-1",
          version: 5,
          createdAt: NOW,
        },
      ]);
      expect(await db.prisma.processedInteraction.findMany({ where: { battleId } })).toEqual([
        { interactionId: "interaction-1", battleId, outcome: '{"action":"order"}', createdAt: NOW },
      ]);
    });

    it("writes nothing when the battle is no longer at the version the step was checked at", async () => {
      expect(await appendStep(db.prisma, { ...step, fromVersion: 3 }, OPTIONS)).toBe(false);
      expect((await db.prisma.battle.findUnique({ where: { id: battleId } }))?.version).toBe(4);
      expect(await db.prisma.battleEvent.count({ where: { battleId } })).toBe(0);
      expect(await db.prisma.processedInteraction.count({ where: { battleId } })).toBe(0);
    });

    it("fails a second delivery of the interaction on its key (P2002), writing nothing", async () => {
      await appendStep(db.prisma, step, OPTIONS);
      let error: unknown;
      try {
        await appendStep(db.prisma, { ...step, fromVersion: 5, seq: 3 }, OPTIONS);
      } catch (thrown) {
        error = thrown;
      }
      expect(prismaErrorCode(error)).toBe("P2002");
      expect((await db.prisma.battle.findUnique({ where: { id: battleId } }))?.version).toBe(5);
      expect(await db.prisma.battleEvent.count({ where: { battleId } })).toBe(1);
    });
  });
});
