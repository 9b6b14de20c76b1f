import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultArena, isInArena } from "../../../src/engine/hex/arena.ts";
import { type Hex, hex, hexDistance } from "../../../src/engine/hex/coordinates.ts";
import { flightPath, hexesOnLine, traceLine } from "../../../src/engine/hex/line.ts";
import { at, labels } from "./labels.ts";

/**
 * An independent reference: walk the segment in tiny exact steps and collect every hex whose open
 * interior contains one of the points. Any hex the segment truly enters is entered for a stretch
 * longer than 1 / (4n²), so 4n² + 1 steps cannot miss one.
 */
function referenceLine(from: Hex, to: Hex): Hex[] {
  const n = hexDistance(from, to);
  const steps = 4 * n * n + 1;
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const found: Hex[] = [];
  for (let k = 0; k <= steps; k++) {
    const q0 = Math.floor(from.q + (dq * k) / steps);
    const r0 = Math.floor(from.r + (dr * k) / steps);
    for (let q = q0 - 1; q <= q0 + 2; q++) {
      for (let r = r0 - 1; r <= r0 + 2; r++) {
        // Offset of the point from this hex's centre, scaled by `steps` to stay in integers.
        const uq = steps * (from.q - q) + k * dq;
        const ur = steps * (from.r - r) + k * dr;
        const us = -uq - ur;
        const inside =
          Math.abs(uq - ur) < steps && Math.abs(ur - us) < steps && Math.abs(us - uq) < steps;
        if (inside && !found.some((h) => h.q === q && h.r === r)) found.push(hex(q, r));
      }
    }
  }
  return found;
}

function hexesWithin(centre: Hex, radius: number): Hex[] {
  const all: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = -radius; r <= radius; r++) {
      const h = hex(centre.q + q, centre.r + r);
      if (hexDistance(centre, h) <= radius) all.push(h);
    }
  }
  return all;
}

describe("hexesOnLine", () => {
  it("is the one hex when both ends are the same, and both hexes when adjacent", () => {
    expect(labels(hexesOnLine(at("C3"), at("C3")))).toEqual(["C3"]);
    expect(labels(hexesOnLine(at("C3"), at("D3")))).toEqual(["C3", "D3"]);
  });

  it("runs straight down a column and along the other hex axes", () => {
    expect(labels(hexesOnLine(at("F8"), at("F1")))).toEqual([
      "F8",
      "F7",
      "F6",
      "F5",
      "F4",
      "F3",
      "F2",
      "F1",
    ]);
    expect(labels(hexesOnLine(at("A1"), at("D2")))).toEqual(["A1", "B1", "C2", "D2"]);
    expect(labels(hexesOnLine(at("A4"), at("D2")))).toEqual(["A4", "B3", "C3", "D2"]);
  });

  it("leaves out both hexes a line runs along the edge between (MELEE: THROWN WEAPONS)", () => {
    // A1 → B2 runs along the edge between A2 and B1.
    expect(labels(hexesOnLine(at("A1"), at("B2")))).toEqual(["A1", "B2"]);
    // Due east: B2 → D2 runs along the edge between C2 and C3.
    expect(labels(hexesOnLine(at("B2"), at("D2")))).toEqual(["B2", "D2"]);
    expect(labels(hexesOnLine(at("A2"), at("E2")))).toEqual(["A2", "C2", "E2"]);
    // Edge, hex, edge, hex: A1 → D5 touches A2, B1, B3, C3, C5, D4 only along edges.
    expect(labels(hexesOnLine(at("A1"), at("D5")))).toEqual(["A1", "B2", "C4", "D5"]);
  });

  it("includes a hex whose corner the line cuts, however little", () => {
    // Red Blob Games' sampled line has one hex per step (five here) and picks one of B2 and C2.
    expect(labels(hexesOnLine(at("A1"), at("D3")))).toEqual(["A1", "B1", "B2", "C2", "C3", "D3"]);
  });

  it.each([
    ["A1", hex(0, 0)],
    ["odd-column B2", hex(1, 1)],
  ])("matches the exact reference for every target within 7 hexes of %s", (_, from) => {
    for (const to of hexesWithin(from, 7)) {
      expect(hexesOnLine(from, to)).toEqual(referenceLine(from, to));
    }
  });

  it("matches the exact reference for long lines anywhere", () => {
    const coordinate = fc.integer({ min: -20, max: 20 });
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, (q1, r1, q2, r2) => {
        expect(hexesOnLine(hex(q1, r1), hex(q2, r2))).toEqual(
          referenceLine(hex(q1, r1), hex(q2, r2)),
        );
      }),
      { seed: 1977, numRuns: 60 },
    );
  });

  it("is the same line backwards, and only ever skips a hex along an edge", () => {
    const from = at("F8");
    for (const to of hexesWithin(from, 8)) {
      const line = hexesOnLine(from, to);
      expect(hexesOnLine(to, from)).toEqual([...line].reverse());
      expect(line[0]).toEqual(from);
      expect(line[line.length - 1]).toEqual(to);
      for (let i = 1; i < line.length; i++) {
        expect([1, 2]).toContain(hexDistance(line[i - 1] as Hex, line[i] as Hex));
      }
    }
  });
});

