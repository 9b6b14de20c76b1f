/**
 * Applies prisma/migrations in-process with better-sqlite3: far faster than spawning the Prisma
 * CLI at every start. It keeps Prisma's own `_prisma_migrations` bookkeeping, row for row, so
 * `prisma migrate status` and `prisma migrate deploy` agree with what was applied here.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Sqlite from "better-sqlite3";
import { MigrationError } from "./errors.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

// Exactly the table Prisma's schema engine creates on SQLite.
const CREATE_BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

export interface Migration {
  readonly name: string;
  readonly sql: string;
  /** What Prisma records: the sha256 of migration.sql, in hex. */
  readonly checksum: string;
}

/** Creates the file's folder, switches the database to WAL and applies pending migrations. */
export function migrateFile(file: string, dir = MIGRATIONS_DIR): string[] {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Sqlite(file);
  try {
    // WAL lets readers work while the bot writes, and the mode is stored in the file itself.
    db.pragma("journal_mode = WAL");
    return applyMigrations(db, dir);
  } finally {
    db.close();
  }
}

/** Applies, in name order, every migration not yet recorded as applied; returns their names. */
export function applyMigrations(db: Sqlite.Database, dir = MIGRATIONS_DIR): string[] {
  db.exec(CREATE_BOOKKEEPING);
  const failed = db
    .prepare(
      `SELECT migration_name FROM "_prisma_migrations"
       WHERE finished_at IS NULL AND rolled_back_at IS NULL`,
    )
    .pluck()
    .all();
  if (failed.length > 0) {
    throw new MigrationError(
      `Migration ${failed.join(", ")} failed earlier (recorded by the Prisma CLI); resolve it with \`npx prisma migrate resolve\` before starting`,
    );
  }
  return readMigrations(dir)
    .filter((migration) => applyOne(db, migration))
    .map((migration) => migration.name);
}

/** The migrations in a folder, in name order (the order they apply in). */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(dir, name, "migration.sql"));
      const checksum = createHash("sha256").update(bytes).digest("hex");
      return { name, sql: bytes.toString("utf8"), checksum };
    });
}

/** Applies one migration in its own transaction, unless it is already recorded. */
function applyOne(db: Sqlite.Database, migration: Migration): boolean {
  // Prisma's table-rebuilding migrations turn foreign keys off with a PRAGMA, which is a no-op
  // inside a transaction; left on, their DROP TABLE would cascade-delete child rows. So follow
  // SQLite's procedure for schema changes: keys off, transaction, foreign_key_check, commit.
  const foreignKeys = db.pragma("foreign_keys", { simple: true });
  db.pragma("foreign_keys = OFF");
  try {
    return db
      .transaction(() => {
        // Checked inside the write lock: another process may have applied it meanwhile.
        if (isApplied(db, migration.name)) return false;
        const startedAt = prismaTimestamp();
        db.exec(migration.sql);
        const violations = db.pragma("foreign_key_check") as unknown[];
        if (violations.length > 0) {
          throw new Error(`it leaves ${violations.length} rows breaking a foreign key`);
        }
        db.prepare(
          `INSERT INTO "_prisma_migrations"
             (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)`,
        ).run(randomUUID(), migration.checksum, prismaTimestamp(), migration.name, startedAt);
        return true;
      })
      .immediate();
  } catch (error) {
    throw new MigrationError(
      `Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? "ON" : "OFF"}`);
  }
}

function isApplied(db: Sqlite.Database, name: string): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM "_prisma_migrations"
       WHERE migration_name = ? AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    )
    .get(name);
  return row !== undefined;
}

/** The text form Prisma's SQLite adapter writes and reads back for DATETIME columns. */
function prismaTimestamp(): string {
  return new Date().toISOString().replace("Z", "+00:00");
}
