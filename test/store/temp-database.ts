/**
 * Real SQLite files in a temporary folder, removed after the test file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { copyMigratedSqlite } from "../support/sqlite-template.ts";

/** A fresh folder for this test file; every call to `url` names a new database in it. */
export function tempDatabases() {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-store-"));
  let count = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const newFile = (): string => {
    count += 1;
    return path.join(dir, `db-${count}`, "melee.db");
  };
  return {
    dir,
    /** A `file:` URL for a database that does not exist yet (in a folder that doesn't either). */
    url: (): string => `file:${newFile()}`,
    /** A `file:` URL for a new database with every migration applied (a copy of the template). */
    migratedUrl: (): string => copyMigratedSqlite(newFile()),
  };
}
