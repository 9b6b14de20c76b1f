/**
 * Running scenarios: turn grouping, refused orders, dice that run out or are left over, seeds, and
 * a battle stopped part-way.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../src/dice/dice.ts";
import { formatIssue, parseScenario, type Scenario } from "../../src/scenario/parse.ts";
import { runScenario, type ScenarioRun } from "../../src/scenario/run.ts";
import { loadScenario } from "./run-cli.ts";

type Json = Record<string, unknown>;
type File = Json & { turns: Json[][]; dice: unknown };

/** The combat example with its turns as plain lists of orders. */
function example(): File {
  const file = loadScenario("combat-example.json");
  const turns = (file.turns as { orders: Json[] }[]).map((turn) => turn.orders);
  return { ...file, turns };
}

function parsed(json: unknown): Scenario {
  const result = parseScenario(json);
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join("\n"));
  return result.scenario;
}

function failureOf(run: ScenarioRun) {
  if (run.ok) throw new Error("expected the run to fail");
  return run.failure;
}

/** Sigurd and a bear far apart; turn 1 with the seed's rolls (see below). */
function seeded(dice?: unknown): File {
  const file = loadScenario("bear-and-hunters.json") as File;
  file.figures = (file.figures as Json[]).filter((f) => f.id !== "ingrid");
  file.turns = [
    [
      { type: "initiative", side: "hunters", moveFirst: false },
      { type: "move", figure: "bear", option: "a", destination: "F11", facing: "S" },
      { type: "move", figure: "sigurd", option: "b", path: ["F13", "F12"], target: "bear" },
    ],
  ];
  if (dice === undefined) delete file.dice;
  else file.dice = dice;
  return file;
}

