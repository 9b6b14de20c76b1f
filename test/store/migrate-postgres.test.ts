import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/database.ts";
import { MigrationError } from "../../src/store/errors.ts";
import { migratePostgres, POSTGRES_MIGRATIONS_DIR } from "../../src/store/migrate-postgres.ts";
import { postgresDatabases } from "../support/postgres-databases.ts";

const servers = postgresDatabases();
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PRISMA = path.join(ROOT, "node_modules", ".bin", "prisma");
const NAMES = readdirSync(POSTGRES_MIGRATIONS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function prismaCli(url: string, ...args: string[]): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(
    PRISMA,
    [...args, "--config", "prisma/postgres/prisma.config.ts"],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: url } },
  );
  return stdout + stderr;
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function migrationsFolder(migrations: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-pg-migrations-"));
  folders.push(dir);
  for (const [name, sql] of Object.entries(migrations)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

interface Row {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

describe.skipIf(servers.missing !== null)(
  `migratePostgres${servers.missing ? ` (skipped: ${servers.missing})` : ""}`,
  () => {
    it("applies every migration once, recorded as Prisma records them", async () => {
      const url = await servers.emptyUrl();
      expect(await migratePostgres(url)).toEqual(NAMES);
      expect(await migratePostgres(url)).toEqual([]);
      const rows = await query<Row>(
        url,
        `SELECT * FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(NAMES);
      for (const row of rows) {
        const sql = readFileSync(
          path.join(POSTGRES_MIGRATIONS_DIR, row.migration_name, "migration.sql"),
        );
        expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row).toMatchObject({ rolled_back_at: null, logs: null, applied_steps_count: 1 });
      }
    });

    it("leaves a database the Prisma CLI calls up to date, and the CLI notices a gap", {
      timeout: 90_000,
    }, async () => {
      const url = await servers.emptyUrl();
      await (await openDatabase(url)).close();
      expect(await prismaCli(url, "migrate", "status")).toContain("Database schema is up to date!");
      await query(url, `DELETE FROM "_prisma_migrations"`);
      await expect(prismaCli(url, "migrate", "status")).rejects.toMatchObject({
        code: 1,
        stdout: expect.stringContaining("not yet been applied"),
      });
    });

    it("lets several processes start at once and applies each migration once", async () => {
      const url = await servers.emptyUrl();
      const results = await Promise.all([
        migratePostgres(url),
        migratePostgres(url),
        migratePostgres(url),
      ]);
      expect(results.flat().sort()).toEqual(NAMES);
      const rows = await query<Row>(url, `SELECT migration_name FROM "_prisma_migrations"`);
      expect(rows).toHaveLength(NAMES.length);
    });

    it("rolls a failing migration back completely and does not record it", async () => {
      const url = await servers.emptyUrl();
      const dir = migrationsFolder({
        "1_good": `CREATE TABLE "A" ("id" INTEGER PRIMARY KEY);`,
        "2_bad": `CREATE TABLE "B" ("id" INTEGER PRIMARY KEY);\nINSERT INTO "Nowhere" VALUES (1);`,
      });
      await expect(migratePostgres(url, dir)).rejects.toThrow(
        /Migration 2_bad failed and was rolled back/,
      );
      const tables = await query<{ tablename: string }>(
        url,
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      );
      expect(tables.map((t) => t.tablename)).toEqual(["A", "_prisma_migrations"]);
      const rows = await query<Row>(url, `SELECT migration_name FROM "_prisma_migrations"`);
      expect(rows.map((r) => r.migration_name)).toEqual(["1_good"]);
    });

    it("refuses to run past a migration the Prisma CLI recorded as failed", async () => {
      const url = await servers.emptyUrl();
      await migratePostgres(url);
      await query(url, `UPDATE "_prisma_migrations" SET finished_at = NULL`);
      await expect(migratePostgres(url)).rejects.toThrow(MigrationError);
      await expect(migratePostgres(url)).rejects.toThrow(/prisma migrate resolve/);
    });

    it("is what openDatabase runs for a postgresql:// URL", async () => {
      const url = await servers.emptyUrl();
      const first = await openDatabase(url);
      expect(first.provider).toBe("postgresql");
      expect(first.migrationsApplied).toEqual(NAMES);
      expect(await first.prisma.figure.count()).toBe(0);
      await first.close();
      const again = await openDatabase(url.replace(/^postgresql:/, "postgres:"));
      expect(again.migrationsApplied).toEqual([]);
      await again.close();
    });
  },
);
