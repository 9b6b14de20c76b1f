/**
 * Setting up a battle: sides, figure ids, starting hexes, practice combat's ban on missile weapons,
 * and figures built from fighters (race and armor give MA) or from the book's monsters
 * (MELEE: III. CREATING A FIGURE, V. MOVEMENT, VIII. NONHUMAN FIGURES, IX. EXPERIENCE).
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import {
  type BattleSetup,
  createBattle,
  type FigureSetup,
} from "../../../src/engine/battle/setup.ts";
import { STATE_LAYOUT } from "../../../src/engine/battle/types.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { Bout, beast, fighter, human, N, RED_BLUE, S, setupOf } from "./builders.ts";
import { at, FLAVIUS, WULF } from "./fixtures.ts";

const ann = fighter("ann", "red", "E5", S, human("Ann"));
const bob = fighter("bob", "blue", "E7", N, human("Bob"));

function refusal(setup: BattleSetup): string {
  try {
    createBattle(setup, new ForcedDice([1, 2, 3, 4]));
  } catch (error) {
    if (error instanceof IllegalOrderError) return error.message;
    throw error;
  }
  throw new Error("the set-up was accepted");
}

describe("battle set-up", () => {
  it("opens turn 1 with the initiative roll: one die per side", () => {
    const b = Bout.of([ann, bob], [4, 2]);
    expect(b.state.turn).toBe(1);
    expect(b.state.phase).toEqual({
      kind: "initiative",
      winner: "red",
      rolls: [
        { side: "red", roll: 4 },
        { side: "blue", roll: 2 },
      ],
    });
    expect(b.events).toEqual([
      { type: "turn-started", turn: 1 },
      {
        type: "initiative-rolled",
        rounds: [
          [
            { side: "red", roll: 4 },
            { side: "blue", roll: 2 },
          ],
        ],
        winner: "red",
      },
    ]);
    expect(b.state.dropped).toEqual([]);
    expect(b.state.ep).toBeNull();
  });

  it("records the ruleset, MELEE by default, and its optional rules: MELEE has none", () => {
    const b = Bout.of([ann, bob], [4, 2]);
    expect(b.state).toMatchObject({ ruleset: "melee", optionalRules: [], layout: STATE_LAYOUT });
    const setup = { combatType: "death", sides: RED_BLUE, figures: [ann, bob] } as const;
    expect(refusal({ ...setup, optionalRules: ["criticals"] })).toBe(
      '"criticals" is not an optional rule of melee: MELEE has no optional rules.',
    );
  });

  it("refuses fewer than two sides", () => {
    expect(refusal({ combatType: "death", sides: [RED_BLUE[0] as never], figures: [ann] })).toBe(
      "A battle needs at least two sides.",
    );
  });

  it("refuses two sides with the same id", () => {
    const sides = [
      { id: "red", name: "Red", entrance: 0 },
      { id: "red", name: "Crimson", entrance: 1 },
    ];
    expect(refusal({ combatType: "death", sides, figures: [ann] })).toBe("Two sides share an id.");
  });

  it("refuses two figures with the same id", () => {
    const twin = fighter("ann", "blue", "E7", N, human("Bob"));
    expect(refusal(setupOf([ann, twin]))).toBe('Two figures share the id "ann".');
  });

  it("refuses a figure on a side that does not exist", () => {
    const stray = fighter("gil", "green", "E9", N, human("Gil"));
    expect(refusal(setupOf([ann, bob, stray]))).toBe('Figure "gil" is on an unknown side "green".');
  });

  it("refuses a starting hex outside the arena, or on a wall", () => {
    const outside = fighter("bob", "blue", "M1", N, human("Bob"));
    expect(refusal(setupOf([ann, outside]))).toBe('Figure "bob" starts outside the arena at M1.');
    const walled = customArena(12, 16, [at("E9")]);
    const onWall = fighter("bob", "blue", "E9", N, human("Bob"));
    expect(refusal(setupOf([ann, onWall], { arena: walled }))).toBe(
      'Figure "bob" starts outside the arena at E9.',
    );
  });

  it("refuses two figures starting in one hex", () => {
    const crowd = fighter("bob", "blue", "E5", N, human("Bob"));
    expect(refusal(setupOf([ann, crowd]))).toBe("Two figures start in E5.");
  });

  it("refuses a side whose door the arena lacks, and a side with no figures", () => {
    const sides = [RED_BLUE[0], { id: "blue", name: "Blue", entrance: 2 }] as BattleSetup["sides"];
    expect(refusal(setupOf([ann, bob], { sides }))).toBe(
      'Side "blue" enters by door 2, which this arena lacks.',
    );
    const three = [...RED_BLUE, { id: "green", name: "Green", entrance: 0 }];
    expect(refusal(setupOf([ann, bob], { sides: three }))).toBe('Side "green" has no figures.');
  });

  it("refuses a fighter that breaks the building rules, naming the problems", () => {
    const weak = fighter("ann", "red", "E5", S, human("Ann", { st: 7, dx: 17 }));
    expect(refusal(setupOf([weak, bob]))).toBe(
      "Ann: A human needs ST 8 or more; Ann has ST 7; Broadsword needs ST 12; Ann has ST 7",
    );
  });

  it("accepts a fighter improved by experience (ST + DX above 24)", () => {
    const veteran = fighter("ann", "red", "E5", S, human("Ann", { st: 14, dx: 13 }));
    const b = Bout.of([veteran, bob], [3, 1]);
    expect(b.fig("ann").st).toBe(14);
    expect(b.fig("ann").dx).toBe(13);
  });

  describe("practice combat: no missile weapons (MELEE: PRACTICE COMBAT)", () => {
    it("refuses a fighter carrying a bow, even slung", () => {
      const archer = fighter("wulf", "blue", "E7", N, { ...WULF, readyWeapon: "two-handed-sword" });
      expect(refusal(setupOf([ann, archer], { combatType: "practice" }))).toBe(
        "Practice combat allows no missile weapons; Wulf carries one.",
      );
    });

    it("allows weapons that can be thrown (javelin, dagger)", () => {
      const thrower = fighter(
        "bob",
        "blue",
        "E7",
        N,
        human("Bob", { weapons: ["javelin", "dagger"], readyWeapon: "javelin" }),
      );
      const b = Bout.of([ann, thrower], [2, 5], { combatType: "practice" });
      expect(b.fig("bob").readyWeapon).toBe("javelin");
      expect(b.fig("bob").carried).toEqual(["dagger"]);
    });

    it("allows the same bow in arena combat", () => {
      const archer = fighter("wulf", "blue", "E7", N, WULF);
      const b = Bout.of([ann, archer], [2, 5], { combatType: "arena" });
      expect(b.fig("wulf").readyWeapon).toBe("longbow");
    });
  });

  describe("figures from fighters", () => {
    it("puts the ready weapon in hand and the rest in the carried list", () => {
      const b = Bout.of(
        [fighter("flavius", "red", "E5", S, FLAVIUS), fighter("wulf", "blue", "E7", N, WULF)],
        [6, 1],
      );
      const flavius = b.fig("flavius");
      expect(flavius).toMatchObject({
        st: 12,
        dx: 12,
        ma: 6,
        armor: "chainmail",
        readyWeapon: "shortsword",
        carried: ["dagger"],
        shield: "large-shield",
        shieldReady: true,
        hits: 0,
        posture: "standing",
        condition: "ok",
        facing: S,
      });
      expect(b.fig("wulf")).toMatchObject({
        ma: 10,
        readyWeapon: "longbow",
        carried: ["two-handed-sword", "dagger"],
        shield: null,
      });
    });

    it("gives MA by race and armor: man 10/8/6/6, elf 12/10/6/6 (MELEE: V. MOVEMENT, FANTASY FIGHTERS)", () => {
      const cases: [
        FigureSetup["id"],
        "human" | "elf" | "dwarf",
        "none" | "leather" | "chainmail" | "plate",
        number,
      ][] = [
        ["h0", "human", "none", 10],
        ["h1", "human", "leather", 8],
        ["h2", "human", "chainmail", 6],
        ["h3", "human", "plate", 6],
        ["e0", "elf", "none", 12],
        ["e1", "elf", "leather", 10],
        ["e2", "elf", "chainmail", 6],
        ["e3", "elf", "plate", 6],
        ["d0", "dwarf", "none", 10],
      ];
      const figures = cases.map(([id, race, armor], i) =>
        fighter(id, i % 2 === 0 ? "red" : "blue", `B${i + 2}`, S, {
          ...human(id, { race, armor, st: 12, dx: 12 }),
        }),
      );
      const b = Bout.of(figures, [5, 3]);
      for (const [id, , , ma] of cases) expect([id, b.fig(id).ma]).toEqual([id, ma]);
    });
  });

  describe('monsters with the book\'s numbers (kind: "monster")', () => {
    const b = Bout.of(
      [
        beast("bear", "red", "bear", "B2", S),
        beast("wolf", "red", "wolf", "D2", S),
        beast("snake", "red", "giant-snake", "F2", S),
        beast("gargoyle", "red", "gargoyle", "H2", S),
        beast("giant", "blue", "giant", "B9", N),
        beast("titan", "blue", "giant", "F9", N, { st: 35, dx: 8 }),
      ],
      [4, 1],
    );

    it("keeps in a monster's traits only the traits, in a fighter's layout (not the book's whole record)", () => {
      const man = Bout.of([ann, bob], [4, 2]);
      const layout = Object.keys(man.fig("ann").traits);
      for (const id of ["bear", "giant", "titan"]) {
        expect([id, Object.keys(b.fig(id).traits)]).toEqual([id, layout]);
      }
      expect(b.fig("titan").traits).toMatchObject({ dxLossAt: 9, knockdownAt: 16 });
    });

    it("bear: MA 8, 2+2 (3 dice in HTH), fur stops 2, ST 30, DX 11", () => {
      expect(b.fig("bear")).toMatchObject({ st: 30, dx: 11, ma: 8, readyWeapon: null });
      expect(b.fig("bear").traits).toMatchObject({
        kind: "bear",
        naturalStops: 2,
        naturalAttack: { damage: { dice: 2, add: 2 }, hth: { dice: 3, add: 0 } },
        usesWeapons: false,
        sidesAreFront: false,
        attackersDx: 0,
      });
    });

    it("wolf: MA 12, bite 1+1, fur stops 1, ST 10, DX 14", () => {
      expect(b.fig("wolf")).toMatchObject({ st: 10, dx: 14, ma: 12 });
      expect(b.fig("wolf").traits).toMatchObject({
        naturalStops: 1,
        naturalAttack: { damage: { dice: 1, add: 1 } },
      });
    });

    it("giant snake: MA 6, bite 1+1, −3 to hit it, sides are front, ST 12, DX 12", () => {
      expect(b.fig("snake")).toMatchObject({ st: 12, dx: 12, ma: 6 });
      expect(b.fig("snake").traits).toMatchObject({
        kind: "giant-snake",
        attackersDx: -3,
        sidesAreFront: true,
        naturalAttack: { damage: { dice: 1, add: 1 } },
      });
    });

    it("gargoyle: DX 11, ST 20, stone stops 3, 2 dice in regular or HTH combat, MA 8", () => {
      expect(b.fig("gargoyle")).toMatchObject({ st: 20, dx: 11, ma: 8 });
      expect(b.fig("gargoyle").traits).toMatchObject({
        naturalStops: 3,
        naturalAttack: { damage: { dice: 2, add: 0 }, hth: { dice: 2, add: 0 } },
      });
    });

    it("giant: ST 24 at least, club (1+1) per 10 ST, 2−1 in HTH, −2 DX at 9 hits, falls at 16", () => {
      expect(b.fig("giant")).toMatchObject({ st: 24, dx: 9, ma: 10 });
      expect(b.fig("giant").traits).toMatchObject({
        naturalAttack: {
          name: "spiked club",
          damage: { dice: 2, add: 2 },
          hth: { dice: 2, add: -1 },
        },
        dxLossAt: 9,
        knockdownAt: 16,
      });
      expect(b.fig("titan")).toMatchObject({ st: 35, dx: 8 });
      expect(b.fig("titan").traits.naturalAttack?.damage).toEqual({ dice: 3, add: 3 });
    });

    it("refuses a giant weaker than ST 24", () => {
      const weakling = beast("giant", "blue", "giant", "E7", N, { st: 20 });
      expect(refusal(setupOf([ann, weakling]))).toBe("A giant has at least ST 24.");
    });

    it("takes the gargoyle's ST 20 and DX 11 as the book states them: no others", () => {
      for (const stats of [{ st: 30 }, { dx: 16 }]) {
        const garg = beast("garg", "blue", "gargoyle", "E7", N, stats);
        expect(refusal(setupOf([ann, garg]))).toBe("A gargoyle has ST 20 and DX 11.");
      }
      const b = Bout.of(
        [ann, beast("garg", "blue", "gargoyle", "E7", N, { st: 20, dx: 11 })],
        [1, 2],
      );
      expect(b.fig("garg")).toMatchObject({ st: 20, dx: 11 });
    });

    it("refuses a monster whose ST or DX is not a whole number from 1 to 99", () => {
      const cases: Array<[{ st?: number; dx?: number }, string]> = [
        [{ st: 0 }, "ST must be from 1 to 99; the wolf has ST 0."],
        [{ st: -5 }, "ST must be from 1 to 99; the wolf has ST -5."],
        [{ dx: 100 }, "DX must be from 1 to 99; the wolf has DX 100."],
        [{ st: 10.5 }, "ST must be a whole number; the wolf has ST 10.5."],
        [
          { st: 0, dx: 0.5 },
          "ST must be from 1 to 99; the wolf has ST 0; DX must be a whole number; the wolf has DX 0.5.",
        ],
      ];
      for (const [stats, message] of cases) {
        const wolf = beast("wolf", "blue", "wolf", "E7", N, stats);
        expect(refusal(setupOf([ann, wolf]))).toBe(message);
      }
    });

    it("lets a GM choose other numbers for the beasts the book only suggests them for", () => {
      const dire = beast("dire", "blue", "wolf", "E7", N, { st: 16, dx: 13 });
      expect(Bout.of([ann, dire], [1, 2]).fig("dire")).toMatchObject({ st: 16, dx: 13 });
    });

    it("people's injury thresholds are 5 and 8 hits", () => {
      const people = Bout.of([ann, bob], [1, 2]);
      expect(people.fig("ann").traits).toMatchObject({
        dxLossAt: 5,
        knockdownAt: 8,
        kind: "human",
      });
    });
  });
});
