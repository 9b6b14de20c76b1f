/**
 * Real SQLite files in a temporary folder, removed after the test file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** A fresh folder for this test file; every call to `url` names a new database in it. */
export function tempDatabases() {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-store-"));
  let count = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    /** A `file:` URL for a database that does not exist yet (in a folder that doesn't either). */
    url(): string {
      count += 1;
      return `file:${path.join(dir, `db-${count}`, "melee.db")}`;
    },
  };
}
