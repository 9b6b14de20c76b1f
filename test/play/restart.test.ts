/**
 * Figures outlive the process: two runs of `npm start`'s entry point in local play (no
 * DISCORD_TOKEN, piped stdin) against one database file.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "melee-restart-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function runMain(script: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // An empty token means local play, and it keeps a developer's .env token from applying.
  const env = {
    ...process.env,
    DISCORD_TOKEN: "",
    DATABASE_URL: `file:${path.join(dir, "melee.db")}`,
    LOCAL_PLAY_OUTPUT_DIR: path.join(dir, "out"),
    LOCAL_PLAY_USER: "gm",
  };
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "src/main.ts"], { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(script);
  });
}

it("lists in a second run the figure created in the first", { timeout: 60_000 }, async () => {
  const first = await runMain(
    "/figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:spear\n",
  );
  expect(first.stdout, first.stderr).toContain("Ragnar joins the roster.");
  expect(first.code).toBe(0);

  const second = await runMain("/figure list\n");
  expect(second.stdout, second.stderr).toContain(
    "gm's figures:\n• Ragnar: Human, ST 11, DX 13, 0 EP",
  );
  expect(second.code).toBe(0);
});
