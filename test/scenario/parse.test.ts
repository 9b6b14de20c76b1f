/**
 * Scenario files: what parseScenario builds for the engine, and the path-naming errors it gives.
 */
import { describe, expect, it } from "vitest";
import { parseHex } from "../../src/engine/hex/coordinates.ts";
import {
  formatIssue,
  parseScenario,
  parseScenarioText,
  type ScenarioIssue,
} from "../../src/scenario/parse.ts";
import { loadScenario } from "./run-cli.ts";

type Json = Record<string, unknown>;

/** The combat example with its turns written as plain lists, so paths read turns[t][i]. */
function example(): Json & { turns: Json[][]; figures: Json[]; arena?: Json; dice?: unknown } {
  const file = loadScenario("combat-example.json");
  const turns = (file.turns as { orders: Json[] }[]).map((turn) => turn.orders);
  return { ...file, turns } as ReturnType<typeof example>;
}

/** The example under `ruleset` with these fields added to its first fighter. */
function withFighter(ruleset: string, extra: Json): Json {
  const file = example();
  const first = file.figures[0] as { fighter: Json };
  const fighter = { ...first.fighter, ...extra };
  return { ...file, ruleset, figures: [{ ...first, fighter }, ...file.figures.slice(1)] };
}

function issuesOf(json: unknown): string[] {
  const result = parseScenario(json);
  if (result.ok) throw new Error("expected the scenario to be refused");
  return result.issues.map(formatIssue);
}

function hex(label: string) {
  const h = parseHex(label);
  if (!h) throw new Error(label);
  return h;
}

