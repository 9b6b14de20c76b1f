import { describe, expect, it } from "vitest";
import { hex, neighbors } from "../../../src/engine/hex/coordinates.ts";
import { hexCorners, hexToPixel, type Point } from "../../../src/engine/hex/pixel.ts";
import { at } from "./labels.ts";

const SQRT3 = Math.sqrt(3);

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

describe("hexToPixel", () => {
  it("puts A1 at the origin, columns 1.5 sizes apart, odd columns half a hex lower", () => {
    expect(hexToPixel(at("A1"), 10)).toEqual({ x: 0, y: 0 });
    const a2 = hexToPixel(at("A2"), 10);
    expect(a2.x).toBe(0);
    expect(a2.y).toBeCloseTo(10 * SQRT3);
    const b1 = hexToPixel(at("B1"), 10);
    expect(b1.x).toBe(15);
    expect(b1.y).toBeCloseTo(5 * SQRT3);
    const c1 = hexToPixel(at("C1"), 10);
    expect(c1.x).toBe(30);
    expect(c1.y).toBeCloseTo(0);
  });

  it("places every neighbour √3 sizes away, north straight up", () => {
    const centre = hexToPixel(hex(3, -1), 7);
    for (const n of neighbors(hex(3, -1))) {
      expect(distance(centre, hexToPixel(n, 7))).toBeCloseTo(7 * SQRT3);
    }
    const north = hexToPixel(neighbors(hex(3, -1))[0] ?? hex(0, 0), 7);
    expect(north.x).toBeCloseTo(centre.x);
    expect(north.y).toBeLessThan(centre.y);
  });
});

describe("hexCorners", () => {
  it("gives six corners one size from the centre, east first, then clockwise on screen", () => {
    const corners = hexCorners(at("B1"), 10);
    const centre = hexToPixel(at("B1"), 10);
    expect(corners).toHaveLength(6);
    for (const c of corners) expect(distance(c, centre)).toBeCloseTo(10);
    expect(corners[0]?.x).toBeCloseTo(centre.x + 10);
    expect(corners[0]?.y).toBeCloseTo(centre.y);
    expect(corners[1]?.y).toBeGreaterThan(centre.y);
    expect(corners[4]?.y).toBeLessThan(centre.y);
    // Flat top: the two upper corners share a y.
    expect(corners[4]?.y).toBeCloseTo(corners[5]?.y ?? Number.NaN);
  });

  it("gives neighbouring hexes exactly two shared corners", () => {
    const mine = hexCorners(hex(2, 2), 12);
    for (const n of neighbors(hex(2, 2))) {
      const theirs = hexCorners(n, 12);
      const shared = mine.filter((c) => theirs.some((t) => distance(c, t) < 1e-9));
      expect(shared).toHaveLength(2);
    }
  });
});
