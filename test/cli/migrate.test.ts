import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../scenario/run-cli.ts";

const MIGRATIONS = readdirSync(join(REPO_ROOT, "prisma/migrations"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** `npm run db:migrate` as a child process, against the given database. */
function migrate(databaseUrl: string): { status: number | null; stdout: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/cli/migrate.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout };
}

describe("npm run db:migrate (src/cli/migrate.ts)", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  // Two child processes starting tsx: generous, so a busy machine does not fail it.
  it("applies every migration to a new SQLite file, then finds it up to date", {
    timeout: 120_000,
  }, () => {
    folder = mkdtempSync(join(tmpdir(), "melee-migrate-cli-"));
    const url = `file:${join(folder, "melee.db")}`;

    const first = migrate(url);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(
      [
        `Applied ${MIGRATIONS.length} migration(s) to ${url}:`,
        ...MIGRATIONS.map((name) => `  ${name}`),
        "",
      ].join("\n"),
    );

    const second = migrate(url);
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(`${url} is up to date.\n`);
  });
});
