/**
 * The load test of issue 6: many battles in progress across the shard processes, players acting
 * with random think times, all through the fake Discord. Shared by `npm run bench:load` (full
 * size) and a reduced run in the tests.
 *
 * Phases: the shards start; a few battles open to warm up; the shard processes' memory is read;
 * the rest open and sit idle, and the memory is read again (the difference per battle is what an
 * idle battle costs); then every battle plays `turns` quiet turns, its GM thinking a random time
 * before each step, and each interaction is timed from its dispatch to the answer the user sees.
 */
import { HEALTH_SIGNAL } from "../../src/bot/health.ts";
import { createServices } from "../../src/services.ts";
import { openDatabase } from "../../src/store/database.ts";
import { registerTestCommands } from "../e2e/support/start-bot.ts";
import { type GuildInit, startFakeDiscord } from "../fake-discord/index.ts";
import { type BotProcesses, startBotProcesses } from "./bot-processes.ts";
import {
  type Arena,
  openMonsterBattle,
  playQuietTurn,
  RefusedError,
  type Sample,
  type Table,
} from "./monster-battles.ts";

export interface LoadOptions {
  readonly databaseUrl: string;
  readonly battles: number;
  readonly shards: number;
  readonly turns: number;
  /** Mean think time before each step; each is drawn uniformly from 0 to twice this. */
  readonly thinkMeanMs: number;
  /** Battles opened at once while setting up. */
  readonly openConcurrency: number;
  /** Progress lines. */
  readonly progress?: (line: string) => void;
  /**
   * The fake Discord's window for a first answer (Discord's 3 s by default). The test widens it:
   * what it checks is that every step is answered once, not how fast; the bench keeps Discord's.
   */
  readonly responseDeadlineMs?: number;
  /** How long a player waits for an answer before counting it lost (default 30 s). */
  readonly replyTimeoutMs?: number;
}

export interface LoadResult {
  readonly samples: readonly Sample[];
  readonly playSeconds: number;
  /** Interactions refused, timed out or failed, plus error lines the bot logged. */
  readonly errors: number;
  readonly errorExamples: readonly string[];
  /** Resident memory of each shard process at the end, in MB. */
  readonly rssMbPerProcess: readonly number[];
  /** Growth of the shard processes' live heap (after a GC) per battle opened and left idle. */
  readonly kbPerIdleBattle: number;
  /** Per interaction the fake Discord sent: how many first answers (callbacks) it received. */
  readonly firstAnswers: readonly number[];
}

