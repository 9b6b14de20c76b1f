/**
 * Runs local play on a scripted input stream and returns everything it printed; a fresh output
 * folder per test, and the script that starts a battle most tests begin with.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, vi } from "vitest";
import type { Services } from "../../commands/services.ts";
import { runLocalPlay } from "../../src/play/local-play.ts";

export async function playScript(
  services: Services,
  lines: readonly string[],
  outputDir: string,
  user = "gm",
): Promise<string> {
  const live = livePlay(services, outputDir, user);
  // All lines arrive at once: processing must still be strictly one after another.
  live.write(lines);
  return live.end();
}

/** A guard against a hang, not a measure: a busy machine may be slow. */
const PATIENCE = { timeout: 20_000, interval: 5 };

/**
 * Local play fed one line at a time: `send` writes a line and waits for what it printed to match
 * `pattern` (answering the match), so a test can read an id off the screen and use it next;
 * `end` closes the input and answers everything printed.
 */
export function livePlay(services: Services, outputDir: string, user = "gm") {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (chunk: Buffer) => {
    printed += chunk.toString("utf8");
  });
  const done = runLocalPlay({ services, input, output, user, outputDir });
  return {
    /** Writes lines without waiting. */
    write: (lines: readonly string[]) => input.write(`${lines.join("\n")}\n`),
    send: (line: string, pattern: RegExp) => {
      const from = printed.length;
      input.write(`${line}\n`);
      return vi.waitFor(() => {
        const found = pattern.exec(printed.slice(from));
        if (found === null)
          throw new Error(`nothing matching ${pattern} after ${line}: ${printed.slice(from)}`);
        return found;
      }, PATIENCE);
    },
    end: async () => {
      input.end();
      await done;
      return printed;
    },
  };
}

/** A fresh folder (named from `prefix`) for local play's files in each test, removed after it. */
export function outputDirPerTest(prefix: string): { readonly path: string } {
  let dir: string | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });
  return {
    get path() {
      if (dir === undefined) throw new Error("the output folder is made before each test");
      return dir;
    },
  };
}

/**
 * alice's Ragnar (Hunters) against bob's Wulf (Raiders) in a death battle, started; `options`
 * adds to /battle new (e.g. a ruleset).
 */
export function huntersAgainstRaiders(options = ""): readonly string[] {
  return [
    "/as alice /figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:spear ready:spear",
    "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
    `/battle new type:death${options === "" ? "" : ` ${options}`} side-a:Hunters side-b:Raiders thread:false`,
    "/as alice /battle join figure:Ragnar side:a",
    "/as bob /battle join figure:Wulf side:b",
    "/battle start",
  ];
}

/**
 * An ADVANCED MELEE battle of alice's Roland (a broadsword, and `talents` if given) and the GM's
 * horse Bayard against bob's Wulf: Roland gets on Bayard in turn 1 while Wulf walks up, and in
 * turn 3, Roland passing, Wulf stands in G3 beside them with his order to give.
 */
export function rolandRidesUpToWulf(talents = ""): readonly string[] {
  return [
    [
      "/as alice /figure create name:Roland race:human st:12 dx:12 armor:none weapons:broadsword ready:broadsword",
      ...(talents === "" ? [] : [talents]),
      "ruleset:advanced-melee",
    ].join(" "),
    "/as bob /figure create name:Wulf race:human st:12 dx:12 weapons:broadsword ready:broadsword",
    "/battle new type:death ruleset:advanced-melee side-a:Riders side-b:Raiders thread:false",
    "/as alice /battle join figure:Roland side:a",
    "/battle add monster:horse side:a name:Bayard",
    "/as bob /battle join figure:Wulf side:b",
    "/battle start",
    "/as alice /battle initiative choice:first",
    // Roland enters at E1, Bayard at G2–G1: F1 is beside both.
    "/as alice /battle order figure:Roland option:mount to:F1 target:Bayard",
    "/as bob /battle order figure:Wulf option:a to:G9",
    "/as alice /battle initiative choice:first",
    "/as alice /battle order figure:Roland option:pass",
    "/as bob /battle order figure:Wulf option:a to:G3",
    "/as alice /battle initiative choice:first",
    "/as alice /battle order figure:Roland option:pass",
  ];
}
