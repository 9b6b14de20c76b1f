import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { readoutOf, urQuanRules } from "../../../src/games/ur-quan/index.ts";
import { attackDie } from "../../../src/games/ur-quan/rules/targeting.ts";
import { applyAll, duel, facingOff, scoutAndDreadnought, ship } from "./duel.ts";

const fireDart = { type: "fire", by: "a", slot: "main", target: "s2" } as const;

describe("the Attack Phase (the seed)", () => {
  it("plays the seed's worked example: Dart d10 = 8 against Pilot d8 = 4 takes half a crew box and 1 Battery", () => {
    const before = scoutAndDreadnought();
    expect(ship(before, "s2").crewHalves).toBe(42);
    const step = urQuanRules.apply(before, fireDart, new ForcedDice([8, 4]));
    expect(step.events).toContainEqual(
      expect.objectContaining({ type: "attack-rolled", die: 10, face: 8, range: 3 }),
    );
    expect(step.events).toContainEqual({
      type: "pilot-rolled",
      ship: "s2",
      die: 8,
      face: 4,
      hit: true,
    });
    expect(ship(step.state, "s2").crewHalves).toBe(41);
    expect(ship(step.state, "s1").battery).toBe(1);
  });

  it("misses when the Attack Die only equals the Pilot Die", () => {
    const after = applyAll(scoutAndDreadnought(), [fireDart], [5, 5]);
    expect(ship(after, "s2").crewHalves).toBe(42);
    expect(ship(after, "s1").battery).toBe(1);
  });

  it("allows one Attack Phase a turn", () => {
    const after = applyAll(scoutAndDreadnought(), [fireDart], [1, 8]);
    expect(() => urQuanRules.apply(after, fireDart, new ForcedDice([8, 1]))).toThrow(/once a turn/);
  });

  it("refuses an attack without Battery for its Cost, changing nothing", () => {
    const state = scoutAndDreadnought();
    ship(state, "s1").battery = 0;
    expect(() => urQuanRules.apply(state, fireDart, new ForcedDice([8, 4]))).toThrow(
      /costs 1 Battery; 0 left/,
    );
    expect(ship(state, "s1").usedMain).toBe(false);
  });

  it("refuses a target outside the arc", () => {
    const state = applyAll(scoutAndDreadnought(), [
      { type: "turn", by: "a", side: "left", times: 2 },
    ]);
    expect(() => urQuanRules.apply(state, fireDart, new ForcedDice([8, 4]))).toThrow(
      /outside the Dart's arc/,
    );
  });

  it("refuses a target beyond range (the Dart reaches 6 hexes)", () => {
    const state = duel(
      { a: ["shofixti"], b: ["ur-quan"] },
      { ship: "shofixti", hex: { col: 5, row: 0 }, facing: 3 },
      { ship: "ur-quan", hex: { col: 5, row: 7 }, facing: 0 },
    );
    expect(() => urQuanRules.apply(state, fireDart, new ForcedDice([8, 4]))).toThrow(
      /reaches 6 hexes; the target is 7 away/,
    );
  });

  it("is blocked by an asteroid in between, but a homing shot is not", () => {
    const blocked = scoutAndDreadnought([{ col: 5, row: 5 }]);
    expect(() => urQuanRules.apply(blocked, fireDart, new ForcedDice([8, 4]))).toThrow(
      /blocks the line of fire/,
    );
    const nuke = facingOff("earthling", "ur-quan", [{ col: 5, row: 5 }]);
    const after = applyAll(nuke, [{ type: "fire", by: "a", slot: "main", target: "s2" }], [9, 2]);
    expect(ship(after, "s2").crewHalves).toBe(38);
  });

  it("drops the Attack Die one size per 5 hexes of range: the Fusion Blast is a d10 at 5 hexes", () => {
    const state = duel(
      { a: ["ur-quan"], b: ["shofixti"] },
      { ship: "ur-quan", hex: { col: 5, row: 2 }, facing: 3 },
      { ship: "shofixti", hex: { col: 5, row: 7 }, facing: 0 },
    );
    // The Scout has a Reflex (its Glory Device), so it is asked; it rolls its Pilot Die.
    const fired = urQuanRules.apply(
      state,
      { type: "fire", by: "a", slot: "main", target: "s2" },
      new ForcedDice([10]),
    );
    expect(fired.events).toContainEqual(
      expect.objectContaining({ type: "attack-rolled", die: 10, range: 5 }),
    );
    expect(urQuanRules.awaiting(fired.state)).toEqual([{ seat: "b", decision: "defence" }]);
  });

  it("never drops the Attack Die below a d4", async () => {
    const { smaller, rangeSteps } = await import("../../../src/games/ur-quan/rules/die-size.ts");
    expect(smaller(8, rangeSteps(12))).toBe(4);
    expect(smaller(6, rangeSteps(20))).toBe(4);
    expect(smaller(12, rangeSteps(4))).toBe(12);
  });

  it("lets a laser keep its die at any range, and a cloak shrinks any die by one more size", () => {
    const vux = readoutOf("vux");
    const scout = readoutOf("shofixti");
    const target = ship(scoutAndDreadnought(), "s2");
    expect(attackDie(vux.main, 10, target)).toBe(8);
    expect(attackDie(scout.main, 10, target)).toBe(6);
    expect(attackDie(scout.main, 4, { ...target, cloaked: true })).toBe(8);
  });

  it("rolls two Attack Dice for Rapid Fire and keeps the higher", () => {
    const state = facingOff("yehat", "ur-quan");
    const step = urQuanRules.apply(
      state,
      { type: "fire", by: "a", slot: "main", target: "s2" },
      new ForcedDice([2, 9, 8]),
    );
    expect(step.events).toContainEqual(
      expect.objectContaining({ type: "attack-rolled", faces: [2, 9], face: 9 }),
    );
    expect(ship(step.state, "s2").crewHalves).toBe(41);
  });
});
