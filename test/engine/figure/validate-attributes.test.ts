import { describe, expect, it } from "vitest";
import type { RaceId } from "../../../src/engine/figure/races.ts";
import { validateAdvancedFigure, validateFigure } from "../../../src/engine/figure/validate.ts";
import { flavius, plainFigure, ragnar, wulf } from "./book-figures.ts";

// MELEE: CREATING A FIGURE, NONHUMAN FIGURES, FANTASY FIGHTERS — the book's numbers.
const RACE_RULES: Array<{
  race: RaceId;
  aRace: string;
  total: number;
  minSt: number;
  minDx: number;
}> = [
  { race: "human", aRace: "A human", total: 24, minSt: 8, minDx: 8 },
  { race: "elf", aRace: "An elf", total: 24, minSt: 6, minDx: 10 },
  { race: "dwarf", aRace: "A dwarf", total: 24, minSt: 10, minDx: 6 },
  { race: "halfling", aRace: "A halfling", total: 20, minSt: 4, minDx: 12 },
  { race: "orc", aRace: "An orc", total: 24, minSt: 8, minDx: 8 },
  { race: "hobgoblin", aRace: "A hobgoblin", total: 20, minSt: 6, minDx: 6 },
  { race: "goblin", aRace: "A goblin", total: 18, minSt: 4, minDx: 4 },
];

describe("validateFigure: the book's figures", () => {
  it.each([ragnar, flavius, wulf])("$name is a legal figure", (figure) => {
    expect(validateFigure(figure)).toEqual([]);
  });
});

describe("validateFigure: name", () => {
  it("rejects an empty or blank name", () => {
    expect(validateFigure(plainFigure({ name: "" }))).toEqual(["A figure needs a name"]);
    expect(validateFigure(plainFigure({ name: "   " }))).toEqual(["A figure needs a name"]);
  });

  it("allows 32 characters after trimming and rejects 33", () => {
    expect(validateFigure(plainFigure({ name: `  ${"a".repeat(32)}  ` }))).toEqual([]);
    const long = "b".repeat(33);
    expect(validateFigure(plainFigure({ name: long }))).toEqual([
      `A name may be at most 32 characters; "${long}" has 33`,
    ]);
  });

  it("counts an emoji as one character", () => {
    expect(validateFigure(plainFigure({ name: "🐻".repeat(32) }))).toEqual([]);
  });
});

