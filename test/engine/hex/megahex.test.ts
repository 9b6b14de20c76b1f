import { describe, expect, it } from "vitest";
import {
  fromOffset,
  type Hex,
  hex,
  hexDistance,
  neighbors,
  sameHex,
} from "../../../src/engine/hex/coordinates.ts";
import {
  DEFAULT_MEGAHEX_ORIGIN,
  megahexCentre,
  megahexDistance,
  missileRangePenalty,
} from "../../../src/engine/hex/megahex.ts";
import { at, labels } from "./labels.ts";

/** Cluster centres: origin + m·(2, 1) + n·(−1, 3) for |m|, |n| ≤ span. */
function latticeCentres(origin: Hex, span: number): Hex[] {
  const centres: Hex[] = [];
  for (let m = -span; m <= span; m++) {
    for (let n = -span; n <= span; n++) {
      centres.push(hex(origin.q + 2 * m - n, origin.r + m + 3 * n));
    }
  }
  return centres;
}

describe("megahex tiling", () => {
  it.each([
    ["hex(0, 0)", hex(0, 0)],
    ["the default origin", DEFAULT_MEGAHEX_ORIGIN],
    ["an odd origin", hex(-3, 7)],
  ])("covers every hex exactly once with 7-hex clusters around %s", (_, origin) => {
    const centres = latticeCentres(origin, 12);
    for (let q = -15; q <= 15; q++) {
      for (let r = -15; r <= 15; r++) {
        const h = hex(origin.q + q, origin.r + r);
        const covering = centres.filter((c) => hexDistance(c, h) <= 1);
        expect(covering).toHaveLength(1);
        expect(megahexCentre(h, origin)).toEqual(covering[0]);
      }
    }
  });

  it("puts a centre and its six neighbours in one megahex", () => {
    const centre = at("H8");
    expect(megahexCentre(centre)).toEqual(centre);
    for (const n of neighbors(centre)) expect(megahexCentre(n)).toEqual(centre);
  });

  it("is, by default, the one tiling symmetric under the half-turn swapping the arena's ends", () => {
    // The half-turn maps (col, row) to (11 − col, 15 − row); on axial centres h → (11, 10) − h.
    const turn = (h: Hex): Hex => hex(11 - h.q, 10 - h.r);
    const isSymmetric = (origin: Hex): boolean => {
      for (let col = 0; col < 12; col++) {
        for (let row = 0; row < 16; row++) {
          const h = fromOffset(col, row);
          if (!sameHex(megahexCentre(turn(h), origin), turn(megahexCentre(h, origin))))
            return false;
        }
      }
      return true;
    };
    expect(labels([DEFAULT_MEGAHEX_ORIGIN])).toEqual(["E9"]);
    expect(isSymmetric(DEFAULT_MEGAHEX_ORIGIN)).toBe(true);
    // E9's neighbours stand for the other six tilings.
    expect(neighbors(DEFAULT_MEGAHEX_ORIGIN).map(isSymmetric)).toEqual(Array(6).fill(false));
  });

  it("groups the entrances of each end into two megahexes", () => {
    expect(labels(["E1", "F1", "G1", "H1"].map((l) => megahexCentre(at(l))))).toEqual([
      "E2",
      "E2",
      "H1",
      "H1",
    ]);
    expect(labels(["E16", "F16", "G16", "H16"].map((l) => megahexCentre(at(l))))).toEqual([
      "E16",
      "E16",
      "H15",
      "H15",
    ]);
  });
});

describe("megahexDistance", () => {
  it("is 0 within a megahex and 1 between touching megahexes", () => {
    expect(megahexDistance(at("E9"), at("E9"))).toBe(0);
    expect(megahexDistance(at("D9"), at("F9"))).toBe(0);
    // D9 and C9 touch but lie in neighbouring megahexes (E9's and B9's).
    expect(megahexDistance(at("D9"), at("C9"))).toBe(1);
    for (const n of neighbors(at("E9"))) {
      for (const m of neighbors(n)) {
        expect(megahexDistance(at("E9"), m)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("counts megahexes across the default arena", () => {
    expect(megahexDistance(at("E9"), at("H8"))).toBe(1);
    expect(megahexDistance(at("E9"), at("G4"))).toBe(2);
    expect(megahexDistance(at("E2"), at("E16"))).toBe(6);
    expect(megahexDistance(at("E2"), at("E13"))).toBe(5);
    expect(megahexDistance(at("E1"), at("E16"))).toBe(6);
    expect(megahexDistance(at("A1"), at("L16"))).toBe(8);
  });

  it("is the hex distance of the megahex lattice", () => {
    const origin = hex(0, 0);
    // Lattice steps m·(2, 1) + n·(−1, 3) are megahex steps (m, n) in axial terms.
    const cases: [number, number, number][] = [
      [1, 0, 1],
      [0, 1, 1],
      [1, -1, 1],
      [2, 0, 2],
      [1, 1, 2],
      [3, -1, 3],
      [-2, 5, 5],
    ];
    for (const [m, n, expected] of cases) {
      const centre = hex(2 * m - n, m + 3 * n);
      expect(megahexDistance(origin, centre, origin)).toBe(expected);
      expect(megahexDistance(centre, origin, origin)).toBe(expected);
    }
  });

  it("depends on the tiling chosen by the origin", () => {
    expect(megahexDistance(hex(0, 0), hex(1, 0), hex(0, 0))).toBe(0);
    expect(megahexDistance(hex(0, 0), hex(1, 0), hex(-1, 0))).toBe(1);
  });

  it("never exceeds the hex distance and is symmetric", () => {
    const a = at("F8");
    for (let q = -10; q <= 10; q++) {
      for (let r = -10; r <= 10; r++) {
        const b = hex(a.q + q, a.r + r);
        const mh = megahexDistance(a, b);
        expect(mh).toBe(megahexDistance(b, a));
        expect(mh).toBeLessThanOrEqual(hexDistance(a, b));
        if (sameHex(megahexCentre(a), megahexCentre(b))) expect(mh).toBe(0);
        else expect(mh).toBeGreaterThan(0);
      }
    }
  });
});

describe("missileRangePenalty (MELEE: MISSILE WEAPONS)", () => {
  it("is 0 to 2 MH, −1 at 3–4, −2 at 5–6, and so on", () => {
    const penalties = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(missileRangePenalty);
    expect(penalties).toEqual([0, 0, 0, -1, -1, -2, -2, -3, -3, -4, -4]);
    expect(Object.is(missileRangePenalty(0), 0)).toBe(true);
  });

  it("rejects a negative or fractional distance", () => {
    expect(() => missileRangePenalty(-1)).toThrow(RangeError);
    expect(() => missileRangePenalty(1.5)).toThrow(RangeError);
  });
});
