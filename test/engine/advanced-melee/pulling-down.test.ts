/**
 * AM §9 PULLING A RIDER FROM HIS MOUNT in battle, with forced dice: a footman next to the rider
 * rolls 6 dice against his ST + DX (`attack: pull-down`); an ordinary rider falls at the first
 * pull of a turn, a Horseman at the second, an Expert at the third. Reading in docs/rulings.md,
 * "Pulling a rider down".
 */
import { describe, expect, it } from "vitest";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import type { Horsemanship } from "../../../src/engine/mounted/riding.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  eventsOf,
  fighter,
  human,
  N,
  rider,
  S,
  SE,
  TestBattle,
} from "../battle/attack-builders.ts";

/**
 * R rides a horse, its head (the saddle) in E6 facing N, the horse's rear in E7; F (ST 12, DX 12)
 * in E5 facing S and G in D6 facing SE, both red, stand next to the saddle.
 */
function battle(horsemanship: Horsemanship): TestBattle {
  return new TestBattle(
    [
      rider("r", human("R"), "E6", N, { beast: "horse", horsemanship }),
      fighter("f", human("F"), "E5", S, "red"),
      fighter("g", human("G"), "D6", SE, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
}

const riderPasses = { figure: "r", option: "pass" } as const;
/** F, engaged by R, shifts in place (h); G, not engaged, charges without moving (b). */
const pull = (figure: string) =>
  ({ figure, option: figure === "f" ? "h" : "b", target: "r", attack: "pull-down" }) as const;
const sixes = (sum: number) => {
  const faces = [1, 1, 1, 1, 1, 1];
  for (let left = sum - 6, i = 0; left > 0; i++) {
    const add = Math.min(5, left);
    faces[i] = 1 + add;
    left -= add;
  }
  return faces;
};

describe("AM §9: pulling a rider down", () => {
  it("F's 24 against ST 12 + DX 12 pulls an ordinary rider down: he falls beside the saddle, the horse stands", () => {
    const b = battle("none");
    const events = b.turn([riderPasses, pull("f"), { figure: "g", option: "pass" }], sixes(24));
    expect(eventsOf(events, "pull")).toEqual([
      {
        type: "pull",
        attacker: "f",
        target: "r",
        faces: [6, 6, 6, 4, 1, 1],
        against: 24,
        success: true,
        pulls: 1,
        needed: 1,
      },
    ]);
    expect(describeEvent(b.state, eventsOf(events, "pull")[0] as never)).toBe(
      "F pulls at R: 6d6 = 24 (6+6+6+4+1+1) ≤ ST + DX 24, made; 1 pull of 1 this turn",
    );
    const r = b.fig("r");
    expect(r.mount).toBeUndefined();
    expect(r.posture).toBe("fallen");
    expect(formatHex(r.position)).toBe("F5");
    const horse = b.fig("r-mount");
    expect([horse.posture, formatHex(horse.position)]).toEqual(["standing", "E6"]);
    expect(eventsOf(events, "dismounted")).toMatchObject([{ figure: "r", unseated: true }]);
  });

  it("25 fails: R keeps his seat", () => {
    const b = battle("none");
    const events = b.turn([riderPasses, pull("f"), { figure: "g", option: "pass" }], sixes(25));
    expect(eventsOf(events, "pull")).toMatchObject([{ success: false, pulls: 0, needed: 1 }]);
    expect(b.fig("r").mount).toBeDefined();
  });

  it("a Horseman falls at the second pull of the turn: G's and then F's", () => {
    const b = battle("horseman");
    const events = b.turn([riderPasses, pull("f"), pull("g")], [...sixes(10), ...sixes(12)]);
    expect(eventsOf(events, "pull").map((e) => [e.attacker, e.pulls, e.needed])).toEqual([
      ["g", 1, 2],
      ["f", 2, 2],
    ]);
    expect(b.fig("r").mount).toBeUndefined();
  });

  it("an Expert Horseman keeps his seat after two pulls, and the count starts again next turn", () => {
    const b = battle("expert");
    b.turn([riderPasses, pull("f"), pull("g")], [...sixes(10), ...sixes(12)]);
    expect(b.fig("r").mount).toBeDefined();
    const events = b.turn([riderPasses, pull("f"), { figure: "g", option: "pass" }], sixes(10));
    expect(eventsOf(events, "pull")).toMatchObject([{ pulls: 1, needed: 3 }]);
    expect(b.fig("r").mount).toBeDefined();
  });

  it("refused: a man not next to the saddle, and under MELEE", () => {
    const b = battle("none");
    b.edit("g", { position: { q: 4, r: 8 } });
    expect(() => b.turn([riderPasses, pull("g")], [])).toThrow(
      "must stand next to R's saddle hex to pull him down",
    );
    const melee = new TestBattle(
      [fighter("f", human("F"), "E5", S, "red"), fighter("x", human("X"), "E6", N)],
      { ruleset: "melee" },
    );
    expect(() =>
      melee.turn([{ figure: "f", option: "h", target: "x", attack: "pull-down" }], []),
    ).toThrow("Pulling a rider down is a rule of ADVANCED MELEE.");
  });
});

describe("AM §9: 8 hits in one turn throw a rider", () => {
  /** F's 2-handed sword (3d6−1) at R: a hit on 6, then damage dice of `damage`. */
  function struck(damage: readonly number[], rulesEdition?: number): TestBattle {
    const b = new TestBattle(
      [
        rider("r", human("R"), "E6", N),
        fighter(
          "f",
          human("F", { readyWeapon: "two-handed-sword", weapons: ["two-handed-sword"] }),
          "E5",
          S,
          "red",
        ),
      ],
      { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
    );
    b.turn([riderPasses, { figure: "f", option: "h", target: "r" }], [2, 2, 2, ...damage]);
    return b;
  }

  it("3d6−1 of 9, less 1 for F's 2 ST short, is 8 hits: R is thrown off into F5, Bayard stands", () => {
    const b = struck([3, 3, 4]);
    const r = b.fig("r");
    expect([r.hits, r.posture, formatHex(r.position), r.mount]).toEqual([
      8,
      "fallen",
      "F5",
      undefined,
    ]);
    expect(b.fig("r-mount").posture).toBe("standing");
  });

  it("6 hits leave him in the saddle", () => {
    const b = struck([2, 3, 3]);
    expect(b.fig("r").mount).toBeDefined();
  });

  it("under rules edition 3 the 8 hits bring the whole unit down, rider and horse", () => {
    const b = struck([3, 3, 4], 3);
    expect(b.fig("r")).toMatchObject({ posture: "fallen", mount: { beast: "horse" } });
  });
});
