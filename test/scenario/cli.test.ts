/**
 * The scenario CLI's failures: a refused order and a bad file as a child process (exit status and
 * stderr as a user sees them), the rest in-process through scenarioCli.
 */
import { afterAll, describe, expect, it } from "vitest";
import { scenarioCli, USAGE } from "../../src/cli/scenario-cli.ts";
import { loadScenario, removeTemps, runCli, writeTemp } from "./run-cli.ts";

type Json = Record<string, unknown>;

function example(): Json & { turns: { orders: Json[] }[]; dice: number[] } {
  return loadScenario("combat-example.json") as ReturnType<typeof example>;
}

/** Runs scenarioCli in-process on a file's text, capturing both streams. */
function cli(args: string[], files: Record<string, string> = {}) {
  let stdout = "";
  let stderr = "";
  const status = scenarioCli(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}

describe("npm run scenario as a child process", () => {
  afterAll(removeTemps);

  it("exits 1 on an illegal order, naming the order and the engine's reason, after the log so far", () => {
    const file = example();
    const wulfTurn4 = file.turns[3]?.orders[2] as Json;
    wulfTurn4.ready = { weapon: "broadsword" };
    const path = writeTemp(file, "illegal.json");
    const result = runCli(path);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      `${path}: turns[3].orders[2] (turn 4, order 3: move wulf (k)) was refused: Wulf does not carry a broadsword.\n`,
    );
    expect(result.stderr).toContain(
      "1d6+2 = 7, armor and shield stop 5, Flavius takes 2 (ST 10/12)",
    );
  });

  it("exits 1 on a bad file, listing every problem with its path", () => {
    const file = example();
    (file.turns[3]?.orders[1] as Json).path = ["Z99"];
    (file.turns[0]?.orders[2] as Json).figure = "wolf";
    const path = writeTemp(file, "bad.json");
    const result = runCli(path);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      [
        `${path}: not a valid scenario (2 problems):`,
        '  turns[0].orders[2].figure: "wolf" is not a figure; the figures are flavius, wulf',
        '  turns[3].orders[1].path[0]: "Z99" is not a hex label in this 8 × 14 arena (A1 to H14)',
      ].join("\n"),
    );
  });
});

describe("scenarioCli", () => {
  it("prints the summary as one JSON object and the log on stderr", () => {
    const text = JSON.stringify(example());
    const result = cli(["example.json"], { "example.json": text });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ winner: "rome", turn: 9 });
    expect(result.stderr.split("\n")).toContain("── Turn 9 ──");
  });

  it("exits 1 when forced dice are left over", () => {
    const file = example();
    file.dice = [...file.dice, 3];
    const result = cli(["extra.json"], { "extra.json": JSON.stringify(file) });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      "extra.json: 1 forced die was left unused after the last order (turns[8].orders[2]): 3\n",
    );
  });

  it("exits 1 on a file that is not JSON or cannot be read", () => {
    const broken = cli(["broken.json"], { "broken.json": "{ nope" });
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(
      /^broken\.json: not a valid scenario \(1 problem\):\n {2}not valid JSON: /,
    );
    const missing = cli(["missing.json"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(
      "missing.json: cannot read the file: ENOENT: no such file or directory, open 'missing.json'\n",
    );
  });

  it("exits 2 with the usage when not given exactly one file", () => {
    expect(cli([])).toEqual({ status: 2, stdout: "", stderr: `${USAGE}\n` });
    expect(cli(["a.json", "b.json"]).status).toBe(2);
    const help = cli(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout.startsWith(USAGE)).toBe(true);
  });
});
