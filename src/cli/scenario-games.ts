/**
 * The scenario command's one dispatch: a file's "game" field picks the game's own reader and
 * runner; a file without one is MELEE's, read exactly as before the field existed. A game adds
 * its scenarios by adding its entry here.
 */
import { parseScenario, parseScenarioText } from "../scenario/index.ts";
import { runMeleeScenario } from "./melee-scenario.ts";
import type { CliIo } from "./scenario-cli.ts";
import { urQuanScenarioCli } from "./ur-quan-scenario.ts";

/** Runs a file's JSON (its "game" field still in it, for the game's own schema) and gives the exit code. */
type ScenarioGameCli = (file: string, json: Record<string, unknown>, io: CliIo) => number;

export const SCENARIO_GAMES: Readonly<Record<string, ScenarioGameCli>> = {
  melee: (file, { game: _game, ...melee }, io) => runMeleeScenario(file, parseScenario(melee), io),
  "ur-quan": urQuanScenarioCli,
};

function gameField(text: string): { json: Record<string, unknown>; game: unknown } | null {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
    const record = json as Record<string, unknown>;
    return "game" in record ? { json: record, game: record.game } : null;
  } catch {
    return null;
  }
}

export function runScenarioText(file: string, text: string, io: CliIo): number {
  const named = gameField(text);
  if (named === null) return runMeleeScenario(file, parseScenarioText(text), io);
  const run =
    typeof named.game === "string" && Object.hasOwn(SCENARIO_GAMES, named.game)
      ? SCENARIO_GAMES[named.game]
      : undefined;
  if (run === undefined) {
    const games = Object.keys(SCENARIO_GAMES).map((g) => `"${g}"`);
    io.stderr(
      `${file}: "game" must be one of ${games.join(", ")}; got ${JSON.stringify(named.game)}\n`,
    );
    return 1;
  }
  return run(file, named.json, io);
}
