/**
 * AM §9 PANIC with forced dice: which animals may panic, the rider's roll to keep a wounded animal
 * calm, a fright, the reaction table, hanging on and regaining control.
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import {
  frightRoll,
  hangOnRoll,
  keepCalmRoll,
  mayPanic,
  panicReaction,
  regainControlRoll,
} from "../../../src/engine/mounted/index.ts";

describe("AM §9 PANIC: who may panic", () => {
  it("an IQ 6 animal under a Horseman may; under an Expert Horseman, at IQ 7, or war-trained not", () => {
    expect(mayPanic("horseman", 6, false)).toBe(true);
    expect(mayPanic("expert", 6, false)).toBe(false);
    expect(mayPanic("none", 7, false)).toBe(false);
    expect(mayPanic("none", 6, true)).toBe(false);
  });
});

describe("AM §9 PANIC: the rolls", () => {
  it("a wounded animal: a rider of IQ 10 rolls 3 dice (10 keeps it calm), a Horseman 2", () => {
    expect(keepCalmRoll(new ForcedDice([5, 3, 2]), 10, "none")).toMatchObject({
      faces: [5, 3, 2],
      success: true,
    });
    expect(keepCalmRoll(new ForcedDice([6, 5]), 10, "horseman")).toMatchObject({
      faces: [6, 5],
      success: false,
    });
  });

  it("a fire: 3 dice against the animal's IQ 6, 2 under a Horseman; over the IQ panics", () => {
    expect(frightRoll(new ForcedDice([2, 2, 3]), 6, "great", "none").success).toBe(false);
    expect(frightRoll(new ForcedDice([2, 3]), 6, "great", "horseman")).toMatchObject({
      faces: [2, 3],
      success: true,
    });
    expect(frightRoll(new ForcedDice([1]), 6, "small", "horseman").faces).toEqual([1]);
  });

  it("the reaction table: 1–2 flees, 3 berserk, 4 charges blindly, 5 freezes, 6 throws", () => {
    const read = (face: number) => panicReaction(new ForcedDice([face])).reaction;
    expect([1, 2, 3, 4, 5, 6].map(read)).toEqual([
      "flees",
      "flees",
      "berserk",
      "charges-blindly",
      "freezes",
      "throws-rider",
    ]);
  });

  it("hanging on: 3 dice against DX 12 for a Horseman, 4 for anyone else", () => {
    expect(hangOnRoll(new ForcedDice([4, 4, 4]), 12, "horseman").success).toBe(true);
    expect(hangOnRoll(new ForcedDice([4, 4, 4, 1]), 12, "none").success).toBe(false);
  });

  it("regaining control: 3 dice against IQ 11 for a Horseman, 5 for anyone else", () => {
    expect(regainControlRoll(new ForcedDice([5, 4, 2]), 11, "horseman").success).toBe(true);
    expect(regainControlRoll(new ForcedDice([3, 2, 2, 2, 2]), 11, "none").success).toBe(true);
    expect(regainControlRoll(new ForcedDice([3, 3, 2, 2, 2]), 11, "none").success).toBe(false);
  });
});
