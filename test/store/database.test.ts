import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Sqlite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/database.ts";
import { sqliteFileFromUrl } from "../../src/store/database-url.ts";
import { tempDatabases } from "./temp-database.ts";

const databases = tempDatabases();
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PRISMA = path.join(ROOT, "node_modules", ".bin", "prisma");

/** Runs the Prisma CLI against the given database; rejects on a non-zero exit. */
async function prismaCli(url: string, ...args: string[]): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(PRISMA, args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
  });
  return stdout + stderr;
}

describe("openDatabase", () => {
  it("migrates a new file on the first open and nothing on the next", async () => {
    const url = databases.url();
    const first = await openDatabase(url);
    expect(first.migrationsApplied.length).toBeGreaterThan(0);
    expect(await first.prisma.figure.count()).toBe(0);
    await first.close();

    const second = await openDatabase(url);
    expect(second.migrationsApplied).toEqual([]);
    await second.close();
  });

  it("leaves the database in a state the Prisma CLI calls up to date", {
    timeout: 90_000,
  }, async () => {
    const url = databases.url();
    await (await openDatabase(url)).close();

    expect(await prismaCli(url, "migrate", "status")).toContain("Database schema is up to date!");
    expect(await prismaCli(url, "migrate", "deploy")).toContain("No pending migrations to apply.");

    // The control: forget the newest migration and the CLI must notice.
    const db = new Sqlite(sqliteFileFromUrl(url));
    db.exec(
      `DELETE FROM "_prisma_migrations" WHERE started_at = (SELECT max(started_at) FROM "_prisma_migrations")`,
    );
    db.close();
    await expect(prismaCli(url, "migrate", "status")).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining("not yet been applied"),
    });
  });

  it("rejects a URL for neither SQLite nor PostgreSQL, without echoing its password", async () => {
    await expect(openDatabase("mysql://bot:hunter2@localhost/melee")).rejects.toThrow(
      'DATABASE_URL must be a SQLite file: URL or a postgres:// or postgresql:// URL; got "mysql://bot:***@localhost/melee"',
    );
  });
});
