/**
 * A fighter's `mount` in a scenario file (ADVANCED MELEE §9): read into the engine's set-up, and
 * refused, at its path, under MELEE, for a beast the bot lacks, on a monster, or overloaded.
 */
import { describe, expect, it } from "vitest";
import { formatIssue, parseScenario } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { loadScenario } from "./run-cli.ts";

type Json = Record<string, unknown>;

/** The combat example under `ruleset`, its fighter Flavius given `mount`, no orders. */
function mounted(mount: unknown, ruleset = "advanced-melee"): Json & { figures: Json[] } {
  const file = loadScenario("combat-example.json");
  const [flavius, ...others] = file.figures as Json[];
  return { ...file, ruleset, figures: [{ ...flavius, mount }, ...others], turns: [] };
}

function issuesOf(json: unknown): string[] {
  const result = parseScenario(json);
  if (result.ok) throw new Error("expected the scenario to be refused");
  return result.issues.map(formatIssue);
}

describe("scenario files: a fighter's mount", () => {
  it("is read into the set-up with what it names", () => {
    const result = parseScenario(
      mounted({
        beast: "horse",
        name: "Bucephalus",
        horsemanship: "horseman",
        loadKg: 90,
        barding: "chainmail",
      }),
    );
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
    expect(result.scenario.setup.figures[0]).toMatchObject({
      kind: "fighter",
      mount: {
        beast: "horse",
        name: "Bucephalus",
        horsemanship: "horseman",
        loadKg: 90,
        barding: "chainmail",
      },
    });
  });

  it("is refused under MELEE", () => {
    expect(issuesOf(mounted({ beast: "horse" }, "melee"))).toEqual([
      "figures[0].mount: mounted combat is ADVANCED MELEE's (§9); this scenario plays MELEE",
    ]);
  });

  it("names the beasts the bot has", () => {
    expect(issuesOf(mounted({ beast: "camel" }))).toEqual([
      'figures[0].mount.beast: "camel" is not a riding beast; use one of horse, griffin',
    ]);
  });

  it("is only for a fighter", () => {
    const file = mounted({ beast: "horse" });
    const { fighter: _, ...flavius } = file.figures[0] as Json;
    const wolf = { ...flavius, monster: { type: "wolf", name: "Wolf" } };
    expect(issuesOf({ ...file, figures: [wolf, ...file.figures.slice(1)] })).toEqual([
      "figures[0].mount: only a fighter rides a mount",
    ]);
  });

  it("refuses barding on a flying mount (AM §9: fliers will not wear it)", () => {
    expect(issuesOf(mounted({ beast: "griffin", barding: "leather" }))).toEqual([
      "figures[0].mount: Flavius's griffin flies and will not wear barding",
    ]);
  });

  it("carries no more than 5 × the beast's ST", () => {
    expect(issuesOf(mounted({ beast: "horse", st: 20, loadKg: 101 }))).toEqual([
      "figures[0].mount: Flavius's horse carries at most 5 × its ST in kg (100); it is given 101",
    ]);
  });
});

describe("scenario files: a horse on the field and a rider's options", () => {
  it("runs a GM's horse (monster horse) that Flavius mounts with option mount, naming it as target", () => {
    const file = loadScenario("combat-example.json");
    const bayard = { id: "bayard", side: "rome", position: "C11", facing: "N" };
    const scenario = {
      ...file,
      ruleset: "advanced-melee",
      figures: [
        ...(file.figures as Json[]),
        { ...bayard, monster: { type: "horse", name: "Bayard" } },
      ],
      // Initiative 5, 2; Flavius's 3 dice against adjDX 8 to get on: 5; the next initiative.
      dice: [
        [5, 2],
        [1, 2, 2],
        [3, 4],
      ],
      turns: [
        {
          orders: [
            { type: "initiative", side: "rome", moveFirst: true },
            {
              type: "move",
              figure: "flavius",
              option: "mount",
              destination: "C13",
              target: "bayard",
            },
            { type: "move", figure: "wulf", option: "pass" },
          ],
        },
      ],
    };
    const parsed = parseScenario(scenario);
    if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
    const run = runScenario(parsed.scenario);
    if (!run.ok) throw new Error(JSON.stringify(run.failure));
    expect(run.state.figures.find((f) => f.id === "flavius")?.mount).toMatchObject({
      name: "Bayard",
      figure: "bayard",
    });
    expect(run.state.figures.map((f) => f.id)).toEqual(["flavius", "wulf"]);
  });
});
