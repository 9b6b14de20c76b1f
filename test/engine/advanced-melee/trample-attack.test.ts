/**
 * AM §6 TRAMPLING in battle, with forced dice: a big figure ends its move on a foe lying on the
 * ground and stomps at him (`attack: trample`): 3 dice against its DX, 1+1 or 2 dice, a fall on
 * 17 or 18. Reading in docs/rulings.md, "Trampling".
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  at,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  rider,
  S,
  SW,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Giant G (blue, ST 24 unless said, DX 9) covers J10, K10, K11 facing N; X (red, ST 12) lies in J9. */
function giantOverX(ruleset: Ruleset = "advanced-melee", st?: number) {
  const b = new TestBattle(
    [
      beast("g", "giant", "J10", N, "blue", st === undefined ? {} : { st }),
      fighter("x", human("X"), "J9", S, "red"),
    ],
    { ruleset },
  );
  b.edit("x", { posture: "fallen" });
  return b;
}

const giantTramplesX = {
  figure: "g",
  option: "b",
  path: [at("J9")],
  facing: N,
  attack: "trample",
  target: "x",
} as const;
const xPasses = { figure: "x", option: "pass" } as const;

describe("AM §6: a giant tramples a man lying under it", () => {
  it("9 against DX 9 stomps: 1+1 (24 is not more than 3 × 12) rolls 4, X takes 5", () => {
    const b = giantOverX();
    const events = b.turn([giantTramplesX, xPasses], [3, 3, 3, 4]);
    expect(eventsOf(events, "trample")).toEqual([
      {
        type: "trample",
        attacker: "g",
        target: "x",
        faces: [3, 3, 3],
        dx: 9,
        hit: true,
        fell: false,
      },
    ]);
    expect(damages(events)).toMatchObject([{ target: "x", damage: { dice: 1, add: 1 }, taken: 5 }]);
    expect(b.fig("x").hits).toBe(5);
    expect(describeEvent(b.state, eventsOf(events, "trample")[0] as never)).toBe(
      "g tramples X: 3d6 = 9 (3+3+3) ≤ DX 9, hits",
    );
  });

  it("a giant of ST 40 (more than 3 × 12) stomps for 2 dice: 4 and 5, X takes 9", () => {
    const b = giantOverX("advanced-melee", 40);
    const events = b.turn([giantTramplesX, xPasses], [3, 3, 3, 4, 5]);
    expect(damages(events)).toMatchObject([{ target: "x", damage: { dice: 2, add: 0 }, taken: 9 }]);
  });

  it("17 misses and throws the giant down; X is unhurt", () => {
    const b = giantOverX();
    const events = b.turn([giantTramplesX, xPasses], [6, 6, 5]);
    expect(eventsOf(events, "trample")[0]).toMatchObject({ hit: false, fell: true });
    expect(damages(events)).toEqual([]);
    expect(b.fig("g").posture).toBe("fallen");
    expect(b.fig("x").hits).toBe(0);
  });

  it("a man standing beside the giant is no one to trample: the order is refused", () => {
    const b = giantOverX();
    b.edit("x", { position: at("I10"), posture: "standing" });
    expect(() => b.turn([{ ...giantTramplesX, path: [] }, xPasses], [])).toThrow(
      "X is not lying on the ground: g tramples only a foe that is down.",
    );
  });

  it("refused for a one-hex man, and under MELEE", () => {
    const man = new TestBattle(
      [fighter("m", human("M"), "J10", N), fighter("x", human("X"), "J9", S, "red")],
      { ruleset: "advanced-melee" },
    );
    man.edit("x", { posture: "fallen" });
    const refusal = (b: TestBattle, figure: string) => {
      const initiative = applyOrder(
        b.state,
        { type: "initiative", side: "blue", moveFirst: true },
        new SeededDice(1),
      ).state;
      return () =>
        applyOrder(
          initiative,
          { type: "move", ...giantTramplesX, figure, path: [] },
          new SeededDice(1),
        );
    };
    expect(refusal(man, "m")).toThrow(
      "M covers one hex: only a figure of two hexes or more tramples.",
    );
    expect(refusal(giantOverX("melee"), "g")).toThrow("Trampling is a rule of ADVANCED MELEE");
  });
});

