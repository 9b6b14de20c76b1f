/**
 * `npm run scenario -- FILE`: runs a scenario file (docs/scenario-format.md) of the game its
 * "game" field names (MELEE when it has none), writes the log to standard error and the final
 * state as one JSON object to standard output.
 * Exit codes: 0 success; 1 a bad file, a refused order or unused dice; 2 wrong usage.
 */

import { runScenarioText } from "./scenario-games.ts";

export interface CliIo {
  readonly readFile: (path: string) => string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export const USAGE = "usage: npm run scenario -- FILE.json";

export function scenarioCli(args: readonly string[], io: CliIo): number {
  if (args.length === 1 && (args[0] === "--help" || args[0] === "-h")) {
    io.stdout(
      `${USAGE}\nRuns a scenario (MELEE, or the game its "game" field names): the log goes to stderr, the final state (JSON) to stdout.\n`,
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

  return runScenarioText(file, text, io);
}
