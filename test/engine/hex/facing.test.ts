import { describe, expect, it } from "vitest";
import { type Direction, hex, neighbor } from "../../../src/engine/hex/coordinates.ts";
import {
  arcOf,
  frontHexes,
  isInFrontOf,
  rearHex,
  sideHexes,
} from "../../../src/engine/hex/facing.ts";
import { at, labels } from "./labels.ts";

const FACINGS: Direction[] = [0, 1, 2, 3, 4, 5];

describe("arcs (MELEE: FACING)", () => {
  // Arc of the neighbour in each direction N, NE, SE, S, SW, NW, for each facing.
  const expected: Record<Direction, string[]> = {
    0: ["front", "front", "side", "rear", "side", "front"],
    1: ["front", "front", "front", "side", "rear", "side"],
    2: ["side", "front", "front", "front", "side", "rear"],
    3: ["rear", "side", "front", "front", "front", "side"],
    4: ["side", "rear", "side", "front", "front", "front"],
    5: ["front", "side", "rear", "side", "front", "front"],
  };

  it.each(FACINGS)("classifies the six neighbours of a figure facing %i", (facing) => {
    const position = at("F8");
    const arcs = FACINGS.map((d) => arcOf(position, facing, neighbor(position, d)));
    expect(arcs).toEqual(expected[facing]);
  });

  it("has no arc for the figure's own hex or a hex further away", () => {
    expect(arcOf(at("F8"), 0, at("F8"))).toBeUndefined();
    expect(arcOf(at("F8"), 0, at("F6"))).toBeUndefined();
  });

  it("lists front hexes left to right, side hexes right then left, and the rear hex", () => {
    // Astrid in F8 facing north (MELEE: FACING, example).
    expect(labels(frontHexes(at("F8"), 0))).toEqual(["E8", "F7", "G8"]);
    expect(labels(sideHexes(at("F8"), 0))).toEqual(["G9", "E9"]);
    expect(labels([rearHex(at("F8"), 0)])).toEqual(["F9"]);
    // An even column: the diagonal neighbours of E8 sit half a row up.
    expect(labels(frontHexes(at("E8"), 2))).toEqual(["F7", "F8", "E9"]);
    expect(labels(sideHexes(at("E8"), 2))).toEqual(["D8", "E7"]);
    expect(labels([rearHex(at("E8"), 2)])).toEqual(["D7"]);
  });

  it.each(FACINGS)("agrees with arcOf for every listed hex when facing %i", (facing) => {
    const position = hex(2, 3);
    for (const h of frontHexes(position, facing)) expect(arcOf(position, facing, h)).toBe("front");
    for (const h of sideHexes(position, facing)) expect(arcOf(position, facing, h)).toBe("side");
    expect(arcOf(position, facing, rearHex(position, facing))).toBe("rear");
  });
});

describe("isInFrontOf (missile and thrown weapons)", () => {
  it.each(FACINGS)("takes all three front hexes and no side or rear hex, facing %i", (facing) => {
    const position = at("G9");
    for (const h of frontHexes(position, facing))
      expect(isInFrontOf(position, facing, h)).toBe(true);
    for (const h of sideHexes(position, facing))
      expect(isInFrontOf(position, facing, h)).toBe(false);
    expect(isInFrontOf(position, facing, rearHex(position, facing))).toBe(false);
    expect(isInFrontOf(position, facing, position)).toBe(false);
  });

  it("excludes hexes centred exactly on the line across the figure", () => {
    // Facing north from A1, the line across runs due east through C1, E1, …
    expect(isInFrontOf(at("A1"), 0, at("C1"))).toBe(false);
    expect(isInFrontOf(at("A1"), 0, at("E1"))).toBe(false);
    expect(isInFrontOf(at("E1"), 0, at("A1"))).toBe(false);
    // Half a hex higher or lower decides it.
    expect(isInFrontOf(at("C3"), 0, at("D2"))).toBe(true);
    expect(isInFrontOf(at("C3"), 0, at("D3"))).toBe(false);
    // Facing south-east from A1, the line across runs through (1, −2) and (−1, 2).
    expect(isInFrontOf(hex(0, 0), 2, hex(1, -2))).toBe(false);
    expect(isInFrontOf(hex(0, 0), 2, hex(-1, 2))).toBe(false);
    expect(isInFrontOf(hex(0, 0), 2, hex(2, -3))).toBe(true);
  });

  it("reaches far ahead and never behind", () => {
    expect(isInFrontOf(at("F16"), 0, at("F1"))).toBe(true);
    expect(isInFrontOf(at("F16"), 0, at("A12"))).toBe(true);
    expect(isInFrontOf(at("F1"), 0, at("F16"))).toBe(false);
    expect(isInFrontOf(at("A8"), 2, at("L1"))).toBe(true);
    expect(isInFrontOf(at("A8"), 5, at("L1"))).toBe(false);
  });

  it.each(FACINGS)(
    "turns with the figure and splits the map in two halves, facing %i",
    (facing) => {
      const position = hex(1, -2);
      const opposite = ((facing + 3) % 6) as Direction;
      const next = ((facing + 1) % 6) as Direction;
      for (let q = -8; q <= 8; q++) {
        for (let r = -8; r <= 8; r++) {
          const target = hex(position.q + q, position.r + r);
          // Rotating the offset a sixth clockwise: (q, r, s) → (−r, −s, −q).
          const turned = hex(position.q - r, position.r + q + r);
          expect(isInFrontOf(position, next, turned)).toBe(isInFrontOf(position, facing, target));
          if (isInFrontOf(position, facing, target)) {
            expect(isInFrontOf(position, opposite, target)).toBe(false);
          }
        }
      }
    },
  );
});
