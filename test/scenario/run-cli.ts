/**
 * Runs the scenario CLI as a child process, the way `npm run scenario -- FILE` does, and scenario
 * files written to a temporary folder.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(...args: string[]): CliResult {
  const result = spawnSync("npx", ["tsx", "src/cli/scenario.ts", ...args], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A scenario file from test/scenarios, parsed, to change and write elsewhere. */
export function loadScenario(name: string): Record<string, unknown> & {
  turns: unknown[];
  dice: unknown;
} {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, "test/scenarios", name), "utf8"));
}

const tempDirs: string[] = [];

/** Writes JSON (or raw text) to a new temporary file and returns its path. */
export function writeTemp(content: unknown, name = "scenario.json"): string {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-scenario-"));
  tempDirs.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

/** Removes the files writeTemp made. */
export function removeTemps(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
