import { describe, expect, it } from "vitest";
import { type WeaponUse, weaponDamage } from "../../../src/engine/figure/derived.ts";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import { FigureRuleError } from "../../../src/engine/figure/errors.ts";
import { plainFigure } from "./book-figures.ts";

const human = plainFigure();
const dwarf = plainFigure({ race: "dwarf" });
const halfling = plainFigure({ race: "halfling", st: 6, dx: 14 });

const damage = (dice: number, add: number) => ({ dice, add });

describe("weaponDamage: the WEAPON TABLE for a human", () => {
  it.each<[WeaponId, WeaponUse, number, number]>([
    ["dagger", "melee", 1, -1],
    ["main-gauche", "melee", 1, -1],
    ["rapier", "melee", 1, 0],
    ["club", "melee", 1, 0],
    ["hammer", "melee", 1, 1],
    ["cutlass", "melee", 2, -2],
    ["shortsword", "melee", 2, -1],
    ["mace", "melee", 2, -1],
    ["small-ax", "melee", 1, 2],
    ["broadsword", "melee", 2, 0],
    ["morningstar", "melee", 2, 1],
    ["two-handed-sword", "melee", 3, -1],
    ["battleaxe", "melee", 3, 0],
    ["javelin", "melee", 1, -1],
    ["spear", "melee", 1, 1],
    ["halberd", "melee", 2, -1],
    ["pike-axe", "melee", 2, 2],
    ["rock", "missile", 1, -4],
    ["sling", "missile", 1, -2],
    ["small-bow", "missile", 1, -1],
    ["horse-bow", "missile", 1, 0],
    ["longbow", "missile", 1, 2],
    ["light-crossbow", "missile", 2, 0],
    ["heavy-crossbow", "missile", 3, 0],
  ])("%s (%s) does %i dice %i", (id, use, dice, add) => {
    expect(weaponDamage(human, id, use)).toEqual(damage(dice, add));
  });

  it("a thrown weapon does its listed damage", () => {
    expect(weaponDamage(human, "dagger", "thrown")).toEqual(damage(1, -1));
    expect(weaponDamage(human, "spear", "thrown")).toEqual(damage(1, 1));
    expect(weaponDamage(human, "hammer", "thrown")).toEqual(damage(1, 1));
  });

  it("in HTH a dagger does 1+2 and a main-gauche 1-1", () => {
    expect(weaponDamage(human, "dagger", "hth")).toEqual(damage(1, 2));
    expect(weaponDamage(human, "main-gauche", "hth")).toEqual(damage(1, -1));
  });
});

describe("weaponDamage: racial bonuses", () => {
  it("a dwarf does +1 with hammers and axes, struck or thrown", () => {
    expect(weaponDamage(dwarf, "hammer", "melee")).toEqual(damage(1, 2));
    expect(weaponDamage(dwarf, "hammer", "thrown")).toEqual(damage(1, 2));
    expect(weaponDamage(dwarf, "small-ax", "melee")).toEqual(damage(1, 3));
    expect(weaponDamage(dwarf, "small-ax", "thrown")).toEqual(damage(1, 3));
    expect(weaponDamage(dwarf, "battleaxe", "melee")).toEqual(damage(3, 1));
    expect(weaponDamage(dwarf, "pike-axe", "melee")).toEqual(damage(2, 3));
  });

  it("a dwarf gets nothing extra with other weapons", () => {
    expect(weaponDamage(dwarf, "broadsword", "melee")).toEqual(damage(2, 0));
    expect(weaponDamage(dwarf, "halberd", "melee")).toEqual(damage(2, -1));
    expect(weaponDamage(dwarf, "dagger", "hth")).toEqual(damage(1, 2));
    expect(weaponDamage(dwarf, "sling", "missile")).toEqual(damage(1, -2));
  });

  it("a halfling does +1 with missile and thrown weapons", () => {
    expect(weaponDamage(halfling, "sling", "missile")).toEqual(damage(1, -1));
    expect(weaponDamage(halfling, "rock", "missile")).toEqual(damage(1, -3));
    expect(weaponDamage(halfling, "small-bow", "missile")).toEqual(damage(1, 0));
    expect(weaponDamage(halfling, "dagger", "thrown")).toEqual(damage(1, 0));
    expect(weaponDamage(halfling, "javelin", "thrown")).toEqual(damage(1, 0));
  });

  it("a halfling gets nothing extra striking in melee or HTH, even with a throwable weapon", () => {
    expect(weaponDamage(halfling, "dagger", "melee")).toEqual(damage(1, -1));
    expect(weaponDamage(halfling, "javelin", "melee")).toEqual(damage(1, -1));
    expect(weaponDamage(halfling, "dagger", "hth")).toEqual(damage(1, 2));
  });

  it("a human gets no bonus with hammers, axes or missiles", () => {
    expect(weaponDamage(human, "small-ax", "thrown")).toEqual(damage(1, 2));
    expect(weaponDamage(human, "sling", "missile")).toEqual(damage(1, -2));
  });
});

describe("weaponDamage: uses a weapon does not allow", () => {
  it.each<[WeaponId, WeaponUse, string]>([
    [
      "broadsword",
      "hth",
      "Broadsword cannot be used in hand-to-hand combat; only a dagger or main-gauche can",
    ],
    ["broadsword", "thrown", "Broadsword cannot be thrown"],
    ["main-gauche", "thrown", "Main-gauche cannot be thrown"],
    ["rock", "thrown", "Thrown rock is a missile weapon, not a thrown one"],
    ["longbow", "melee", "Longbow is a missile weapon and cannot strike in melee"],
    ["spear", "missile", "Spear is not a missile weapon"],
  ])("%s used as %s throws", (id, use, message) => {
    expect(() => weaponDamage(human, id, use)).toThrow(FigureRuleError);
    expect(() => weaponDamage(human, id, use)).toThrow(message);
  });

  it("an unknown weapon throws", () => {
    expect(() => weaponDamage(human, "laser" as WeaponId, "melee")).toThrow(
      '"laser" is not a weapon',
    );
  });
});
