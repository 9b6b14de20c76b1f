import { describe, expect, it } from "vitest";
import {
  DiceExhaustedError,
  ForcedDice,
  RecordingDice,
  rollFaces,
  SeededDice,
  sixSidedDice,
} from "../../src/dice/dice.ts";

describe("dice", () => {
  it("seeded dice repeat the same faces for the same seed", () => {
    const a = rollFaces(new SeededDice(42), 50);
    const b = rollFaces(new SeededDice(42), 50);
    expect(a).toEqual(b);
    expect(a.every((f) => f >= 1 && f <= 6)).toBe(true);
    expect(rollFaces(new SeededDice(43), 50)).not.toEqual(a);
  });

  it("seeded dice are roughly uniform", () => {
    const counts = new Map<number, number>();
    const dice = new SeededDice(7);
    for (let i = 0; i < 60_000; i++) {
      const face = dice.d6();
      counts.set(face, (counts.get(face) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const c of counts.values()) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it("forced dice play back their faces and then fail loudly", () => {
    const dice = new ForcedDice([3, 5, 6]);
    expect(rollFaces(dice, 3)).toEqual([3, 5, 6]);
    expect(() => dice.d6()).toThrow(DiceExhaustedError);
  });

  it("forced dice reject faces a die cannot show", () => {
    expect(() => new ForcedDice([0])).toThrow("a whole number from 1");
    expect(() => new ForcedDice([7]).d6()).toThrow("cannot come up on a d6 (from 1 to 6)");
    expect(() => new ForcedDice([9]).roll(8)).toThrow("cannot come up on a d8");
    expect(new ForcedDice([8]).roll(10)).toBe(8);
  });

  it("seeded dice of any size stay within their faces and replay from a seed", () => {
    const a = new SeededDice(11);
    const b = new SeededDice(11);
    for (const sides of [4, 6, 8, 10, 12]) {
      for (let i = 0; i < 200; i++) {
        const face = a.roll(sides);
        expect(face).toBeGreaterThanOrEqual(1);
        expect(face).toBeLessThanOrEqual(sides);
        expect(b.roll(sides)).toBe(face);
      }
    }
    expect(() => a.roll(1)).toThrow("at least 2");
  });

  it("a d6 rolled through roll(6) gives the faces d6() gives, so MELEE's seeded battles are unchanged", () => {
    const byD6 = rollFaces(new SeededDice(5), 40);
    const byRoll = Array.from(
      { length: 40 },
      (
        (dice) => () =>
          dice.roll(6)
      )(new SeededDice(5)),
    );
    expect(byRoll).toEqual(byD6);
  });

  it("dice that roll only d6 refuse any other die", () => {
    const dice = sixSidedDice(() => 4);
    expect(dice.roll(6)).toBe(4);
    expect(() => dice.roll(8)).toThrow("only d6");
  });

  it("recording dice keep every face rolled", () => {
    const dice = new RecordingDice(new ForcedDice([1, 2, 8]));
    rollFaces(dice, 2);
    dice.roll(10);
    expect(dice.faces).toEqual([1, 2, 8]);
  });
});
