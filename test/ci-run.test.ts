/**
 * .ci/run runs the README's test command and prints how long it took, passing on its exit
 * status. Run here in a copy with `npm` (and the PostgreSQL check) stubbed, so nothing is
 * installed or tested for real.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function executable(file: string, text: string): void {
  writeFileSync(file, text);
  chmodSync(file, 0o755);
}

/** Runs a copy of .ci/run whose `npm test` exits with `testStatus`; returns what happened. */
function runCi(testStatus: number) {
  const root = mkdtempSync(path.join(tmpdir(), "melee-ci-"));
  made.push(root);
  for (const dir of [".ci", "scripts", "bin"]) mkdirSync(path.join(root, dir));
  copyFileSync(".ci/run", path.join(root, ".ci", "run"));
  executable(path.join(root, "scripts", "postgres-test-server.sh"), "#!/bin/sh\nexit 0\n");
  const calls = path.join(root, "npm-calls");
  executable(
    path.join(root, "bin", "npm"),
    `#!/bin/sh\necho "npm $*" >> "${calls}"\nif [ "$1" = test ]; then exit ${testStatus}; fi\n`,
  );
  const result = spawnSync("bash", [path.join(root, ".ci", "run")], {
    encoding: "utf8",
    env: { ...process.env, PATH: `${path.join(root, "bin")}:${process.env.PATH}` },
  });
  return { ...result, npm: readFileSync(calls, "utf8").trim().split("\n") };
}

/** The command the README gives for the tests. */
function readmeTestCommand(): string {
  const blocks = [...readFileSync("README.md", "utf8").matchAll(/```sh\n([^`]*?)\n```/g)];
  const command = blocks.map((b) => b[1]?.trim()).find((text) => text?.startsWith("npm test"));
  if (command === undefined) throw new Error("the README gives no test command");
  return command;
}

describe(".ci/run", () => {
  it("installs, runs the README's test command and prints how long it took", () => {
    const run = runCi(0);
    expect(run.status).toBe(0);
    expect(run.npm).toEqual(["npm install --no-audit --no-fund", readmeTestCommand()]);
    expect(run.stdout).toMatch(/^npm test took \d+ s \(exit status 0\)$/m);
  });

  it("fails as the tests fail, still printing the time", () => {
    const run = runCi(3);
    expect(run.status).toBe(3);
    expect(run.stdout).toMatch(/^npm test took \d+ s \(exit status 3\)$/m);
  });
});
