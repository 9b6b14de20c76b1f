/**
 * The bot as a child process pointed at a fake Discord, as in production: `npm start` (one
 * process, any database) or `npm run start:shards` (the sharding manager and its shard processes,
 * on PostgreSQL), with their JSON log lines collected so tests can wait on them and find each
 * shard's process id.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FakeDiscord } from "../fake-discord/index.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface LogLine {
  readonly level: string;
  readonly msg: string;
  readonly shard?: number;
  readonly pid?: number;
  readonly [field: string]: unknown;
}

export interface BotProcesses {
  /** Every log line of the manager and its shards so far. */
  readonly logs: readonly LogLine[];
  /** Lines that were not JSON (a crash's stack trace would land here). */
  readonly otherOutput: readonly string[];
  /** The process started: the bot itself (`single`) or the shard manager. */
  readonly pid: number;
  /** The process id of the shard's current process. */
  pidOf(shard: number): number;
  /** Resolves with the first line from `after` on (an index into logs) that matches. */
  waitForLog(
    predicate: (line: LogLine) => boolean,
    options?: { after?: number; timeoutMs?: number },
  ): Promise<LogLine>;
  /** SIGTERMs the bot (a manager stops its shards) and waits for it to exit. */
  stop(): Promise<void>;
}

export interface BotProcessOptions {
  readonly databaseUrl: string;
  /** `npm start`'s single process, or `npm run start:shards` (the default). */
  readonly entry?: "single" | "shards";
  /** More environment for the bot (a manager passes it on to its shards). */
  readonly env?: Readonly<Record<string, string>>;
}

const STARTED_TIMEOUT_MS = 90_000;

const ENTRIES = {
  single: { file: "src/main.ts", ready: "ready" },
  shards: { file: "src/shards/cli.ts", ready: "all shards ready" },
} as const;

/** Starts the bot and resolves once it logs that it (or every shard) is ready. */
export async function startBotProcesses(
  discord: Pick<FakeDiscord, "token" | "restUrl" | "applicationId">,
  options: BotProcessOptions,
): Promise<BotProcesses> {
  const entry = ENTRIES[options.entry ?? "shards"];
  const child = spawn(process.execPath, ["--import", "tsx", entry.file], {
    cwd: ROOT,
    env: {
      ...process.env,
      DISCORD_TOKEN: discord.token,
      DISCORD_APPLICATION_ID: discord.applicationId,
      DISCORD_API_URL: discord.restUrl,
      DATABASE_URL: options.databaseUrl,
      DISCORD_SHARDS: "auto",
      LOG_LEVEL: "debug",
      // Test players act faster than people; a test that wants the limit sets it lower.
      RATE_LIMIT_COMMANDS: "1000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  const otherOutput: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream) => {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.trim() === "") continue;
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          otherOutput.push(line);
        }
      }
      for (const wake of waiters) wake();
    });
  };
  if (child.stdout !== null) collect(child.stdout);
  if (child.stderr !== null) collect(child.stderr);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const waitForLog: BotProcesses["waitForLog"] = (
    predicate,
    { after = 0, timeoutMs = 30_000 } = {},
  ) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = logs.slice(after).find(predicate);
        if (found === undefined) return false;
        finish();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(
            `no matching log line after ${timeoutMs} ms; last lines:\n${tail(logs, otherOutput)}`,
          ),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      const wake = () => void check();
      waiters.add(wake);
      check();
    });

  const bot: BotProcesses = {
    logs,
    otherOutput,
    pid: child.pid ?? -1,
    pidOf(shard) {
      const spawned = logs.filter((l) => l.msg === "shard spawned" && l.shard === shard).at(-1);
      if (spawned?.pid === undefined) throw new Error(`shard ${shard} has not been spawned`);
      return spawned.pid;
    },
    waitForLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  try {
    await Promise.race([
      waitForLog((l) => l.msg === entry.ready, { timeoutMs: STARTED_TIMEOUT_MS }),
      exited.then(() => {
        throw new Error(`the bot exited before it was ready:\n${tail(logs, otherOutput)}`);
      }),
    ]);
  } catch (error) {
    await bot.stop();
    throw error;
  }
  return bot;
}

function tail(logs: readonly LogLine[], other: readonly string[]): string {
  return [...logs.slice(-15).map((l) => JSON.stringify(l)), ...other.slice(-15)].join("\n");
}
