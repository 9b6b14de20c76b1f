import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { boundaryViolations, type Violation } from "./boundaries.ts";
import { specifiersIn } from "./imports.ts";

const ROOT = join(import.meta.dirname, "..", "..");

const RULES_ALONE =
  "a game's rules import only themselves, the dice, the hex grid and the game seam";
const GAME_SIDE_ALONE =
  "a game's pictures, words and computer player read no store, handler, front end or other game";
const SHARED_ALONE = "the dice, the hex grid and the game seam import nothing";
const GAMES_BELOW = "the games' modules import only the games, the dice and the rules' faces";
const STORE_BELOW = "the store imports no handler, front end or settings";
const ODDS_BELOW = "the odds import no handler, store, picture, settings or front end";
const ENTRY_POINTS_ONLY = "only entry points start a front end";
const THROUGH_FACES =
  "the engine, the scenario reader and the computer player are imported through their faces";
const SERVICE_BELOW =
  "the battle service imports no handler, front end, settings, picture or game's own folder";
const CLIENTS_BELOW =
  "the clients of the rules import only the rules, the dice, a game's face and each other";
const MELEE_WRITES_THROUGH_SERVICE =
  "handlers and front ends reach MELEE's battle writes only through the battle service";

function sorted(violations: readonly Violation[]): Violation[] {
  return [...violations].sort((a, b) =>
    `${a.file} ${a.target} ${a.rule}`.localeCompare(`${b.file} ${b.target} ${b.rule}`),
  );
}

describe("the import parser", () => {
  it("reads static, re-exported, bare and dynamic imports, across lines", () => {
    const text = [
      'import { a,\n  b } from "./a.ts";',
      'import type { C } from "../c.ts";',
      'export * from "./d.ts";',
      'export { e } from "e-package";',
      'import "./f.ts";',
      'const g = await import("./g.ts");',
      'export const notAnImport = "from";',
    ].join("\n");
    expect(specifiersIn(text).sort()).toEqual(
      ["../c.ts", "./a.ts", "./d.ts", "./f.ts", "./g.ts", "e-package"].sort(),
    );
  });
});