const BATTLES_PER_GUILD = 100;
const WARM_UP_BATTLES = 10;
const REPLY_TIMEOUT_MS = 30_000;
const SETTLE_MS = 3_000;
/** An error line can carry a whole PNG; the examples keep its start. */
const EXAMPLE_CHARS = 400;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const progress = options.progress ?? (() => {});
  const tables = layTables(options.battles, options.shards);
  const discord = await startFakeDiscord({
    users: tables.map((t) => ({ username: t.gm })),
    guilds: guildsOf(tables),
    shards: options.shards,
    // Discord's own interval, so heartbeats do not crowd the measurement.
    heartbeatMs: 41_250,
    ...(options.responseDeadlineMs === undefined
      ? {}
      : { responseDeadlineMs: options.responseDeadlineMs }),
  });
  const reader = await openDatabase(options.databaseUrl, { maxConnections: 4 });
  let bot: BotProcesses | undefined;
  try {
    await registerTestCommands(discord);
    bot = await startBotProcesses(discord, {
      databaseUrl: options.databaseUrl,
      env: {
        LOG_LEVEL: "info",
        // So each health line is measured after a garbage collection.
        NODE_OPTIONS: "--expose-gc",
        MAX_ACTIVE_BATTLES_PER_GUILD: String(BATTLES_PER_GUILD),
        // Each GM's pace is set by the think times, not by the production limit.
        RATE_LIMIT_COMMANDS: "1000",
      },
    });
    const arena: Arena = {
      discord,
      battles: createServices(reader).battles,
      timeoutMs: options.replyTimeoutMs ?? REPLY_TIMEOUT_MS,
    };
    const errors: string[] = [];
    const attempt = async (table: Table, work: () => Promise<Sample[]>): Promise<Sample[]> => {
      try {
        return await work();
      } catch (error) {
        errors.push(`${table.guild}/${table.channel}: ${describe(error)}`);
        return [];
      }
    };

    const warmUp = tables.slice(0, WARM_UP_BATTLES);
    await pool(warmUp, options.openConcurrency, (t) =>
      attempt(t, () => openMonsterBattle(arena, t)),
    );
    await sleep(SETTLE_MS);
    const before = await shardMemory(bot, options.shards);
    const rest = tables.slice(WARM_UP_BATTLES);
    let opened = 0;
    await pool(rest, options.openConcurrency, async (t) => {
      await attempt(t, () => openMonsterBattle(arena, t));
      opened += 1;
      if (opened % 100 === 0) progress(`${opened + warmUp.length} battles open`);
    });
    await sleep(SETTLE_MS);
    const idle = await shardMemory(bot, options.shards);
    const heap = (memory: readonly ProcessMemory[]) => sum(memory.map((m) => m.heapUsedBytes));
    const kbPerIdleBattle = (heap(idle) - heap(before)) / 1024 / Math.max(1, rest.length);
    progress(`all ${tables.length} battles open and idle; playing ${options.turns} turns each`);

    const think = async () => {
      await sleep(Math.random() * 2 * options.thinkMeanMs);
    };
    const started = performance.now();
    const played = await Promise.all(
      tables.map((table) =>
        attempt(table, async () => {
          const samples: Sample[] = [];
          for (let turn = 0; turn < options.turns; turn++) {
            samples.push(...(await playQuietTurn(arena, table, think)));
          }
          return samples;
        }),
      ),
    );
    const playSeconds = (performance.now() - started) / 1000;
    const end = await shardMemory(bot, options.shards);
    const logged = bot.logs.filter((l) => l.level === "error");
    // What Discord would have refused or dropped counts as an error too.
    for (const r of discord.takeRefusals()) errors.push(`refused ${r.method} ${r.path}: ${r.code}`);
    for (const d of discord.takeDrops()) errors.push(`dropped the update of ${d.label}`);
    return {
      samples: played.flat(),
      playSeconds,
      errors: errors.length + logged.length,
      errorExamples: [
        ...errors,
        ...logged.map((l) => JSON.stringify(l).slice(0, EXAMPLE_CHARS)),
      ].slice(0, 10),
      rssMbPerProcess: end.map((m) => m.rssBytes / 1024 / 1024),
      kbPerIdleBattle,
      firstAnswers: [...discord.answerCounts().values()],
    };
  } finally {
    await bot?.stop();
    await reader.close();
    await discord.stop();
  }
}

/**
 * Battles dealt round the guilds (at most 100 each, and at least two guilds per shard so every
 * shard has its share), one per channel, each run by its own GM.
 */
function layTables(battles: number, shards: number): Table[] {
  const guilds = Math.max(2 * shards, Math.ceil(battles / BATTLES_PER_GUILD));
  return Array.from({ length: battles }, (_, i) => ({
    guild: `guild-${i % guilds}`,
    channel: `arena-${Math.floor(i / guilds)}`,
    gm: `gm-${i}`,
  }));
}

function guildsOf(tables: readonly Table[]): GuildInit[] {
  const guilds = new Map<string, Table[]>();
  for (const table of tables) guilds.set(table.guild, [...(guilds.get(table.guild) ?? []), table]);
  return [...guilds].map(([name, at]) => ({
    name,
    channels: at.map((t) => t.channel),
    members: at.map((t) => ({ user: t.gm })),
  }));
}

interface ProcessMemory {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
}

/** Each shard process's memory, from the health line it logs on SIGUSR2 (after a GC). */
async function shardMemory(bot: BotProcesses, shards: number): Promise<ProcessMemory[]> {
  return Promise.all(
    Array.from({ length: shards }, async (_, shard) => {
      const after = bot.logs.length;
      process.kill(bot.pidOf(shard), HEALTH_SIGNAL);
      const line = await bot.waitForLog((l) => l.msg === "health" && l.shard === shard, { after });
      return { rssBytes: Number(line.rssBytes), heapUsedBytes: Number(line.heapUsedBytes) };
    }),
  );
}

async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function describe(error: unknown): string {
  if (error instanceof RefusedError) return `refused: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The q-quantile of the values (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
