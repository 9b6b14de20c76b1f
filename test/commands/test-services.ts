/**
 * Real services on a throw-away SQLite database, so handler tests exercise the real store.
 * Dice come from a queue the test fills (`force`); when it is empty, from a fixed seed.
 */
import { afterEach, beforeEach } from "vitest";
import type { Services } from "../../commands/services.ts";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { DEFAULT_LIMITS } from "../../src/config.ts";
import type { Dice } from "../../src/dice/dice.ts";
import { runOdds } from "../../src/odds/run-odds.ts";
import { createServices } from "../../src/services.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import type { Limits } from "../../src/store/limits.ts";
import { queuedDice } from "../support/queued-dice.ts";
import { tempMigratedSqlite } from "../support/sqlite-template.ts";

export interface TestServices {
  readonly services: Services;
  readonly battles: MeleeBattles;
  /** The database under the services, for checks that read it whole. */
  readonly database: Database;
  /** Queue faces for the next rolls, in the order the rules roll them. */
  force(...faces: number[]): void;
  /** Faces queued and not yet rolled. */
  readonly forcedLeft: number;
  close(): Promise<void>;
}

export interface TestServicesOptions {
  readonly limits?: Partial<Limits>;
  /** Dice of every size (a game other than MELEE rolls more than d6); `force` then does nothing. */
  readonly newDice?: () => Dice;
}

/** `limits` replaces the defaults (those of an unset environment) where given. */
export async function openTestServices(options: TestServicesOptions = {}): Promise<TestServices> {
  const file = await tempMigratedSqlite("melee-commands-");
  const database = await openDatabase(file.url);
  const now = () => new Date("2026-01-01T00:00:00Z");
  const queue: number[] = [];
  const dice = queuedDice(queue);
  const services = createServices(database, {
    now,
    newDice: options.newDice ?? (() => dice),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  });
  // /odds plays a few hundred duels here: its numbers' accuracy has a test of its own.
  const withOdds: Services = { ...services, runOdds: (job) => runOdds(job, 200) };
  return {
    services: withOdds,
    battles: services.battles,
    database,
    force(...faces) {
      queue.push(...faces);
    },
    get forcedLeft() {
      return queue.length;
    },
    async close() {
      await database.close();
      await file.remove();
    },
  };
}

/** TestServices for one test at a time: see servicesPerTest. */
export type PerTestServices = Omit<TestServices, "close">;

/**
 * Fresh services before each test, closed after it. Registers the hooks where it is called (a file
 * or a describe block) and returns a handle whose members reach the current test's services.
 */
export function servicesPerTest(options: TestServicesOptions = {}): PerTestServices {
  let current: TestServices | undefined;
  beforeEach(async () => {
    current = await openTestServices(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const open = (): TestServices => {
    if (!current) throw new Error("the test services are open only while a test runs");
    return current;
  };
  return {
    get services() {
      return open().services;
    },
    get battles() {
      return open().battles;
    },
    get database() {
      return open().database;
    },
    force: (...faces) => open().force(...faces),
    get forcedLeft() {
      return open().forcedLeft;
    },
  };
}
