/**
 * AM §9 LEANING and THE CAVALRY LANCE's "directly in front of both": a two-hex mount in E6-E7
 * facing north (its front hex E6), and its rider. Reading in docs/rulings.md, "Mounted combat".
 */
import { describe, expect, it } from "vitest";
import { formatHex, parseHex } from "../../../src/engine/hex/coordinates.ts";
import { isLegalLean, isStraightOn, mountHexes } from "../../../src/engine/mounted/index.ts";

const at = (label: string) => parseHex(label) ?? expect.unreachable(label);
const N = 0;
const NE = 1;
const S = 3;

describe("AM §9 LEANING: the rider's place on a two-hex mount", () => {
  it("a mount in E6 facing north covers E6 and the hex behind, E7", () => {
    expect(mountHexes(at("E6"), N).map(formatHex)).toEqual(["E6", "E7"]);
  });

  it("the rider may sit in either hex, facing any way but backwards", () => {
    expect(isLegalLean(at("E6"), N, at("E6"), N)).toBe(true);
    expect(isLegalLean(at("E6"), N, at("E7"), NE)).toBe(true);
    expect(isLegalLean(at("E6"), N, at("E7"), S)).toBe(false);
    expect(isLegalLean(at("E6"), N, at("E5"), N)).toBe(false);
  });
});

describe("AM §9 THE CAVALRY LANCE: straight on", () => {
  it("the hex just ahead of the mount, E5, with the rider facing north, is straight on", () => {
    expect(isStraightOn(at("E6"), N, N, at("E5"))).toBe(true);
  });

  it("a front hex to the side (F5), or the rider turned aside, gets only the sweep", () => {
    expect(isStraightOn(at("E6"), N, N, at("F5"))).toBe(false);
    expect(isStraightOn(at("E6"), N, NE, at("E5"))).toBe(false);
  });
});