describe("the boundaries between layers", () => {
  it("hold in the source", () => {
    expect(boundaryViolations(ROOT)).toEqual([]);
  });

  describe("on planted violations", () => {
    let fixture: string | undefined;
    afterEach(() => {
      if (fixture !== undefined) rmSync(fixture, { recursive: true, force: true });
    });

    /** Each planted file, its text, and the imports (and rules) it breaks. */
    const PLANTED: readonly { file: string; text: string; breaks: [string, string][] }[] = [
      {
        file: "src/engine/battle/rule.ts",
        text: 'import { x } from "../../store/battle-store.ts";',
        breaks: [["src/store/battle-store.ts", RULES_ALONE]],
      },
      {
        file: "src/dice/dice.ts",
        text: 'import { randomInt } from "node:crypto";',
        breaks: [["node:crypto", SHARED_ALONE]],
      },
      {
        file: "src/engine/battle/roll.ts",
        text: 'import type { Dice } from "../../dice/dice.ts";\nimport { hexDistance } from "../../hex/grid.ts";',
        breaks: [],
      },
      {
        file: "src/hex/grid.ts",
        text: 'import { x } from "../engine/index.ts";\nimport { y } from "../dice/dice.ts";',
        breaks: [["src/engine/index.ts", SHARED_ALONE]],
      },
      {
        file: "src/games/ur-quan/rules/turn.ts",
        text: 'import type { Dice } from "../../../dice/dice.ts";\nimport type { GameRules } from "../../game.ts";\nimport { x } from "./ships.ts";\nimport { y } from "../../../engine/index.ts";\nimport { z } from "../../la-mame/rules/map.ts";',
        breaks: [
          ["src/engine/index.ts", RULES_ALONE],
          ["src/games/la-mame/rules/map.ts", RULES_ALONE],
        ],
      },
      {
        file: "src/games/ur-quan/render/star-map.ts",
        text: 'import { x } from "../rules/hex.ts";\nimport { y } from "../../../render/map/png.ts";\nimport { z } from "../../../store/battle-store.ts";\nimport { w } from "../../la-mame/rules/map.ts";',
        breaks: [
          ["src/store/battle-store.ts", GAME_SIDE_ALONE],
          ["src/games/la-mame/rules/map.ts", GAME_SIDE_ALONE],
        ],
      },
      {
        file: "src/games/melee/board.ts",
        text: 'import { MELEE } from "./melee-game.ts";\nimport { x } from "../../engine/index.ts";\nimport { y } from "../../store/battle-store.ts";\nimport { z } from "../../render/log-text.ts";',
        breaks: [
          ["src/store/battle-store.ts", GAMES_BELOW],
          ["src/render/log-text.ts", GAMES_BELOW],
        ],
      },
      { file: "src/engine/index.ts", text: 'export * from "./battle/rule.ts";', breaks: [] },
      { file: "src/computer/index.ts", text: 'export * from "./policy.ts";', breaks: [] },
      {
        file: "src/computer/policy.ts",
        text: 'import { x } from "../engine/index.ts";\nimport type { Dice } from "../dice/dice.ts";\nimport { y } from "../engine/battle/movement.ts";\nimport { z } from "../render/log-text.ts";',
        breaks: [
          ["src/engine/battle/movement.ts", THROUGH_FACES],
          ["src/render/log-text.ts", CLIENTS_BELOW],
        ],
      },
      {
        file: "src/scenario/parse.ts",
        text: 'import { z } from "zod";\nimport { x } from "./reader.ts";\nimport { y } from "../store/rows.ts";\nimport { readFileSync } from "node:fs";',
        breaks: [
          ["src/store/rows.ts", CLIENTS_BELOW],
          ["node:fs", "the clients of the rules read no files"],
        ],
      },
      {
        file: "src/scenario/games/ur-quan.ts",
        text: 'import { x } from "../../games/ur-quan/index.ts";\nimport type { G } from "../../games/game.ts";\nimport { y } from "../../games/ur-quan/rules/rules.ts";\nimport { z } from "../../games/registry.ts";',
        breaks: [
          ["src/games/ur-quan/rules/rules.ts", CLIENTS_BELOW],
          ["src/games/registry.ts", CLIENTS_BELOW],
        ],
      },
      {
        file: "src/scheduler/deadlines.ts",
        text: 'import { safestOrder } from "../computer/index.ts";\nimport { x } from "../engine/battle/rule.ts";\nimport { y } from "../computer/duel.ts";\nimport { z } from "../scenario/run.ts";',
        breaks: [
          ["src/engine/battle/rule.ts", THROUGH_FACES],
          ["src/computer/duel.ts", THROUGH_FACES],
          ["src/scenario/run.ts", THROUGH_FACES],
        ],
      },
      {
        file: "commands/battle.ts",
        text: 'import { Client } from "discord.js";',
        breaks: [["discord.js", "only the bot front end and the shard manager import discord.js"]],
      },
      {
        file: "commands/log.ts",
        text: 'import { DEADLINE } from "../src/scheduler/deadlines.ts";',
        breaks: [
          ["src/scheduler/deadlines.ts", "handlers import no front end"],
          ["src/scheduler/deadlines.ts", ENTRY_POINTS_ONLY],
        ],
      },
      {
        file: "src/store/cli.ts",
        text: 'import { load } from "../config.ts";',
        breaks: [["src/config.ts", STORE_BELOW]],
      },
      {
        file: "src/store/hint.ts",
        text: 'const c = await import("../../commands/services.ts");',
        breaks: [["commands/services.ts", STORE_BELOW]],
      },
      {
        file: "src/store/game-rows.ts",
        text: 'import { GameBattles } from "../battles/game-battles.ts";',
        breaks: [["src/battles/game-battles.ts", "the store imports no battle service"]],
      },
      {
        file: "src/battles/service.ts",
        text: 'import { gamePlayById } from "../games/registry.ts";\nimport { x } from "../store/game-battle-repository.ts";\nimport { y } from "../games/la-mame/rules/rules.ts";\nimport { z } from "../../commands/lamame/reply.ts";\nimport { w } from "../render/map/png.ts";',
        breaks: [
          ["src/games/la-mame/rules/rules.ts", SERVICE_BELOW],
          ["commands/lamame/reply.ts", SERVICE_BELOW],
          ["src/render/map/png.ts", SERVICE_BELOW],
        ],
      },
      {
        file: "commands/battle/join.ts",
        text: 'import { MeleeBattles } from "../../src/battles/melee-battles.ts";\nimport type { BattleSummary } from "../../src/store/battle-types.ts";\nimport { OrderWrites } from "../../src/store/battle-orders.ts";',
        breaks: [["src/store/battle-orders.ts", MELEE_WRITES_THROUGH_SERVICE]],
      },
      {
        file: "src/scheduler/reminders.ts",
        text: 'import { GmWrites } from "../store/battle-gm.ts";',
        breaks: [["src/store/battle-gm.ts", MELEE_WRITES_THROUGH_SERVICE]],
      },
      {
        file: "commands/lamame/board.ts",
        text: 'import { LA_MAME_PLAY } from "../../src/games/la-mame/play.ts";\nimport { x } from "../../src/games/la-mame/render/describe.ts";',
        breaks: [
          [
            "src/games/la-mame/render/describe.ts",
            "handlers reach a game other than MELEE only through its play descriptor",
          ],
        ],
      },
      {
        file: "src/config.ts",
        text: 'import type { Limits } from "../commands/services.ts";',
        breaks: [["commands/services.ts", "the settings import no handler"]],
      },
      {
        file: "src/render/map.ts",
        text: 'import type { Row } from "../store/rows.ts";',
        breaks: [["src/store/rows.ts", "rendering never reads the store"]],
      },
      {
        file: "src/odds/run.ts",
        text: 'import { answer } from "../computer/index.ts";\nimport type { Services } from "../../commands/services.ts";\nimport { x } from "../store/rows.ts";',
        breaks: [
          ["commands/services.ts", ODDS_BELOW],
          ["src/store/rows.ts", ODDS_BELOW],
        ],
      },
      {
        file: "src/services.ts",
        text: 'import { startBot } from "./bot/client.ts";',
        breaks: [["src/bot/client.ts", ENTRY_POINTS_ONLY]],
      },
      {
        file: "src/bot/client.ts",
        text: 'import { Client } from "discord.js";\nimport "./post.ts";',
        breaks: [],
      },
      {
        file: "src/main.ts",
        text: 'import("./bot/client.ts");\nimport "./play/local-play.ts";',
        breaks: [],
      },
      {
        file: "src/play/local-play.ts",
        text: 'import { start } from "../scheduler/deadlines.ts";',
        breaks: [],
      },
    ];

    it("report each import that runs against a rule, and nothing else", () => {
      const root = mkdtempSync(join(tmpdir(), "boundaries-"));
      fixture = root;
      mkdirSync(join(root, "commands"));
      for (const { file, text } of PLANTED) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      const expected = PLANTED.flatMap(({ file, breaks }) =>
        breaks.map(([target, rule]) => ({ rule, file, target })),
      );
      expect(sorted(boundaryViolations(root))).toEqual(sorted(expected));
    });
  });
});
