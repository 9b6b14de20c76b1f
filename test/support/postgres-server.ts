/**
 * Starts and stops the private PostgreSQL server of scripts/postgres-test-server.sh, for tests
 * and benchmarks that need a real server.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { migratePostgres } from "../../src/store/migrate-postgres.ts";

const SCRIPT = fileURLToPath(new URL("../../scripts/postgres-test-server.sh", import.meta.url));
const run = promisify(execFile);

export interface PostgresServer {
  /** postgresql://postgres@127.0.0.1:PORT/postgres: a superuser on the maintenance database. */
  readonly url: string;
  stop(): Promise<void>;
  /** Stops the server abruptly, keeping its data: an outage. */
  down(): Promise<void>;
  /** Starts it again after `down`, at the same address. */
  up(): Promise<void>;
}

/** Null when the server binaries are not installed here (apt-get install -y postgresql). */
export async function postgresBinDir(): Promise<string | null> {
  try {
    return (await run("bash", [SCRIPT, "bindir"])).stdout.trim();
  } catch {
    return null;
  }
}

export async function startPostgresServer(): Promise<PostgresServer> {
  // The script creates the folder, owned by the user the server runs as.
  const dir = path.join(tmpdir(), `melee-pg-${randomBytes(6).toString("hex")}`);
  const { stdout } = await run("bash", [SCRIPT, "start", dir], {
    timeout: 120_000,
    // Should this process die without stopping it, the server goes too.
    env: { ...process.env, WATCH_PID: String(process.pid) },
  });
  const url = stdout.trim();
  return {
    url,
    async stop() {
      await run("bash", [SCRIPT, "stop", dir], { timeout: 60_000 });
    },
    async down() {
      await run("bash", [SCRIPT, "down", dir], { timeout: 60_000 });
    },
    async up() {
      await run("bash", [SCRIPT, "up", dir], { timeout: 120_000 });
    },
  };
}

/** The URL of another database on the same server. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(
  server: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new database with every migration applied, for tests to copy instead of migrating each. */
export async function createTemplateDatabase(
  server: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `melee_template_${randomBytes(6).toString("hex")}`;
  await withAdmin(server, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  await migratePostgres(databaseUrl(server, name));
  return {
    name,
    drop: () =>
      withAdmin(server, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => {}),
  };
}
