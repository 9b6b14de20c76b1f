/**
 * Scenarios in local play: a bundled one opened with the same /battle new scenario: as on Discord,
 * and a file from outside assets given with `npm start -- --scenario FILE`
 * (src/cli/scenario-arguments.ts), whose problems name the path and the field.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUNDLED_SCENARIOS_DIR } from "../../src/battles/scenario-library.ts";
import { scenariosFromArguments } from "../../src/cli/scenario-arguments.ts";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("scenario-play-");

function troll(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(BUNDLED_SCENARIOS_DIR, "am-troll-example.json"), "utf8"));
}

function fileWith(name: string, json: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), "scenario-file-")), name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

it("plays the troll example: alice takes Melio, the computer the troll", async () => {
  t.force(6, 1);
  const printed = await playScript(
    t.services,
    [
      "/battle new type:death scenario:am-troll-example thread:false",
      "/as alice /battle join figure:Melio Gloriosus side:party",
      "/gm computer figure:Troll",
      "/battle start",
      "/as alice /battle initiative choice:first",
      "/as alice /battle order figure:Melio Gloriosus option:a to:F2 facing:S",
    ],
    out.path,
  );
  expect(printed).toContain("Scenario am-troll-example. The party: Melio Gloriosus, Heniochus");
  expect(printed).toContain("alice takes Melio Gloriosus of the scenario, for The party.");
  expect(printed).toContain("Troll (The troll, troll) at E6 facing N: ST 30, DX 11, MA 10");
  expect(printed).toContain("Melio Gloriosus moves F3 → F2 (1 hex), facing S");
  expect(printed).not.toContain("The command failed");
});

it("tells /help's reader how to set up a scenario", async () => {
  const printed = await playScript(t.services, ["/help"], out.path);
  expect(printed).toContain(
    "Scenarios: /battle new type:death scenario:<name> sets one up; start with npm start -- --scenario FILE to add your own.",
  );
  expect(printed).toContain("[scenario:]");
});

it("opens a file given with --scenario by its file name", async () => {
  const file = troll();
  file.figures = (file.figures as { id: string }[]).filter((f) =>
    ["melio", "troll"].includes(f.id),
  );
  const chosen = scenariosFromArguments(["--scenario", fileWith("melio-alone.json", file)], true);
  if ("problem" in chosen) throw new Error(chosen.problem);
  expect(chosen.scenarios.names()).toContain("melio-alone");
  const printed = await playScript(
    { ...t.services, scenarios: chosen.scenarios },
    ["/battle new type:death scenario:melio-alone thread:false", "/battle status"],
    out.path,
  );
  expect(printed).toContain("Scenario melio-alone. The party: Melio Gloriosus. The troll: Troll.");
});

describe("--scenario FILE", () => {
  it("stops on a file that fails the format, naming the path and the field", () => {
    const path = fileWith("bad.json", { ...troll(), combatType: "brawl" });
    expect(scenariosFromArguments(["--scenario", path], true)).toEqual({
      problem: `${path} is not a scenario to play:\n  combatType: "brawl" is not a combat type; use one of death, arena, practice`,
    });
  });

  it("stops on a replay's orders and dice, which a scenario to play does not carry", () => {
    const replay = join(BUNDLED_SCENARIOS_DIR, "../../test/scenarios/combat-example.json");
    const chosen = scenariosFromArguments(["--scenario", replay], true);
    expect("problem" in chosen && chosen.problem).toMatch(
      /combat-example\.json is not a scenario to play:\n {2}turns: a scenario to be played carries no orders: its players give them \(found 9 turns\); make it "turns": \[\]\n {2}dice: a scenario to be played carries no dice/,
    );
  });

  it("stops on a missing file, a missing path and on Discord", () => {
    const missing = scenariosFromArguments(["--scenario", "/nowhere/x.json"], true);
    expect("problem" in missing && missing.problem).toMatch(
      /^\/nowhere\/x\.json is not a scenario to play:\n {2}ENOENT/,
    );
    expect(scenariosFromArguments(["--scenario"], true)).toEqual({
      problem: "--scenario needs a file: --scenario my-scenario.json.",
    });
    expect(scenariosFromArguments(["--scenario", "a.json"], false)).toEqual({
      problem:
        "--scenario is for local play; the Discord bot (DISCORD_TOKEN set) plays the bundled scenarios only.",
    });
  });
});
