/**
 * `npm start -- --scenario FILE` (repeatable): local play with scenario files from outside
 * assets/scenarios, opened like the bundled ones by `/battle new scenario:<file name>`. A file
 * that is not a scenario to play stops the start with its path and each problem's field.
 */
import { ScenarioFileError, ScenarioLibrary } from "../battles/scenario-library.ts";

const FLAG = "--scenario";

/** The library to play with, or what is wrong with the arguments (for standard error). */
export function scenariosFromArguments(
  argv: readonly string[],
  localPlay: boolean,
  bundled: () => ScenarioLibrary = () => ScenarioLibrary.fromFolder(),
): { readonly scenarios: ScenarioLibrary } | { readonly problem: string } {
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg !== FLAG) return { problem: `Unknown argument "${arg}"; use ${FLAG} FILE.` };
    const file = argv[i + 1];
    if (file === undefined || file.startsWith("--")) {
      return { problem: `${FLAG} needs a file: ${FLAG} my-scenario.json.` };
    }
    files.push(file);
    i++;
  }
  if (files.length > 0 && !localPlay) {
    return {
      problem: `${FLAG} is for local play; the Discord bot (DISCORD_TOKEN set) plays the bundled scenarios only.`,
    };
  }
  try {
    return { scenarios: bundled().withFiles(files) };
  } catch (error) {
    if (error instanceof ScenarioFileError) return { problem: error.message };
    throw error;
  }
}
