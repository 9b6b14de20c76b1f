/**
 * A SQLite file with every migration applied, made once per test run (sqlite-setup.ts) and
 * copied for each test's database: copying a file is several times faster than migrating a new
 * one, and most tests open a fresh database.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";

/** Copies the migrated template to `file` (creating its folder); returns its `file:` URL. */
export function copyMigratedSqlite(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(inject("sqliteTemplate"), file);
  return `file:${file}`;
}

/** A migrated SQLite database in a new temporary folder, and a way to remove it. */
export async function tempMigratedSqlite(
  prefix: string,
): Promise<{ url: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return {
    url: copyMigratedSqlite(path.join(dir, "melee.db")),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
