import { describe, expect, it } from "vitest";
import { deriveStats } from "../../../src/engine/figure/derived.ts";
import type { ArmorId, ShieldId } from "../../../src/engine/figure/equipment.ts";
import { FigureRuleError } from "../../../src/engine/figure/errors.ts";
import type { RaceId } from "../../../src/engine/figure/races.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import { flavius, plainFigure, ragnar, wulf } from "./book-figures.ts";

describe("deriveStats: the book's cards", () => {
  it("Ragnar: DX 13 (11)(10), stops 2 or 4 with shield, MA 8", () => {
    expect(deriveStats(ragnar)).toEqual({
      ma: 8,
      adjDx: 11,
      adjDxWithShield: 10,
      stops: 2,
      stopsWithShield: 4,
    });
  });

  it("Flavius: adjDX 8 and stops 5 with his shield, MA 6", () => {
    expect(deriveStats(flavius)).toEqual({
      ma: 6,
      adjDx: 9,
      adjDxWithShield: 8,
      stops: 3,
      stopsWithShield: 5,
    });
  });

  it("Wulf: adjDX 10, MA 10, no shield, and his two two-handed weapons are legal", () => {
    expect(deriveStats(wulf)).toEqual({
      ma: 10,
      adjDx: 10,
      adjDxWithShield: null,
      stops: 0,
      stopsWithShield: null,
    });
    expect(validateFigure(wulf)).toEqual([]);
  });
});

describe("deriveStats: armor", () => {
  // MELEE: ARMOR — a human's MA, DX penalty and hits stopped.
  it.each<[ArmorId, number, number, number]>([
    ["none", 10, 0, 0],
    ["leather", 8, 2, 2],
    ["chainmail", 6, 3, 3],
    ["plate", 6, 6, 5],
  ])("%s: MA %i, DX -%i, stops %i", (armor, ma, penalty, stops) => {
    const stats = deriveStats(plainFigure({ armor }));
    expect(stats.ma).toBe(ma);
    expect(stats.adjDx).toBe(12 - penalty);
    expect(stats.stops).toBe(stops);
    expect(stats.adjDxWithShield).toBeNull();
    expect(stats.stopsWithShield).toBeNull();
  });

  it("an elf moves 12 unarmored, 10 in leather, 6 in chainmail and plate", () => {
    const elfMa = (armor: ArmorId) => deriveStats(plainFigure({ race: "elf", armor })).ma;
    expect([elfMa("none"), elfMa("leather"), elfMa("chainmail"), elfMa("plate")]).toEqual([
      12, 10, 6, 6,
    ]);
  });

  it.each<RaceId>(["human", "dwarf", "halfling", "orc", "hobgoblin", "goblin"])(
    "a %s moves as a man: 10, 8, 6, 6",
    (race) => {
      const ma = (armor: ArmorId) => deriveStats(plainFigure({ race, armor })).ma;
      expect([ma("none"), ma("leather"), ma("chainmail"), ma("plate")]).toEqual([10, 8, 6, 6]);
    },
  );
});

describe("deriveStats: shields", () => {
  it("a small shield stops 1 and costs no DX", () => {
    const stats = deriveStats(plainFigure({ armor: "leather", shield: "small-shield" }));
    expect(stats.adjDxWithShield).toBe(10);
    expect(stats.stopsWithShield).toBe(3);
  });

  it("a large shield stops 2 and costs 1 DX, whether it starts ready or slung", () => {
    const slung = deriveStats(plainFigure({ armor: "plate", shield: "large-shield" }));
    const ready = deriveStats(
      plainFigure({ armor: "plate", shield: "large-shield", shieldReady: true }),
    );
    expect(slung).toEqual(ready);
    expect(slung.adjDx).toBe(6);
    expect(slung.adjDxWithShield).toBe(5);
    expect(slung.stopsWithShield).toBe(7);
  });

  it("throws on ids that are not in the tables", () => {
    expect(() => deriveStats(plainFigure({ armor: "tin" as ArmorId }))).toThrow(FigureRuleError);
    expect(() => deriveStats(plainFigure({ shield: "buckler" as ShieldId }))).toThrow(
      '"buckler" is not a shield',
    );
    expect(() => deriveStats(plainFigure({ race: "troll" as RaceId }))).toThrow(
      '"troll" is not a race',
    );
  });
});
