import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { foldEntries } from "../../src/store/battle-log.ts";
import { openDatabase } from "../../src/store/database.ts";
import { startDuel } from "./battles.ts";
import { describeEachEngine } from "./engines.ts";

const WRITER = fileURLToPath(new URL("fixtures/crash-writer.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ROUNDS = 3;

/** Runs the writer until it has committed something, then kills it with SIGKILL mid-stride. */
async function runAndKill(
  url: string,
  battleId: string,
): Promise<{ committed: number[]; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", WRITER, url, battleId], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const committed: number[] = [];
  let stderr = "";
  let buffered = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on("close", () => resolve()));
  let killTimer: NodeJS.Timeout | undefined;
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) committed.push(Number(line.replace("committed ", "")));
    // Writing is under way: let it run a random while longer, then pull the plug.
    killTimer ??= setTimeout(() => child.kill("SIGKILL"), 20 + Math.random() * 250);
  });
  await exited;
  clearTimeout(killTimer);
  expect(child.signalCode, `the writer ended by itself: ${stderr}`).toBe("SIGKILL");
  return { committed, stderr };
}

describeEachEngine("A process killed while writing", (engine) => {
  it("leaves each turn stored whole or not at all, and the battle plays on after a restart", async () => {
    const url = await engine.url();
    const setupDb = await openDatabase(url);
    const duel = await startDuel(setupDb, new MeleeBattles(setupDb));
    await setupDb.close();

    let reported = 1;
    for (let round = 0; round < ROUNDS; round++) {
      const { committed, stderr } = await runAndKill(url, duel.battleId);
      const first = committed[0] ?? 0;
      expect(committed.length, stderr).toBeGreaterThan(0);
      expect(committed, stderr).toEqual(committed.map((_, i) => first + i));
      // The first new turn follows the last one seen; on PostgreSQL a turn whose COMMIT was
      // already sent when its writer died may land a moment after the check below.
      expect(first).toBeGreaterThan(reported);
      expect(first).toBeLessThanOrEqual(reported + 2);
      reported = committed.at(-1) ?? reported;

      // The restart: open the database again and check everything that was stored.
      const db = await openDatabase(url);
      try {
        const store = new MeleeBattles(db);
        const loaded = await store.load(duel.battleId);
        // Every reported commit is there; at most the one in flight when killed got in too.
        expect(loaded.battle.lastSeq).toBeGreaterThanOrEqual(reported);
        expect(loaded.battle.lastSeq).toBeLessThanOrEqual(reported + 1);
        reported = loaded.battle.lastSeq;

        const { entries } = await store.log(duel.battleId);
        expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
        const fold = foldEntries(duel.battleId, loaded.battle, entries);
        expect(loaded.state).toEqual(fold.state);
        // Each stored turn is complete: its results as stored are what it folds to…
        expect(entries.map((e) => ("events" in e ? e.events : []))).toEqual(fold.events);
        // …and its interaction record and the battle's version came with it, never apart.
        const records = await db.prisma.processedInteraction.findMany({
          where: { battleId: duel.battleId, interactionId: { startsWith: "crash-" } },
        });
        const recorded = records.map(
          (r) => JSON.parse(r.outcome) as { seq: number; version: number },
        );
        const orders = await db.prisma.battleEvent.findMany({
          where: { battleId: duel.battleId, seq: { gt: 1 } },
          orderBy: { seq: "asc" },
        });
        expect(
          recorded.map((r) => [r.seq, r.version]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
        ).toEqual(orders.map((o) => [o.seq, o.version]));
        expect(orders.every((o) => o.interactionId?.startsWith("crash-"))).toBe(true);
        expect(loaded.version).toBe(orders.at(-1)?.version);
      } finally {
        await db.close();
      }
    }
  }, 120_000);
});
