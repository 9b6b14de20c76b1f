/**
 * AM §6 FIRE AS A WEAPON: the molotail, thrown at −1 DX a megahex; a hit breaks it in the
 * target's hex, a miss scatters it (roll − adjDX) hexes in a direction of 1 die (List 2, 38), a 17
 * or 18 breaks it in the thrower's hand. 4 hits in its hex, 2 next to it, a fire there for 12
 * turns, and a figure in the hex that fails 4 dice against adjDX burns in the oil. Readings in
 * docs/rulings.md, "Molotails".
 */
import { describe, expect, it } from "vitest";
import { isBurning } from "../../../src/engine/battle/conditions.ts";
import { sameHex } from "../../../src/engine/hex/coordinates.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  attackRolls,
  eventsOf,
  fighter,
  human,
  N,
  ruleConditions,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (DX 12, a molotail ready and a torch) in E5 facing south at T in E8, 2 megahexes off; B
 * beside T in F8. */
function thrower(carried: ("torch" | "broadsword")[] = ["torch"]) {
  const a = human("A", { weapons: ["molotail", ...carried], readyWeapon: "molotail" });
  return new TestBattle(
    [
      fighter("a", a, "E5", S),
      fighter("t", human("T"), "E8", N, "red"),
      fighter("b", human("B"), "F8", N, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
}

function throwAtT(b: TestBattle, faces: readonly number[]) {
  return b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "b", option: "pass" },
      { figure: "a", option: "b", target: "t", attack: "thrown" },
    ],
    faces,
  );
}

describe("AM §6 the molotail", () => {
  it("hits T: 4 hits to T, 2 to B next to it, T dodges the oil, E8 burns and T stands in it", () => {
    const b = thrower();
    const events = throwAtT(b, [3, 3, 3, 1, 1, 1, 1]);
    const [roll] = attackRolls(events);
    expect(roll).toMatchObject({
      adjDx: 10,
      modifiers: [{ label: "thrown 2 megahexes", value: -2 }],
    });
    const [landed] = eventsOf(events, "molotail-landed");
    expect(describeEvent(b.state, landed as never)).toBe("A's molotail breaks in E8");
    expect(eventsOf(events, "burned").map((e) => [e.figure, e.how, e.taken])).toEqual([
      ["t", "splashed", 4],
      ["b", "splashed", 2],
      ["t", "standing", 4],
    ]);
    expect(eventsOf(events, "aflame")).toEqual([]);
    expect(isBurning(b.state, at("E8"))).toBe(true);
  });

  it("misses by 16 − 10 = 6: a 1 flies it straight on past T to E14, which burns", () => {
    const b = thrower();
    const events = throwAtT(b, [6, 6, 4, 1]);
    const [landed] = eventsOf(events, "molotail-landed");
    expect(landed).toMatchObject({ at: at("E14"), scatter: { face: 1, direction: S, hexes: 6 } });
    expect(describeEvent(b.state, landed as never)).toBe(
      "A's molotail scatters (1d6 = 1) 6 hexes S, and breaks in E14",
    );
    expect(eventsOf(events, "burned")).toEqual([]);
    expect(isBurning(b.state, at("E14"))).toBe(true);
  });

  it("a 4 turns the scatter back toward the thrower: 12 − 10 = 2 hexes N of E8 is E6, next to A", () => {
    const b = thrower();
    const events = throwAtT(b, [5, 5, 2, 4]);
    expect(eventsOf(events, "molotail-landed")[0]).toMatchObject({ at: at("E6") });
    expect(eventsOf(events, "burned").map((e) => [e.figure, e.taken])).toEqual([["a", 2]]);
  });

  it("a 17 breaks it in A's hand: A is splashed, fails 4 dice, and burns in the oil each turn", () => {
    const b = thrower();
    const events = throwAtT(b, [6, 6, 5, 6, 6, 6, 6]);
    expect(eventsOf(events, "molotail-landed")[0]).toMatchObject({ at: at("E5"), inHand: true });
    const [aflame] = eventsOf(events, "aflame");
    expect(describeEvent(b.state, aflame as never)).toBe(
      "A is soaked in burning oil: it burns for 12 turns",
    );
    expect(eventsOf(events, "burned").map((e) => [e.figure, e.how, e.taken])).toEqual([
      ["a", "splashed", 4],
      ["a", "standing", 4],
      ["a", "aflame", 4],
    ]);
    expect(b.fig("a").aflame).toEqual({ turnsLeft: 11, armorSpent: true });
  });

  it("water to the neck puts a soaked figure out", () => {
    const b = thrower();
    b.edit("a", { aflame: { turnsLeft: 5, armorSpent: true } });
    ruleConditions(b, { ground: "deep-water", hexes: ["E5"] });
    const events = b.turn([
      { figure: "t", option: "pass" },
      { figure: "b", option: "pass" },
      { figure: "a", option: "pass" },
    ]);
    expect(eventsOf(events, "aflame")).toEqual([
      { type: "aflame", figure: "a", turns: 0, out: true },
    ]);
    expect(b.fig("a").aflame).toBeUndefined();
  });

  it("the hex burns 12 turns, unless the GM rules on its fire: then it burns as the GM says", () => {
    const b = thrower();
    throwAtT(b, [6, 6, 4, 1]);
    const e14 = () => b.state.conditions?.hexes.find((h) => sameHex(h.at, at("E14")));
    expect(e14()).toMatchObject({ fire: true, fireTurnsLeft: 11 });
    ruleConditions(b, { fire: true, hexes: ["E14"] });
    expect(e14()).toEqual({ at: at("E14"), fire: true });
  });

  it("without a torch to light it, the molotail cannot be thrown", () => {
    const b = thrower(["broadsword"]);
    expect(() => throwAtT(b, [])).toThrow();
  });
});