describe("parseScenario: a valid file", () => {
  const result = parseScenario(loadScenario("combat-example.json"));
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
  const { scenario } = result;

  it("builds the set-up with labels turned into hexes and names into facings", () => {
    expect(scenario.setup.combatType).toBe("death");
    expect(scenario.setup.arena).toMatchObject({ width: 8, height: 14, walls: [] });
    expect(scenario.setup.sides).toEqual([
      { id: "rome", name: "Rome", entrance: 1 },
      { id: "germania", name: "Germania", entrance: 0 },
    ]);
    const [flavius, wulf] = scenario.setup.figures;
    expect(flavius).toMatchObject({ id: "flavius", side: "rome", position: hex("C14"), facing: 0 });
    expect(flavius?.kind === "fighter" && flavius.spec.armor).toBe("chainmail");
    expect(wulf).toMatchObject({ id: "wulf", position: hex("E1"), facing: 3 });
  });

  it("keeps forced dice in order, flattening the groups they are written in", () => {
    expect(scenario.dice.kind).toBe("forced");
    expect(scenario.dice.kind === "forced" && scenario.dice.faces.slice(0, 6)).toEqual([
      5, 2, 3, 3, 3, 5,
    ]);
    expect(scenario.dice.kind === "forced" && scenario.dice.faces.length).toBe(69);
  });

  it("turns each order into the engine's shape, remembering its path in the file", () => {
    expect(scenario.turns).toHaveLength(9);
    expect(scenario.turns[0]?.[0]).toEqual({
      path: "turns[0].orders[0]",
      order: { type: "initiative", side: "rome", moveFirst: true },
    });
    expect(scenario.turns[2]?.[2]?.order).toEqual({
      type: "move",
      figure: "wulf",
      option: "j",
      path: [hex("F1")],
      facing: 4,
      target: "flavius",
    });
    expect(scenario.turns[3]?.[2]?.order).toMatchObject({ ready: { weapon: "two-handed-sword" } });
    expect(scenario.turns[7]?.[3]?.order).toEqual({
      type: "retreat",
      victor: "flavius",
      enemy: "wulf",
      to: hex("F1"),
      advance: true,
    });
    expect(scenario.turns[4]?.[3]?.order).toMatchObject({ to: null, advance: false });
  });

  it("reads a change of option with the posture, the ready choice and the step of a move", () => {
    const file = example();
    file.turns[0]?.push(
      { type: "change-option", figure: "flavius", option: "d", posture: "kneeling" },
      { type: "change-option", figure: "wulf", option: "k", ready: { weapon: "dagger" } },
      { type: "change-option", figure: "wulf", option: "l", stepTo: "e2", stepFacing: "S" },
    );
    const parsed = parseScenario(file);
    if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
    expect(parsed.scenario.turns[0]?.slice(3).map((o) => o.order)).toEqual([
      { type: "change-option", figure: "flavius", option: "d", posture: "kneeling" },
      { type: "change-option", figure: "wulf", option: "k", ready: { weapon: "dagger" } },
      { type: "change-option", figure: "wulf", option: "l", stepTo: hex("E2"), stepFacing: 3 },
    ]);
  });

  it("reads the facing after a disengaging step and after an advance", () => {
    const file = example();
    file.turns[0]?.push(
      { type: "move", figure: "wulf", option: "l", stepTo: "E2", stepFacing: "SW" },
      { type: "act", figure: "wulf", target: null, stepTo: "D2", stepFacing: "nw" },
      { type: "retreat", victor: "flavius", enemy: "wulf", to: "F1", advance: true, facing: "NE" },
    );
    const parsed = parseScenario(file);
    if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
    expect(parsed.scenario.turns[0]?.slice(3).map((o) => o.order)).toEqual([
      { type: "move", figure: "wulf", option: "l", stepTo: hex("E2"), stepFacing: 4 },
      { type: "act", figure: "wulf", target: null, stepTo: hex("D2"), stepFacing: 5 },
      {
        type: "retreat",
        victor: "flavius",
        enemy: "wulf",
        to: hex("F1"),
        advance: true,
        facing: 1,
      },
    ]);
  });

  it("drops notes, which are only comments", () => {
    const orders = scenario.turns.flat().map((o) => o.order);
    expect(orders.some((o) => "note" in o)).toBe(false);
  });

  it("defaults to the 12 × 16 arena and seed 1", () => {
    const file = example();
    delete file.arena;
    delete file.dice;
    file.figures = file.figures.map((f) => ({ ...f, position: f.id === "flavius" ? "F16" : "F1" }));
    const parsed = parseScenario(file);
    expect(parsed.ok && parsed.scenario.setup.arena).toMatchObject({ width: 12, height: 16 });
    expect(parsed.ok && parsed.scenario.dice).toEqual({ kind: "seed", seed: 1 });
  });

  it("reads a seed, walls, a monster and a GM ruling", () => {
    const file = example();
    file.dice = { seed: 42 };
    file.arena = { width: 8, height: 14, walls: ["C5", "d6"] };
    file.figures[1] = {
      id: "wulf",
      side: "germania",
      position: "E1",
      facing: "S",
      monster: { type: "bear", name: "Bruin", st: 20 },
    };
    file.turns[0]?.push({
      type: "gm",
      gm: "Referee",
      ruling: { kind: "place", figure: "wulf", to: "F2", facing: "SW" },
      reason: "the floor gives way",
    });
    const parsed = parseScenario(file);
    if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
    expect(parsed.scenario.dice).toEqual({ kind: "seed", seed: 42 });
    expect(parsed.scenario.setup.arena.walls).toEqual([hex("C5"), hex("D6")]);
    expect(parsed.scenario.setup.figures[1]).toMatchObject({
      kind: "monster",
      monster: "bear",
      name: "Bruin",
      st: 20,
    });
    expect(parsed.scenario.turns[0]?.[3]?.order).toEqual({
      type: "gm",
      gm: "Referee",
      ruling: { kind: "place", figure: "wulf", to: hex("F2"), facing: 4 },
      reason: "the floor gives way",
    });
  });
});

