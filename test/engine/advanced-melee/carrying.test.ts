/**
 * AM §5 WEAPONS: ready, secondary and packed weapons. Under AM a figure holds its ready items,
 * slings two weapons or shields at its side and wears daggers on the belt besides (List 2, 51),
 * and carries at most 3 × ST kg of weapons and shields outside a pack (List 1, 19). Readings in
 * docs/rulings.md, "What a figure carries".
 */
import { describe, expect, it } from "vitest";
import { carriedKg, loadLimitKg } from "../../../src/engine/figure/carry.ts";
import { gearRuleset } from "../../../src/engine/figure/ruleset-equipment.ts";
import { loadProblems, validateFigure } from "../../../src/engine/figure/validate.ts";
import { at, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";
import { plainFigure } from "../figure/book-figures.ts";

const SLUNG =
  "Besides what it holds ready, a figure may sling two weapons or shields at its side (daggers and " +
  "main-gauches ride on the belt besides); Tester slings ";

/** Broadsword ready, a mace and a spear slung, two daggers on the belt, a small shield. */
const THREE_BESIDES = plainFigure({
  st: 12,
  weapons: ["broadsword", "mace", "spear", "dagger", "dagger"],
  readyWeapon: "broadsword",
  shield: "small-shield",
  shieldReady: true,
});

describe("AM §5 WEAPONS: what a figure carries", () => {
  it("holds its ready weapon and shield, slings two and belts any daggers under AM", () => {
    expect(validateFigure(THREE_BESIDES, "advanced-melee")).toEqual([]);
    expect(validateFigure(THREE_BESIDES, "melee")).toEqual([
      "A figure may carry one dagger or main-gauche plus two other weapons, and a shield or a " +
        "second dagger counts as one of the two; Tester carries broadsword, mace, spear, dagger, " +
        "dagger and small shield",
    ]);
  });

  it("refuses a third slung item, naming what is slung; a slung shield counts", () => {
    const third = { ...THREE_BESIDES, weapons: [...THREE_BESIDES.weapons, "club" as const] };
    expect(validateFigure(third, "advanced-melee")).toEqual([`${SLUNG}mace, spear and club`]);
    const shieldSlung = { ...THREE_BESIDES, shieldReady: false };
    expect(validateFigure(shieldSlung, "advanced-melee")).toEqual([
      `${SLUNG}mace, spear and small shield`,
    ]);
  });

  it("reads a figure carrying more than MELEE's two and a dagger as an AM figure", () => {
    expect(gearRuleset(THREE_BESIDES)).toBe("advanced-melee");
    expect(gearRuleset({ ...THREE_BESIDES, weapons: ["broadsword", "dagger"] })).toBe("melee");
  });

  it("weighs weapons and shields by AM's table: 2.5 + 3 + 3 + 0.1 + 0.1 + 5 = 13.7 kg", () => {
    expect(carriedKg(THREE_BESIDES.weapons, THREE_BESIDES.shield)).toBe(13.7);
    expect(loadLimitKg(12)).toBe(36);
    expect(loadProblems(THREE_BESIDES, "advanced-melee")).toEqual([]);
  });

  it("refuses more than 3 × ST kg: ST 8 with a tower shield (15) and a great hammer (8) and a spear (3)", () => {
    const heavy = plainFigure({
      st: 8,
      dx: 16,
      weapons: ["great-hammer", "spear"],
      readyWeapon: "spear",
      shield: "tower-shield",
    });
    expect(loadProblems(heavy, "advanced-melee")).toEqual([
      "A figure with ST 8 carries at most 24 kg of weapons and shields (3 × ST); Tester carries 26 kg",
    ]);
    expect(
      loadProblems({ ...heavy, weapons: ["great-hammer"], readyWeapon: null }, "advanced-melee"),
    ).toEqual([]);
    expect(loadProblems(heavy, "melee")).toEqual([]);
  });
});

describe("AM §5 WEAPONS in battle: readying slings the weapon in hand", () => {
  /** A: broadsword ready, a mace and a dagger carried (and a small shield slung); a spear at A's feet. */
  function spearAtFeet(ruleset: "melee" | "advanced-melee", shield: "small-shield" | null = null) {
    const a = human("A", { weapons: ["broadsword", "mace", "dagger"], shield });
    const b = new TestBattle(
      [fighter("a", a, "E5", S), fighter("t", human("T"), "E14", N, "red")],
      { ruleset },
    );
    b.place("spear", "E5");
    return b;
  }
  const pickUp = { figure: "a", option: "e", ready: { pickUp: "spear" } } as const;
  const pass = { figure: "t", option: "pass" } as const;

  it("AM: (e) readies the spear and slings the broadsword beside the mace, the dagger on the belt", () => {
    const b = spearAtFeet("advanced-melee");
    b.turn([pickUp, pass]);
    expect(b.fig("a")).toMatchObject({
      readyWeapon: "spear",
      carried: ["mace", "dagger", "broadsword"],
    });
    expect(b.fig("a").position).toEqual(at("E5"));
  });

  it("AM: not with a shield slung too, a third slung item", () => {
    const b = spearAtFeet("advanced-melee", "small-shield");
    expect(() => b.turn([pickUp, pass])).toThrow(
      "A may sling only two weapons or shields (daggers ride on the belt besides).",
    );
  });

  it("MELEE: the same pick-up is refused, three weapons besides the dagger", () => {
    const b = spearAtFeet("melee");
    expect(() => b.turn([pickUp, pass])).toThrow(
      "A may carry only two weapons (a shield counts as one) plus a dagger.",
    );
  });
});
