/**
 * MELEE: REACTIONS TO INJURY and DROPPED WEAPONS — 5 hits in a turn cost 2 DX next turn, 8 knock a
 * figure down (a giant: 9 and 16), ST 3 or less costs 3 DX for good, ST 1 is unconscious and ST 0
 * dead, and a fallen figure's weapons lie in its hex.
 */
import { describe, expect, it } from "vitest";
import { legalAttackTargets, legalOptions } from "../../../src/engine/battle/decisions.ts";
import { baseAdjDx } from "../../../src/engine/battle/dx.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { CombatType } from "../../../src/engine/figure/experience.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  ANN_SHORTSWORD as ANN,
  at,
  Bout,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  S,
  SW,
} from "./builders.ts";

/**
 * Ann (red, DX 13, shortsword) at E5 facing S; Bob (blue) at E6 facing N with `bobHits` already
 * taken; Dan (blue) far off, so the battle goes on. Red moves first; Ann attacks Bob, Dan waits.
 */
function wounded(
  bobHits: number,
  bob: Partial<FigureSpec> = {},
  options: { combatType?: CombatType; others?: FigureSetup[] } = {},
): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob", bob)),
      fighter("dan", "blue", "L16", N, human("Dan")),
      ...(options.others ?? []),
    ],
    [6, 1],
    options.combatType ? { combatType: options.combatType } : {},
  );
  b.arrange((_, fig) => {
    fig("bob").hits = bobHits;
  });
  b.initiative("red", true);
  b.move("ann", "h", { target: "bob" });
  b.pass(...(options.others ?? []).filter((f) => f.side === "red").map((f) => f.id));
  b.move("dan", "pass");
  return b;
}

/** Ends the turn with Bob doing nothing while Ann hits (8) for `damage` (2 dice − 1). */
function annHits(b: Bout, damage: [number, number], after: number[] = []): void {
  b.move("bob", "pass", {}, [2, 3, 3, ...damage, ...after]);
}

describe("ST 3 or less: −3 DX for the rest of the battle", () => {
  it("from the moment ST falls to 3, turn after turn", () => {
    const b = wounded(8);
    annHits(b, [1, 1]);
    expect(b.fig("bob").hits).toBe(9);
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: null, advance: false }, [6, 1]);
    expect(baseAdjDx(b.fig("bob"))).toEqual({
      value: 9,
      modifiers: [{ label: "ST 3 or less", value: -3 }],
    });
    b.initiative("red", true);
    b.pass("ann", "dan");
    b.move("bob", "pass", {}, [2, 5]);
    expect(b.state.turn).toBe(3);
    expect(baseAdjDx(b.fig("bob")).value).toBe(9);
  });
});

describe("ST 1: unconscious; ST 0: dead; their weapons lie in their hex", () => {
  const GEAR: Partial<FigureSpec> = {
    weapons: ["broadsword", "dagger"],
    readyWeapon: "broadsword",
    shield: "small-shield",
    shieldReady: false,
  };

  it("ST 1 falls unconscious and drops everything it had", () => {
    const b = wounded(10, GEAR);
    annHits(b, [1, 1], [6, 1]);
    expect(b.fig("bob")).toMatchObject({
      hits: 11,
      condition: "unconscious",
      posture: "fallen",
      readyWeapon: null,
      carried: [],
      shield: null,
    });
    expect(eventsOf(b.events, "condition")).toEqual([
      { type: "condition", figure: "bob", condition: "unconscious" },
    ]);
    expect(b.state.dropped).toEqual([
      { item: "broadsword", position: at("E6") },
      { item: "dagger", position: at("E6") },
      { item: "small-shield", position: at("E6") },
    ]);
    expect(eventsOf(b.events, "item-dropped").map((e) => e.reason)).toEqual([
      "Bob fell",
      "Bob fell",
      "Bob fell",
    ]);
    // Out of the fight: no orders for Bob next turn, and no retreat to force.
    expect(b.state.turn).toBe(2);
    b.initiative("red", true);
    b.pass("ann");
    expect(legalOptions(b.state, "dan")).toContain("a");
    expect(b.refusal({ type: "move", figure: "bob", option: "pass" })).toBe(
      "Bob is out of the fight.",
    );
  });

  it("ST 0 (or less) is dead", () => {
    const b = wounded(10, GEAR);
    annHits(b, [3, 3], [6, 1]);
    expect(b.fig("bob")).toMatchObject({ hits: 15, condition: "dead", posture: "fallen" });
    expect(eventsOf(b.events, "condition")).toEqual([
      { type: "condition", figure: "bob", condition: "dead" },
    ]);
    expect(b.state.dropped).toHaveLength(3);
  });

  it("an unconscious figure may be attacked in combat to the death only", () => {
    for (const [combatType, targets] of [
      ["death", ["bob"]],
      ["arena", []],
    ] as const) {
      const b = Bout.of(
        [
          fighter("ann", "red", "E5", S, ANN),
          fighter("bob", "blue", "E6", N, human("Bob")),
          fighter("dan", "blue", "L16", N, human("Dan")),
        ],
        [6, 1],
        { combatType },
      );
      b.arrange((_, fig) => {
        fig("bob").condition = "unconscious";
        fig("bob").posture = "fallen";
      });
      b.initiative("red", true);
      expect(legalAttackTargets(b.state, "ann", "weapon")).toEqual(targets);
      if (combatType === "arena") {
        expect(b.refusal({ type: "move", figure: "ann", option: "b", target: "bob" })).toBe(
          "Bob is unconscious and may not be slain in arena combat.",
        );
      }
    }
  });
});

