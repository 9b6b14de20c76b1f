/**
 * AM §3 SURPRISE as a GM's ruling: lesser surprise gives the surprising side the turn's initiative;
 * full surprise gives it a free turn, the other side getting no option at all. Readings in
 * docs/rulings.md, "Surprise".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { SURPRISE_NOT_UNDER_MELEE } from "../../../src/engine/battle/surprise.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (blue, who wins every initiative roll) in E5 faces T (red) in E6. */
function duel(ruleset: Ruleset = "advanced-melee") {
  return new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
    { ruleset },
  );
}

function surprise(b: TestBattle, full: boolean) {
  return b.order({
    type: "gm",
    gm: "Gamma",
    ruling: { kind: "surprise", side: "red", full },
    reason: "in ambush",
  });
}

describe("AM §3 surprise", () => {
  it("lesser surprise: red wins the initiative blue rolled for, and both sides still act", () => {
    const b = duel();
    const events = surprise(b, false);
    expect(events).toEqual([
      { type: "surprise", gm: "Gamma", side: "red", full: false, reason: "in ambush" },
    ]);
    expect(describeEvent(b.state, events[0] as (typeof events)[0])).toBe(
      "Gamma (GM) rules: red surprised its foes and has this turn's initiative — in ambush",
    );
    const turn = b.turn([
      { figure: "t", option: "pass" },
      { figure: "a", option: "pass" },
    ]);
    expect(eventsOf(turn, "initiative-chosen")).toMatchObject([
      { side: "red", order: ["red", "blue"] },
    ]);
  });

  it("full surprise: only red moves and strikes; A has no option, so no defence", () => {
    const b = duel();
    surprise(b, true);
    const turn = b.turn([{ figure: "t", option: "h", target: "a" }], [3, 3, 4, 1, 1]);
    expect(eventsOf(turn, "initiative-chosen")).toMatchObject([{ side: "red", order: ["red"] }]);
    expect(eventsOf(turn, "option-chosen").map((e) => e.figure)).toEqual(["t"]);
    expect(attackRolls(turn)).toMatchObject([{ attacker: "t", target: "a", result: "hit" }]);
    expect(b.state.turn).toBe(2);
  });

  it("is ruled only while the initiative is chosen, and only under ADVANCED MELEE", () => {
    expect(() => surprise(duel("melee"), true)).toThrow(SURPRISE_NOT_UNDER_MELEE);
    const b = duel();
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => surprise(b, true)).toThrow(
      "Surprise is ruled while the turn's initiative is being chosen, before anyone moves.",
    );
  });

  it("fleeing: red wins the initiative to keep running and may not attack; the next turn it may", () => {
    const b = duel();
    const flee = {
      type: "gm",
      gm: "Gamma",
      ruling: { kind: "surprise", side: "red", full: false, fleeing: true },
    } as const;
    const events = b.order(flee);
    expect(describeEvent(b.state, events[0] as (typeof events)[0])).toBe(
      "Gamma (GM) rules: red flees and has this turn's initiative, to keep running: no attacks",
    );
    b.order({ type: "initiative", side: "red", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "t", option: "h", target: "a" })).toThrow(
      "T's side is fleeing this turn: it won the initiative to keep running, not to attack (AM §3).",
    );
    b.order({ type: "move", figure: "t", option: "pass" });
    b.order({ type: "move", figure: "a", option: "pass" });
    const turn = b.turn(
      [
        { figure: "t", option: "h", target: "a" },
        { figure: "a", option: "pass" },
      ],
      [3, 3, 4, 1, 1],
    );
    expect(attackRolls(turn)).toMatchObject([{ attacker: "t", target: "a", result: "hit" }]);
  });

  it("a fleeing side gets no free turn", () => {
    const b = duel();
    expect(() =>
      b.order({
        type: "gm",
        gm: "Gamma",
        ruling: { kind: "surprise", side: "red", full: true, fleeing: true },
      }),
    ).toThrow("A fleeing side wins only the initiative, not a free turn.");
  });
});

describe("AM §6 ambush: the Alertness talent", () => {
  /** A (blue) has Alertness and IQ 10; red lies in ambush for a free turn. */
  function ambush(faces: readonly number[]) {
    const alert = human("A", { st: 10, dx: 12, iq: 10, talents: ["alertness"] });
    const b = new TestBattle(
      [fighter("a", alert, "E5", S), fighter("t", human("T"), "E6", N, "red")],
      { ruleset: "advanced-melee" },
    );
    const events = b.order(
      {
        type: "gm",
        gm: "Gamma",
        ruling: { kind: "surprise", side: "red", full: true },
        reason: "in ambush",
      },
      faces,
    );
    return { b, events };
  }

  it("A rolls 9 on 3 dice against IQ 10 and spots it: no surprise, blue keeps the initiative", () => {
    const { b, events } = ambush([3, 3, 3]);
    expect(events).toEqual([
      {
        type: "saving-roll",
        figure: "a",
        purpose: "spot the ambush",
        faces: [3, 3, 3],
        target: 10,
        success: true,
        against: "IQ",
      },
      {
        type: "surprise",
        gm: "Gamma",
        side: "red",
        full: true,
        spottedBy: "a",
        reason: "in ambush",
      },
    ]);
    expect(events.map((e) => describeEvent(b.state, e as never))).toEqual([
      "A rolls to spot the ambush: 3d6 = 9 (3+3+3) ≤ IQ 10, succeeds",
      "Gamma (GM) rules: red lay in ambush, but its foes spotted it: no surprise, the initiative roll stands — in ambush",
    ]);
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "blue" });
    expect(b.state.phase).not.toHaveProperty("surprised");
  });

  it("a 12 misses: the free turn stands", () => {
    const { b } = ambush([4, 4, 4]);
    expect(b.state.phase).toMatchObject({ winner: "red", surprised: ["blue"] });
  });

  it("without the talent nobody rolls", () => {
    const b = duel();
    expect(eventsOf(surprise(b, true), "saving-roll")).toEqual([]);
  });
});
