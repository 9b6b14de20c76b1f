/**
 * A scenario of The Ur-Quan Legacy: Melee! run for the command line: the battle log, in the
 * words the channel reads, to stderr; the summary to stdout.
 */
import { logLines } from "../games/ur-quan/index.ts";
import { parseUrQuanScenario, runUrQuanScenario, summarizeUrQuan } from "../scenario/index.ts";
import { reportIssues } from "./melee-scenario.ts";
import type { CliIo } from "./scenario-cli.ts";

export function urQuanScenarioCli(file: string, json: unknown, io: CliIo): number {
  const parsed = parseUrQuanScenario(json);
  if (!parsed.ok) return reportIssues(file, parsed.issues, io);
  const run = runUrQuanScenario(parsed.scenario);
  // The last state names every ship placed so far, so it words every step.
  const last = run.state;
  if (last !== null)
    io.stderr(`${run.steps.flatMap((events) => logLines(last, events)).join("\n")}\n`);
  if (!run.ok) {
    const where = run.failure.path === "" ? "" : `${run.failure.path}: `;
    io.stderr(`${file}: ${where}${run.failure.message}\n`);
    return 1;
  }
  io.stdout(`${JSON.stringify(summarizeUrQuan(run.state, run.diceRolled), null, 2)}\n`);
  return 0;
}
