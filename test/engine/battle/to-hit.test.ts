/**
 * MELEE: ROLLING FOR A HIT (the automatic results of 3, 4, 5, 16, 17 and 18) and DEFENDING AND
 * DODGING (four dice, no automatic results, 20 or more misses; defending needs a weapon).
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

/** A clumsy fighter in plate: adjDX 2, so only automatic results hit. */
const CLUMSY = human("Clod", { st: 16, dx: 8, armor: "plate" });
/** An advanced fighter with adjDX 22: only automatic results miss. */
const DEFT = human("Deft", { st: 9, dx: 22, weapons: ["rapier"], readyWeapon: "rapier" });

function strike(attacker: FigureSpec, faces: number[], targetOption: "pass" | "i" = "pass") {
  const b = new TestBattle([
    fighter("a", attacker, "E5", S),
    fighter("t", human("T", { st: 30, dx: 10 }), "E6", N, "red"),
  ]);
  const events = b.turn(
    [
      { figure: "t", option: targetOption },
      { figure: "a", option: "h", target: "t" },
    ],
    faces,
  );
  return { b, events };
}

describe("three dice: the automatic results", () => {
  it("3 always hits and does triple damage", () => {
    const { events } = strike(CLUMSY, [1, 1, 1, 2, 3]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 2, faces: [1, 1, 1], result: "triple" });
    expect(damages(events)[0]).toMatchObject({
      faces: [2, 3],
      multiplier: 3,
      total: 15,
      taken: 15,
    });
  });

  it("4 always hits and does double damage", () => {
    const { events } = strike(CLUMSY, [1, 2, 1, 6, 6]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 2, faces: [1, 2, 1], result: "double" });
    expect(damages(events)[0]).toMatchObject({ multiplier: 2, total: 24, taken: 24 });
  });

  it("5 always hits, for ordinary damage", () => {
    const { events } = strike(CLUMSY, [2, 2, 1, 4, 4]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 2, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 8 });
  });

  it("6 is an ordinary roll: a miss at adjDX 2", () => {
    const { events } = strike(CLUMSY, [2, 2, 2]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 2, result: "miss" });
    expect(damages(events)).toEqual([]);
  });

  it("15 is an ordinary roll: a hit at adjDX 22", () => {
    const { events } = strike(DEFT, [5, 5, 5, 1]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 22, result: "hit" });
  });

  it("16 always misses", () => {
    const { b, events } = strike(DEFT, [6, 5, 5]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 22, result: "auto-miss" });
    expect(b.fig("a").readyWeapon).toBe("rapier");
  });

  it("17 misses and the attacker drops the weapon in his own hex", () => {
    const { b, events } = strike(DEFT, [6, 6, 5]);
    expect(attackRolls(events)[0]).toMatchObject({ result: "drop" });
    expect(eventsOf(events, "item-dropped")).toEqual([
      { type: "item-dropped", figure: "a", item: "rapier", at: at("E5"), reason: "rolled 17" },
    ]);
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "rapier", position: at("E5") }]);
  });

  it("18 misses and the weapon breaks: gone, not on the ground", () => {
    const { b, events } = strike(DEFT, [6, 6, 6]);
    expect(attackRolls(events)[0]).toMatchObject({ result: "break" });
    expect(eventsOf(events, "item-broken")).toEqual([
      { type: "item-broken", figure: "a", item: "rapier" },
    ]);
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.fig("a").carried).toEqual([]);
    expect(b.state.dropped).toEqual([]);
  });
});

