/**
 * Vitest global set-up: migrates one SQLite file for the run, for tests to copy
 * (sqlite-template.ts), and removes it at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateFile } from "../../src/store/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated SQLite file to copy. */
    sqliteTemplate: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-template-"));
  const file = path.join(dir, "melee.db");
  migrateFile(file);
  project.provide("sqliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
