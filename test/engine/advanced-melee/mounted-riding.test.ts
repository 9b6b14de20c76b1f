/**
 * AM §9 MOUNTED COMBAT, the riding numbers: MA under a load, the mounted DX changes, barding, an
 * engaged animal's options and when the animal may attack. Readings in docs/rulings.md,
 * "Mounted combat".
 */
import { describe, expect, it } from "vitest";
import {
  animalMayAttack,
  barding,
  engagedRiderDx,
  footmanAgainstMountedDx,
  isAtSpeed,
  ladenMa,
  loadMaModifier,
  ridingAnimalOptions,
} from "../../../src/engine/mounted/index.ts";

describe("AM §9 MOVEMENT AND WEIGHT CARRIED", () => {
  it("−2 MA per started multiple of the animal's ST: ST 30 carrying 30, 31, 90 and 150 kg", () => {
    expect(loadMaModifier(30, 30)).toBe(-2);
    expect(loadMaModifier(31, 30)).toBe(-4);
    expect(loadMaModifier(90, 30)).toBe(-6);
    expect(loadMaModifier(150, 30)).toBe(-10);
  });

  it("an unladen animal keeps its MA; more than 5 × ST is no regular load", () => {
    expect(loadMaModifier(0, 30)).toBe(0);
    expect(loadMaModifier(151, 30)).toBeNull();
    expect(ladenMa(30, 151, 30)).toBeNull();
  });

  it("a riding horse of MA 30 and ST 30 under a 100 kg rider moves 22; MA never goes below 0", () => {
    expect(ladenMa(30, 100, 30)).toBe(22);
    expect(ladenMa(6, 100, 20)).toBe(0);
  });
});

describe("AM §9 DX MODIFICATIONS FOR MOUNTED COMBAT", () => {
  it("an engaged rider: Expert Horseman 0, Horseman −1, anyone else −3", () => {
    expect(engagedRiderDx("expert")).toBe(0);
    expect(engagedRiderDx("horseman")).toBe(-1);
    expect(engagedRiderDx("none")).toBe(-3);
  });

  it("a one-hex footman striking at a rider or mount takes −2; not with the flier's −4", () => {
    expect(footmanAgainstMountedDx({ hexes: 1, mounted: false }, false)).toBe(-2);
    expect(footmanAgainstMountedDx({ hexes: 1, mounted: false }, true)).toBe(0);
  });

  it("a rider or a giant striking at a rider takes nothing for it", () => {
    expect(footmanAgainstMountedDx({ hexes: 1, mounted: true }, false)).toBe(0);
    expect(footmanAgainstMountedDx({ hexes: 3, mounted: false }, false)).toBe(0);
  });
});

describe("AM §9 ARMOR FOR RIDING BEASTS", () => {
  it("chain barding stops 3 at −2 DX; leather 2 at −1; cloth 1 at 0", () => {
    expect(barding("chainmail")).toEqual({ stops: 3, dxPenalty: 2 });
    expect(barding("leather")).toEqual({ stops: 2, dxPenalty: 1 });
    expect(barding("cloth")).toEqual({ stops: 1, dxPenalty: 0 });
  });
});

describe("AM §9 OPTIONS and ATTACKS for the riding animal", () => {
  it("an engaged animal may only stand still or shift and attack", () => {
    expect(ridingAnimalOptions(true)).toEqual(["stand-still", "shift-attack"]);
    expect(ridingAnimalOptions(false)).toEqual([
      "full-move",
      "half-move-attack",
      "stand-still",
      "shift-attack",
    ]);
  });

  it("the animal attacks after at most half its MA: 11 of 22 yes, 12 no", () => {
    expect(animalMayAttack(11, 22)).toBe(true);
    expect(animalMayAttack(12, 22)).toBe(false);
  });

  it("at speed means more than 8 hexes: 8 is not, 9 is", () => {
    expect(isAtSpeed(8)).toBe(false);
    expect(isAtSpeed(9)).toBe(true);
  });
});
