import { describe, expect, it } from "vitest";
import { withinCarryLimit } from "../../../src/engine/figure/carry.ts";
import {
  ARMOR_IDS,
  type ArmorId,
  isArmorId,
  isShieldId,
  isWeaponId,
  SHIELD_IDS,
  type ShieldId,
  WEAPON_IDS,
  type WeaponId,
} from "../../../src/engine/figure/equipment.ts";
import { isRaceId, RACE_IDS } from "../../../src/engine/figure/races.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import { plainFigure, ragnar, wulf } from "./book-figures.ts";

// MELEE: WEAPON TABLE — name as printed and the ST a figure must begin with ("-" is 0).
const WEAPON_ST: Array<[WeaponId, string, number]> = [
  ["dagger", "Dagger", 0],
  ["main-gauche", "Main-gauche", 0],
  ["rapier", "Rapier", 9],
  ["club", "Club", 9],
  ["hammer", "Hammer", 10],
  ["cutlass", "Cutlass", 10],
  ["shortsword", "Shortsword", 11],
  ["mace", "Mace", 11],
  ["small-ax", "Small ax", 11],
  ["broadsword", "Broadsword", 12],
  ["morningstar", "Morningstar", 13],
  ["two-handed-sword", "2-handed sword", 14],
  ["battleaxe", "Battleaxe", 15],
  ["javelin", "Javelin", 9],
  ["spear", "Spear", 11],
  ["halberd", "Halberd", 13],
  ["pike-axe", "Pike axe", 15],
  ["rock", "Thrown rock", 0],
  ["sling", "Sling", 0],
  ["small-bow", "Small bow", 9],
  ["horse-bow", "Horse bow", 10],
  ["longbow", "Longbow", 11],
  ["light-crossbow", "Light crossbow", 12],
  ["heavy-crossbow", "Heavy crossbow", 15],
];

const armed = (weapons: WeaponId[], shield: ShieldId | null = null, st = 15) =>
  plainFigure({ st, dx: 24 - st, weapons, shield, readyWeapon: weapons[0] ?? null });

describe("validateFigure: weapon ST", () => {
  it.each(WEAPON_ST)("%s (%s) needs ST %i", (id, name, st) => {
    const atRequirement = Math.max(st, 8);
    expect(validateFigure(armed([id], null, atRequirement))).toEqual([]);
    if (st > 8) {
      expect(validateFigure(armed([id], null, st - 1))).toEqual([
        `${name} needs ST ${st}; Tester has ST ${st - 1}`,
      ]);
    }
  });

  it("lets the weakest goblin use any weapon with no ST number", () => {
    for (const [id, , st] of WEAPON_ST.filter(([, , st]) => st === 0)) {
      expect(st).toBe(0);
      expect(validateFigure(plainFigure({ race: "goblin", st: 4, dx: 14, weapons: [id] }))).toEqual(
        [],
      );
    }
  });

  it("gives the book's example message", () => {
    const spec = {
      ...ragnar,
      weapons: ["spear", "broadsword", "dagger"] as WeaponId[],
      shield: null,
    };
    expect(validateFigure(spec)).toEqual(["Broadsword needs ST 12; Ragnar has ST 11"]);
  });

  it("reports a weapon carried twice only once", () => {
    expect(validateFigure(armed(["broadsword", "broadsword"], null, 11))).toEqual([
      "Broadsword needs ST 12; Tester has ST 11",
    ]);
  });
});

const CARRY_MESSAGE =
  "A figure may carry one dagger or main-gauche plus two other weapons, and a shield or a " +
  "second dagger counts as one of the two; Tester carries ";

describe("validateFigure: carry limit", () => {
  it("allows two weapons plus a dagger, as Wulf carries", () => {
    expect(validateFigure(wulf)).toEqual([]);
    expect(validateFigure(armed(["broadsword", "mace", "dagger"]))).toEqual([]);
  });

  it("rejects three weapons besides the dagger", () => {
    expect(validateFigure(armed(["broadsword", "mace", "spear", "dagger"]))).toEqual([
      `${CARRY_MESSAGE}broadsword, mace, spear and dagger`,
    ]);
  });

  it("counts a shield as one of the two", () => {
    expect(validateFigure(armed(["broadsword", "dagger"], "small-shield"))).toEqual([]);
    expect(validateFigure(armed(["broadsword", "mace"], "small-shield"))).toEqual([
      `${CARRY_MESSAGE}broadsword, mace and small shield`,
    ]);
  });

  it("counts a second dagger or main-gauche as one of the two", () => {
    expect(validateFigure(armed(["broadsword", "dagger", "dagger"]))).toEqual([]);
    expect(validateFigure(armed(["dagger", "main-gauche"], "large-shield"))).toEqual([]);
    expect(validateFigure(armed(["dagger", "dagger", "dagger"]))).toEqual([]);
    expect(validateFigure(armed(["broadsword", "mace", "dagger", "main-gauche"]))).toEqual([
      `${CARRY_MESSAGE}broadsword, mace, dagger and main-gauche`,
    ]);
    expect(validateFigure(armed(["dagger", "dagger", "dagger", "dagger"]))).toEqual([
      `${CARRY_MESSAGE}dagger, dagger, dagger and dagger`,
    ]);
  });

  it("allows a figure to carry nothing, or only a shield", () => {
    expect(validateFigure(plainFigure())).toEqual([]);
    expect(validateFigure(plainFigure({ shield: "large-shield", shieldReady: true }))).toEqual([]);
  });

  it("withinCarryLimit answers for any load", () => {
    expect(withinCarryLimit([], false)).toBe(true);
    expect(withinCarryLimit(["spear", "halberd"], false)).toBe(true);
    expect(withinCarryLimit(["spear", "halberd"], true)).toBe(false);
    expect(withinCarryLimit(["spear", "dagger"], true)).toBe(true);
    expect(withinCarryLimit(["main-gauche", "dagger"], true)).toBe(true);
    expect(withinCarryLimit(["spear", "main-gauche", "dagger"], true)).toBe(false);
  });
});

