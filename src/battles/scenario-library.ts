/**
 * The scenarios a battle may be opened from (`/battle new scenario:`): those bundled in
 * assets/scenarios/, and in local play any file named on the command line. Each is read once,
 * through the scenario reader's one code path (src/scenario), and checked as a scenario to be
 * played; a battle copies the set-up into its own rows and log, so a later edit of a file never
 * changes a battle already opened.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatIssue, parsePlayableScenario, type Scenario } from "../scenario/index.ts";

/** Where the bundled scenarios are: one JSON file each, named by its file name. */
export const BUNDLED_SCENARIOS_DIR = fileURLToPath(
  new URL("../../assets/scenarios/", import.meta.url),
);

/** A scenario to play: its name (the file's, without `.json`), what it is, and its set-up. */
export interface PlayableScenario {
  readonly name: string;
  /** The file's top-level note: what the scenario is, for the autocomplete and the forming message. */
  readonly about: string;
  readonly setup: Scenario["setup"];
}

/** A file that is not a scenario to be played: its path and every problem, each with its field. */
export class ScenarioFileError extends Error {
  constructor(
    readonly path: string,
    readonly problems: readonly string[],
  ) {
    super(`${path} is not a scenario to play:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ScenarioFileError";
  }
}

/** Reads one scenario file to play; throws ScenarioFileError naming the path and the fields. */
export function readPlayableScenario(path: string): PlayableScenario {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ScenarioFileError(path, [error instanceof Error ? error.message : String(error)]);
  }
  const read = parsePlayableScenario(json);
  if (!read.ok) throw new ScenarioFileError(path, read.issues.map(formatIssue));
  const note = (json as { readonly note?: unknown }).note;
  return {
    name: basename(path).replace(/\.json$/i, ""),
    about: typeof note === "string" ? note : "",
    setup: read.setup,
  };
}

/** The scenarios by name. */
export class ScenarioLibrary {
  readonly #byName: ReadonlyMap<string, PlayableScenario>;

  constructor(scenarios: readonly PlayableScenario[]) {
    this.#byName = new Map(scenarios.map((s) => [s.name.toLowerCase(), s]));
  }

  /** Every `.json` file of a folder (the bundled ones by default). */
  static fromFolder(dir: string = BUNDLED_SCENARIOS_DIR): ScenarioLibrary {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort();
    return new ScenarioLibrary(files.map((file) => readPlayableScenario(join(dir, file))));
  }

  /** This library with the files given added (a name already here is replaced). */
  withFiles(paths: readonly string[]): ScenarioLibrary {
    return new ScenarioLibrary([...this.#byName.values(), ...paths.map(readPlayableScenario)]);
  }

  /** The names, in order. */
  names(): string[] {
    return [...this.#byName.values()].map((s) => s.name).sort();
  }

  /** The scenario of that name (case aside), or undefined. */
  find(name: string): PlayableScenario | undefined {
    return this.#byName.get(name.trim().toLowerCase());
  }
}
