/**
 * The load test at a reduced size (npm run bench:load runs it at full size and prints the
 * figures): every step of every battle answered exactly once, none refused or failed, nothing
 * logged as an error, each battle's log holding each step once and folding to the state the store
 * serves. How fast is the bench's business: the fake Discord's 3 s window is widened here, so a
 * busy machine slows this test down without failing it.
 */
import { describe, expect, it } from "vitest";
import { createServices } from "../../src/services.ts";
import { openDatabase } from "../../src/store/database.ts";
import { postgresDatabases } from "../support/postgres-databases.ts";
import { runLoad } from "./load.ts";

const servers = postgresDatabases();
const BATTLES = 40;
const TURNS = 2;
/** Guards against a hang, not a measure: generous for a machine running other test suites. */
const PATIENCE_MS = 10 * 60_000;

describe.skipIf(servers.missing !== null)("many battles across two shards at once", () => {
  it(
    "answers every step of every battle once, and stores each step once",
    async () => {
      const databaseUrl = await servers.emptyUrl();
      const result = await runLoad({
        databaseUrl,
        battles: BATTLES,
        shards: 2,
        turns: TURNS,
        thinkMeanMs: 200,
        openConcurrency: 10,
        responseDeadlineMs: PATIENCE_MS,
        replyTimeoutMs: PATIENCE_MS,
      });
      expect(result.errorExamples).toEqual([]);
      expect(result.errors).toBe(0);
      // Each quiet turn: the initiative, then one order per monster, the last answered with the map.
      expect(result.samples).toHaveLength(BATTLES * TURNS * 3);
      expect(result.samples.filter((s) => s.withMap)).toHaveLength(BATTLES * TURNS);
      // Opening (new, two adds, start) and playing: one first answer each, none doubled.
      expect(result.firstAnswers).toHaveLength(BATTLES * (4 + TURNS * 3));
      expect(new Set(result.firstAnswers)).toEqual(new Set([1]));
      expect(result.rssMbPerProcess).toHaveLength(2);

      const database = await openDatabase(databaseUrl, { maxConnections: 2 });
      try {
        const store = createServices(database).battles;
        const battles = await database.prisma.battle.findMany({ select: { id: true } });
        expect(battles).toHaveLength(BATTLES);
        for (const { id } of battles) {
          const [loaded, log] = await Promise.all([store.load(id), store.log(id)]);
          const kinds = log.entries.map((e) => e.kind);
          expect(kinds.filter((k) => k === "start")).toHaveLength(1);
          expect(kinds.filter((k) => k === "order")).toHaveLength(TURNS * 3);
          // The log is 1…n with no gap, and no interaction was applied twice.
          expect(log.entries.map((e) => e.seq)).toEqual(log.entries.map((_, i) => i + 1));
          expect(loaded.battle.lastSeq).toBe(log.entries.length);
          expect(new Set(log.entries.map((e) => e.interactionId)).size).toBe(log.entries.length);
          expect(await store.foldLog(id)).toEqual(loaded.state);
        }
      } finally {
        await database.close();
      }
    },
    2 * PATIENCE_MS,
  );
});
