/**
 * The migrations and the Prisma schema must describe the same database, on both engines: apply
 * the migrations to one new database, Prisma's own SQL for the schema to another, and compare
 * what the two databases hold (tables, columns, defaults, indexes, keys), order aside.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { POSTGRES_SCHEMA, postgresSchema, SQLITE_SCHEMA } from "../../scripts/postgres-schema.ts";
import { sqliteFileFromUrl } from "../../src/store/database-url.ts";
import { migrateFile } from "../../src/store/migrate.ts";
import { migratePostgres } from "../../src/store/migrate-postgres.ts";
import { postgresDatabases } from "../support/postgres-databases.ts";
import { tempDatabases } from "./temp-database.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PRISMA = path.join(ROOT, "node_modules", ".bin", "prisma");
const files = tempDatabases();
const servers = postgresDatabases();

/** Prisma's SQL creating the schema's database from nothing. */
async function schemaScript(schema: string): Promise<string> {
  // The root config's SQLite adapter connects to nothing for this; the SQL follows the
  // schema file's provider (PostgreSQL's config would insist on a server).
  const { stdout } = await promisify(execFile)(
    PRISMA,
    ["migrate", "diff", "--from-empty", "--to-schema-datamodel", schema, "--script"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        CHECKPOINT_DISABLE: "1",
        DATABASE_URL: `file:${path.join(files.dir, "cli.db")}`,
      },
    },
  );
  return stdout;
}

const sortRows = <T>(rows: T[]): T[] =>
  rows
    .map((r) => JSON.stringify(r))
    .sort()
    .map((r) => JSON.parse(r) as T);

function sqliteCatalog(file: string) {
  const db = new Sqlite(file, { readonly: true });
  try {
    const tables = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT IN ('sqlite_sequence', '_prisma_migrations') ORDER BY name`,
      )
      .pluck()
      .all() as string[];
    return tables.map((table) => ({
      table,
      columns: sortRows(db.pragma(`table_xinfo("${table}")`) as object[]).map((c) => ({
        ...c,
        cid: undefined,
      })),
      indexes: sortRows(
        (
          db.pragma(`index_list("${table}")`) as {
            name: string;
            unique: number;
            origin: string;
            partial: number;
          }[]
        ).map((i) => ({
          name: i.name,
          unique: i.unique,
          origin: i.origin,
          partial: i.partial,
          columns: (db.pragma(`index_info("${i.name}")`) as { name: string }[]).map((c) => c.name),
        })),
      ),
      foreignKeys: sortRows(
        (db.pragma(`foreign_key_list("${table}")`) as object[]).map((k) => ({
          ...k,
          id: undefined,
          seq: undefined,
        })),
      ),
      sql: undefined,
    }));
  } finally {
    db.close();
  }
}

async function postgresCatalog(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default,
              character_maximum_length, numeric_precision, datetime_precision
       FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    const indexes = await client.query(
      `SELECT tablename, indexname, indexdef FROM pg_indexes
       WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    const constraints = await client.query(
      `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
       WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'`,
    );
    return {
      columns: sortRows(columns.rows),
      indexes: sortRows(indexes.rows),
      constraints: sortRows(constraints.rows),
    };
  } finally {
    await client.end();
  }
}

async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe("the PostgreSQL schema file", () => {
  it("is generated from prisma/schema.prisma and up to date (npm run db:schema:postgres)", () => {
    expect(readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(
      postgresSchema(readFileSync(SQLITE_SCHEMA, "utf8")),
    );
  });
});

describe("SQLite migrations", () => {
  it("build exactly the database prisma/schema.prisma describes", async () => {
    const migrated = sqliteFileFromUrl(files.url());
    migrateFile(migrated);
    const fromSchema = sqliteFileFromUrl(files.url());
    mkdirSync(path.dirname(fromSchema), { recursive: true });
    const script = await schemaScript("prisma/schema.prisma");
    const db = new Sqlite(fromSchema);
    db.exec(script);
    db.close();
    expect(sqliteCatalog(migrated).map((t) => t.table)).toContain("BattleEvent");
    expect(sqliteCatalog(migrated)).toEqual(sqliteCatalog(fromSchema));

    // The control: one index more is a difference.
    const drifted = new Sqlite(migrated);
    drifted.exec(`CREATE INDEX "Battle_winner_idx" ON "Battle"("winner")`);
    drifted.close();
    expect(sqliteCatalog(migrated)).not.toEqual(sqliteCatalog(fromSchema));
  }, 90_000);
});

describe.skipIf(servers.missing !== null)(
  `PostgreSQL migrations${servers.missing ? ` (skipped: ${servers.missing})` : ""}`,
  () => {
    it("build exactly the database prisma/postgres/schema.prisma describes", async () => {
      const migrated = await servers.emptyUrl();
      await migratePostgres(migrated);
      const fromSchema = await servers.emptyUrl();
      await runSql(fromSchema, await schemaScript("prisma/postgres/schema.prisma"));
      expect((await postgresCatalog(migrated)).indexes.length).toBeGreaterThan(10);
      expect(await postgresCatalog(migrated)).toEqual(await postgresCatalog(fromSchema));

      // The control: a column that may now be null is a difference.
      await runSql(migrated, `ALTER TABLE "BattleEvent" ALTER COLUMN "actorId" DROP NOT NULL`);
      expect(await postgresCatalog(migrated)).not.toEqual(await postgresCatalog(fromSchema));
    }, 90_000);
  },
);
