/**
 * The GM's beast (ours; ADVANCED MELEE §6 NONHUMAN FIGURES leaves creatures to other books): its
 * ST, DX, MA and size are the GM's, its bite 1 die per full 10 ST; sizes 2, 4, 5 and 7 (AM §3) only
 * under ADVANCED MELEE. Ruling: docs/rulings.md, "A GM's beast".
 */
import { describe, expect, it } from "vitest";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import { FIGURE_SIZES } from "../../../src/engine/battle/footprint-shapes.ts";
import { prepareBattle } from "../../../src/engine/battle/setup.ts";
import { BEAST_SIZES, beastBiteDamage, MONSTERS } from "../../../src/engine/figure/monsters.ts";
import { monsterProblems } from "../../../src/engine/figure/validate-monster.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { customArena } from "../../../src/engine/index.ts";

function beastBattle(ruleset: "melee" | "advanced-melee", beast: Record<string, number>) {
  return prepareBattle({
    ruleset,
    combatType: "death",
    arena: customArena(10, 12),
    sides: [
      { id: "a", name: "A", entrance: 0 },
      { id: "b", name: "B", entrance: 1 },
    ],
    figures: [
      {
        id: "wolf",
        side: "a",
        kind: "monster",
        monster: "wolf",
        name: "Grey",
        position: { q: 1, r: 0 },
        facing: 3,
      },
      {
        id: "wyrm",
        side: "b",
        kind: "monster",
        monster: "beast",
        name: "Wyrm",
        position: { q: 4, r: 2 },
        facing: 3,
        ...beast,
      },
    ],
  });
}

describe("the GM's beast", () => {
  it("offers exactly the sizes the footprints draw", () => {
    expect(BEAST_SIZES).toEqual(FIGURE_SIZES);
  });

  it("bites for 1 die per full 10 ST, at least 1", () => {
    expect([5, 12, 19, 20, 35, 60].map((st) => beastBiteDamage(st).dice)).toEqual([
      1, 1, 1, 2, 3, 6,
    ]);
    expect(beastBiteDamage(60).add).toBe(0);
  });

  it("is MA 10, one hex and ST 12 DX 10 unless the GM says otherwise", () => {
    const wyrm = beastBattle("melee", {}).figures[1];
    expect(wyrm).toMatchObject({ st: 12, dx: 10, ma: 10 });
    expect(wyrm?.traits).toMatchObject({ kind: "beast", hexes: 1, usesWeapons: false });
    expect(MONSTERS.beast.gmShaped).toBe(true);
  });

  it("a ST 60, MA 8, 7-hex beast under AM: a dragon's body, 6 dice in and out of HTH", () => {
    const wyrm = beastBattle("advanced-melee", { st: 60, dx: 11, ma: 8, hexes: 7 }).figures[1];
    expect(wyrm).toMatchObject({ st: 60, dx: 11, ma: 8 });
    expect(wyrm?.traits.naturalAttack).toEqual({
      name: "beast's attack",
      damage: { dice: 6, add: 0 },
      hth: { dice: 6, add: 0 },
    });
    // AM §5 REACTIONS TO INJURY: ST 50 or more takes 15 hits to lose DX, 25 to fall.
    expect(wyrm?.traits).toMatchObject({ hexes: 7, dxLossAt: 15, knockdownAt: 25 });
    expect(footprint(wyrm as never).map(formatHex)).toHaveLength(7);
  });

  it("refuses 2, 4, 5 and 7 hexes under MELEE, takes 1 and 3; sizes and MA out of range always", () => {
    const melee = (hexes: number) => monsterProblems("beast", { hexes, ruleset: "melee" });
    expect([1, 2, 3, 4, 5, 7].map((n) => melee(n).length)).toEqual([0, 1, 0, 1, 1, 1]);
    expect(melee(2)).toEqual(["A beast of 2 hexes needs ADVANCED MELEE; MELEE knows 1 or 3"]);
    expect(monsterProblems("beast", { hexes: 6, ma: 0, ruleset: "advanced-melee" })).toEqual([
      "A beast's MA must be a whole number from 1 to 30; got 0",
      "A beast covers 1, 2, 3, 4, 5 or 7 hexes; got 6",
    ]);
    expect(() => beastBattle("melee", { hexes: 5 })).toThrow(/needs ADVANCED MELEE/);
  });

  it("leaves the book's monsters their own MA and size", () => {
    expect(monsterProblems("giant", { ma: 12, ruleset: "advanced-melee" })).toEqual([
      "Only a beast takes an MA and a size; the giant's are the book's",
    ]);
  });
});
