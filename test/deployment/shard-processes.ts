/**
 * `npm run start:shards` as a child process pointed at a fake Discord and a PostgreSQL
 * database: the sharding manager and its shard processes, as in production, with their JSON log
 * lines collected so tests can wait on them and find each shard's process id.
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

export interface ShardedBot {
  /** Every log line of the manager and its shards so far. */
  readonly logs: readonly LogLine[];
  /** Lines that were not JSON (a crash's stack trace would land here). */
  readonly otherOutput: readonly string[];
  /** The process id of the shard's current process. */
  pidOf(shard: number): number;
  /** Resolves with the first line from `after` on (an index into logs) that matches. */
  waitForLog(
    predicate: (line: LogLine) => boolean,
    options?: { after?: number; timeoutMs?: number },
  ): Promise<LogLine>;
  /** SIGTERMs the manager (which stops its shards) and waits for it to exit. */
  stop(): Promise<void>;
}

export interface ShardedBotOptions {
  readonly databaseUrl: string;
  /** More environment for the manager and, through it, the shards. */
  readonly env?: Readonly<Record<string, string>>;
}

const STARTED_TIMEOUT_MS = 90_000;

/** Starts the manager and resolves once it logs that every shard is ready. */
export async function startShardedBot(
  discord: Pick<FakeDiscord, "token" | "restUrl" | "applicationId">,
  options: ShardedBotOptions,
): Promise<ShardedBot> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/shards/cli.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DISCORD_TOKEN: discord.token,
      DISCORD_APPLICATION_ID: discord.applicationId,
      DISCORD_API_URL: discord.restUrl,
      DATABASE_URL: options.databaseUrl,
      SHARD_COUNT: "auto",
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

  const waitForLog: ShardedBot["waitForLog"] = (
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

  const bot: ShardedBot = {
    logs,
    otherOutput,
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
      waitForLog((l) => l.msg === "all shards ready", { timeoutMs: STARTED_TIMEOUT_MS }),
      exited.then(() => {
        throw new Error(
          `the manager exited before the shards were ready:\n${tail(logs, otherOutput)}`,
        );
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
