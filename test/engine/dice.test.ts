import { describe, expect, it } from "vitest";
import {
  DiceExhaustedError,
  ForcedDice,
  RecordingDice,
  rollFaces,
  SeededDice,
} from "../../src/engine/dice.ts";

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
    expect(() => new ForcedDice([0])).toThrow("from 1 to 6");
    expect(() => new ForcedDice([7])).toThrow("from 1 to 6");
  });

  it("recording dice keep every face rolled", () => {
    const dice = new RecordingDice(new ForcedDice([1, 2, 3]));
    rollFaces(dice, 2);
    expect(dice.faces).toEqual([1, 2]);
  });
});
