import { describe, expect, it } from "vitest";
import { FigureRuleError } from "../../../src/engine/figure/errors.ts";
import {
  giantClubDamage,
  isMeleeMonsterId,
  isMonsterId,
  MELEE_MONSTER_IDS,
  MONSTER_IDS,
  MONSTERS,
  type MonsterId,
} from "../../../src/engine/figure/monsters.ts";

const damage = (dice: number, add: number) => ({ dice, add });

describe("MONSTERS: MELEE NONHUMAN FIGURES", () => {
  it("the bear: MA 8, 2+2 or 3 dice in HTH, fur stops 2, ST 30 DX 11", () => {
    expect(MONSTERS.bear).toMatchObject({
      st: 30,
      dx: 11,
      ma: 8,
      flyingMa: null,
      stops: 2,
      damage: damage(2, 2),
      hthDamage: damage(3, 0),
    });
  });

  it("the wolf: MA 12, bite 1+1, fur stops 1, ST 10 DX 14", () => {
    expect(MONSTERS.wolf).toMatchObject({
      st: 10,
      dx: 14,
      ma: 12,
      stops: 1,
      damage: damage(1, 1),
      hthDamage: damage(1, 1),
    });
  });

  it("the giant snake: MA 6, bite 1+1, -3 to hit it, sides are front, ST 12 DX 12", () => {
    expect(MONSTERS["giant-snake"]).toMatchObject({
      st: 12,
      dx: 12,
      ma: 6,
      stops: 0,
      damage: damage(1, 1),
      hthDamage: damage(1, 1),
      toHitModifier: -3,
      sidesAreFront: true,
    });
  });

  it("the giant: 3 hexes, MA 10, ST 24 or more, weapons, 2-1 in HTH, sturdier against injury", () => {
    expect(MONSTERS.giant).toMatchObject({
      st: 24,
      dx: 9,
      ma: 10,
      hexes: 3,
      damage: null,
      hthDamage: damage(2, -1),
      usesWeapons: true,
      minSt: 24,
      dxLossAt: 9,
      knockdownAt: 16,
    });
  });

  it("the gargoyle: ST 20 DX 11, stone stops 3, 2 dice both ways, MA 8 or 16 flying", () => {
    expect(MONSTERS.gargoyle).toMatchObject({
      st: 20,
      dx: 11,
      ma: 8,
      flyingMa: 16,
      stops: 3,
      damage: damage(2, 0),
      hthDamage: damage(2, 0),
      usesWeapons: false,
    });
  });

  it.each<MonsterId>(["bear", "wolf", "giant-snake", "gargoyle"])(
    "the %s takes one hex, fights without weapons and reacts to injury as a man",
    (id) => {
      expect(MONSTERS[id]).toMatchObject({
        id,
        hexes: 1,
        usesWeapons: false,
        minSt: null,
        dxLossAt: 5,
        knockdownAt: 8,
      });
    },
  );

  it("only the snake is harder to hit or has front sides; the gargoyle and our four fly", () => {
    const others = MONSTER_IDS.filter((id) => id !== "giant-snake").map((id) => MONSTERS[id]);
    expect(others.map((m) => [m.toHitModifier, m.sidesAreFront])).toEqual(
      others.map(() => [0, false]),
    );
    expect(MONSTER_IDS.filter((id) => MONSTERS[id].flyingMa !== null)).toEqual([
      "gargoyle",
      "giant-bat",
      "dragonet",
      "griffin",
      "dragon",
    ]);
    // AM §10: only ours strike the ground hovering; the gargoyle lands to strike.
    expect(MONSTER_IDS.filter((id) => MONSTERS[id].hoversToStrike)).toEqual([
      "giant-bat",
      "dragonet",
      "griffin",
      "dragon",
    ]);
  });

  it("recognises monster ids", () => {
    expect(MONSTER_IDS).toEqual([
      "bear",
      "wolf",
      "giant-snake",
      "giant",
      "gargoyle",
      "troll",
      "beast",
      "horse",
      "giant-bat",
      "dragonet",
      "griffin",
      "dragon",
    ]);
    expect(isMonsterId("giant")).toBe(true);
    expect(isMonsterId("wyvern")).toBe(false);
  });

  it("leaves AM §7's troll out of MELEE's monsters (practice and /odds play MELEE)", () => {
    expect(MELEE_MONSTER_IDS).toEqual([
      "bear",
      "wolf",
      "giant-snake",
      "giant",
      "gargoyle",
      "beast",
    ]);
    expect(isMeleeMonsterId("troll")).toBe(false);
    expect(isMeleeMonsterId("bear")).toBe(true);
  });
});

describe("giantClubDamage", () => {
  it("gives 1+1 for every full 10 ST", () => {
    expect(giantClubDamage(24)).toEqual(damage(2, 2));
    expect(giantClubDamage(29)).toEqual(damage(2, 2));
    expect(giantClubDamage(30)).toEqual(damage(3, 3));
    expect(giantClubDamage(50)).toEqual(damage(5, 5));
  });

  it("refuses ST a giant cannot have", () => {
    expect(() => giantClubDamage(23)).toThrow(FigureRuleError);
    expect(() => giantClubDamage(23)).toThrow(
      "A giant has a whole-number ST of 24 or more; got 23",
    );
    expect(() => giantClubDamage(30.5)).toThrow(FigureRuleError);
  });
});
