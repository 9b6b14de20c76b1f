/**
 * `.env` as dotenv reads it: comments, `export` prefixes, quoted values holding `#` and spaces,
 * a stray quote that spoils one line only, and the shell's own variables winning.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile } from "../src/env-file.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function envFile(lines: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-env-"));
  made.push(dir);
  const file = path.join(dir, ".env");
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

describe("loading .env", () => {
  it("reads quoted values with # and spaces, export prefixes, and skips comments", () => {
    const env: NodeJS.ProcessEnv = {};
    loadEnvFile(
      envFile([
        "# Bot token from the Discord developer portal",
        "export DISCORD_APPLICATION_ID=123456789012345678",
        'LOCAL_PLAY_USER="Gwen # the Bold  "',
        "LOG_LEVEL=debug # anything after an unquoted # is a comment",
        "LOCAL_PLAY_OUTPUT_DIR='./out dir'",
      ]),
      env,
    );
    expect(env).toEqual({
      DISCORD_APPLICATION_ID: "123456789012345678",
      LOCAL_PLAY_USER: "Gwen # the Bold  ",
      LOG_LEVEL: "debug",
      LOCAL_PLAY_OUTPUT_DIR: "./out dir",
    });
  });

  it("keeps a stray quote to its own line rather than swallowing the settings after it", () => {
    const env: NodeJS.ProcessEnv = {};
    loadEnvFile(envFile(['LOCAL_PLAY_USER="Gwen', "LOG_LEVEL=warn"]), env);
    expect(env.LOG_LEVEL).toBe("warn");
  });

  it("lets variables already set in the shell win", () => {
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: "error" };
    loadEnvFile(envFile(["LOG_LEVEL=debug", "LOCAL_PLAY_USER=gwen"]), env);
    expect(env).toEqual({ LOG_LEVEL: "error", LOCAL_PLAY_USER: "gwen" });
  });

  it("takes a missing file as no settings", () => {
    const env: NodeJS.ProcessEnv = {};
    loadEnvFile(path.join(tmpdir(), "melee-no-such-dir", ".env"), env);
    expect(env).toEqual({});
  });

  it("prints nothing while loading", () => {
    const written: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => written.push(String(chunk)) > 0) as typeof write;
    try {
      loadEnvFile(envFile(["LOG_LEVEL=info"]), {});
    } finally {
      process.stdout.write = write;
    }
    expect(written).toEqual([]);
  });
});