describe("validateFigure: race totals and minimums", () => {
  it("gives the book's example messages", () => {
    expect(validateFigure({ ...ragnar, dx: 12 })).toEqual([
      "A human's ST and DX must add up to 24; Ragnar has 11 + 12 = 23",
    ]);
    expect(validateFigure(plainFigure({ name: "Lirael", race: "elf", st: 15, dx: 9 }))).toEqual([
      "An elf needs DX 10 or more; Lirael has DX 9",
    ]);
  });

  describe.each(RACE_RULES)("$race", ({ race, aRace, total, minSt, minDx }) => {
    it(`is legal at minimum ST ${minSt} and at minimum DX ${minDx}`, () => {
      expect(validateFigure(plainFigure({ race, st: minSt, dx: total - minSt }))).toEqual([]);
      expect(validateFigure(plainFigure({ race, st: total - minDx, dx: minDx }))).toEqual([]);
    });

    it("rejects ST one below the minimum", () => {
      const st = minSt - 1;
      expect(validateFigure(plainFigure({ race, st, dx: total - st }))).toEqual([
        `${aRace} needs ST ${minSt} or more; Tester has ST ${st}`,
      ]);
    });

    it("rejects DX one below the minimum", () => {
      const dx = minDx - 1;
      expect(validateFigure(plainFigure({ race, st: total - dx, dx }))).toEqual([
        `${aRace} needs DX ${minDx} or more; Tester has DX ${dx}`,
      ]);
    });

    it(`rejects ST and DX adding up to one less or one more than ${total}`, () => {
      const st = minSt + 1;
      expect(validateFigure(plainFigure({ race, st, dx: total - st - 1 }))).toEqual([
        `${aRace}'s ST and DX must add up to ${total}; Tester has ${st} + ${total - st - 1} = ${total - 1}`,
      ]);
      expect(validateFigure(plainFigure({ race, st, dx: total - st + 1 }))).toEqual([
        `${aRace}'s ST and DX must add up to ${total}; Tester has ${st} + ${total - st + 1} = ${total + 1}`,
      ]);
    });
  });

  it("reports both attributes below the minimum along with the total", () => {
    expect(validateFigure(plainFigure({ st: 7, dx: 7 }))).toEqual([
      "A human's ST and DX must add up to 24; Tester has 7 + 7 = 14",
      "A human needs ST 8 or more; Tester has ST 7",
      "A human needs DX 8 or more; Tester has DX 7",
    ]);
  });

  it("rejects ST and DX that are not whole numbers", () => {
    expect(validateFigure(plainFigure({ st: 11.5, dx: 12.5 }))).toEqual([
      "ST must be a whole number; Tester has ST 11.5",
      "DX must be a whole number; Tester has DX 12.5",
    ]);
    expect(validateFigure(plainFigure({ st: Number.NaN }))).toEqual([
      "ST must be a whole number; Tester has ST NaN",
    ]);
  });

  it("rejects an advanced ST or DX above 99, however many points were bought", () => {
    expect(validateAdvancedFigure(plainFigure({ st: 5000, dx: 5000 }))).toEqual([
      "ST must be from 1 to 99; Tester has ST 5000",
      "DX must be from 1 to 99; Tester has DX 5000",
    ]);
    expect(validateAdvancedFigure(plainFigure({ st: 99, dx: 99 }))).toEqual([]);
  });

  it("rejects an unknown race and lists the races", () => {
    expect(validateFigure(plainFigure({ race: "troll" as RaceId }))).toEqual([
      '"troll" is not a race; choose one of human, elf, dwarf, halfling, orc, hobgoblin or goblin',
    ]);
  });
});

describe("validateAdvancedFigure", () => {
  it("accepts ST and DX above the race total", () => {
    const veteran = { ...ragnar, st: 13, dx: 15 };
    expect(validateAdvancedFigure(veteran)).toEqual([]);
    expect(validateFigure(veteran)).toEqual([
      "A human's ST and DX must add up to 24; Ragnar has 13 + 15 = 28",
    ]);
  });

  it("accepts exactly the race total", () => {
    expect(validateAdvancedFigure(ragnar)).toEqual([]);
  });

  it("rejects a total below the race's", () => {
    expect(validateAdvancedFigure(plainFigure({ race: "halfling", st: 6, dx: 13 }))).toEqual([
      "A halfling's ST and DX must add up to at least 20; Tester has 6 + 13 = 19",
    ]);
  });

  it("still applies the race minimums", () => {
    expect(validateAdvancedFigure(plainFigure({ race: "dwarf", st: 9, dx: 20 }))).toEqual([
      "A dwarf needs ST 10 or more; Tester has ST 9",
    ]);
  });

  it("checks weapons against the figure's current basic ST", () => {
    const grown = { ...ragnar, st: 12, dx: 13, weapons: ["broadsword", "dagger"] as const };
    expect(validateAdvancedFigure({ ...grown, readyWeapon: "broadsword" })).toEqual([]);
    expect(validateAdvancedFigure({ ...grown, st: 11, dx: 14, readyWeapon: "broadsword" })).toEqual(
      ["Broadsword needs ST 12; Ragnar has ST 11"],
    );
  });

  it("shares every equipment check with validateFigure", () => {
    const overloaded = { ...wulf, shield: "small-shield" as const };
    expect(validateAdvancedFigure(overloaded)).toEqual(validateFigure(overloaded));
    expect(validateAdvancedFigure(overloaded)).toHaveLength(1);
  });
});
