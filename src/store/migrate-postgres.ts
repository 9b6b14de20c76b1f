/**
 * Applies prisma/postgres/migrations to a PostgreSQL database in-process, keeping Prisma's own
 * `_prisma_migrations` bookkeeping row for row (as `prisma migrate deploy` does), so the Prisma
 * CLI agrees with what was applied here.
 *
 * Several bot processes may start at once against one database: they take Prisma's own advisory
 * lock first, so they (and the Prisma CLI) migrate one at a time and each migration runs once.
 */
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { MigrationError } from "./errors.ts";
import { type Migration, readMigrations } from "./migrate.ts";

export const POSTGRES_MIGRATIONS_DIR = fileURLToPath(
  new URL("../../prisma/postgres/migrations", import.meta.url),
);

/** The key Prisma's schema engine locks while it migrates PostgreSQL. */
const PRISMA_ADVISORY_LOCK = 72707369;

// Exactly the table Prisma's schema engine creates on PostgreSQL.
const CREATE_BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Applies, in name order, every migration not yet recorded as applied; returns their names. */
export async function migratePostgres(
  url: string,
  dir = POSTGRES_MIGRATIONS_DIR,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK]);
    try {
      return await applyPending(client, dir);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK]);
    }
  } finally {
    await client.end();
  }
}

async function applyPending(client: pg.Client, dir: string): Promise<string[]> {
  await client.query(CREATE_BOOKKEEPING);
  const failed = await client.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations"
     WHERE finished_at IS NULL AND rolled_back_at IS NULL`,
  );
  if (failed.rows.length > 0) {
    const names = failed.rows.map((r) => r.migration_name).join(", ");
    throw new MigrationError(
      `Migration ${names} failed earlier (recorded by the Prisma CLI); resolve it with \`npx prisma migrate resolve\` before starting`,
    );
  }
  const done = await client.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Set(done.rows.map((r) => r.migration_name));
  const names: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.name)) continue;
    await applyOne(client, migration);
    names.push(migration.name);
  }
  return names;
}

/**
 * Applies one migration and its bookkeeping row in one transaction: PostgreSQL's DDL is
 * transactional, so a failing migration leaves nothing behind. (A migration that cannot run in
 * a transaction, such as CREATE INDEX CONCURRENTLY, does not belong in this folder.)
 */
async function applyOne(client: pg.Client, migration: Migration): Promise<void> {
  await client.query("BEGIN");
  try {
    const startedAt = new Date();
    // No parameters: the simple query protocol runs a whole multi-statement script.
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations"
         (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
       VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
      [randomUUID(), migration.checksum, migration.name, startedAt],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw new MigrationError(
      `Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
