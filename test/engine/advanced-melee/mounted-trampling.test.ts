/**
 * AM §6 TRAMPLING (a riding animal's shift, §9 OPTIONS d) and §9 ENGAGED AND DISENGAGED's charging
 * mount, with forced dice.
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import {
  footmanEngagesChargingMount,
  trampleDamage,
  trampleRoll,
} from "../../../src/engine/mounted/index.ts";

describe("AM §6 TRAMPLING", () => {
  it("1+1 under a trampler of ST 30 on a man of ST 10; 2 dice under ST 31", () => {
    expect(trampleDamage(30, 10)).toEqual({ dice: 1, add: 1 });
    expect(trampleDamage(31, 10)).toEqual({ dice: 2, add: 0 });
  });

  it("3 dice against the trampler's DX 11: 11 stomps, 12 misses", () => {
    expect(trampleRoll(new ForcedDice([5, 4, 2]), 11)).toEqual({
      faces: [5, 4, 2],
      hit: true,
      tramplerFalls: false,
    });
    expect(trampleRoll(new ForcedDice([6, 4, 2]), 11).hit).toBe(false);
  });

  it("17 or 18 throws the trampler down, whatever its DX", () => {
    expect(trampleRoll(new ForcedDice([6, 6, 5]), 20)).toEqual({
      faces: [6, 6, 5],
      hit: false,
      tramplerFalls: true,
    });
  });
});

describe("AM §9 ENGAGED AND DISENGAGED: a charging mount", () => {
  it("a horse that moved 9 hexes is not engaged by one footman, but is by two", () => {
    expect(footmanEngagesChargingMount(2, 9, 1)).toBe(false);
    expect(footmanEngagesChargingMount(2, 9, 2)).toBe(true);
  });

  it("after 8 hexes, or for a mount of another size, the usual rules hold", () => {
    expect(footmanEngagesChargingMount(2, 8, 1)).toBe(true);
    expect(footmanEngagesChargingMount(3, 12, 1)).toBe(true);
  });
});
