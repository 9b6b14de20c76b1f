/**
 * Real services on a throw-away SQLite database, so handler tests exercise the real store.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Services } from "../../commands/services.ts";
import { openDatabase } from "../../src/store/database.ts";
import { FigureStore } from "../../src/store/figure-store.ts";

export interface TestServices {
  readonly services: Services;
  close(): Promise<void>;
}

export async function openTestServices(): Promise<TestServices> {
  const dir = await mkdtemp(path.join(tmpdir(), "melee-commands-"));
  const database = await openDatabase(`file:${path.join(dir, "test.db")}`);
  return {
    services: {
      figures: new FigureStore(database.prisma),
      clock: { now: () => new Date("2026-01-01T00:00:00Z") },
    },
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
