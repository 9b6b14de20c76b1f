/**
 * Scenario files of The Ur-Quan Legacy: Melee! through `npm run scenario`'s own code: the seed's
 * worked examples with exact results, the dispatch by "game" (MELEE's files unchanged), and a bad
 * file, a refused order and wrong forced dice each named at their place in the file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UR_QUAN_SCENARIO_SCHEMA_FILE } from "../../scripts/scenario-schema.ts";
import { scenarioCli } from "../../src/cli/scenario-cli.ts";
import { UR_QUAN_SCENARIO, urQuanScenarioJsonSchema } from "../../src/scenario/index.ts";
import { loadScenario, REPO_ROOT } from "./run-cli.ts";

const SEED_EXAMPLE = "ur-quan-seed-example.json";

/** Runs the CLI in-process on JSON given as a file, capturing both streams. */
function run(json: unknown) {
  let stdout = "";
  let stderr = "";
  const status = scenarioCli(["battle.json"], {
    readFile: () => JSON.stringify(json),
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}

type Json = Record<string, unknown>;

function seedExample(): Json & { orders: Json[]; dice: number[] } {
  return loadScenario(SEED_EXAMPLE) as unknown as ReturnType<typeof seedExample>;
}

describe("the seed's worked examples as a scenario file", () => {
  it("prints every roll of the Dart, the Fusion Blast and the Glory Device, and the exact end", () => {
    const result = run(seedExample());
    expect(result.status).toBe(0);
    expect(result.stderr.split("\n")).toEqual([
      "Turn order roll: Tanaka d12 = 9, Ur-Quan d12 = 4",
      "Tanaka chooses the order: Tanaka, then Ur-Quan.",
      "Tanaka brings on the Shofixti Scout at (5,4), facing down.",
      "Ur-Quan brings on the Ur-Quan Dreadnought at (5,7), facing up.",
      "Turn 1: Tanaka's Scout.",
      "Scout · Dart d10 = 8 vs Dreadnought Pilot d8 = 4 → hit, ½ crew",
      "Turn 2: Ur-Quan's Dreadnought.",
      "Dreadnought · Fusion Blast d12 = 7",
      "Scout Reflex (Glory Device) d12 = 9 → nullified",
      "Scout explodes in a blaze of glory!",
      "Dreadnought loses 9 crew (11½ left).",
      "The Scout is destroyed.",
      "Ur-Quan wins the battle.",
      "",
    ]);
    expect(JSON.parse(result.stdout)).toEqual({
      game: "ur-quan",
      turn: 2,
      awaiting: [],
      winners: ["b"],
      ships: [
        {
          id: "s2",
          class: "ur-quan",
          owner: "b",
          hex: "5,7",
          facing: "up",
          crew: 11.5,
          battery: 18,
        },
      ],
      fleetsLeft: { a: 0, b: 0 },
      asteroids: [],
      diceRolled: 6,
    });
  });

  it("stops at the Dreadnought's shot, waiting for Tanaka's defence, when the file ends there", () => {
    const file = seedExample();
    file.orders.pop();
    file.dice.pop();
    const result = run(file);
    expect(result.status).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.awaiting).toEqual([{ seat: "a", decision: "defence" }]);
    expect(summary.ships.map((s: Json) => [s.id, s.crew, s.battery])).toEqual([
      ["s1", 3, 1],
      ["s2", 20.5, 18],
    ]);
  });
});

describe("the scenario command's dispatch by game", () => {
  it('runs a MELEE file with "game": "melee" exactly as without the field', () => {
    const melee = loadScenario("combat-example.json");
    const without = run(melee);
    const named = run({ game: "melee", ...melee });
    expect(without.status).toBe(0);
    expect(named).toEqual(without);
  });

  it("refuses a game it does not know, naming the games it does", () => {
    const result = run({ ...seedExample(), game: "star-trek" });
    expect(result).toEqual({
      status: 1,
      stdout: "",
      stderr: 'battle.json: "game" must be one of "melee", "ur-quan"; got "star-trek"\n',
    });
  });
});

describe("a wrong Ur-Quan scenario file", () => {
  it("lists every problem of its shape with its path, and runs nothing", () => {
    const file = seedExample();
    (file.orders[1] as Json).hex = "5-4";
    (file.orders[2] as Json).facing = "sideways";
    file.points = 0;
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("battle.json: not a valid scenario (3 problems):\n");
    for (const where of ["points: ", "orders[1].hex: ", "orders[2].facing: "]) {
      expect(result.stderr).toContain(`  ${where}`);
    }
  });

  it("names a refused order and the rules' reason, after the log so far", () => {
    const file = seedExample();
    (file.orders[3] as Json).by = "b";
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Turn 1: Tanaka's Scout.\n");
    expect(result.stderr.trimEnd().split("\n").at(-1)).toMatch(/^battle\.json: orders\[3\]: /);
  });

  it("refuses forced dice that run out or are left over", () => {
    const short = seedExample();
    short.dice = short.dice.slice(0, 4);
    expect(run(short).stderr).toContain(
      "battle.json: orders[5]: the forced dice ran out after 4 faces; the file gives too few forced dice\n",
    );
    const long = seedExample();
    long.dice.push(3);
    const result = run(long);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("battle.json: dice: 1 forced face was left over\n");
  });
});

describe("the Ur-Quan scenario schema", () => {
  it("is what docs/ur-quan-scenario.schema.json holds (npm run schema:scenario rewrites it)", () => {
    expect(JSON.parse(readFileSync(UR_QUAN_SCENARIO_SCHEMA_FILE, "utf8"))).toEqual(
      urQuanScenarioJsonSchema(),
    );
  });

  it("accepts the seed's example, and accepts and runs the example in docs/scenario-format.md", () => {
    expect(UR_QUAN_SCENARIO.safeParse(seedExample()).error?.issues ?? []).toEqual([]);
    const doc = readFileSync(path.join(REPO_ROOT, "docs/scenario-format.md"), "utf8");
    const section = doc.slice(doc.indexOf("## The Ur-Quan Legacy: Melee!"));
    const block = /```json\n([\s\S]*?)\n```/.exec(section)?.[1] ?? "";
    expect(UR_QUAN_SCENARIO.safeParse(JSON.parse(block)).error?.issues ?? []).toEqual([]);
    const result = run(JSON.parse(block));
    expect(result.stderr).toContain(
      "Scout · Dart d10 = 8 vs Dreadnought Pilot d8 = 4 → hit, ½ crew\n",
    );
    expect(JSON.parse(result.stdout).ships[1]).toMatchObject({ id: "s2", crew: 20.5 });
  });
});
