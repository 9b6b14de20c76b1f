/**
 * Runs the real bot against a fake Discord: the wiring of src/main.ts (openDatabase on a
 * SQLite file, FigureStore, the real COMMANDS, startBot) with the client's REST base pointed
 * at the fake, and the command registration of `npm run commands:register`
 * (src/bot/register.ts) sent to the fake.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "discord.js";
import { COMMANDS } from "../../../commands/index.ts";
import type { Services } from "../../../commands/services.ts";
import { startBot } from "../../../src/bot/client.ts";
import { registerCommands } from "../../../src/bot/register.ts";
import type { Dice } from "../../../src/engine/index.ts";
import { createLogger } from "../../../src/log.ts";
import { createServices } from "../../../src/services.ts";
import { type Database, openDatabase } from "../../../src/store/database.ts";
import type { FakeDiscord } from "../../fake-discord/index.ts";

export interface LogEntry {
  readonly level: string;
  readonly msg: string;
  readonly interactionId?: string;
  readonly [field: string]: unknown;
}

export interface TestBot {
  readonly client: Client<true>;
  readonly database: Database;
  /** The services the bot's handlers run on (same database, same dice and clock). */
  readonly services: Services;
  /** From calling startBot to the client being ready (login, READY, every GUILD_CREATE). */
  readonly loginMs: number;
  /** Everything the bot logged (debug and up), parsed. */
  readonly logs: readonly LogEntry[];
  /** How many times dispatch finished with this interaction (handled or failed). */
  handled(interactionId: string): number;
  /** Logged errors: a passing test should have none. */
  errors(): LogEntry[];
  /** Destroys the client and closes the database, as the bot's shutdown does. */
  stop(): Promise<void>;
}

/** `npm run commands:register`, against the fake: global registration of every command. */
export function registerTestCommands(
  discord: Pick<FakeDiscord, "token" | "restUrl" | "applicationId">,
  guildId?: string,
): Promise<string[]> {
  return registerCommands({
    token: discord.token,
    applicationId: discord.applicationId,
    guildId,
    definitions: COMMANDS.map((command) => command.definition),
    rest: { api: discord.restUrl },
  });
}

export interface TestBotOptions {
  /** The client's `shards` (src/bot/client.ts); unset runs one shard, as `npm start` does. */
  readonly shards?: "auto";
  /** Dice for every write (createServices' `newDice`); random when unset. */
  readonly newDice?: () => Dice;
  /** The services' clock; the real time when unset. */
  readonly now?: () => Date;
  /** Plays /odds's duels; the default 10,000 on worker threads when unset. */
  readonly runOdds?: Services["runOdds"];
}

export async function startTestBot(
  discord: Pick<FakeDiscord, "token" | "restUrl">,
  databaseUrl: string,
  options: TestBotOptions = {},
): Promise<TestBot> {
  const logs: LogEntry[] = [];
  const log = createLogger({
    level: "debug",
    secrets: [discord.token],
    write: (line) => logs.push(JSON.parse(line) as LogEntry),
  });
  const database = await openDatabase(databaseUrl);
  const { newDice, now, runOdds, ...clientOptions } = options;
  const services: Services = {
    ...createServices(database, {
      ...(newDice === undefined ? {} : { newDice }),
      ...(now === undefined ? {} : { now }),
    }),
    ...(runOdds === undefined ? {} : { runOdds }),
  };
  const started = performance.now();
  let client: Client<true>;
  try {
    client = await startBot({
      token: discord.token,
      commands: COMMANDS,
      services,
      log,
      rest: { api: discord.restUrl },
      ...clientOptions,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const loginMs = performance.now() - started;
  const finished = new Set(["interaction handled", "interaction failed"]);
  return {
    client,
    database,
    services,
    loginMs,
    logs,
    handled: (id) =>
      logs.filter((entry) => finished.has(entry.msg) && entry.interactionId === id).length,
    errors: () => logs.filter((entry) => entry.level === "error"),
    async stop() {
      await client.destroy();
      await database.close();
    },
  };
}

/** A SQLite file in a fresh temporary folder, removed by `remove`. */
export async function tempDatabase(): Promise<{ url: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "melee-e2e-"));
  return {
    url: `file:${join(dir, "melee.db")}`,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
