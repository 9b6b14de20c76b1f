/**
 * The shared hex grid (src/hex): the odd-q layout both games name their hexes in, steps, distance,
 * rounding and the pixel centre.
 */
import { describe, expect, it } from "vitest";
import {
  directionTo,
  fromOffset,
  hexDistance,
  hexToPixel,
  neighbor,
  neighbors,
  rotate,
  roundToHex,
  toOffset,
} from "../../src/hex/grid.ts";

describe("the shared hex grid", () => {
  it("puts odd columns half a hex lower: the column's top hex is row 0 either way", () => {
    expect(toOffset(fromOffset(3, 0))).toEqual({ col: 3, row: 0 });
    expect(fromOffset(1, 0)).toEqual({ q: 1, r: 0 });
    expect(fromOffset(2, 0)).toEqual({ q: 2, r: -1 });
    for (let col = 0; col < 6; col++)
      for (let row = 0; row < 6; row++)
        expect(toOffset(fromOffset(col, row))).toEqual({ col, row });
  });

  it("steps to six neighbours one hex away, clockwise from straight up", () => {
    const centre = fromOffset(4, 4);
    expect(toOffset(neighbor(centre, 0))).toEqual({ col: 4, row: 3 });
    expect(toOffset(neighbor(centre, 3))).toEqual({ col: 4, row: 5 });
    neighbors(centre).forEach((h, d) => {
      expect(hexDistance(centre, h)).toBe(1);
      expect(directionTo(centre, h)).toBe(d);
    });
    expect(hexDistance(fromOffset(0, 0), fromOffset(5, 2))).toBe(5);
  });

  it("turns either way round the six directions", () => {
    expect(rotate(5, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(5);
    expect(rotate(2, -8)).toBe(0);
  });

  it("rounds a point to the hex holding it, never to −0", () => {
    expect(roundToHex(0.2, -0.1)).toEqual({ q: 0, r: 0 });
    expect(Object.is(roundToHex(-0.2, 0.1).q, 0)).toBe(true);
    expect(roundToHex(1.6, -0.7)).toEqual({ q: 2, r: -1 });
  });

  it("centres hexes 1.5 sizes apart across, √3 down", () => {
    expect(hexToPixel(fromOffset(0, 1), 10)).toEqual({ x: 0, y: 10 * Math.sqrt(3) });
    const odd = hexToPixel(fromOffset(1, 0), 2);
    expect(odd.x).toBe(3);
    expect(odd.y).toBeCloseTo(Math.sqrt(3));
  });
});
