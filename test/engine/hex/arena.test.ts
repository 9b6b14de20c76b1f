import { describe, expect, it } from "vitest";
import {
  customArena,
  defaultArena,
  hasBackToWall,
  isInArena,
} from "../../../src/engine/hex/arena.ts";
import { hex } from "../../../src/engine/hex/coordinates.ts";
import { at, labels } from "./labels.ts";

describe("defaultArena", () => {
  const arena = defaultArena();

  it("is 12 columns by 16 rows with no walls", () => {
    expect(arena.width).toBe(12);
    expect(arena.height).toBe(16);
    expect(arena.walls).toEqual([]);
  });

  it("has four entrances in the middle of the top row and four in the middle of the bottom row", () => {
    expect(arena.entrances.map(labels)).toEqual([
      ["E1", "F1", "G1", "H1"],
      ["E16", "F16", "G16", "H16"],
    ]);
  });

  it("holds exactly the 192 labelled hexes A1…L16", () => {
    let inside = 0;
    for (let q = -5; q <= 16; q++) {
      for (let r = -10; r <= 20; r++) if (isInArena(arena, hex(q, r))) inside++;
    }
    expect(inside).toBe(192);
    for (const label of ["A1", "L1", "A16", "L16", "B16", "K16", "F8"]) {
      expect(isInArena(arena, at(label))).toBe(true);
    }
    for (const label of ["M1", "A17", "B17", "L17", "M16"]) {
      expect(isInArena(arena, at(label))).toBe(false);
    }
    expect(isInArena(arena, hex(-1, 0))).toBe(false);
    expect(isInArena(arena, hex(1, -1))).toBe(false);
  });

  it("returns a fresh arena each time", () => {
    const mine = defaultArena();
    mine.walls.push(at("F8"));
    expect(defaultArena().walls).toEqual([]);
  });
});

describe("customArena", () => {
  it("accepts sizes from 6 × 6 to 40 × 40 and centres the entrances", () => {
    const small = customArena(6, 6);
    expect(small.entrances.map(labels)).toEqual([
      ["B1", "C1", "D1", "E1"],
      ["B6", "C6", "D6", "E6"],
    ]);
    const big = customArena(40, 40);
    expect(labels(big.entrances[0] ?? [])).toEqual(["S1", "T1", "U1", "V1"]);
    expect(isInArena(big, at("AN40"))).toBe(true);
    expect(isInArena(big, at("AO1"))).toBe(false);
    // An odd width cannot centre four hexes; they sit half a column left.
    expect(labels(customArena(7, 9).entrances[1] ?? [])).toEqual(["B9", "C9", "D9", "E9"]);
  });

  it("rejects sizes outside 6…40 with a clear message", () => {
    expect(() => customArena(5, 10)).toThrow(
      new RangeError("Arena width must be a whole number of hexes from 6 to 40 (got 5)."),
    );
    expect(() => customArena(10, 41)).toThrow(
      new RangeError("Arena height must be a whole number of hexes from 6 to 40 (got 41)."),
    );
    expect(() => customArena(8.5, 10)).toThrow(RangeError);
    expect(() => customArena(10, Number.NaN)).toThrow(RangeError);
  });

  it("blocks wall hexes and rejects walls off the map or on an entrance", () => {
    const arena = customArena(10, 10, [at("C3"), at("D3")]);
    expect(isInArena(arena, at("C3"))).toBe(false);
    expect(isInArena(arena, at("D3"))).toBe(false);
    expect(isInArena(arena, at("C4"))).toBe(true);
    expect(() => customArena(10, 10, [at("K1")])).toThrow(
      new RangeError("Wall K1 is outside the 10 × 10 arena."),
    );
    expect(() => customArena(10, 10, [at("D10")])).toThrow(
      new RangeError("Wall D10 would block an entrance."),
    );
  });
});

describe("hasBackToWall (MELEE: HAND-TO-HAND COMBAT)", () => {
  const arena = customArena(12, 16, [at("F9")]);

  it("is true when the rear hex is off the map", () => {
    expect(hasBackToWall(arena, at("A1"), 3)).toBe(true); // rear A0
    expect(hasBackToWall(arena, at("A5"), 2)).toBe(true); // rear is left of column A
    expect(hasBackToWall(arena, at("L16"), 0)).toBe(true); // rear L17
    // Top entrances, facing into the arena.
    for (const entrance of defaultArena().entrances[0] ?? []) {
      expect(hasBackToWall(arena, entrance, 3)).toBe(true);
    }
  });

  it("is true when the rear hex is a wall, and false with open ground behind", () => {
    expect(hasBackToWall(arena, at("F8"), 0)).toBe(true); // rear F9 is a wall
    expect(hasBackToWall(arena, at("F8"), 3)).toBe(false); // rear F7
    expect(hasBackToWall(arena, at("F8"), 1)).toBe(false); // F9 is a side hex; the rear is E9
    expect(hasBackToWall(arena, at("A1"), 0)).toBe(false); // rear A2
    // B1 sits half a hex low: facing south its rear is off the map, facing SE its rear A1 is not.
    expect(hasBackToWall(arena, at("B1"), 3)).toBe(true);
    expect(hasBackToWall(arena, at("B1"), 2)).toBe(false);
  });
});
