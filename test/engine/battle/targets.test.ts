/**
 * MELEE: VI. FACING — only an enemy in one of your three front hexes may be attacked with a hand
 * weapon. A declared target that is no longer legal when the attacker's turn to act comes pauses the
 * battle for an `act` order: a new target, or null to forfeit.
 */
import { describe, expect, it } from "vitest";
import { pendingDecision } from "../../../src/engine/battle/decisions.ts";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  NW,
  S,
  SW,
  TestBattle,
} from "./attack-builders.ts";

describe("hand weapons reach the three front hexes only", () => {
  function tryStrike(targetHex: string, facing: 0 | 1 | 2 | 3 | 4 | 5, side = "red") {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T"), targetHex, facing, side),
      fighter("x", human("X"), "J12", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    // Engaged by an enemy, (h); next to a friend only, (b).
    const option = side === "red" ? "h" : "b";
    return () => b.order({ type: "move", figure: "a", option, target: "t" });
  }

  it("each of the three front hexes will do", () => {
    // E5 facing S: front hexes D5 (SW), E6 (S), F5 (SE).
    expect(tryStrike("E6", N)).not.toThrow();
    expect(tryStrike("F5", NW)).not.toThrow();
    expect(tryStrike("D5", 1)).not.toThrow();
  });

  it("not a side hex, even when the enemy there engages the attacker", () => {
    expect(tryStrike("F4", SW)).toThrow("T is not in one of A's front hexes.");
  });

  it("not the rear hex", () => {
    expect(tryStrike("E4", S)).toThrow("T is not in one of A's front hexes.");
  });

  it("not a friend", () => {
    expect(tryStrike("E6", N, "blue")).toThrow("T is on A's side.");
  });
});

describe("a target gone by the time the attacker acts", () => {
  /** T (faster) disengages away from A; U stands in A's other front hex. */
  function lostTarget() {
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T", { dx: 13 }), "E6", N, "red"),
      fighter("u", human("U"), "F5", NW, "red"),
    ]);
    const events = b.turn([
      { figure: "a", option: "h", target: "t" },
      { figure: "t", option: "l", stepTo: at("E7") },
      { figure: "u", option: "pass" },
    ]);
    return { b, events };
  }

  it("pauses the battle for the attacker's decision", () => {
    const { b, events } = lostTarget();
    expect(eventsOf(events, "stepped")).toEqual([
      { type: "stepped", figure: "t", from: at("E6"), to: at("E7"), reason: "disengaged" },
    ]);
    expect(attackRolls(events)).toEqual([]);
    expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "a" });
    expect(pendingDecision(b.state)).toEqual({ kind: "act", figure: "a" });
  });

  it("a new target in a front hex: the attack goes ahead", () => {
    const { b } = lostTarget();
    const events = b.act({ figure: "a", target: "u" }, [3, 3, 3, 2, 2]);
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ attacker: "a", target: "u", adjDx: 12, result: "hit" }),
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "u", total: 4 });
    expect(b.state.phase.kind).toBe("initiative");
    expect(b.state.turn).toBe(2);
  });

  it("null forfeits the action", () => {
    const { b } = lostTarget();
    const events = b.act({ figure: "a", target: null });
    expect(eventsOf(events, "action-lost")).toEqual([
      { type: "action-lost", figure: "a", reason: "A forfeits the action" },
    ]);
    expect(attackRolls(events)).toEqual([]);
    expect(b.state.turn).toBe(2);
  });

  it("an illegal new target is refused and the battle keeps waiting", () => {
    const { b } = lostTarget();
    expect(() => b.order({ type: "act", figure: "a", target: "t" })).toThrow(
      "T is not in one of A's front hexes.",
    );
    expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "a" });
  });

  it("only the waiting figure may act", () => {
    const { b } = lostTarget();
    expect(() => b.order({ type: "act", figure: "u", target: "a" })).toThrow(
      "That figure is not waiting to act.",
    );
  });

  it("a target killed before the attacker's turn also asks for a new one", () => {
    // K (faster, from T's side hex) kills T; A's declared target is dead when A's turn comes.
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("k", human("K", { dx: 14 }), "D6", 1),
      fighter("t", human("T", { st: 8, dx: 16, weapons: [], readyWeapon: null }), "E6", N, "red"),
      fighter("u", human("U"), "F5", NW, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "h", target: "t" },
        { figure: "k", option: "b", target: "t" },
        { figure: "t", option: "pass" },
        { figure: "u", option: "pass" },
      ],
      [3, 3, 3, 6, 6],
    );
    expect(b.fig("t").condition).toBe("dead");
    expect(attackRolls(events)).toEqual([expect.objectContaining({ attacker: "k", adjDx: 16 })]);
    expect(pendingDecision(b.state)).toEqual({ kind: "act", figure: "a" });
    const after = b.act({ figure: "a", target: "u" }, [6, 5, 5]);
    expect(attackRolls(after)).toEqual([
      expect.objectContaining({ attacker: "a", target: "u", result: "auto-miss" }),
    ]);
  });
});

describe("hand-to-hand limits", () => {
  it("a figure in HTH may only strike its foes there", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E6", N),
      fighter("d", human("D"), "E7", N, "red"),
      fighter("e", human("E"), "E5", S, "red"),
    ]);
    b.edit("a", { posture: "fallen" });
    b.edit("d", { position: at("E6"), posture: "fallen" });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "a", option: "p", target: "e" })).toThrow(
      "E is not in hand-to-hand combat with A.",
    );
    expect(() => b.order({ type: "move", figure: "a", option: "h", target: "e" })).toThrow(
      "A is in hand-to-hand combat; its options are (p)–(r).",
    );
  });

  it("a standing figure may not strike into a pile outside its front hexes", () => {
    const b = new TestBattle([
      fighter("s", human("S"), "E5", N),
      fighter("d", human("D"), "E6", N, "red"),
      fighter("f", human("F"), "E7", N),
    ]);
    b.edit("d", { posture: "fallen" });
    b.edit("f", { position: at("E6"), posture: "fallen" });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "s", option: "b", target: "d" })).toThrow(
      "D is not in one of S's front hexes.",
    );
  });
});