describe("8 or more hits in one turn: the figure falls", () => {
  it("when the hits of several blows add up to 8", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, ANN),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("cid", "red", "F5", SW, human("Cid", { st: 13, dx: 11 })),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "bob" });
    // Ann: 8 hits, 2 + 3 − 1 = 4. Cid: 8 hits, 2 + 2 = 4: Bob has 8 this turn and falls.
    const events = b.move("bob", "pass", {}, [2, 3, 3, 2, 3, 2, 3, 3, 2, 2]);
    expect(eventsOf(events, "damage").map((e) => [e.attacker, e.taken])).toEqual([
      ["ann", 4],
      ["cid", 4],
    ]);
    expect(eventsOf(events, "posture")).toEqual([
      { type: "posture", figure: "bob", posture: "fallen", reason: "8 hits in one turn" },
    ]);
    expect(b.fig("bob")).toMatchObject({
      hitsThisTurn: 8,
      knockedDownThisTurn: true,
      posture: "fallen",
    });
  });

  it("7 hits do not knock a figure down", () => {
    const b = wounded(0);
    annHits(b, [4, 4]);
    expect(b.fig("bob")).toMatchObject({
      hitsThisTurn: 7,
      posture: "standing",
      knockedDownThisTurn: false,
    });
  });

  it("next turn it may only stand up or stay down; the turn after, it is simply down", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann", { st: 13, dx: 11 })),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    // Bob (12) misses with 15; Ann hits with 8 for 2 dice = 9. Bob falls.
    b.move("bob", "h", { target: "ann" }, [5, 5, 5, 2, 3, 3, 4, 5]);
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: null, advance: false }, [6, 1]);
    expect(b.fig("bob")).toMatchObject({
      knockedDownLastTurn: true,
      hitsLastTurn: 9,
      posture: "fallen",
    });
    b.initiative("red", true);
    b.move("ann", "pass");
    expect(legalOptions(b.state, "bob")).toEqual(["n", "pass"]);
    expect(b.refusal({ type: "move", figure: "bob", option: "h", target: "ann" })).toBe(
      "Bob was knocked down last turn and may only stand up or stay down.",
    );
    b.move("bob", "pass", {}, [6, 1]);
    expect(b.fig("bob")).toMatchObject({ knockedDownLastTurn: false, posture: "fallen" });
    b.initiative("red", true);
    b.move("ann", "pass");
    expect(legalOptions(b.state, "bob")).toEqual(["n", "pass"]);
    expect(b.refusal({ type: "move", figure: "bob", option: "h", target: "ann" })).toBe(
      "Bob is fallen and must stand up first.",
    );
    b.move("bob", "n", {}, [6, 1]);
    expect(b.fig("bob").posture).toBe("standing");
  });

  it("in HTH combat it may do nothing at all next turn", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann", { weapons: ["broadsword", "dagger"] })),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("bob").position = at("E5");
      fig("ann").posture = "fallen";
      fig("bob").posture = "fallen";
      fig("ann").knockedDownLastTurn = true;
    });
    b.initiative("red", true);
    expect(legalOptions(b.state, "ann")).toEqual(["pass"]);
    expect(b.refusal({ type: "move", figure: "ann", option: "p", target: "bob" })).toBe(
      "Ann was knocked down in a brawl and may do nothing this turn.",
    );
  });
});

describe("a giant loses 2 DX for 9 hits in one turn, and falls on 16", () => {
  /** Ann (ST 14, DX 10, 2-handed sword 3−1) at E5 facing S; the giant in E6 facing N. */
  function giantFight(toHit: number[], damage: number[]): Bout {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", {
            st: 14,
            dx: 10,
            weapons: ["two-handed-sword"],
            readyWeapon: "two-handed-sword",
          }),
        ),
        beast("giant", "blue", "giant", "E6", N),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "giant" });
    b.move("giant", "pass", {}, [...toHit, ...damage]);
    return b;
  }

  it("8 hits: nothing", () => {
    const b = giantFight([2, 3, 3], [3, 3, 3]);
    expect(b.fig("giant")).toMatchObject({ hitsThisTurn: 8, posture: "standing" });
    b.order({ type: "retreat", victor: "ann", enemy: "giant", to: null, advance: false }, [6, 1]);
    expect(baseAdjDx(b.fig("giant")).value).toBe(9);
  });

  it("9 hits: −2 DX next turn, still standing", () => {
    const b = giantFight([2, 3, 3], [3, 3, 4]);
    expect(b.fig("giant")).toMatchObject({ hitsThisTurn: 9, posture: "standing" });
    b.order({ type: "retreat", victor: "ann", enemy: "giant", to: null, advance: false }, [6, 1]);
    expect(baseAdjDx(b.fig("giant"))).toEqual({
      value: 7,
      modifiers: [{ label: "took 9 hits last turn", value: -2 }],
    });
  });

  it("15 hits: still standing", () => {
    const b = giantFight([2, 3, 3], [6, 6, 4]);
    expect(b.fig("giant")).toMatchObject({
      hitsThisTurn: 15,
      posture: "standing",
      knockedDownThisTurn: false,
    });
  });

  it("16 hits (a double-damage 4: 8 × 2): down", () => {
    const b = giantFight([1, 1, 2], [3, 3, 3]);
    expect(eventsOf(b.events, "damage")[0]).toMatchObject({ multiplier: 2, total: 16, taken: 16 });
    expect(b.fig("giant")).toMatchObject({
      hitsThisTurn: 16,
      posture: "fallen",
      knockedDownThisTurn: true,
    });
  });
});
