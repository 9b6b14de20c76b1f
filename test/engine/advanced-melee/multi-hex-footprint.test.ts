/**
 * ADVANCED MELEE §3 (MOVEMENT OF MULTI-HEX FIGURES) and §4 (FACING): the shape, arcs and rear
 * hexes of a figure of every size. Ruling (docs/rulings.md, "Multi-hex figures' shapes" and
 * "Multi-hex figures' arcs").
 */
import { describe, expect, it } from "vitest";
import {
  arcFrom,
  coversAt,
  footprintOf,
  isLargeFrontHex,
  largeRearHexes,
  ringOf,
} from "../../../src/engine/battle/footprint.ts";
import { FIGURE_SIZES } from "../../../src/engine/battle/footprint-shapes.ts";
import type { BattleFigure } from "../../../src/engine/battle/types.ts";
import {
  DIRECTION_STEPS,
  type Direction,
  formatHex,
  type Hex,
  hexDistance,
  parseHex,
} from "../../../src/engine/hex/coordinates.ts";

const DIRECTIONS = [0, 1, 2, 3, 4, 5] as const satisfies readonly Direction[];

function hx(label: string): Hex {
  const h = parseHex(label);
  if (!h) throw new Error(label);
  return h;
}

type Placed = Pick<BattleFigure, "traits" | "position" | "facing">;

function placed(hexes: number, at: string, facing: Direction): Placed {
  return { traits: { hexes } as BattleFigure["traits"], position: hx(at), facing };
}

function labels(hexes: readonly Hex[]): string[] {
  return hexes.map(formatHex);
}

function arcsAround(f: Placed): Record<string, string[]> {
  const arcs: Record<string, string[]> = { front: [], side: [], rear: [] };
  for (const h of ringOf(f)) arcs[arcFrom(f, h) as string]?.push(formatHex(h));
  for (const list of Object.values(arcs)) list.sort();
  return arcs;
}

describe("the footprint of each size", () => {
  it("knows sizes 1, 2, 3, 4, 5 and 7", () => {
    expect(FIGURE_SIZES).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it("covers as many distinct hexes as its size, all joined, in every facing", () => {
    for (const size of FIGURE_SIZES) {
      for (const facing of DIRECTIONS) {
        const hexes = footprintOf(size, hx("J10"), facing);
        expect(hexes).toHaveLength(size);
        expect(new Set(labels(hexes)).size).toBe(size);
        // Joined: every hex touches one listed before it.
        for (let i = 1; i < hexes.length; i++)
          expect(hexes.slice(0, i).some((o) => hexDistance(o, hexes[i] as Hex) === 1)).toBe(true);
      }
    }
  });

  it("turns with the facing: facing d is facing N turned d sixths", () => {
    for (const size of FIGURE_SIZES) {
      const north = footprintOf(size, { q: 0, r: 0 }, 0);
      for (const facing of DIRECTIONS) {
        const turned = north.map((h) => rotated(h, facing));
        expect(footprintOf(size, { q: 0, r: 0 }, facing)).toEqual(turned);
      }
    }
  });

  it("agrees with coversAt", () => {
    for (const size of FIGURE_SIZES) {
      const f = placed(size, "J10", 2);
      const own = new Set(labels(footprintOf(size, f.position, f.facing)));
      for (const h of ringOf(f)) expect(coversAt(f, f.position, f.facing, h)).toBe(false);
      for (const label of own) expect(coversAt(f, f.position, f.facing, hx(label))).toBe(true);
    }
  });

  it("keeps MELEE's giant: anchor, front-right, rear", () => {
    expect(labels(footprintOf(3, hx("E6"), 0))).toEqual(["E6", "F5", "F6"]);
  });
});

describe("a two-hex figure (a horse)", () => {
  const horse = placed(2, "E6", 0);

  it("covers its head hex and the hex straight behind it", () => {
    expect(labels(footprintOf(2, hx("E6"), 0))).toEqual(["E6", "E7"]);
    expect(labels(footprintOf(2, hx("E6"), 1))).toEqual(["E6", "D6"]);
  });

  it("has three front hexes round its head, four side hexes and one rear hex", () => {
    expect(arcsAround(horse)).toEqual({
      front: ["D5", "E5", "F5"],
      side: ["D6", "D7", "F6", "F7"],
      rear: ["E8"],
    });
    expect(labels(largeRearHexes(horse))).toEqual(["E8"]);
    expect(isLargeFrontHex(horse, hx("E5"))).toBe(true);
    expect(isLargeFrontHex(horse, hx("F6"))).toBe(false);
  });
});

describe("the giant's arcs (MELEE, unchanged)", () => {
  it("five front, two side, two rear", () => {
    expect(arcsAround(placed(3, "E6", 0))).toEqual({
      front: ["D5", "D6", "E5", "F4", "G5"],
      side: ["E7", "G6"],
      rear: ["F7", "G7"],
    });
  });
});

describe("a seven-hex dragon", () => {
  const dragon = placed(7, "J6", 0);

  it("is a line of five from the head back with a wing each side of the neck", () => {
    expect(labels(footprintOf(7, hx("J6"), 0))).toEqual([
      "J6",
      "J7",
      "K8",
      "I8",
      "J8",
      "J9",
      "J10",
    ]);
  });

  it("has front hexes round its head and wings, rear hexes round its tail", () => {
    expect(arcsAround(dragon)).toEqual({
      front: ["H7", "I6", "I7", "J5", "K6", "K7", "L7"],
      side: ["H8", "I9", "K9", "L8"],
      rear: ["I10", "I11", "J11", "K10", "K11"],
    });
  });
});

function rotated(h: Hex, turns: number): Hex {
  // Axial rotation by 60° clockwise, `turns` times; checked against the direction steps.
  let { q, r } = h;
  for (let i = 0; i < turns; i++) [q, r] = [0 - r, q + r];
  return { q, r };
}

it("rotated turns a direction step into the next", () => {
  for (const d of DIRECTIONS)
    expect(rotated(DIRECTION_STEPS[d] as Hex, 1)).toEqual(DIRECTION_STEPS[(d + 1) % 6]);
});
