/**
 * A fighter's `mount` in a scenario file (ADVANCED MELEE §9): read into the engine's set-up, and
 * refused, at its path, under MELEE, for a beast the bot lacks, on a monster, or overloaded.
 */
import { describe, expect, it } from "vitest";
import { formatIssue, parseScenario } from "../../src/scenario/parse.ts";
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
      mounted({ beast: "horse", name: "Bucephalus", horsemanship: "horseman", loadKg: 90 }),
    );
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
    expect(result.scenario.setup.figures[0]).toMatchObject({
      kind: "fighter",
      mount: { beast: "horse", name: "Bucephalus", horsemanship: "horseman", loadKg: 90 },
    });
  });

  it("is refused under MELEE", () => {
    expect(issuesOf(mounted({ beast: "horse" }, "melee"))).toEqual([
      "figures[0].mount: mounted combat is ADVANCED MELEE's (§9); this scenario plays MELEE",
    ]);
  });

  it("names the beasts the bot has", () => {
    expect(issuesOf(mounted({ beast: "camel" }))).toEqual([
      'figures[0].mount.beast: "camel" is not a riding beast; use one of horse',
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

  it("carries no more than 5 × the beast's ST", () => {
    expect(issuesOf(mounted({ beast: "horse", st: 20, loadKg: 101 }))).toEqual([
      "figures[0].mount: Flavius's horse carries at most 5 × its ST in kg (100); it is given 101",
    ]);
  });
});
