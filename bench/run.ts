/**
 * `npm run bench`: runs every bench module listed below, one after another in this process, and
 * prints each figure as `bench <name> <value> <unit>` on stdout (progress and errors go to stderr).
 * `npm run bench -- engine` runs only the modules whose name contains "engine".
 *
 * To add a module, add one line to MODULES.
 */
import { type BenchModule, formatBenchLine, type Report } from "./report.ts";

const MODULES: readonly (readonly [name: string, load: () => Promise<BenchModule>])[] = [
  ["engine", () => import("./engine.bench.ts")],
  ["computer", () => import("./computer.bench.ts")],
  ["quick-combat", () => import("./quick-combat.bench.ts")],
  ["store", () => import("./store.bench.ts")],
  ["render", () => import("./render.bench.ts")],
  ["bot", () => import("./bot.bench.ts")],
  ["bot-odds", () => import("./odds-reply.bench.ts")],
  ["play", () => import("./play.bench.ts")],
];

async function main(filters: readonly string[]): Promise<number> {
  const selected = MODULES.filter(
    ([name]) => filters.length === 0 || filters.some((f) => name.includes(f)),
  );
  if (selected.length === 0) {
    process.stderr.write(`no bench module matches ${filters.join(", ")}\n`);
    return 1;
  }
  let failed = 0;
  for (const [name, load] of selected) {
    const report: Report = (figure, value, unit) => {
      process.stdout.write(`${formatBenchLine(figure, value, unit)}\n`);
    };
    const started = performance.now();
    try {
      const module = await load();
      await module.run(report);
      process.stderr.write(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    } catch (error) {
      failed++;
      process.stderr.write(
        `bench module ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
