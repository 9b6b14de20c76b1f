/**
 * The odds of AM's rolls that are no ordinary blow, each from the function that reads the roll
 * itself (mounted/rolls.ts): every sum weighed by the ways to roll it.
 */
import { describe, expect, it } from "vitest";
import { hitChance } from "../../../src/engine/battle/hit-chance.ts";
import { chanceAgainst, pullChance } from "../../../src/engine/mounted/rolls.ts";
import { trampleChance } from "../../../src/engine/mounted/trampling.ts";

describe("the odds of a roll against a number", () => {
  it("a pull: 6 dice at or under ST + DX, 37052 of 46656 ways for 24", () => {
    expect(pullChance(12, 12)).toEqual({
      adjDx: 24,
      dice: 6,
      hitsOnOrLess: 24,
      chance: 37052 / 46656,
    });
    expect(pullChance(2, 3).hitsOnOrLess).toBe(0);
  });

  it("three dice read as a roll to hit (3 to 5 always, 16 to 18 never): the stomp", () => {
    expect(trampleChance(9)).toEqual(hitChance(9, 3));
    expect(chanceAgainst(3, 2)).toMatchObject({ hitsOnOrLess: 5, chance: 10 / 216 });
    expect(chanceAgainst(3, 20)).toMatchObject({ hitsOnOrLess: 15, chance: 206 / 216 });
  });
});
