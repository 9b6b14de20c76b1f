/** A MELEE scenario run for the command line: the combat log to stderr, the summary to stdout. */
import { describeEvents, rosterLines } from "../render/log-text.ts";
import {
  formatIssue,
  type ParseResult,
  runScenario,
  type ScenarioIssue,
} from "../scenario/index.ts";
import type { CliIo } from "./scenario-cli.ts";

/** Reports a file's problems, every one with its place in the file; any game's reader's. */
export function reportIssues(file: string, issues: readonly ScenarioIssue[], io: CliIo): number {
  const count = issues.length;
  const lines = issues.map((issue) => `  ${formatIssue(issue)}`);
  io.stderr(
    `${file}: not a valid scenario (${count} ${count === 1 ? "problem" : "problems"}):\n${lines.join("\n")}\n`,
  );
  return 1;
}

export function runMeleeScenario(file: string, parsed: ParseResult, io: CliIo): number {
  if (!parsed.ok) return reportIssues(file, parsed.issues, io);

  const run = runScenario(parsed.scenario);
  if (run.start && run.state) {
    const log = [...rosterLines(run.start), ...describeEvents(run.state, run.events)];
    io.stderr(`${log.join("\n")}\n`);
  }
  if (!run.ok) {
    io.stderr(`${file}: ${run.failure.message}\n`);
    if (run.failure.kind === "engine-error" && run.failure.cause instanceof Error) {
      io.stderr(`${run.failure.cause.stack ?? run.failure.cause.message}\n`);
    }
    return 1;
  }
  io.stdout(`${JSON.stringify(run.summary, null, 2)}\n`);
  return 0;
}
