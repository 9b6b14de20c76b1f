import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { sqliteFileFromUrl } from "../../src/store/database-url.ts";
import { MigrationError } from "../../src/store/errors.ts";
import { MIGRATIONS_DIR, migrateFile } from "../../src/store/migrate.ts";
import { tempDatabases } from "./temp-database.ts";

const databases = tempDatabases();

const MIGRATION_NAMES = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

interface BookkeepingRow {
  checksum: string;
  finished_at: string | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: string | null;
  started_at: string;
  applied_steps_count: number;
}

function bookkeeping(file: string): BookkeepingRow[] {
  const db = new Sqlite(file, { readonly: true });
  try {
    return db
      .prepare(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`)
      .all() as BookkeepingRow[];
  } finally {
    db.close();
  }
}

/** A migrations folder of our own, for migrations the project doesn't have. */
function migrationsFolder(migrations: Record<string, string>): string {
  const dir = path.join(databases.dir, `migrations-${Math.random().toString(36).slice(2)}`);
  for (const [name, sql] of Object.entries(migrations)) {
    mkdirSync(path.join(dir, name), { recursive: true });
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("migrateFile", () => {
  it("creates the folder, applies every migration once with Prisma's bookkeeping, in WAL mode", () => {
    const file = sqliteFileFromUrl(databases.url());
    expect(migrateFile(file)).toEqual(MIGRATION_NAMES);

    const rows = bookkeeping(file);
    expect(rows.map((r) => r.migration_name)).toEqual(MIGRATION_NAMES);
    for (const row of rows) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
      expect(row.started_at).toMatch(/\+00:00$/);
      expect(row.logs).toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    const db = new Sqlite(file);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("is idempotent: a second run applies nothing and records nothing", () => {
    const file = sqliteFileFromUrl(databases.url());
    migrateFile(file);
    const before = bookkeeping(file);
    expect(migrateFile(file)).toEqual([]);
    expect(bookkeeping(file)).toEqual(before);
  });

  it("applies only the pending ones, carrying old loadouts into the spec column", () => {
    const [init, ...rest] = MIGRATION_NAMES;
    if (init === undefined) throw new Error("no migrations");
    const onlyInit = path.join(databases.dir, "only-init");
    cpSync(path.join(MIGRATIONS_DIR, init), path.join(onlyInit, init), { recursive: true });
    const file = sqliteFileFromUrl(databases.url());
    expect(migrateFile(file, onlyInit)).toEqual([init]);

    const gear = {
      armor: "none",
      shield: null,
      weapons: ["club"],
      readyWeapon: "club",
      shieldReady: false,
    };
    const db = new Sqlite(file);
    db.prepare(
      `INSERT INTO "Figure" (id, guildId, ownerId, name, nameKey, race, st, dx, gear, updatedAt)
       VALUES ('f1', 'g', 'o', 'Olaf', 'olaf', 'dwarf', 13, 11, ?, '2026-01-01T00:00:00.000+00:00')`,
    ).run(JSON.stringify(gear));
    db.close();

    expect(migrateFile(file)).toEqual(rest);
    const after = new Sqlite(file);
    const { spec } = after.prepare(`SELECT spec FROM "Figure" WHERE id = 'f1'`).get() as {
      spec: string;
    };
    after.close();
    expect(JSON.parse(spec)).toEqual({ ...gear, name: "Olaf", race: "dwarf", st: 13, dx: 11 });
  });

  it("names every existing battle's game MELEE when battles gain their game column", () => {
    const before = MIGRATION_NAMES.filter((name) => name < "20261126000000_battle_game");
    const earlier = path.join(databases.dir, "before-battle-game");
    for (const name of before) {
      cpSync(path.join(MIGRATIONS_DIR, name), path.join(earlier, name), { recursive: true });
    }
    const file = sqliteFileFromUrl(databases.url());
    migrateFile(file, earlier);
    const db = new Sqlite(file);
    db.prepare(
      `INSERT INTO "Battle" (id, guildId, channelId, status, combatType, gmId, sides, updatedAt)
       VALUES ('b1', 'g', 'c', 'active', 'arena', 'gm', '[]', '2026-01-01T00:00:00.000+00:00')`,
    ).run();
    db.close();

    expect(migrateFile(file)).toContain("20261126000000_battle_game");
    const after = new Sqlite(file);
    const row = after.prepare(`SELECT game, ruleset, status FROM "Battle" WHERE id = 'b1'`).get();
    after.close();
    expect(row).toEqual({ game: "melee", ruleset: "melee", status: "active" });
  });

  it("rolls a failing migration back completely and does not record it", () => {
    const dir = migrationsFolder({
      "1_good": `CREATE TABLE "A" ("id" INTEGER PRIMARY KEY);`,
      "2_bad": `CREATE TABLE "B" ("id" INTEGER PRIMARY KEY);\nINSERT INTO "Nowhere" VALUES (1);`,
    });
    const file = sqliteFileFromUrl(databases.url());
    expect(() => migrateFile(file, dir)).toThrow(/Migration 2_bad failed and was rolled back/);

    const db = new Sqlite(file);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all();
    db.close();
    expect(tables).toContain("A");
    expect(tables).not.toContain("B");
    expect(bookkeeping(file).map((r) => r.migration_name)).toEqual(["1_good"]);
  });

  it("keeps child rows when a migration rebuilds a parent table the way Prisma does", () => {
    const dir = migrationsFolder({
      "1_tables": `CREATE TABLE "P" ("id" INTEGER PRIMARY KEY);
        CREATE TABLE "C" ("id" INTEGER PRIMARY KEY, "p" INTEGER NOT NULL,
          FOREIGN KEY ("p") REFERENCES "P" ("id") ON DELETE CASCADE);
        INSERT INTO "P" VALUES (1); INSERT INTO "C" VALUES (10, 1);`,
      "2_rebuild": `PRAGMA defer_foreign_keys=ON;
        PRAGMA foreign_keys=OFF;
        CREATE TABLE "new_P" ("id" INTEGER PRIMARY KEY, "x" TEXT);
        INSERT INTO "new_P" ("id") SELECT "id" FROM "P";
        DROP TABLE "P";
        ALTER TABLE "new_P" RENAME TO "P";
        PRAGMA foreign_keys=ON;
        PRAGMA defer_foreign_keys=OFF;`,
    });
    const file = sqliteFileFromUrl(databases.url());
    migrateFile(file, dir);
    const db = new Sqlite(file);
    expect(db.prepare(`SELECT count(*) FROM "C"`).pluck().get()).toBe(1);
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    db.close();
  });

  it("refuses to run past a migration the Prisma CLI recorded as failed", () => {
    const file = sqliteFileFromUrl(databases.url());
    migrateFile(file);
    const db = new Sqlite(file);
    db.prepare(`UPDATE "_prisma_migrations" SET finished_at = NULL`).run();
    db.close();
    expect(() => migrateFile(file)).toThrow(MigrationError);
    expect(() => migrateFile(file)).toThrow(/prisma migrate resolve/);
  });
});
