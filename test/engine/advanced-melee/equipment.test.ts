/**
 * AM §5 WEAPONS TABLE and ARMOR AND SHIELDS: the items AM adds, offered by ruleset. A figure built
 * under MELEE fights under AM as it is; an AM-only item is refused under MELEE.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { ARMORS, SHIELDS, WEAPONS } from "../../../src/engine/figure/equipment.ts";
import { RACES } from "../../../src/engine/figure/races.ts";
import { equipmentOf, gearRuleset } from "../../../src/engine/figure/ruleset-equipment.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import {
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

describe("the AM tables as the book prints them", () => {
  it("gives AM's new weapons their damage, ST, hands and throwing", () => {
    const row = (id: keyof typeof WEAPONS) => {
      const w = WEAPONS[id];
      return [w.damage.dice, w.damage.add, w.st, w.class, w.twoHanded, w.throwable];
    };
    expect(row("hatchet")).toEqual([1, 0, 9, "hand", false, true]);
    expect(row("military-pick")).toEqual([2, 0, 12, "hand", false, false]);
    expect(row("great-hammer")).toEqual([2, 2, 14, "hand", true, false]);
    expect(row("great-sword")).toEqual([3, 1, 16, "hand", true, false]);
    expect(row("trident")).toEqual([1, 0, 10, "pole", false, true]);
    expect(row("naginata")).toEqual([1, 2, 10, "pole", true, false]);
    expect(row("quarterstaff")).toEqual([1, 2, 11, "hand", true, false]);
  });

  it("gives AM's new armor and shields their hits stopped, DX and MA", () => {
    const armor = (id: keyof typeof ARMORS) => [
      ARMORS[id].stops,
      ARMORS[id].dxPenalty,
      ARMORS[id].humanMa,
    ];
    expect(armor("cloth")).toEqual([1, 1, 10]);
    expect(armor("half-plate")).toEqual([4, 5, 6]);
    expect(armor("fine-plate")).toEqual([6, 4, 6]);
    expect([RACES.elf.ma.cloth, RACES.elf.ma["half-plate"], RACES.human.ma.cloth]).toEqual([
      12, 6, 10,
    ]);
    expect([SHIELDS["tower-shield"].stops, SHIELDS["tower-shield"].dxPenalty]).toEqual([3, 2]);
    expect([SHIELDS["spike-shield"].stops, SHIELDS["spike-shield"].dxPenalty]).toEqual([1, 0]);
  });

  it("offers MELEE's items under both rulesets and AM's only under AM", () => {
    const melee = equipmentOf("melee");
    const am = equipmentOf("advanced-melee");
    expect(melee.weapons.every((id) => am.hasWeapon(id))).toBe(true);
    expect(melee.hasWeapon("great-sword")).toBe(false);
    expect(am.hasWeapon("great-sword")).toBe(true);
    expect(melee.hasArmor("half-plate")).toBe(false);
    expect(am.hasShield("tower-shield")).toBe(true);
  });
});

describe("building and fighting with AM's items", () => {
  const KNIGHT = human("Knight", {
    st: 16,
    dx: 8,
    armor: "half-plate",
    shield: "tower-shield",
    weapons: ["great-sword"],
    readyWeapon: "great-sword",
  });

  it("refuses a great sword and half-plate under MELEE, naming MELEE's choices", () => {
    const problems = validateFigure(KNIGHT);
    expect(problems.some((p) => p.startsWith('"half-plate" is not an armor; choose one of'))).toBe(
      true,
    );
    expect(problems.some((p) => p.startsWith('"great-sword" is not a weapon; choose from'))).toBe(
      true,
    );
    expect(problems.some((p) => p.startsWith('"tower-shield" is not a shield'))).toBe(true);
    expect(validateFigure(KNIGHT, "advanced-melee")).toEqual([]);
  });

  it("strikes with a great sword (3+1) through half-plate (4) and a ready tower shield (3)", () => {
    const ruleset: Ruleset = "advanced-melee";
    const b = new TestBattle(
      [
        fighter("a", KNIGHT, "E5", S),
        fighter(
          "t",
          {
            ...KNIGHT,
            name: "Other",
            shieldReady: true,
            weapons: ["hatchet"],
            readyWeapon: "hatchet",
          },
          "E6",
          N,
          "red",
        ),
      ],
      { ruleset },
    );
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "h", target: "t" },
      ],
      [1, 1, 1, 6, 6, 6],
    );
    // DX 8 less 5 for half-plate: adjDX 3; a 3 is a triple hit.
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 3, result: "triple" });
    expect(damages(events)[0]).toMatchObject({
      damage: { dice: 3, add: 1 },
      total: 57,
      stopped: 7,
      stoppedBy: ["Half-plate", "Tower shield"],
      taken: 50,
    });
  });
});

describe("a figure's ruleset read from its gear", () => {
  it("is MELEE for MELEE's items alone and ADVANCED MELEE for any AM item", () => {
    const gear = {
      st: 11,
      armor: "leather",
      shield: "large-shield",
      weapons: ["spear", "dagger"],
    };
    expect(gearRuleset(gear)).toBe("melee");
    expect(gearRuleset({ ...gear, armor: "cloth" })).toBe("advanced-melee");
    expect(gearRuleset({ ...gear, shield: "tower-shield" })).toBe("advanced-melee");
    expect(gearRuleset({ ...gear, weapons: ["trident", "dagger"] })).toBe("advanced-melee");
    expect(gearRuleset({ st: 8, armor: "none", shield: null, weapons: [] })).toBe("melee");
  });

  it("is ADVANCED MELEE for a weapon above the figure's ST", () => {
    const gear = { st: 10, armor: "none", shield: null, weapons: ["spear"] };
    expect(gearRuleset(gear)).toBe("advanced-melee");
    expect(gearRuleset({ ...gear, st: 11 })).toBe("melee");
  });
});
