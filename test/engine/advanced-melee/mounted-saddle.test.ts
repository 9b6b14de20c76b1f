/**
 * AM §9 LEANING and THE CAVALRY LANCE's "directly in front of both": a two-hex mount in E6-E7
 * facing north (its front hex E6), and its rider. Reading in docs/rulings.md, "Mounted combat".
 */
import { describe, expect, it } from "vitest";
import { formatHex, parseHex } from "../../../src/engine/hex/coordinates.ts";
import { isLegalLean, isStraightOn, mountHexes } from "../../../src/engine/mounted/index.ts";

const at = (label: string) => parseHex(label) ?? expect.unreachable(label);
const N = 0 as const;
const NE = 1 as const;
const S = 3 as const;

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
  const saddle = { hex: at("E6"), facing: N };

  it("the hex just ahead of the mount, E5, with the rider facing north, is straight on", () => {
    expect(isStraightOn(at("E5"), N, saddle, at("E5"))).toBe(true);
  });

  it("a front hex to the side (F5), or the rider turned aside, gets only the sweep", () => {
    expect(isStraightOn(at("E5"), N, saddle, at("F5"))).toBe(false);
    expect(isStraightOn(at("E5"), N, { hex: at("E6"), facing: NE }, at("E5"))).toBe(false);
  });

  it("leaning back in E7 facing north, E5 is still straight ahead of both", () => {
    expect(isStraightOn(at("E5"), N, { hex: at("E7"), facing: N }, at("E5"))).toBe(true);
  });

  it("a rider whose line misses the hex the mount looks at is not straight on", () => {
    // A beast whose flank seat (F6) looks north past E4, the hex ahead of its head in E5.
    expect(isStraightOn(at("E4"), N, { hex: at("F6"), facing: N }, at("E4"))).toBe(false);
  });
});
