/**
 * AM §9 MOUNTED COMBAT with forced dice: mounting, jumping off a moving animal, pulling a rider
 * down, and keeping a lance after a sweep. Readings in docs/rulings.md, "Mounted combat".
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import {
  isUnseated,
  jumpOff,
  keepLanceRoll,
  mountRoll,
  pullRoll,
} from "../../../src/engine/mounted/index.ts";

describe("AM §9 OPTIONS: mounting", () => {
  it("a non-Horseman of DX 11 rolls 3 dice: 11 gets on, 12 ends on the ground", () => {
    expect(mountRoll(new ForcedDice([5, 4, 2]), 11, "none")).toEqual({
      faces: [5, 4, 2],
      sum: 11,
      target: 11,
      success: true,
    });
    expect(mountRoll(new ForcedDice([6, 4, 2]), 11, "none")?.success).toBe(false);
  });

  it("3 dice read like a roll to hit: 5 always gets on, 16 never does", () => {
    expect(mountRoll(new ForcedDice([1, 2, 2]), 4, "none")?.success).toBe(true);
    expect(mountRoll(new ForcedDice([6, 5, 5]), 17, "none")?.success).toBe(false);
  });

  it("a Horseman gets on without a roll (no dice are rolled)", () => {
    expect(mountRoll(new ForcedDice([]), 8, "horseman")).toBeNull();
  });
});

describe("AM §9 OPTIONS: jumping off a moving animal", () => {
  it("anyone else rolls 5 dice against DX 12: 12 lands unhurt", () => {
    expect(jumpOff(new ForcedDice([3, 3, 2, 2, 2]), 12, "none")).toEqual({
      roll: { faces: [3, 3, 2, 2, 2], sum: 12, target: 12, success: true },
      damage: 0,
    });
  });

  it("13 on 5 dice fails: one die of damage, the 4 that follows", () => {
    expect(jumpOff(new ForcedDice([3, 3, 3, 2, 2, 4]), 12, "none")).toEqual({
      roll: { faces: [3, 3, 3, 2, 2], sum: 13, target: 12, success: false },
      damage: 4,
    });
  });

  it("an Expert Horseman rolls 2 dice, a Horseman 3", () => {
    expect(jumpOff(new ForcedDice([6, 6, 1]), 11, "expert")).toEqual({
      roll: { faces: [6, 6], sum: 12, target: 11, success: false },
      damage: 1,
    });
    expect(jumpOff(new ForcedDice([6, 4, 1]), 11, "horseman").roll).toEqual({
      faces: [6, 4, 1],
      sum: 11,
      target: 11,
      success: true,
    });
  });
});

describe("AM §9 PULLING A RIDER FROM HIS MOUNT", () => {
  it("6 dice against ST 12 + DX 11 = 23: 23 pulls, 24 does not", () => {
    expect(pullRoll(new ForcedDice([6, 5, 4, 4, 2, 2]), 12, 11)).toEqual({
      faces: [6, 5, 4, 4, 2, 2],
      sum: 23,
      target: 23,
      success: true,
    });
    expect(pullRoll(new ForcedDice([6, 5, 5, 4, 2, 2]), 12, 11).success).toBe(false);
  });

  it("one pull unseats an ordinary rider, two a Horseman, three an Expert Horseman", () => {
    expect(isUnseated(1, 0, "none")).toBe(true);
    expect(isUnseated(1, 0, "horseman")).toBe(false);
    expect(isUnseated(2, 0, "horseman")).toBe(true);
    expect(isUnseated(2, 0, "expert")).toBe(false);
    expect(isUnseated(3, 0, "expert")).toBe(true);
  });

  it("8 hits in one turn unseat any rider; 7 do not", () => {
    expect(isUnseated(0, 8, "expert")).toBe(true);
    expect(isUnseated(0, 7, "none")).toBe(false);
  });
});

describe("AM §9 THE CAVALRY LANCE: keeping it after a sweep", () => {
  it("3 dice against ST 13: 13 keeps it, 14 drops it", () => {
    expect(keepLanceRoll(new ForcedDice([6, 4, 3]), 13).success).toBe(true);
    expect(keepLanceRoll(new ForcedDice([6, 5, 3]), 13).success).toBe(false);
  });
});
