import { describe, expect, it } from "vitest";
import { formatHex } from "../../../src/engine/index.ts";
import { analyseLastTurn } from "../../../src/render/map/last-turn.ts";
import { fighter, human, N, S, TestBattle } from "../../engine/battle/attack-builders.ts";
import { combatExample } from "./scenarios.ts";

const labels = (hexes: readonly { q: number; r: number }[]) => hexes.map(formatHex);

describe("analyseLastTurn", () => {
  it("turn 3 of the combat example: Flavius runs five hexes, Wulf shifts and shoots a last arrow", () => {
    const { state, events, previous } = combatExample(3);
    const last = analyseLastTurn(state, events, previous);
    expect(last.moves.map((m) => [m.figure, labels(m.hexes)])).toEqual([
      ["flavius", ["F6", "F5", "F4", "F3", "F2", "E2"]],
      ["wulf", ["E1", "F1"]],
    ]);
    expect(last.attacks).toEqual([
      expect.objectContaining({
        attacker: "wulf",
        target: "flavius",
        ranged: true,
        hit: true,
        taken: 0,
      }),
    ]);
    expect(
      labels([last.attacks[0]?.from ?? { q: -9, r: -9 }, last.attacks[0]?.to ?? { q: -9, r: -9 }]),
    ).toEqual(["F1", "E2"]);
  });

  it("turn 8: Flavius hits from E2, forces Wulf from E1 to F1 and advances; the same without the previous state", () => {
    const { state, events, previous } = combatExample(8);
    for (const last of [analyseLastTurn(state, events, previous), analyseLastTurn(state, events)]) {
      expect(last.retreats.map((r) => [r.enemy, formatHex(r.from), formatHex(r.to)])).toEqual([
        ["wulf", "E1", "F1"],
      ]);
      expect(last.moves.map((m) => [m.figure, m.kind, labels(m.hexes)])).toEqual([
        ["flavius", "advance", ["E2", "E1"]],
      ]);
      const blow = last.attacks.find((a) => a.attacker === "flavius");
      expect(blow && [formatHex(blow.from), formatHex(blow.to), blow.hit, blow.taken]).toEqual([
        "E2",
        "E1",
        true,
        6,
      ]);
      const miss = last.attacks.find((a) => a.attacker === "wulf");
      expect(miss?.hit).toBe(false);
    }
  });

  it("starts an advance where the victor stood, even when it turned as it advanced", () => {
    const { state, events } = combatExample(8);
    const turned = {
      ...state,
      figures: state.figures.map((f) => (f.id === "flavius" ? { ...f, facing: 2 as const } : f)),
    };
    const withFacing = events.map((e) => (e.type === "retreat" ? { ...e, facing: 2 as const } : e));
    expect(
      analyseLastTurn(turned, withFacing).moves.map((m) => [m.figure, m.kind, labels(m.hexes)]),
    ).toEqual([["flavius", "advance", ["E2", "E1"]]]);
  });

  it("reads a forced retreat the same whether or not the engine also reports it as a step", () => {
    const { state, events, previous } = combatExample(8);
    const withoutSteps = events.filter((e) => e.type !== "stepped");
    const a = analyseLastTurn(state, events, previous);
    const b = analyseLastTurn(state, withoutSteps);
    expect(b.retreats).toEqual(a.retreats);
    expect(b.moves).toEqual(a.moves);
  });

  it("has nothing to draw without events", () => {
    const { state } = combatExample(2);
    expect(analyseLastTurn(state, [])).toEqual({
      moves: [],
      attacks: [],
      retreats: [],
      broken: [],
      flights: [],
      hexes: [],
    });
  });
});

describe("analyseLastTurn: AM §6 the blunderbuss", () => {
  it("draws a ranged hit from the gun to each figure its hail hurt, none to one that ducked", () => {
    const b = new TestBattle(
      [
        fighter("a", human("A", { weapons: ["blunderbuss"], readyWeapon: "blunderbuss" }), "E5", S),
        fighter("t", human("T"), "E8", N, "red"),
        fighter("b", human("B"), "C7", N, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    // Powder 2; the recoil 9 fails; T ducks (4), B does not (22) and takes 1d6+2 = 6.
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "b", option: "pass" },
        { figure: "a", option: "f", target: "t" },
      ],
      [2, 3, 3, 3, 1, 1, 1, 1, 6, 6, 5, 5, 4],
    );
    const last = analyseLastTurn(b.state, events);
    expect(
      last.attacks.map((a) => [a.attacker, a.target, formatHex(a.from), formatHex(a.to), a.taken]),
    ).toEqual([["a", "b", "E5", "C7", 6]]);
    expect(last.attacks[0]).toMatchObject({ ranged: true, hit: true });
  });
});
