/**
 * How the play loop reads in chat, counted (not timed) on the book's combat example played
 * through the fake Discord by the end-to-end tests that assert on the same counts:
 *
 * - bot.public_messages_per_turn: the bot's public messages in the channel over the example's
 *   9 turns, per turn (test/e2e/battle.test.ts; issue 22's target is at most 3 in a duel).
 * - bot.clicks_per_order: the clicks after "Give orders" per move order, the example played by
 *   clicks alone (test/e2e/order-clicks.test.ts; at most 4 for any order).
 *
 * The tests drive the fake Discord through vitest's helpers, which need vitest's runner, so this
 * module runs them in a child vitest and relays the bench lines they print.
 */
import { spawn } from "node:child_process";
import type { Report } from "./report.ts";

const FIGURES = ["bot.public_messages_per_turn", "bot.clicks_per_order"] as const;
const TESTS = [
  ["test/e2e/battle.test.ts", "plays to the book's end"],
  ["test/e2e/order-clicks.test.ts", "plays the combat example with clicks alone"],
] as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/** The bench lines in a vitest run's output: name, value and unit of each. */
export function benchLines(output: string): { name: string; value: number; unit: string }[] {
  const plain = output.replace(ANSI_COLOUR, "");
  return [...plain.matchAll(/^bench (\S+) (\S+) (\S+)$/gm)].map(([, name, value, unit]) => ({
    name: name ?? "",
    value: Number(value),
    unit: unit ?? "",
  }));
}

function runVitest(file: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["node_modules/vitest/vitest.mjs", "run", file, "-t", name],
      { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, NO_COLOR: "1" } },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`vitest ${file} exited with ${code}`)),
    );
  });
}

export async function run(report: Report): Promise<void> {
  const found = new Map<string, { value: number; unit: string }>();
  for (const [file, name] of TESTS) {
    for (const line of benchLines(await runVitest(file, name))) found.set(line.name, line);
  }
  for (const figure of FIGURES) {
    const line = found.get(figure);
    if (line === undefined) throw new Error(`no ${figure} line from the end-to-end tests`);
    report(figure, line.value, line.unit);
  }
}
