/**
 * A scenario's AM §6 ADVERSE CONDITIONS: the set-up's `conditions` list (ADVANCED MELEE only) and
 * the GM's `conditions` ruling in its turns.
 */
import { describe, expect, it } from "vitest";
import { parseHex } from "../../src/engine/index.ts";
import { formatIssue, parseScenario, type Scenario } from "../../src/scenario/parse.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { loadScenario } from "./run-cli.ts";

const hex = (label: string) => parseHex(label) ?? { q: -1, r: -1 };

/** The combat example under ADVANCED MELEE, with these conditions and no turns. */
function file(conditions: unknown, ruleset = "advanced-melee") {
  return { ...loadScenario("combat-example.json"), ruleset, conditions, turns: [] };
}

function parsed(json: unknown): Scenario {
  const result = parseScenario(json);
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
  return result.scenario;
}

function issues(json: unknown): string[] {
  const result = parseScenario(json);
  return result.ok ? [] : result.issues.map(formatIssue);
}

describe("a scenario's adverse conditions", () => {
  it("holds a dark arena and a broken hex from the start", () => {
    const scenario = parsed(file([{ light: "dark" }, { hexes: ["E2"], ground: "broken" }]));
    expect(scenario.setup.conditions).toEqual([
      { hexes: null, light: "dark" },
      { hexes: [hex("E2")], ground: "broken" },
    ]);
    const run = runScenario(scenario);
    expect(run.state?.conditions).toEqual({
      light: "dark",
      ground: "firm",
      hexes: [{ at: hex("E2"), ground: "broken" }],
    });
  });

  it("are ADVANCED MELEE's: a MELEE file with them is refused", () => {
    expect(issues(file([{ light: "dark" }], "melee"))).toEqual([
      "conditions: Darkness, footing and water are ADVANCED MELEE's adverse conditions (§6); this battle is fought under MELEE.",
    ]);
  });

  it("refuses an entry that sets nothing, or an unknown ground, naming its path", () => {
    expect(issues(file([{ hexes: ["E2"] }, { ground: "mud" }]))).toEqual([
      'conditions[0]: give a "light", a "ground", a "level", a "tunnel", a "cover" or a "fire"',
      'conditions[1].ground: "mud" is not a ground; use one of firm, broken, ankle-water, knee-water, deep-water, over-head-water',
      'conditions[1]: give a "light", a "ground", a "level", a "tunnel", a "cover" or a "fire"',
    ]);
  });

  it("holds a table (AM §6 HEIGHT), a narrow tunnel, cover and fire, on hexes only", () => {
    const scenario = parsed(
      file([
        { hexes: ["E2"], level: 1 },
        { hexes: ["F3"], tunnel: true },
        { hexes: ["G4"], cover: "head" },
        { hexes: ["H5"], fire: true },
      ]),
    );
    expect(runScenario(scenario).state?.conditions?.hexes).toEqual([
      { at: hex("E2"), level: 1 },
      { at: hex("F3"), tunnel: true },
      { at: hex("G4"), cover: "head" },
      { at: hex("H5"), fire: true },
    ]);
    expect(issues(file([{ level: 1 }, { hexes: ["E2"], level: 10 }]))).toEqual([
      'conditions[0]: a "level", a "tunnel", a "cover" or a "fire" is set on "hexes": name them',
      "conditions[1].level: must be from 0 to 9, got 10",
      'conditions[1]: give a "light", a "ground", a "level", a "tunnel", a "cover" or a "fire"',
    ]);
  });

  it("a GM's ruling in the turns darkens hexes, and the log says so", () => {
    const json = {
      ...file(undefined),
      turns: [
        [
          {
            type: "gm",
            gm: "Referee",
            ruling: { kind: "conditions", hexes: ["E2", "E3"], light: "dark" },
            reason: "the torches gutter",
          },
        ],
      ],
    };
    delete (json as { conditions?: unknown }).conditions;
    const run = runScenario(parsed(json));
    expect(run.events.filter((e) => e.type === "conditions-set")).toEqual([
      {
        type: "conditions-set",
        gm: "Referee",
        hexes: [hex("E2"), hex("E3")],
        light: "dark",
        reason: "the torches gutter",
      },
    ]);
  });
});

describe("a scenario's surprise", () => {
  it("reads the GM's surprise ruling and refuses an unknown side", () => {
    const side = "germania";
    const ruling = (s: string) => ({
      ...file(undefined),
      turns: [[{ type: "gm", gm: "Referee", ruling: { kind: "surprise", side: s, full: true } }]],
    });
    const run = runScenario(parsed(ruling(side)));
    expect(run.events.filter((e) => e.type === "surprise")).toEqual([
      { type: "surprise", gm: "Referee", side, full: true, reason: null },
    ]);
    expect(issues(ruling("nobody")).length).toBe(1);
  });
});

describe("a scenario's initiative bonus", () => {
  it("reads the GM's bonus for a side and refuses one beyond +4", () => {
    const ruling = (bonus: number) => ({
      ...file(undefined),
      turns: [
        [
          {
            type: "gm",
            gm: "Referee",
            ruling: { kind: "initiative-bonus", side: "germania", bonus },
          },
        ],
      ],
    });
    const run = runScenario(parsed(ruling(2)));
    expect(run.events.filter((e) => e.type === "initiative-bonus")).toEqual([
      { type: "initiative-bonus", gm: "Referee", side: "germania", bonus: 2, reason: null },
    ]);
    expect(issues(ruling(5)).length).toBe(1);
  });
});

describe("a scenario's fleeing side", () => {
  it("reads the GM's surprise ruling with fleeing", () => {
    const run = runScenario(
      parsed({
        ...file(undefined),
        turns: [
          [
            {
              type: "gm",
              gm: "Referee",
              ruling: { kind: "surprise", side: "germania", full: false, fleeing: true },
            },
          ],
        ],
      }),
    );
    expect(run.events.filter((e) => e.type === "surprise")).toEqual([
      {
        type: "surprise",
        gm: "Referee",
        side: "germania",
        full: false,
        fleeing: true,
        reason: null,
      },
    ]);
  });
});
