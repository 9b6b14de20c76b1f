/**
 * AM §9 ATTACKS and THE CAVALRY LANCE: a rider's blow, with the book's examples (the one-handed
 * spear's 1, 1+2 and 2+4; the lance's 3-1 and 6+2). Readings in docs/rulings.md, "Mounted combat".
 */
import { describe, expect, it } from "vitest";
import { lanceBlow, riderBlow } from "../../../src/engine/mounted/index.ts";

const spear = { dice: 1, add: 0 };
const broadsword = { dice: 2, add: 0 };

describe("AM §9 ATTACKS: the rider's blow", () => {
  it("a one-handed spear after 8 hexes does its 1; after 9 it does 1+2", () => {
    expect(riderBlow(spear, "pole", 8, false)).toEqual({ damage: spear, multiplier: 1 });
    expect(riderBlow(spear, "pole", 9, false)).toEqual({
      damage: { dice: 1, add: 2 },
      multiplier: 1,
    });
  });

  it("charging with it after 9 hexes doubles the 1+2: the book's 2+4", () => {
    expect(riderBlow(spear, "pole", 9, true)).toEqual({
      damage: { dice: 1, add: 2 },
      multiplier: 2,
    });
  });

  it("a sword at speed gets +2 but no doubling; bows and thrown weapons get neither", () => {
    expect(riderBlow(broadsword, "hand", 12, true)).toEqual({
      damage: { dice: 2, add: 2 },
      multiplier: 1,
    });
    expect(riderBlow(spear, "thrown", 12, true)).toEqual({ damage: spear, multiplier: 1 });
    expect(riderBlow(broadsword, "missile", 12, false)).toEqual({
      damage: broadsword,
      multiplier: 1,
    });
  });
});

describe("AM §9 THE CAVALRY LANCE", () => {
  it("straight on: 3-1 in a jab, (3-1+2)×2 = the book's 6+2 in a charge at speed", () => {
    expect(lanceBlow(true, 0, false)).toEqual({
      damage: { dice: 3, add: -1 },
      multiplier: 1,
      sweep: false,
    });
    expect(lanceBlow(true, 9, true)).toEqual({
      damage: { dice: 3, add: 1 },
      multiplier: 2,
      sweep: false,
    });
  });

  it("off line: a sweep of 1 die, 1+2 at speed, never doubled", () => {
    expect(lanceBlow(false, 4, true)).toEqual({
      damage: { dice: 1, add: 0 },
      multiplier: 1,
      sweep: true,
    });
    expect(lanceBlow(false, 9, true)).toEqual({
      damage: { dice: 1, add: 2 },
      multiplier: 1,
      sweep: true,
    });
  });
});