describe("four dice against a defending figure", () => {
  it("hits on adjDX or less on four dice", () => {
    const { events } = strike(human("A"), [3, 3, 3, 3, 1, 1], "i");
    expect(attackRolls(events)[0]).toMatchObject({ faces: [3, 3, 3, 3], adjDx: 12, result: "hit" });
  });

  it("misses on one more", () => {
    const { events } = strike(human("A"), [3, 3, 3, 4], "i");
    expect(attackRolls(events)[0]).toMatchObject({
      faces: [3, 3, 3, 4],
      adjDx: 12,
      result: "miss",
    });
  });

  it("has no automatic hits: 4 on four dice is a plain hit, not triple or double", () => {
    const { events } = strike(CLUMSY, [1, 1, 1, 1], "i");
    // 4 is more than adjDX 2: no automatic hit, a miss.
    expect(attackRolls(events)[0]).toMatchObject({ faces: [1, 1, 1, 1], adjDx: 2, result: "miss" });
    const low = strike(human("A"), [1, 1, 1, 1, 2, 2], "i");
    expect(attackRolls(low.events)[0]).toMatchObject({ result: "hit" });
    expect(damages(low.events)[0]).toMatchObject({ multiplier: 1, total: 4 });
  });

  it("has no automatic misses: 16, 17 and 18 are ordinary rolls, nothing is dropped", () => {
    const sixteen = strike(DEFT, [6, 5, 4, 1, 3], "i");
    expect(attackRolls(sixteen.events)[0]).toMatchObject({ adjDx: 22, result: "hit" });
    const eighteen = strike(DEFT, [6, 6, 5, 1, 3], "i");
    expect(attackRolls(eighteen.events)[0]).toMatchObject({ faces: [6, 6, 5, 1], result: "hit" });
    const seventeen = strike(human("A"), [6, 5, 5, 1], "i");
    expect(attackRolls(seventeen.events)[0]).toMatchObject({ adjDx: 12, result: "miss" });
    expect(seventeen.b.fig("a").readyWeapon).toBe("broadsword");
    expect(seventeen.b.state.dropped).toEqual([]);
  });

  it("20 or more misses even at adjDX 22; 19 hits", () => {
    const twenty = strike(DEFT, [5, 5, 5, 5], "i");
    expect(attackRolls(twenty.events)[0]).toMatchObject({ adjDx: 22, result: "miss" });
    const nineteen = strike(DEFT, [6, 6, 6, 1, 2], "i");
    expect(attackRolls(nineteen.events)[0]).toMatchObject({ adjDx: 22, result: "hit" });
  });

  it("a figure may not defend without a ready non-missile weapon", () => {
    const archer = human("Bow", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" });
    const b = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", archer, "E6", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(() => b.order({ type: "move", figure: "t", option: "i" })).toThrow(
      "Bow needs a ready non-missile weapon to defend.",
    );
    const unarmed = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("Bare", { weapons: [], readyWeapon: null }), "E6", N, "red"),
    ]);
    unarmed.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(() => unarmed.order({ type: "move", figure: "t", option: "i" })).toThrow(
      "Bare needs a ready non-missile weapon to defend.",
    );
  });
});

describe("four dice against a dodging figure", () => {
  it("a missile needs adjDX or less on four dice", () => {
    const archer = human("A", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" });
    const b = new TestBattle([
      fighter("t", human("T"), "E6", S, "red"),
      fighter("a", archer, "E12", N),
    ]);
    const events = b.turn(
      [
        { figure: "t", option: "c" },
        { figure: "a", option: "f", target: "t" },
      ],
      [4, 3, 3, 3, 2],
    );
    expect(attackRolls(events)[0]).toMatchObject({ faces: [4, 3, 3, 3], adjDx: 13, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ total: 4 });
  });

  it("ruling: a hand weapon against a dodging figure rolls four dice as well", () => {
    // T dodges, standing still; A then charges into T's rear hex and strikes (+4).
    const b = new TestBattle([
      fighter("t", human("T"), "E6", N, "red"),
      fighter("a", human("A"), "E9", N),
    ]);
    const events = b.turn(
      [
        { figure: "t", option: "c" },
        { figure: "a", option: "b", path: [at("E8"), at("E7")], target: "t" },
      ],
      [4, 4, 4, 5],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      faces: [4, 4, 4, 5],
      adjDx: 16,
      modifiers: [{ label: "from the rear", value: 4 }],
      result: "miss",
    });
  });
});
