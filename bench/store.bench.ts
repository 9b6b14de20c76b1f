/**
 * The battle store's speed on real databases:
 *
 * - store.orders_per_second_sqlite / _postgres: orders applied and stored (engine, log event,
 *   snapshot, interaction record, one transaction each) per second, one battle, one after another.
 * - store.orders_per_second_100_battles_sqlite / _postgres: the same with 100 battles played at
 *   once, as a busy bot would (SQLite queues them; PostgreSQL runs them on 10 connections).
 * - store.fold_200_turns_ms: milliseconds to read a 200-turn battle's log (600 orders) from
 *   SQLite and fold it into the state, as when no snapshot is current.
 *
 * PostgreSQL is the server at BENCH_POSTGRES_URL (a superuser URL; a database is created on it),
 * else a private one started from the installed binaries; without either its figures are left
 * out, saying so on stderr. Durable settings throughout (SQLite WAL with its default sync,
 * PostgreSQL with fsync on). Figures are the best of a few rounds: other processes share the
 * machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { MeleeBattles } from "../src/battles/melee-battles.ts";
import { type BattleState, SeededDice } from "../src/engine/index.ts";
import { type Database, openDatabase } from "../src/store/database.ts";
import { nextOrder, startDuel } from "../test/store/battles.ts";
import { postgresBinDir, startPostgresServer } from "../test/support/postgres-server.ts";
import type { Report } from "./report.ts";

const ROUNDS = 3;

/** Plays `count` orders in one battle from `start`; returns the state they lead to. */
async function playOrders(
  store: MeleeBattles,
  battleId: string,
  start: BattleState,
  count: number,
  tag = "",
): Promise<BattleState> {
  const dice = new SeededDice(42);
  let state = start;
  for (let i = 0; i < count; i++) {
    const outcome = await store.submitOrder({
      battleId,
      order: nextOrder(state, "stall"),
      actorId: "bench",
      interactionId: `${battleId}-${tag}${i}`,
      dice,
    });
    if (outcome.kind !== "applied") throw new Error(`order ${i} was ${outcome.kind}`);
    state = outcome.value.state;
  }
  return state;
}

async function ordersPerSecond(db: Database, count: number): Promise<number> {
  const store = new MeleeBattles(db);
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const duel = await startDuel(db, store);
    const started = performance.now();
    await playOrders(store, duel.battleId, duel.state, count);
    best = Math.max(best, count / ((performance.now() - started) / 1000));
  }
  return best;
}

async function ordersPerSecondManyBattles(db: Database, battles: number, each: number) {
  const store = new MeleeBattles(db);
  const duels = [];
  for (let i = 0; i < battles; i++) duels.push(await startDuel(db, store));
  const states = duels.map((d) => d.state);
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await Promise.all(
      duels.map(async (d, i) => {
        states[i] = await playOrders(store, d.battleId, states[i] ?? d.state, each, `r${round}`);
      }),
    );
    best = Math.max(best, (battles * each) / ((performance.now() - started) / 1000));
  }
  return best;
}

async function foldMs(db: Database): Promise<number> {
  const store = new MeleeBattles(db);
  const duel = await startDuel(db, store);
  await playOrders(store, duel.battleId, duel.state, 600);
  const state = await store.foldLog(duel.battleId);
  if (state === null || state.turn < 200) throw new Error(`only ${state?.turn} turns`);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    await store.foldLog(duel.battleId);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

async function postgresServer(): Promise<{ url: string; stop(): Promise<void> } | null> {
  const given = process.env.BENCH_POSTGRES_URL;
  if (given) return { url: given, stop: async () => {} };
  if ((await postgresBinDir()) === null) return null;
  return startPostgresServer();
}

async function freshPostgresDatabase(server: string): Promise<string> {
  const name = `melee_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function run(report: Report): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-bench-store-"));
  try {
    const sqlite = await openDatabase(`file:${path.join(dir, "bench.db")}`);
    try {
      report("store.orders_per_second_sqlite", await ordersPerSecond(sqlite, 300), "orders/s");
      report(
        "store.orders_per_second_100_battles_sqlite",
        await ordersPerSecondManyBattles(sqlite, 100, 5),
        "orders/s",
      );
      report("store.fold_200_turns_ms", await foldMs(sqlite), "ms");
    } finally {
      await sqlite.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const server = await postgresServer();
  if (server === null) {
    process.stderr.write(
      "store: no PostgreSQL (install postgresql or set BENCH_POSTGRES_URL); its figures are left out\n",
    );
    return;
  }
  try {
    const postgres = await openDatabase(await freshPostgresDatabase(server.url));
    try {
      report("store.orders_per_second_postgres", await ordersPerSecond(postgres, 200), "orders/s");
      report(
        "store.orders_per_second_100_battles_postgres",
        await ordersPerSecondManyBattles(postgres, 100, 5),
        "orders/s",
      );
    } finally {
      await postgres.close();
    }
  } finally {
    await server.stop();
  }
}
