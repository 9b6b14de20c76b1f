/**
 * `npm run scenario -- FILE`: runs a scenario file (docs/scenario-format.md), writes the combat log
 * to standard error and the final state as one JSON object to standard output.
 * Exit codes: 0 success; 1 a bad file, a refused order or unused dice; 2 wrong usage.
 */

import { describeEvents, rosterLines } from "../render/log-text.ts";
import { formatIssue, parseScenarioText, runScenario } from "../scenario/index.ts";

export interface CliIo {
  readonly readFile: (path: string) => string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export const USAGE = "usage: npm run scenario -- FILE.json";

export function scenarioCli(args: readonly string[], io: CliIo): number {
  if (args.length === 1 && (args[0] === "--help" || args[0] === "-h")) {
    io.stdout(
      `${USAGE}\nRuns a MELEE scenario: the combat log goes to stderr, the final state (JSON) to stdout.\n`,
    );
    return 0;
  }
  const [file] = args;
  if (args.length !== 1 || file === undefined) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }

  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    io.stderr(
      `${file}: cannot read the file: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }

  const parsed = parseScenarioText(text);
  if (!parsed.ok) {
    const count = parsed.issues.length;
    const lines = parsed.issues.map((issue) => `  ${formatIssue(issue)}`);
    io.stderr(
      `${file}: not a valid scenario (${count} ${count === 1 ? "problem" : "problems"}):\n${lines.join("\n")}\n`,
    );
    return 1;
  }

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