describe("hexesOnLine's cache of lines by displacement", () => {
  it("gives the freshly traced line between every two hexes of the default arena", () => {
    const arena = defaultArena();
    const hexes: Hex[] = [];
    for (let q = 0; q < arena.width; q++) {
      for (let r = -q; r < arena.height; r++) {
        if (isInArena(arena, { q, r })) hexes.push({ q, r });
      }
    }
    const wrong: string[] = [];
    for (const from of hexes) {
      for (const to of hexes) {
        const cached = hexesOnLine(from, to);
        if (JSON.stringify(cached) !== JSON.stringify(traceLine(from, to)))
          wrong.push(`${from.q},${from.r} to ${to.q},${to.r}`);
      }
    }
    expect(hexes).toHaveLength(arena.width * arena.height);
    expect(wrong).toEqual([]);
  });

  it("gives the freshly traced line for long displacements, past the cached reach too", () => {
    const wrong: string[] = [];
    for (const from of [hex(0, 0), hex(5, -2), hex(11, 9), hex(-7, 30)]) {
      for (let dq = -110; dq <= 110; dq += 11) {
        for (let dr = -110; dr <= 110; dr += 10) {
          const to = hex(from.q + dq, from.r + dr);
          if (JSON.stringify(hexesOnLine(from, to)) !== JSON.stringify(traceLine(from, to)))
            wrong.push(`${dq},${dr} from ${from.q},${from.r}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("hands out a new list each time: changing one leaves the cache as it was", () => {
    const line = hexesOnLine(hex(0, 0), hex(4, 1));
    line.length = 0;
    expect(hexesOnLine(hex(0, 0), hex(4, 1))).toEqual(traceLine(hex(0, 0), hex(4, 1)));
  });
});

describe("flightPath", () => {
  it("flies 10 hexes on past a target up a column (MELEE: THROWN WEAPONS)", () => {
    const flight = flightPath(at("F16"), at("F12"), 10);
    expect(labels(flight.toTarget)).toEqual(["F15", "F14", "F13"]);
    expect(labels(flight.pastTarget)).toEqual([
      "F11",
      "F10",
      "F9",
      "F8",
      "F7",
      "F6",
      "F5",
      "F4",
      "F3",
      "F2",
    ]);
  });

  it("keeps off-map hexes for the caller to stop at the wall", () => {
    const flight = flightPath(at("F4"), at("F2"), 3);
    expect(labels(flight.toTarget)).toEqual(["F3"]);
    expect(labels(flight.pastTarget)).toEqual(["F1", "(5,-3)", "(5,-4)"]);
  });

  it("applies the edge rule before and after the target", () => {
    const flight = flightPath(at("A1"), at("B2"), 10);
    expect(flight.toTarget).toEqual([]);
    expect(labels(flight.pastTarget)).toEqual(["C4", "D5", "E7", "F8", "G10"]);
  });

  it("includes cut corners past the target and stops at the distance limit", () => {
    const flight = flightPath(at("A1"), at("D3"), 8);
    expect(labels(flight.toTarget)).toEqual(["B1", "B2", "C2", "C3"]);
    expect(labels(flight.pastTarget)).toEqual([
      "E4",
      "E5",
      "F4",
      "F5",
      "G6",
      "H6",
      "H7",
      "I7",
      "I8",
      "J8",
    ]);
  });

  it("continues the very same line, hexes getting no nearer the target", () => {
    const from = at("C5");
    for (const target of hexesWithin(from, 6)) {
      const length = hexDistance(from, target);
      if (length === 0) continue;
      const far = hex(from.q + 3 * (target.q - from.q), from.r + 3 * (target.r - from.r));
      const flight = flightPath(from, target, 2 * length);
      expect([from, ...flight.toTarget, target, ...flight.pastTarget]).toEqual(
        hexesOnLine(from, far),
      );
      const distances = flight.pastTarget.map((h) => hexDistance(target, h));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBe(2 * length);
    }
  });

  it("has nothing past the target when beyond is 0, and no line within one hex", () => {
    expect(flightPath(at("A1"), at("D3"), 0).pastTarget).toEqual([]);
    expect(flightPath(at("D3"), at("D3"), 10)).toEqual({ toTarget: [], pastTarget: [] });
  });

  it("rejects a negative or fractional distance", () => {
    expect(() => flightPath(at("A1"), at("D3"), -1)).toThrow(RangeError);
    expect(() => flightPath(at("A1"), at("D3"), 2.5)).toThrow(RangeError);
  });
});
