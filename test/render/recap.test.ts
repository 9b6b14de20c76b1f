/**
 * The recap's counting (src/games/melee/battle-tally.ts) and wording (src/render/recap.ts), on
 * hand-made events: damage through armor, who felled whom, a fall no blow caused.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../src/dice/dice.ts";
import type { BattleEvent } from "../../src/engine/battle/events.ts";
import { createBattle } from "../../src/engine/battle/setup.ts";
import type { BattleState } from "../../src/engine/battle/types.ts";
import { shareOf, tallyBattle } from "../../src/games/melee/battle-tally.ts";
import { recapLines } from "../../src/render/recap.ts";
import { COMBAT_EXAMPLE_SETUP } from "../engine/battle/fixtures.ts";

const { state: start } = createBattle(COMBAT_EXAMPLE_SETUP, new SeededDice(1));

function blow(attacker: string, target: string, taken: number): BattleEvent {
  return {
    type: "damage",
    attacker,
    target,
    damage: { dice: 2, add: 0 },
    faces: [3, 4],
    multiplier: 1,
    halved: false,
    total: taken + 2,
    stopped: 2,
    stoppedBy: ["Leather"],
    taken,
    stRemaining: 5,
  };
}

const EVENTS: BattleEvent[] = [
  { type: "turn-started", turn: 1 },
  blow("flavius", "wulf", 4),
  blow("wulf", "flavius", 3),
  { type: "turn-started", turn: 2 },
  blow("flavius", "wulf", 0),
  blow("flavius", "wulf", 6),
  { type: "condition", figure: "wulf", condition: "unconscious" },
  { type: "turn-started", turn: 3 },
  blow("flavius", "wulf", 2),
  { type: "condition", figure: "wulf", condition: "dead" },
];

describe("the battle's tally", () => {
  const tally = tallyBattle(EVENTS);

  it("counts the turns and the damage that got through, dealt and taken", () => {
    expect(tally.turns).toBe(3);
    expect(tally.figures).toEqual({
      flavius: { dealt: 12, taken: 3 },
      wulf: { dealt: 3, taken: 12 },
    });
  });

  it("names the last blow's striker as the one who felled each figure, in order", () => {
    expect(tally.fellings).toEqual([
      { figure: "wulf", by: "flavius", outcome: "unconscious", turn: 2 },
      { figure: "wulf", by: "flavius", outcome: "dead", turn: 3 },
    ]);
    expect(shareOf(tally, "flavius")).toEqual({
      felled: 1,
      knockedOut: 0,
      slain: false,
      slainBy: null,
      slainOnTurn: null,
    });
    expect(shareOf(tally, "wulf")).toEqual({
      felled: 0,
      knockedOut: 1,
      slain: true,
      slainBy: "flavius",
      slainOnTurn: 3,
    });
  });

  it("credits nobody with a figure a GM's ruling put down after the last blow", () => {
    const ruled = tallyBattle([
      { type: "turn-started", turn: 1 },
      blow("flavius", "wulf", 2),
      { type: "gm-ruling", gm: "The GM", figure: "wulf", ruling: "hits 12", reason: null },
      { type: "condition", figure: "wulf", condition: "dead" },
    ]);
    expect(ruled.fellings).toEqual([{ figure: "wulf", by: null, outcome: "dead", turn: 1 }]);
  });
});

describe("the recap's words", () => {
  const ended: BattleState = {
    ...start,
    phase: { kind: "ended", winner: "rome" },
    ep: { flavius: 50, wulf: 0 },
  };

  it("gives the winner and turns, each figure's damage and EP, then who felled whom", () => {
    expect(recapLines(ended, tallyBattle(EVENTS))).toEqual([
      "Rome won, after 3 turns.",
      "Flavius (Rome): dealt 12, took 3, earned 50 EP",
      "Wulf (Germania): dealt 3, took 12, earned 0 EP",
      "Turn 2: Flavius knocked out Wulf.",
      "Turn 3: Flavius slew Wulf.",
    ]);
  });

  it("carries the log's marks: a GM's ruling, a concession", () => {
    const lines = recapLines(ended, tallyBattle([]), [
      { kind: "gm-ruling" },
      { kind: "conceded", side: "germania" },
    ]);
    expect(lines.slice(0, 3)).toEqual([
      "Rome won, after 0 turns.",
      "Marked: a GM's ruling changed the battle (see the log).",
      "Marked: Germania conceded.",
    ]);
  });
});
