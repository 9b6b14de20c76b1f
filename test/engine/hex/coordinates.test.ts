import { describe, expect, it } from "vitest";
import {
  type Direction,
  directionTo,
  formatDirection,
  formatHex,
  fromOffset,
  hex,
  hexDistance,
  hexKey,
  hexNumber,
  neighbor,
  neighbors,
  parseDirection,
  parseHex,
  rotate,
  toOffset,
} from "../../../src/engine/hex/coordinates.ts";
import { at } from "./labels.ts";

describe("hex labels", () => {
  it("reads labels in the odd-q layout: odd columns sit half a hex lower", () => {
    expect(parseHex("A1")).toEqual(hex(0, 0));
    expect(parseHex("A2")).toEqual(hex(0, 1));
    expect(parseHex("B1")).toEqual(hex(1, 0));
    expect(parseHex("B2")).toEqual(hex(1, 1));
    expect(parseHex("C1")).toEqual(hex(2, -1));
    expect(parseHex("D1")).toEqual(hex(3, -1));
    expect(parseHex("Z1")).toEqual(hex(25, -12));
    expect(parseHex("AA1")).toEqual(hex(26, -13));
    expect(parseHex("AB3")).toEqual(hex(27, -11));
  });

  it("ignores case and surrounding spaces, and rejects anything else", () => {
    expect(parseHex("  h7 ")).toEqual(parseHex("H7"));
    expect(parseHex("aa1")).toEqual(hex(26, -13));
    for (const bad of ["", "A0", "1A", "AAA1", "A1234", "A-1", "A 1 1", "É1"]) {
      expect(parseHex(bad)).toBeUndefined();
    }
  });

  it("round-trips every hex of a 40 × 40 map, odd and even columns alike", () => {
    for (let col = 0; col < 40; col++) {
      for (let row = 0; row < 40; row++) {
        const h = fromOffset(col, row);
        expect(toOffset(h)).toEqual({ col, row });
        expect(parseHex(formatHex(h))).toEqual(h);
      }
    }
    expect(formatHex(fromOffset(26, 0))).toBe("AA1");
    expect(formatHex(fromOffset(1, 15))).toBe("B16");
  });

  it("labels hexes left of or above the map by their axial coordinates", () => {
    expect(formatHex(hex(-1, 0))).toBe("(-1,0)");
    expect(formatHex(hex(1, -1))).toBe("(1,-1)");
  });
});

describe("neighbours and directions", () => {
  it("steps N, NE, SE, S, SW, NW in that order", () => {
    const b2 = hex(1, 1);
    expect(neighbors(b2).map(formatHex)).toEqual(["B1", "C2", "C3", "B3", "A3", "A2"]);
    const c3 = hex(2, 1);
    expect(neighbors(c3).map(formatHex)).toEqual(["C2", "D2", "D3", "C4", "B3", "B2"]);
  });

  it("finds the direction to each neighbour and nothing else", () => {
    for (let d = 0; d < 6; d++) {
      expect(directionTo(hex(3, 2), neighbor(hex(3, 2), d as Direction))).toBe(d);
    }
    expect(directionTo(hex(0, 0), hex(0, 0))).toBeUndefined();
    expect(directionTo(hex(0, 0), hex(2, 0))).toBeUndefined();
  });

  it("rotates clockwise for positive steps and wraps both ways", () => {
    expect(rotate(0, 1)).toBe(1);
    expect(rotate(5, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(5);
    expect(rotate(2, 9)).toBe(5);
    expect(rotate(1, -13)).toBe(0);
  });

  it("measures distance in hex steps", () => {
    expect(hexDistance(hex(0, 0), hex(0, 0))).toBe(0);
    expect(hexDistance(at("A1"), at("L16"))).toBe(21);
    expect(hexDistance(hex(0, 0), hex(3, -1))).toBe(3);
    expect(hexDistance(hex(-2, 5), hex(1, 1))).toBe(4);
  });

  it("formats and parses the six facing names", () => {
    for (let d = 0; d < 6; d++) {
      expect(parseDirection(formatDirection(d as Direction).toLowerCase())).toBe(d);
    }
    expect(parseDirection("north")).toBeUndefined();
  });
});

describe("keys", () => {
  it("gives distinct numeric keys to nearby hexes, including negative coordinates", () => {
    const seen = new Set<number>();
    for (let q = -50; q <= 50; q++) for (let r = -50; r <= 50; r++) seen.add(hexNumber(q, r));
    expect(seen.size).toBe(101 * 101);
    expect(hexKey(hex(-3, 4))).toBe("-3,4");
  });
});
