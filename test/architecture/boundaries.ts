/**
 * The house's layers as rules over the import graph (docs/architecture.md, "Layers"). Each rule
 * names the files it governs and the imports they may not have; `boundaryViolations` lists every
 * import that breaks one.
 */
import { type Import, importsUnder } from "./imports.ts";

/** The folders whose imports are checked. */
export const SOURCE_FOLDERS = ["src", "commands"] as const;

/** The entry points: the processes' own files, which alone may start a front end. */
const ENTRY_POINTS = ["src/main.ts", "src/cli", "src/shards/cli.ts"];

export interface BoundaryRule {
  readonly name: string;
  /** Whether the rule governs a file (a path from the root). */
  readonly governs: (file: string) => boolean;
  /** Whether that file may not import the target (a path from the root, or a package). */
  readonly forbids: (target: string, file: string) => boolean;
}

export interface Violation {
  readonly rule: string;
  readonly file: string;
  readonly target: string;
}

/** Whether a path or package lies at or under one of the given places. */
function within(target: string, places: readonly string[]): boolean {
  return places.some((place) => target === place || target.startsWith(`${place}/`));
}

const FRONT_ENDS = ["src/bot", "src/play", "src/scheduler"];

/**
 * The store's files that write MELEE battles: src/battles/melee-battles.ts alone calls them, and
 * answers their refusals as outcomes (src/battles/outcome.ts).
 */
const MELEE_BATTLE_WRITES = [
  "src/store/battle-repository.ts",
  "src/store/battle-writes.ts",
  "src/store/battle-forming.ts",
  "src/store/battle-orders.ts",
  "src/store/battle-gm.ts",
  "src/store/battle-concede.ts",
  "src/store/battle-computer.ts",
];

/**
 * What every game's rules may use: the one dice interface, the hex grid the maps share and the seam
 * the service calls.
 */
const SHARED_BY_RULES = ["src/dice", "src/hex", "src/games/game.ts"];

/** The rules folder a file belongs to: src/engine (MELEE) or src/games/<game>/rules; null if none. */
function rulesFolderOf(file: string): string | null {
  if (within(file, ["src/engine"])) return "src/engine";
  const game = /^src\/games\/([^/]+)\/rules(\/|$)/.exec(file);
  return game === null ? null : `src/games/${game[1]}/rules`;
}

/** The game folder of a file in a game's render/ or computer/ folder; null if none. */
function gameSideOf(file: string): string | null {
  const game = /^src\/games\/([^/]+)\/(render|computer)(\/|$)/.exec(file);
  return game === null ? null : `src/games/${game[1]}`;
}

/** Whether a path lies inside one game's own folder (its rules, pictures, computer player or descriptor). */
function insideAGame(target: string): boolean {
  return /^src\/games\/[^/]+\//.test(target);
}

/** Whether a path is a game's rules, pictures, computer player or face: not its play descriptor. */
function pastAGamesDescriptor(target: string): boolean {
  return /^src\/games\/[^/]+\/(rules|render|computer|index\.ts)(\/|$)/.test(target);
}

/** The folders imported only through their public face, and that face. */
const FACES: readonly { readonly folder: string; readonly face: string }[] = [
  { folder: "src/engine", face: "src/engine/index.ts" },
  { folder: "src/scenario", face: "src/scenario/index.ts" },
  { folder: "src/computer", face: "src/computer/index.ts" },
];

/** The clients of the rules: the scenario file reader and the computer player. */
const RULES_CLIENTS = ["src/scenario", "src/computer"];