describe("parseScenario: errors name the path", () => {
  it("refuses a hex label outside the arena", () => {
    const file = example();
    (file.turns[3]?.[1] as Json).path = ["Z99"];
    expect(issuesOf(file)).toEqual([
      'turns[3][1].path[0]: "Z99" is not a hex label in this 8 × 14 arena (A1 to H14)',
    ]);
  });

  it("refuses text that is not a hex label at all", () => {
    const file = example();
    (file.turns[0]?.[1] as Json).destination = "5E";
    expect(issuesOf(file)).toEqual([
      'turns[0][1].destination: "5E" is not a hex label (a column letter and a row number, such as "E2")',
    ]);
  });

  it("refuses an unknown figure, listing the figures", () => {
    const file = example();
    (file.turns[1]?.[2] as Json).target = "flavio";
    expect(issuesOf(file)).toEqual([
      'turns[1][2].target: "flavio" is not a figure; the figures are flavius, wulf',
    ]);
  });

  it("refuses an unknown option", () => {
    const file = example();
    (file.turns[0]?.[1] as Json).option = "z";
    expect(issuesOf(file)).toEqual([
      'turns[0][1].option: "z" is not an option; use a letter from "a" to "r", or "pass"',
    ]);
  });

  it("refuses an unknown side in an initiative order and an unknown order type", () => {
    const file = example();
    (file.turns[0]?.[0] as Json).side = "carthage";
    (file.turns[0]?.[2] as Json).type = "shoot";
    expect(issuesOf(file)).toEqual([
      'turns[0][0].side: "carthage" is not a side; use one of rome, germania',
      'turns[0][2].type: "shoot" is not an order type; use one of initiative, move, act, change-option, retreat, gm',
    ]);
  });

  it("refuses a misspelt field rather than ignoring it", () => {
    const file = example();
    (file.turns[0]?.[1] as Json).destinaton = "C8";
    expect(issuesOf(file)).toEqual([
      expect.stringMatching(/^turns\[0\]\[1\]: unknown field "destinaton"; expected "type", /),
    ]);
  });

  it("refuses both a path and a destination, and a facing that is not a name", () => {
    const file = example();
    Object.assign(file.turns[0]?.[1] as Json, { path: ["C13"], facing: "north" });
    expect(issuesOf(file)).toEqual([
      'turns[0][1]: give either "path" or "destination", not both',
      'turns[0][1].facing: "north" is not a facing; use one of N, NE, SE, S, SW, NW',
    ]);
  });

  it("checks a change of option's posture, ready choice and step", () => {
    const file = example();
    file.turns[0]?.push({
      type: "change-option",
      figure: "flavius",
      option: "d",
      posture: "sitting",
      ready: { weapon: "wand" },
      stepTo: "Z99",
    });
    expect(issuesOf(file)).toEqual([
      'turns[0][3].posture: "sitting" is not a posture; use one of prone, kneeling',
      expect.stringMatching(/^turns\[0\]\[3\]\.ready\.weapon: "wand" is not a weapon \(or null\)/),
      'turns[0][3].stepTo: "Z99" is not a hex label in this 8 × 14 arena (A1 to H14)',
    ]);
  });

  it("refuses a step facing or an advance facing that is not a name", () => {
    const file = example();
    file.turns[0]?.push(
      { type: "move", figure: "wulf", option: "l", stepTo: "E2", stepFacing: 3 },
      { type: "act", figure: "wulf", target: null, stepFacing: "down" },
      { type: "retreat", victor: "flavius", enemy: "wulf", to: "F1", advance: true, facing: "" },
    );
    expect(issuesOf(file)).toEqual([
      "turns[0][3].stepFacing: 3 is not a facing; use one of N, NE, SE, S, SW, NW",
      'turns[0][4].stepFacing: "down" is not a facing; use one of N, NE, SE, S, SW, NW',
      'turns[0][5].facing: "" is not a facing; use one of N, NE, SE, S, SW, NW',
    ]);
  });

  it("refuses a turn with no orders", () => {
    const file = example();
    file.turns.push([]);
    expect(issuesOf(file)).toEqual([
      "turns[9]: turn 10 has no orders; every turn starts with an initiative order",
    ]);
  });

  it("checks fighters with the figure rules and names the figure", () => {
    const file = example();
    (file.figures[0]?.fighter as Json).st = 8;
    expect(issuesOf(file)).toEqual([
      "figures[0].fighter: A human's ST and DX must add up to at least 24; Flavius has 8 + 12 = 20",
      "figures[0].fighter: Shortsword needs ST 11; Flavius has ST 8",
    ]);
  });

  it("reports a missing field once, and every bad field of a figure", () => {
    const file = example();
    const fighter = file.figures[1]?.fighter as Json;
    delete fighter.armor;
    fighter.weapons = ["longbow", "sword"];
    expect(issuesOf(file)).toEqual([
      'figures[1].fighter: "armor" is required',
      expect.stringMatching(
        /^figures\[1\]\.fighter\.weapons\[1\]: "sword" is not a weapon; use one of dagger, /,
      ),
    ]);
  });

  it("checks the orders even when a figure is wrong", () => {
    const file = example();
    (file.figures[0]?.fighter as Json).race = "martian";
    (file.turns[0]?.[2] as Json).target = "flavio";
    expect(issuesOf(file)).toEqual([
      'figures[0].fighter.race: "martian" is not a race; use one of human, elf, dwarf, halfling, orc, hobgoblin, goblin',
      'turns[0][2].target: "flavio" is not a figure; the figures are flavius, wulf',
    ]);
  });

  it("refuses figures sharing an id or a hex, or standing in a wall", () => {
    const file = example();
    file.arena = { width: 8, height: 14, walls: ["C5"] };
    file.figures.push({ ...file.figures[0], position: "C5" } as Json);
    file.figures.push({ ...file.figures[1], id: "wulf2" } as Json);
    expect(issuesOf(file)).toEqual([
      'figures[2].id: the figure id "flavius" is used twice',
      'figures[2].position: "C5" is a wall',
      'figures[3].position: "E1" is taken by "wulf"',
    ]);
  });

  it("reads a GM's 7-hex beast under ADVANCED MELEE, and refuses it under MELEE", () => {
    const file = example();
    file.figures[1] = {
      id: "wulf",
      side: "germania",
      position: "E5",
      facing: "S",
      monster: { type: "beast", name: "Wyrm", st: 60, ma: 8, hexes: 7 },
    };
    const parsed = parseScenario({ ...file, ruleset: "advanced-melee" });
    if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
    expect(parsed.scenario.setup.figures[1]).toMatchObject({
      kind: "monster",
      monster: "beast",
      st: 60,
      ma: 8,
      hexes: 7,
    });
    expect(issuesOf({ ...file, ruleset: "melee" })).toEqual([
      "figures[1].monster: A beast of 7 hexes needs ADVANCED MELEE; MELEE knows 1 or 3",
    ]);
  });

  it("refuses a figure that is both fighter and monster, and an unknown monster", () => {
    const file = example();
    (file.figures[0] as Json).monster = { type: "bear", name: "Bruin" };
    file.figures[1] = {
      ...file.figures[1],
      fighter: undefined,
      monster: { type: "wyvern", name: "X" },
    };
    expect(issuesOf(file)).toEqual([
      'figures[0]: give exactly one of "fighter" (a built figure) or "monster" (a beast from the book)',
      'figures[1].monster.type: "wyvern" is not a monster; use one of bear, wolf, giant-snake, giant, gargoyle, troll, beast, horse, giant-bat, dragonet, griffin, dragon',
    ]);
  });

  it("takes AM §7's troll only in an ADVANCED MELEE scenario", () => {
    const file = example();
    file.figures[1] = {
      ...file.figures[1],
      fighter: undefined,
      monster: { type: "troll", name: "T" },
    };
    expect(issuesOf(file)).toEqual([
      "figures[1].monster: A troll fights only under ADVANCED MELEE",
    ]);
    expect(parseScenario({ ...file, ruleset: "advanced-melee" }).ok).toBe(true);
  });

  it("reads the ruleset and its optional rules, and refuses any the ruleset does not have", () => {
    const parsed = parseScenarioText(JSON.stringify({ ...example(), optionalRules: [] }));
    expect(parsed.ok && parsed.scenario.setup).toMatchObject({
      ruleset: "melee",
      optionalRules: [],
    });
    expect(issuesOf({ ...example(), optionalRules: ["criticals"] })).toEqual([
      'optionalRules: "criticals" is not an optional rule of melee: MELEE has no optional rules.',
    ]);
    const am = parseScenarioText(
      JSON.stringify({
        ...example(),
        ruleset: "advanced-melee",
        optionalRules: ["crippling-hits", "aimed-shots", "crippling-hits"],
      }),
    );
    expect(am.ok && am.scenario.setup).toMatchObject({
      ruleset: "advanced-melee",
      optionalRules: ["aimed-shots", "crippling-hits"],
    });
    expect(
      issuesOf({ ...example(), ruleset: "advanced-melee", optionalRules: ["criticals"] }),
    ).toEqual([
      'optionalRules: "criticals" is not an optional rule of advanced-melee: its optional rules are aimed-shots, armor-wear, crippling-hits, delayed-actions, waiting-for-an-opening, weapon-talents.',
    ]);
    expect(issuesOf({ ...example(), optionalRules: "none" })).toEqual([
      'optionalRules: expected a list, got "none"',
    ]);
  });

  it("reads a fighter's ADVANCED MELEE talents, and refuses them under MELEE", () => {
    const withNunchuks = (ruleset: string): Json => {
      const file = example();
      const first = file.figures[0] as { fighter: Json };
      const fighter = {
        ...first.fighter,
        shield: null,
        shieldReady: false,
        weapons: ["nunchuks", "dagger"],
        readyWeapon: "nunchuks",
        talents: ["nunchuks"],
      };
      return { ...file, ruleset, figures: [{ ...first, fighter }, ...file.figures.slice(1)] };
    };
    const am = parseScenario(withNunchuks("advanced-melee"));
    const spec = am.ok ? am.scenario.setup.figures[0] : undefined;
    expect(spec?.kind === "fighter" && spec.spec).toMatchObject({
      readyWeapon: "nunchuks",
      talents: ["nunchuks"],
    });
    const melee = withNunchuks("melee") as { figures: { fighter: Json }[] };
    const first = melee.figures[0] as { fighter: Json };
    first.fighter = { ...first.fighter, weapons: ["dagger"], readyWeapon: "dagger" };
    expect(issuesOf(melee)).toEqual([
      'figures[0].fighter.talents: talents are ADVANCED MELEE\'s: set "ruleset": "advanced-melee"',
    ]);
  });

  it("reads a fighter's ADVANCED MELEE IQ, and refuses it under MELEE or out of the totals", () => {
    const withIq = (ruleset: string, iq: unknown): Json => {
      const file = example();
      const first = file.figures[0] as { fighter: Json };
      const fighter = { ...first.fighter, iq };
      return { ...file, ruleset, figures: [{ ...first, fighter }, ...file.figures.slice(1)] };
    };
    const am = parseScenario(withIq("advanced-melee", 8));
    const spec = am.ok ? am.scenario.setup.figures[0] : undefined;
    expect(spec?.kind === "fighter" && spec.spec).toMatchObject({ st: 12, dx: 12, iq: 8 });
    expect(issuesOf(withIq("melee", 8))).toEqual([
      'figures[0].fighter.iq: IQ is ADVANCED MELEE\'s: set "ruleset": "advanced-melee"',
    ]);
    expect(issuesOf(withIq("advanced-melee", 6))).toEqual([
      "figures[0].fighter: IQ must be 8 or more; Flavius has IQ 6",
      "figures[0].fighter: A human's ST, DX and IQ must add up to at least 32; Flavius has 12 + 12 + 6 = 30",
    ]);
  });

  it("reads a fighter's pack on the back under ADVANCED MELEE only", () => {
    const withPack = (ruleset: string, pack: unknown): Json => {
      const file = example();
      const first = file.figures[0] as { fighter: Json };
      const fighter = { ...first.fighter, pack };
      return { ...file, ruleset, figures: [{ ...first, fighter }, ...file.figures.slice(1)] };
    };
    const am = parseScenario(withPack("advanced-melee", "heavy"));
    const spec = am.ok ? am.scenario.setup.figures[0] : undefined;
    expect(spec?.kind === "fighter" && spec.spec).toMatchObject({ pack: "heavy" });
    expect(issuesOf(withPack("melee", "loaded"))).toEqual([
      'figures[0].fighter.pack: a pack is ADVANCED MELEE\'s: set "ruleset": "advanced-melee"',
    ]);
    expect(issuesOf(withPack("advanced-melee", "bulging"))).toEqual([
      'figures[0].fighter.pack: "bulging" is not a pack\'s load; use one of loaded, heavy',
    ]);
  });

  it("reads a fighter's packed weapons under ADVANCED MELEE, in a pack only", () => {
    const am = parseScenario(withFighter("advanced-melee", { pack: "loaded", packed: ["mace"] }));
    const spec = am.ok ? am.scenario.setup.figures[0] : undefined;
    expect(spec?.kind === "fighter" && spec.spec).toMatchObject({ packed: ["mace"] });
    expect(issuesOf(withFighter("melee", { packed: ["mace"] }))).toEqual([
      'figures[0].fighter.packed: packed weapons are ADVANCED MELEE\'s: set "ruleset": "advanced-melee"',
    ]);
    expect(issuesOf(withFighter("advanced-melee", { packed: ["mace"] }))).toEqual([
      "figures[0].fighter: A packed weapon rides in a pack on the back; Flavius wears no pack",
    ]);
  });

  it("reads a fighter's fine weapons and fine plate under ADVANCED MELEE, checked", () => {
    const fine = [{ weapon: "shortsword", dx: 1, damage: 2 }];
    const am = parseScenario(
      withFighter("advanced-melee", { fine, armor: "plate", finePlate: true }),
    );
    const spec = am.ok ? am.scenario.setup.figures[0] : undefined;
    expect(spec?.kind === "fighter" && spec.spec).toMatchObject({ fine, finePlate: true });
    expect(issuesOf(withFighter("melee", { fine }))).toEqual([
      'figures[0].fighter.fine: fine work is ADVANCED MELEE\'s: set "ruleset": "advanced-melee"',
    ]);
    expect(issuesOf(withFighter("advanced-melee", { finePlate: true }))).toEqual([
      "figures[0].fighter: Only plate can be fine plate; Flavius wears chainmail",
    ]);
    expect(
      issuesOf(withFighter("advanced-melee", { fine: [{ weapon: "dagger", dx: 1 }] })),
    ).toEqual([
      "figures[0].fighter: Dagger cannot be fine work: only a sword, polearm, hammer, mace or ax can (AM §6)",
    ]);
  });

  it("refuses bad dice, rulesets, combat types and arenas", () => {
    const file = example();
    file.dice = [1, 7, 0];
    file.ruleset = "basic-melee";
    file.combatType = "duel";
    expect(issuesOf(file)).toEqual([
      'ruleset: "basic-melee" is not a ruleset; use one of melee, advanced-melee',
      'combatType: "duel" is not a combat type; use one of death, arena, practice',
      "dice[1]: must be from 1 to 6, got 7",
      "dice[2]: must be from 1 to 6, got 0",
    ]);
    expect(
      issuesOf({
        ...example(),
        dice: [
          [5, 2],
          [3, "3"],
        ],
      }),
    ).toEqual(['dice[1][1]: expected a whole number, got "3"']);
    expect(issuesOf({ ...example(), dice: { seed: 1.5 } })).toEqual([
      "dice.seed: expected a whole number, got 1.5",
    ]);
    expect(issuesOf({ ...example(), arena: { width: 50, height: 14 } })).toEqual([
      "arena.width: must be from 6 to 40, got 50",
    ]);
    expect(issuesOf({ ...example(), arena: { width: 8, height: 14, walls: ["D14"] } })).toEqual([
      'arena.walls[0]: "D14" is an entrance hex and cannot be a wall',
    ]);
  });

  it("refuses a practice bout with a bow in it", () => {
    expect(issuesOf({ ...example(), combatType: "practice" })).toEqual([
      "figures[1].fighter.weapons: practice combat allows no missile weapons",
    ]);
  });

  it("checks notes are strings and names a missing top-level field", () => {
    const file = example();
    (file.turns[4]?.[0] as Json).note = 3;
    delete (file as Json).turns;
    expect(issuesOf(file)).toEqual(['"turns" is required']);
    const other = example();
    (other.turns[4]?.[0] as Json).note = 3;
    expect(issuesOf(other)).toEqual(["turns[4][0].note: a note must be a string"]);
  });

  it("checks GM rulings", () => {
    const file = example();
    file.turns[4]?.push({ type: "gm", gm: "Ref", ruling: { kind: "set-hits", figure: "wulf" } });
    expect(issuesOf(file)).toEqual(['turns[4][4].ruling: "hits" is required']);
  });

  it("reports text that is not JSON", () => {
    const result = parseScenarioText('{ "ruleset": "melee", ');
    expect(result.ok).toBe(false);
    const issues = result.ok ? [] : result.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe("");
    expect(issues[0]?.message).toMatch(/^not valid JSON: /);
  });

  it("formats an issue as path: message", () => {
    const issue: ScenarioIssue = { path: "turns[0][1].path[0]", message: "bad" };
    expect(formatIssue(issue)).toBe("turns[0][1].path[0]: bad");
    expect(formatIssue({ path: "", message: "not valid JSON" })).toBe("not valid JSON");
  });
});

describe("parseScenario: figure names", () => {
  it("normalises names as the bot stores them, and refuses one with nothing visible", () => {
    const file = example();
    const fighter = (file.figures[0] as Json).fighter as Json;
    fighter.name = "Ｆｌａｖｉｕｓ\u200b";
    file.figures[1] = {
      id: "wulf",
      side: "germania",
      position: "E1",
      facing: "S",
      monster: { type: "bear", name: " Big \u200d  Bear " },
    };
    const parsed = parseScenario(file);
    if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join("\n"));
    const [first, second] = parsed.scenario.setup.figures;
    expect(first?.kind === "fighter" && first.spec.name).toBe("Flavius");
    expect(second?.kind === "monster" && second.name).toBe("Big Bear");

    (file.figures[1] as Json).monster = { type: "bear", name: "\u200b\u2060" };
    expect(issuesOf(file)).toEqual(["figures[1].monster.name: a monster needs a visible name"]);
  });
});