describe("runScenario", () => {
  it("runs the combat example to the book's end, using every die", () => {
    const run = runScenario(parsed(loadScenario("combat-example.json")));
    expect(run.ok).toBe(true);
    expect(run.summary).toMatchObject({ turn: 9, ended: true, winner: "rome", diceRolled: 69 });
    expect(run.faces).toHaveLength(69);
    expect(run.events.filter((e) => e.type === "turn-started")).toHaveLength(9);
    expect(run.start?.figures.map((f) => f.hits)).toEqual([0, 0]);
  });

  it("refuses an illegal order, naming the turn, the order and the engine's reason", () => {
    const file = example();
    (file.turns[3]?.[2] as Json).ready = { weapon: "broadsword" };
    const run = runScenario(parsed(file));
    expect(failureOf(run)).toEqual({
      kind: "illegal-order",
      message:
        "turns[3][2] (turn 4, order 3: move wulf (k)) was refused: Wulf does not carry a broadsword.",
      path: "turns[3][2]",
      turn: 4,
      order: 3,
      reason: "Wulf does not carry a broadsword.",
    });
    // What happened before the refusal is kept.
    expect(run.state?.turn).toBe(4);
    expect(run.summary?.figures.flavius?.hitsTaken).toBe(2);
  });

  it("says when an order is grouped under a turn that has not started yet", () => {
    const file = example();
    const wulfTurn1 = file.turns[0]?.pop() as Json;
    file.turns[1]?.unshift(wulfTurn1);
    expect(failureOf(runScenario(parsed(file)))).toMatchObject({
      kind: "turn-grouping",
      path: "turns[1][0]",
      turn: 2,
      order: 1,
      reason:
        'this order is listed under turn 2, but the battle is still in turn 1 (waiting for Germania\'s orders for "wulf"); turn 1 needs more orders',
    });
  });

  it("says when an order is grouped under a turn that is already over", () => {
    const file = example();
    const initiative2 = file.turns[1]?.shift() as Json;
    file.turns[0]?.push(initiative2);
    expect(failureOf(runScenario(parsed(file)))).toMatchObject({
      kind: "turn-grouping",
      message:
        "turns[0][3] (turn 1, order 4: initiative: germania lets the others move first): this order is listed under turn 1, but turn 1 ended after turns[0][2] and the battle is in turn 2; start turns[1] here",
    });
  });

  it("says when orders follow the end of the battle", () => {
    const file = example();
    file.turns.push([{ type: "initiative", side: "rome", moveFirst: true }]);
    expect(failureOf(runScenario(parsed(file)))).toMatchObject({
      kind: "turn-grouping",
      path: "turns[9][0]",
      reason:
        'the battle already ended in turn 9 and "rome" won; remove the orders after turns[8][2]',
    });
  });

  it("refuses forced dice left unused, listing them", () => {
    const file = example();
    file.dice = [...(file.dice as number[][]), [6, 1]];
    const run = runScenario(parsed(file));
    expect(failureOf(run)).toMatchObject({
      kind: "unused-dice",
      path: null,
      message: "2 forced dice were left unused after the last order (turns[8][2]): 6, 1",
    });
    // The battle itself ran to its end.
    expect(run.summary?.winner).toBe("rome");
  });

  it("names the order that needed more dice than the file gives", () => {
    const file = example();
    file.dice = (file.dice as number[][]).flat().slice(0, -1);
    expect(failureOf(runScenario(parsed(file)))).toMatchObject({
      kind: "dice-exhausted",
      path: "turns[8][2]",
      message:
        "turns[8][2] (turn 9, order 3: move wulf (h)) needs more dice than the file gives: the forced dice ran out after 68 faces",
    });
  });

  it("refuses a set-up the engine will not build", () => {
    const scenario = parsed(loadScenario("combat-example.json"));
    const [flavius, wulf] = scenario.setup.figures;
    if (!flavius || !wulf) throw new Error("figures");
    const crowded: Scenario = {
      ...scenario,
      setup: { ...scenario.setup, figures: [flavius, { ...wulf, position: flavius.position }] },
    };
    const run = runScenario(crowded);
    expect(failureOf(run)).toMatchObject({
      kind: "setup",
      message: "the set-up was refused: Two figures start in C14.",
    });
    expect(run.state).toBeNull();
  });

  it("rolls seeded dice, reproducibly, and reports the faces so they can be pinned down", () => {
    const run = runScenario(parsed(seeded({ seed: 42 })));
    const generator = new SeededDice(42);
    const expected = Array.from({ length: run.faces.length }, () => generator.d6());
    expect(run.ok).toBe(true);
    expect(run.faces).toEqual(expected);
    // Initiative 4 to 3, then Sigurd's spear misses with 6+5+2 = 13 against adjDX 9.
    expect(run.faces.slice(0, 5)).toEqual([4, 3, 6, 5, 2]);
    expect(run.summary?.figures.bear?.hitsTaken).toBe(0);
    const pinned = runScenario(parsed(seeded([...run.faces])));
    expect(pinned.ok).toBe(true);
    expect(pinned.summary).toEqual(run.summary);
  });

  it("uses seed 1 when the file gives no dice", () => {
    const implicit = runScenario(parsed(seeded()));
    const explicit = runScenario(parsed(seeded({ seed: 1 })));
    expect(implicit.faces).toEqual(explicit.faces);
    expect(implicit.summary).toEqual(explicit.summary);
    expect(implicit.faces.slice(0, 2)).toEqual([4, 1]);
  });

  it("summarises a battle stopped part-way, saying what the engine waits for", () => {
    const run = runScenario(parsed(seeded({ seed: 42 })));
    expect(run.summary).toMatchObject({
      turn: 2,
      ended: false,
      winner: null,
      ep: null,
      next: 'Hunters ("hunters") to choose who moves first',
    });
    expect(run.summary?.figures.sigurd).toMatchObject({ position: "F12", facing: "N" });
    expect(run.summary?.figures.bear).toMatchObject({ position: "F11", facing: "S", kind: "bear" });
  });
});