export const BOUNDARY_RULES: readonly BoundaryRule[] = [
  {
    name: "a game's rules import only themselves, the dice, the hex grid and the game seam",
    governs: (file) => rulesFolderOf(file) !== null,
    forbids: (target, file) => !within(target, [rulesFolderOf(file) ?? "", ...SHARED_BY_RULES]),
  },
  {
    name: "a game's pictures, words and computer player read no store, handler, front end or other game",
    governs: (file) => gameSideOf(file) !== null,
    forbids: (target, file) =>
      within(target, ["src/store", "commands", "src/engine", ...FRONT_ENDS]) ||
      (within(target, ["src/games"]) &&
        !within(target, [gameSideOf(file) ?? "", ...SHARED_BY_RULES])),
  },
  {
    // The games' modules (MELEE's over the engine, the registry, the log's fold) sit between the
    // store and the rules: they may use the rules' faces but nothing above them.
    name: "the games' modules import only the games, the dice and the rules' faces",
    governs: (file) =>
      within(file, ["src/games"]) && rulesFolderOf(file) === null && gameSideOf(file) === null,
    forbids: (target) =>
      !within(target, ["src/games", "src/dice"]) && !FACES.some(({ face }) => face === target),
  },
  {
    name: "the dice, the hex grid and the game seam import nothing",
    governs: (file) => within(file, SHARED_BY_RULES),
    forbids: (target) => !within(target, SHARED_BY_RULES),
  },
  {
    name: "the engine, the scenario reader and the computer player are imported through their faces",
    governs: () => true,
    forbids: (target, file) =>
      FACES.some(
        ({ folder, face }) =>
          within(target, [folder]) && !within(file, [folder]) && target !== face,
      ),
  },
  {
    // A scenario of another game is read through that game's face and run through the game seam.
    name: "the clients of the rules import only the rules, the dice, a game's face and each other",
    governs: (file) => within(file, RULES_CLIENTS),
    forbids: (target) =>
      within(target, SOURCE_FOLDERS) &&
      !within(target, ["src/engine", "src/dice", "src/games/game.ts", ...RULES_CLIENTS]) &&
      !/^src\/games\/[^/]+\/index\.ts$/.test(target),
  },
  {
    // Scenario files (assets/scenarios, local play's --scenario) are read by the battle service or
    // an entry point and handed to the reader as JSON, so the reader stays pure like the rules.
    name: "the clients of the rules read no files",
    governs: (file) => within(file, RULES_CLIENTS),
    forbids: (target) => within(target, ["node:fs", "fs"]),
  },
  {
    name: "only the bot front end and the shard manager import discord.js",
    governs: (file) => !within(file, ["src/bot", "src/shards"]),
    forbids: (target) => within(target, ["discord.js"]),
  },
  {
    name: "the store imports no handler, front end or settings",
    governs: (file) => within(file, ["src/store"]),
    forbids: (target) => within(target, ["commands", ...FRONT_ENDS, "src/config.ts"]),
  },
  {
    name: "the store imports no battle service",
    governs: (file) => within(file, ["src/store"]),
    forbids: (target) => within(target, ["src/battles"]),
  },
  {
    // The battle service sits between the front ends' handlers and the store; it reaches a game
    // only through the registry and the descriptors it holds (src/games/game-play.ts).
    name: "the battle service imports no handler, front end, settings, picture or game's own folder",
    governs: (file) => within(file, ["src/battles"]),
    forbids: (target) =>
      within(target, ["commands", ...FRONT_ENDS, "src/config.ts", "src/render", "src/engine"]) ||
      insideAGame(target),
  },
  {
    name: "handlers and front ends reach MELEE's battle writes only through the battle service",
    governs: (file) => within(file, ["commands", ...FRONT_ENDS]),
    forbids: (target) => within(target, MELEE_BATTLE_WRITES),
  },
  {
    name: "handlers reach a game other than MELEE only through its play descriptor",
    governs: (file) => within(file, ["commands"]),
    forbids: (target) => pastAGamesDescriptor(target),
  },
  {
    name: "the settings import no handler",
    governs: (file) => file === "src/config.ts",
    forbids: (target) => within(target, ["commands"]),
  },
  {
    name: "rendering never reads the store",
    governs: (file) => within(file, ["src/render"]),
    forbids: (target) => within(target, ["src/store"]),
  },
  {
    // The odds are a client of the rules and the computer player: they know no chat, store or picture.
    name: "the odds import no handler, store, picture, settings or front end",
    governs: (file) => within(file, ["src/odds"]),
    forbids: (target) =>
      within(target, ["commands", "src/store", "src/render", "src/config.ts", ...FRONT_ENDS]),
  },
  {
    name: "handlers import no front end",
    governs: (file) => within(file, ["commands"]),
    forbids: (target) => within(target, FRONT_ENDS),
  },
  {
    // Local play runs the deadline scheduler in its own process, as main.ts does for the bot.
    name: "only entry points start a front end",
    governs: (file) => !within(file, ENTRY_POINTS),
    forbids: (target, file) =>
      FRONT_ENDS.some(
        (frontEnd) =>
          within(target, [frontEnd]) &&
          !within(file, [frontEnd]) &&
          !(frontEnd === "src/scheduler" && within(file, ["src/play"])),
      ),
  },
];

/** Every import under `root` that breaks one of the rules. */
export function boundaryViolations(
  root: string,
  rules: readonly BoundaryRule[] = BOUNDARY_RULES,
): Violation[] {
  return importsUnder(root, SOURCE_FOLDERS).flatMap(({ file, target }: Import) =>
    rules
      .filter((rule) => rule.governs(file) && rule.forbids(target, file))
      .map((rule) => ({ rule: rule.name, file, target })),
  );
}