describe("validateFigure: ready weapon and shield", () => {
  it("requires the ready weapon to be carried", () => {
    expect(validateFigure({ ...ragnar, readyWeapon: "broadsword" })).toEqual([
      "The ready weapon must be one the figure carries; Broadsword is not, and Ragnar carries spear and dagger",
    ]);
    expect(validateFigure(plainFigure({ readyWeapon: "dagger" }))).toEqual([
      "The ready weapon must be one the figure carries; Dagger is not, and Tester carries none",
    ]);
  });

  it("forbids a two-handed ready weapon with a ready shield", () => {
    expect(validateFigure({ ...ragnar, shieldReady: true })).toEqual([
      "A spear needs both hands: sling the shield or ready another weapon",
    ]);
    const swordsman = armed(["two-handed-sword", "dagger"], "small-shield", 14);
    expect(validateFigure({ ...swordsman, shieldReady: true })).toEqual([
      "A 2-handed sword needs both hands: sling the shield or ready another weapon",
    ]);
  });

  it("allows a two-handed weapon with the shield slung, and a one-handed one with it ready", () => {
    expect(validateFigure(ragnar)).toEqual([]);
    expect(validateFigure({ ...ragnar, readyWeapon: "dagger", shieldReady: true })).toEqual([]);
  });

  it("forbids a ready shield without a shield", () => {
    expect(validateFigure(plainFigure({ shieldReady: true }))).toEqual([
      "Tester has no shield to ready: add a shield or start with no shield ready",
    ]);
    expect(validateFigure(plainFigure({ name: " ", shieldReady: true }))).toEqual([
      "A figure needs a name",
      "This figure has no shield to ready: add a shield or start with no shield ready",
    ]);
  });

  it("allows a main-gauche as the ready weapon, with or without a ready shield", () => {
    const fencer = {
      ...armed(["rapier", "main-gauche"], "small-shield"),
      readyWeapon: "main-gauche" as const,
    };
    expect(validateFigure(fencer)).toEqual([]);
    expect(validateFigure({ ...fencer, shieldReady: true })).toEqual([]);
  });

  it("allows a shield ready with no weapon ready", () => {
    const rusher = { ...armed(["mace"], "large-shield"), readyWeapon: null, shieldReady: true };
    expect(validateFigure(rusher)).toEqual([]);
  });
});

describe("validateFigure: unknown ids", () => {
  it("lists the armors", () => {
    expect(validateFigure(plainFigure({ armor: "mithril" as ArmorId }))).toEqual([
      '"mithril" is not an armor; choose one of none, leather, chainmail or plate',
    ]);
  });

  it("lists the shields", () => {
    expect(validateFigure(plainFigure({ shield: "buckler" as ShieldId }))).toEqual([
      '"buckler" is not a shield; choose small-shield or large-shield, or no shield',
    ]);
  });

  it("lists the weapons once per unknown id", () => {
    const laser = "laser" as WeaponId;
    expect(validateFigure(plainFigure({ weapons: [laser, "dagger"], readyWeapon: laser }))).toEqual(
      [
        '"laser" is not a weapon; choose from dagger, main-gauche, rapier, club, hammer, cutlass, ' +
          "shortsword, mace, small-ax, broadsword, morningstar, two-handed-sword, battleaxe, " +
          "javelin, spear, halberd, pike-axe, rock, sling, small-bow, horse-bow, longbow, " +
          "light-crossbow or heavy-crossbow",
      ],
    );
  });

  it("reports every problem at once", () => {
    const spec = plainFigure({
      name: "",
      race: "elf",
      st: 16,
      dx: 9,
      armor: "tin" as ArmorId,
      weapons: ["battleaxe", "halberd", "spear"],
      readyWeapon: "battleaxe",
      shieldReady: true,
    });
    expect(validateFigure(spec)).toEqual([
      "A figure needs a name",
      "An elf's ST and DX must add up to 24; this figure has 16 + 9 = 25",
      "An elf needs DX 10 or more; this figure has DX 9",
      '"tin" is not an armor; choose one of none, leather, chainmail or plate',
      "A figure may carry one dagger or main-gauche plus two other weapons, and a shield or a " +
        "second dagger counts as one of the two; this figure carries battleaxe, halberd and spear",
      "This figure has no shield to ready: add a shield or start with no shield ready",
    ]);
  });
});

describe("the id checks", () => {
  it("accept exactly the listed ids, as a search of the lists would", () => {
    const lists = [
      [isWeaponId, WEAPON_IDS],
      [isArmorId, ARMOR_IDS],
      [isShieldId, SHIELD_IDS],
      [isRaceId, RACE_IDS],
    ] as const;
    const words = [...WEAPON_IDS, ...ARMOR_IDS, ...SHIELD_IDS, ...RACE_IDS, "", "Dagger", "orcs"];
    for (const [check, ids] of lists) {
      for (const word of words) {
        expect(check(word)).toBe((ids as readonly string[]).includes(word));
      }
    }
  });
});