describe("AM §6: a horse under its rider tramples with its own ST and DX", () => {
  it("the horse's 11 against its DX 11 stomps for 1+1 (30 is not more than 36): F takes 4", () => {
    const b = new TestBattle(
      [rider("r", human("R"), "E6", N), fighter("f", human("F"), "E5", S, "red")],
      { ruleset: "advanced-melee" },
    );
    b.edit("f", { posture: "fallen" });
    const events = b.turn(
      [
        { figure: "r", option: "b", path: [at("E5")], facing: N, attack: "trample", target: "f" },
        { figure: "f", option: "pass" },
      ],
      [4, 4, 3, 3],
    );
    expect(eventsOf(events, "trample")).toMatchObject([{ attacker: "r", dx: 11, hit: true }]);
    expect(damages(events)).toMatchObject([{ target: "f", taken: 4 }]);
  });
});

describe("AM §3, §6: a big figure tramples after any move over a foe lying there", () => {
  /** Giant G (ST 24, DX 9) covers J11, K11, K12 facing N; X (red, ST 12) lies in J9. */
  function giantBelowX() {
    const b = new TestBattle(
      [beast("g", "giant", "J11", N, "blue"), fighter("x", human("X"), "J9", S, "red")],
      { ruleset: "advanced-melee" },
    );
    b.edit("x", { posture: "fallen" });
    return b;
  }

  it("G moves (a) two hexes to stand over X, then stomps the next turn: 9 against DX 9, X takes 5", () => {
    const b = giantBelowX();
    b.turn([{ figure: "g", option: "a", path: [at("J10"), at("J9")], facing: N }, xPasses], []);
    expect(b.fig("g").position).toEqual(at("J9"));
    expect(b.fig("x").posture).toBe("fallen");
    const events = b.turn(
      [{ figure: "g", option: "b", path: [], facing: N, attack: "trample", target: "x" }, xPasses],
      [3, 3, 3, 4],
    );
    expect(eventsOf(events, "trample")).toMatchObject([{ attacker: "g", target: "x", hit: true }]);
    expect(b.fig("x").hits).toBe(5);
  });

  it("a man on foot still may not end a move on X lying there, but for HTH", () => {
    const b = new TestBattle(
      [fighter("m", human("M"), "J11", N), fighter("x", human("X"), "J9", S, "red")],
      { ruleset: "advanced-melee" },
    );
    b.edit("x", { posture: "fallen" });
    expect(() =>
      b.turn([{ figure: "m", option: "a", path: [at("J10"), at("J9")], facing: N }, xPasses], []),
    ).toThrow("J9 has a figure lying in it; only a charge (b) may go onto it, for HTH.");
  });

  it("under MELEE the giant may not end its move on X", () => {
    const b = new TestBattle(
      [beast("g", "giant", "J11", N, "blue"), fighter("x", human("X"), "J9", S, "red")],
      { ruleset: "melee" },
    );
    b.edit("x", { posture: "fallen" });
    expect(() =>
      b.turn([{ figure: "g", option: "a", path: [at("J10"), at("J9")], facing: N }, xPasses], []),
    ).toThrow("J9 has a figure lying in it");
  });
});

describe("AM §9 OPTIONS (d): an engaged horse shifts one hex onto a downed foe and tramples", () => {
  it("R's horse, engaged by G in F5, shifts (h) onto F lying in E5: 11 against DX 11, F takes 4", () => {
    const b = new TestBattle(
      [
        rider("r", human("R"), "E6", N),
        fighter("f", human("F"), "E5", S, "red"),
        fighter("g", human("G"), "F5", SW, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    b.edit("f", { posture: "fallen" });
    const events = b.turn(
      [
        { figure: "r", option: "h", path: [at("E5")], facing: N, attack: "trample", target: "f" },
        { figure: "f", option: "pass" },
        { figure: "g", option: "pass" },
      ],
      [4, 4, 3, 3],
    );
    expect(b.fig("r").position).toEqual(at("E5"));
    expect(eventsOf(events, "trample")).toMatchObject([{ attacker: "r", dx: 11, hit: true }]);
    expect(damages(events)).toMatchObject([{ target: "f", taken: 4 }]);
  });
});
