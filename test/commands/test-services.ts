/**
 * Real services on a throw-away SQLite database, so handler tests exercise the real store.
 * Dice come from a queue the test fills (`force`); when it is empty, from a fixed seed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Limits, Services } from "../../commands/services.ts";
import { DEFAULT_LIMITS } from "../../src/config.ts";
import { type Dice, SeededDice } from "../../src/engine/index.ts";
import { createServices } from "../../src/services.ts";
import type { BattleStore } from "../../src/store/battle-store.ts";
import { openDatabase } from "../../src/store/database.ts";

export interface TestServices {
  readonly services: Services;
  readonly battles: BattleStore;
  /** Queue faces for the next rolls, in the order the rules roll them. */
  force(...faces: number[]): void;
  /** Faces queued and not yet rolled. */
  readonly forcedLeft: number;
  close(): Promise<void>;
}

/** `limits` replaces the defaults (those of an unset environment) where given. */
export async function openTestServices(
  options: { limits?: Partial<Limits> } = {},
): Promise<TestServices> {
  const dir = await mkdtemp(path.join(tmpdir(), "melee-commands-"));
  const database = await openDatabase(`file:${path.join(dir, "test.db")}`);
  const now = () => new Date("2026-01-01T00:00:00Z");
  const queue: number[] = [];
  const seeded = new SeededDice(7);
  const dice: Dice = { d6: () => queue.shift() ?? seeded.d6() };
  const services = createServices(database, {
    now,
    newDice: () => dice,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  });
  return {
    services,
    battles: services.battles,
    force(...faces) {
      queue.push(...faces);
    },
    get forcedLeft() {
      return queue.length;
    },
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
