/**
 * AM §3 INITIATIVE, figure by figure: a figure that fled last turn and is still disengaged flees
 * on before anyone moves, whoever wins the initiative; the first turn of running is an ordinary
 * move in its side's turn; a GM may rule that a figure has been running. Readings in
 * docs/rulings.md, "Fleeing figures".
 */
import { describe, expect, it } from "vitest";
import { figuresFleeingFirst, legalOptions } from "../../../src/engine/battle/decisions.ts";
import { FLEEING_NOT_UNDER_MELEE } from "../../../src/engine/battle/fleeing.ts";
import { optionChangeProblem } from "../../../src/engine/battle/option-change.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { at, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A (blue, who wins every initiative roll) in E5 chases T (red) in E8; U (red) stands by. */
function chase(ruleset: Ruleset = "advanced-melee") {
  return new TestBattle(
    [
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T"), "E8", S, "red"),
      fighter("u", human("U"), "H3", N, "red"),
    ],
    { ruleset },
  );
}

const T_FLEES = { figure: "t", option: "flee", destination: at("E12"), facing: S } as const;

describe("AM §3 fleeing figures", () => {
  it("the first turn's flight is a move in its side's turn; the next turn T flees before blue moves", () => {
    const b = chase();
    const first = b.turn([
      { figure: "a", option: "a", destination: at("E6"), facing: S },
      T_FLEES,
      { figure: "u", option: "pass" },
    ]);
    expect(eventsOf(first, "option-chosen").map((e) => [e.figure, e.option])).toEqual([
      ["a", "a"],
      ["t", "flee"],
      ["u", "pass"],
    ]);
    expect(b.fig("t").fledOnTurn).toBe(1);
    // Turn 2: blue won the initiative, but T runs on first, from E12 to E16, before the choice.
    expect(figuresFleeingFirst(b.state)).toEqual(["t"]);
    expect(legalOptions(b.state, "t")).toContain("flee");
    expect(legalOptions(b.state, "u")).not.toContain("flee");
    const fled = b.order({
      type: "move",
      figure: "t",
      option: "flee",
      destination: at("E16"),
      facing: S,
    });
    expect(eventsOf(fled, "option-chosen")).toMatchObject([{ figure: "t", option: "flee" }]);
    expect(b.state.phase.kind).toBe("initiative");
    expect(b.fig("t").position).toEqual(at("E16"));
    expect(b.fig("t").fledOnTurn).toBe(2);
    expect(figuresFleeingFirst(b.state)).toEqual([]);
    expect(figuresFleeingFirst(b.state)).toEqual([]);
    // Blue moves first as it chose; red's turn to move asks only U, T having moved.
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", figure: "a", option: "a", destination: at("E12"), facing: S });
    expect(b.state.phase).toEqual({ kind: "movement", order: ["blue", "red"], index: 1 });
    b.order({ type: "move", figure: "u", option: "pass" });
    expect(b.state.turn).toBe(3);
  });

  it("only a figure that fled last turn goes before the initiative, and only to flee", () => {
    const b = chase();
    expect(figuresFleeingFirst(b.state)).toEqual([]);
    expect(() => b.order({ type: "move", ...T_FLEES })).toThrow(
      "T did not flee last turn: it flees in its side's turn to move, and goes before anyone from the next turn if it keeps running (AM §3).",
    );
    b.edit("t", { fledOnTurn: 0 });
    expect(() =>
      b.order({ type: "move", figure: "t", option: "a", destination: at("E12"), facing: S }),
    ).toThrow(
      "The turn's initiative is being chosen: only a figure that fled last turn may move now, to keep fleeing (AM §3).",
    );
  });

  it("a figure that turns to fight rolls with its side: its flight gives no initiative", () => {
    const b = chase();
    b.edit("t", { fledOnTurn: 0 });
    const turn = b.turn([
      { figure: "a", option: "a", destination: at("E7"), facing: S },
      { figure: "t", option: "pass" },
      { figure: "u", option: "pass" },
    ]);
    expect(eventsOf(turn, "initiative-chosen")).toMatchObject([{ order: ["blue", "red"] }]);
    expect(b.fig("t").fledOnTurn).toBe(0);
    expect(figuresFleeingFirst(b.state)).toEqual([]);
  });

  it("flight is declared with the move: no change of option to or from it", () => {
    const b = chase();
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    b.order({ type: "move", ...T_FLEES });
    expect(optionChangeProblem(b.state, b.fig("t"), "c")).toBe(
      "T cannot change option to or from fleeing: flight is declared with its move.",
    );
    b.order({ type: "move", figure: "u", option: "c", destination: at("H4"), facing: N });
    expect(optionChangeProblem(b.state, b.fig("u"), "flee")).toBe(
      "U cannot change option to or from fleeing: flight is declared with its move.",
    );
  });

  it("a running battle: the GM carries the chase back across the map, and T's flight goes on", () => {
    const b = chase();
    b.turn([
      T_FLEES,
      { figure: "u", option: "pass" },
      { figure: "a", option: "a", destination: at("E8"), facing: S },
    ]);
    // Near the map's edge the GM shifts the chase 7 hexes north, as if the map scrolled with it.
    for (const [figure, to] of [
      ["t", "E5"],
      ["a", "E1"],
    ] as const) {
      b.order({
        type: "gm",
        gm: "Gamma",
        ruling: { kind: "place", figure, to: at(to), facing: S },
      });
    }
    expect(figuresFleeingFirst(b.state)).toEqual(["t"]);
    b.order({ type: "move", figure: "t", option: "flee", destination: at("E9"), facing: S });
    expect(b.fig("t").position).toEqual(at("E9"));
  });

  it("an engaged figure cannot flee; it must disengage first", () => {
    const b = chase();
    b.edit("t", { position: at("E6"), facing: N, fledOnTurn: 0 });
    expect(figuresFleeingFirst(b.state)).toEqual([]);
    expect(() => b.order({ type: "move", ...T_FLEES })).toThrow(
      "T is engaged; its options are (h)–(o).",
    );
  });

  it("the GM rules that T has been running: it may flee before anyone moves", () => {
    const b = chase();
    const ruled = b.order({
      type: "gm",
      gm: "Gamma",
      ruling: { kind: "fleeing", figure: "t" },
      reason: "ran from the inn",
    });
    expect(describeEvent(b.state, ruled[0] as (typeof ruled)[0])).toBe(
      "Gamma (GM) rules: T has been running away: it may flee this turn before anyone moves — ran from the inn",
    );
    expect(figuresFleeingFirst(b.state)).toEqual(["t"]);
    b.order({ type: "move", ...T_FLEES });
    expect(b.fig("t").position).toEqual(at("E12"));
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() =>
      b.order({ type: "gm", gm: "Gamma", ruling: { kind: "fleeing", figure: "u" } }),
    ).toThrow(
      "A figure is ruled fleeing while the turn's initiative is being chosen, before anyone moves.",
    );
  });

  it("is ADVANCED MELEE's: MELEE offers no flight and refuses it", () => {
    const b = chase("melee");
    expect(legalOptions(b.state, "t")).not.toContain("flee");
    expect(() =>
      b.order({ type: "gm", gm: "Gamma", ruling: { kind: "fleeing", figure: "t" } }),
    ).toThrow(FLEEING_NOT_UNDER_MELEE);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(legalOptions(b.state, "t")).not.toContain("flee");
    expect(() => b.order({ type: "move", ...T_FLEES })).toThrow(FLEEING_NOT_UNDER_MELEE);
  });
});
