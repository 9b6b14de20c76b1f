import { describe, expect, it } from "vitest";
import {
  findWeapon,
  parseGearWeaponList,
  parseWeaponList,
  unknownWeaponMessage,
} from "../../../commands/shared/weapon-names.ts";

describe("weapon names", () => {
  it.each([
    ["2-handed sword", "two-handed-sword"],
    ["two-handed-sword", "two-handed-sword"],
    ["Two Handed Sword", "two-handed-sword"],
    ["Small ax", "small-ax"],
    ["small axe", "small-ax"],
    ["BATTLE AXE", "battleaxe"],
    ["Pike axe", "pike-axe"],
    ["main gauche", "main-gauche"],
    ["Thrown rock", "rock"],
    ["short sword", "shortsword"],
  ])("reads %j as %s", (typed, id) => {
    expect(findWeapon(typed)).toBe(id);
  });

  it("suggests the closest names for an unknown one", () => {
    expect(unknownWeaponMessage("sword")).toBe(
      '"sword" is not a weapon. Closest: Shortsword, Broadsword, 2-handed sword.',
    );
    expect(unknownWeaponMessage("crosbow")).toBe(
      '"crosbow" is not a weapon. Closest: Light crossbow, Heavy crossbow, Horse bow.',
    );
  });

  it("splits a comma-separated list, keeping the known and naming the unknown", () => {
    expect(parseWeaponList("spear, , dagger, laser,")).toEqual({
      weapons: ["spear", "dagger"],
      problems: ['"laser" is not a weapon. Closest: Cutlass, Halberd, Spear.'],
    });
  });

  it("reads a gun or grenade marked (cheap powder), packed or not, and refuses the mark on a sword", () => {
    expect(parseGearWeaponList("arquebus (cheap powder), grenade (Cheap Powder) (packed)")).toEqual(
      { weapons: ["arquebus"], packed: ["grenade"], fine: [], cheapPowder: true, problems: [] },
    );
    expect(parseGearWeaponList("arquebus, broadsword (cheap powder)")).toMatchObject({
      weapons: ["arquebus", "broadsword"],
      problems: ['Broadsword burns no powder: only a gun or a grenade takes "(cheap powder)".'],
    });
  });
});
