/**
 * `npm run bench:load`: the load test of issue 6 at full size (test/deployment/load.ts): 1,000
 * battles in progress across two shard processes on PostgreSQL, through the fake Discord, each
 * GM thinking a random time before each step. Prints:
 *
 * - load.p50_ms / load.p99_ms: from an interaction's dispatch to the answer the user sees,
 *   over every step of the play phase;
 * - load.interactions_per_second: steps answered per second of the play phase;
 * - load.errors: refused, failed or timed-out interactions plus error lines the bot logged;
 * - load.rss_mb_per_process: the largest shard process's resident memory at the end;
 * - load.kb_per_idle_battle: the shard processes' memory growth per battle opened and left idle.
 *
 * LOAD_BATTLES, LOAD_SHARDS, LOAD_TURNS and LOAD_THINK_MS (the mean think time, 30 s by default:
 * a quick player in a play-by-chat battle) change the size; docs/performance.md has runs at
 * shorter think times too.
 * The database is a private PostgreSQL server (scripts/postgres-test-server.sh) unless
 * LOAD_DATABASE_URL names an empty database to use.
 */

import { quantile, runLoad } from "../test/deployment/load.ts";
import { databaseUrl, startPostgresServer, withAdmin } from "../test/support/postgres-server.ts";
import { formatBenchLine } from "./report.ts";

const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(Number.isInteger(value) && value > 0))
    throw new Error(`${name} must be a positive whole number`);
  return value;
};

const battles = size("LOAD_BATTLES", 1000);
const shards = size("LOAD_SHARDS", 2);
const turns = size("LOAD_TURNS", 2);
const thinkMeanMs = size("LOAD_THINK_MS", 30_000);

const given = process.env.LOAD_DATABASE_URL;
const server = given === undefined ? await startPostgresServer() : undefined;
try {
  let url = given;
  if (server !== undefined) {
    await withAdmin(server.url, (admin) => admin.query("CREATE DATABASE melee_load"));
    url = databaseUrl(server.url, "melee_load");
  }
  const result = await runLoad({
    databaseUrl: url ?? "",
    battles,
    shards,
    turns,
    thinkMeanMs,
    openConcurrency: 20,
    progress: (line) => process.stderr.write(`(load: ${line})\n`),
  });
  const times = result.samples.map((s) => s.ms);
  const print = (name: string, value: number, unit: string) =>
    process.stdout.write(`${formatBenchLine(name, value, unit)}\n`);
  print("load.p50_ms", quantile(times, 0.5), "ms");
  print("load.p99_ms", quantile(times, 0.99), "ms");
  print("load.interactions_per_second", times.length / result.playSeconds, "interactions/s");
  print("load.errors", result.errors, "errors");
  print("load.rss_mb_per_process", Math.max(...result.rssMbPerProcess), "MB");
  print("load.kb_per_idle_battle", result.kbPerIdleBattle, "KB");
  process.stderr.write(
    `(load: ${battles} battles on ${shards} shards, ${turns} turns each, mean think ${thinkMeanMs} ms; ` +
      `${times.length} interactions in ${result.playSeconds.toFixed(1)} s; shard RSS ` +
      `${result.rssMbPerProcess.map((mb) => mb.toFixed(0)).join(" / ")} MB)\n`,
  );
  for (const example of result.errorExamples) process.stderr.write(`(load error: ${example})\n`);
} finally {
  await server?.stop();
}
