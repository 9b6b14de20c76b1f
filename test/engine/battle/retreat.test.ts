/**
 * MELEE: IV step 5 and FORCING RETREAT — a figure that hit an enemy with a hand weapon (hits that
 * got past armor), and was not hit itself, may push the enemy one hex into a vacant or body-only
 * hex, then advance into the hex it left or stand still.
 */
import { describe, expect, it } from "vitest";
import { legalRetreatHexes, pendingDecision } from "../../../src/engine/battle/decisions.ts";
import { isEngaged } from "../../../src/engine/battle/engagement.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
import {
  ANN_SHORTSWORD as ANN,
  at,
  Bout,
  type BoutOptions,
  eventsOf,
  fighter,
  human,
  labels,
  N,
  NW,
  S,
  SE,
  SW,
} from "./builders.ts";
import { WULF } from "./fixtures.ts";

/** Ann: ST 11, DX 13, shortsword (2−1), so she strikes before Bob's 12. */

/**
 * Ann at E5 facing S, Bob at E6 facing N, with others placed as given; red moves first, Ann
 * attacks Bob, and every other red figure passes.
 */
function exchange(
  bob: Partial<FigureSpec> = {},
  others: FigureSetup[] = [],
  options: BoutOptions = {},
): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob", bob)),
      ...others,
    ],
    [6, 1],
    options,
  );
  b.initiative("red", true);
  b.move("ann", "h", { target: "bob" });
  b.pass(...others.filter((f) => f.side === "red").map((f) => f.id));
  return b;
}

/** Ann hits with 8 and rolls 3 + 3 on 2 dice: 5 hits; Bob (and every other blue) does nothing. */
function annHitsBob(
  bob: Partial<FigureSpec> = {},
  others: FigureSetup[] = [],
  options: BoutOptions = {},
): Bout {
  const b = exchange(bob, others, options);
  b.pass(...others.filter((f) => f.side === "blue").map((f) => f.id));
  b.move("bob", "pass", {}, [2, 3, 3, 3, 3]);
  return b;
}

describe("earning the right to force a retreat", () => {
  it("a hand-weapon hit that gets through, the victor unhurt: the engine asks", () => {
    const b = annHitsBob();
    expect(b.fig("bob").hits).toBe(5);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    expect(pendingDecision(b.state)).toEqual({
      kind: "retreat",
      rights: [{ victor: "ann", enemy: "bob" }],
    });
  });

  it("no right when armor stops every hit", () => {
    const b = exchange({ armor: "chainmail" });
    // 8 hits, 2 dice = 4 − 1 = 3: chainmail stops 3. The turn ends: turn 2's initiative.
    const events = b.move("bob", "pass", {}, [2, 3, 3, 2, 2, 5, 2]);
    expect(eventsOf(events, "damage")[0]).toMatchObject({ total: 3, stopped: 3, taken: 0 });
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "red" });
    expect(b.state.turn).toBe(2);
  });

  it("no right for either when both draw blood", () => {
    const b = exchange();
    // Ann hits for 5; Bob hits back with 8 for 2 dice = 2.
    b.move("bob", "h", { target: "ann" }, [2, 3, 3, 3, 3, 2, 3, 3, 1, 1, 5, 2]);
    expect([b.fig("ann").hits, b.fig("bob").hits]).toEqual([2, 5]);
    expect(b.state.phase).toMatchObject({ kind: "initiative" });
  });

  it("a victor whose armor stopped the blow it took still may (ruling: 'not hit' = lost no ST)", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, { ...ANN, st: 13, dx: 11, armor: "leather" }),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    // Bob (12) hits Ann for 2: her leather stops 2. Ann (adjDX 9) hits with 8 for 5.
    b.move("bob", "h", { target: "ann" }, [2, 3, 3, 1, 1, 2, 3, 3, 3, 3]);
    expect([b.fig("ann").hits, b.fig("bob").hits]).toEqual([0, 5]);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
  });

  it("no right from a thrown weapon", () => {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E4",
          S,
          human("Ann", { weapons: ["broadsword", "dagger"], readyWeapon: "dagger" }),
        ),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "b", { target: "bob", attack: "thrown" });
    // 8 against 12 − 2 for range: a hit; dagger 1−1, die 5: 4 hits.
    const events = b.move("bob", "pass", {}, [2, 3, 3, 5, 4, 1]);
    expect(eventsOf(events, "damage")[0]).toMatchObject({ attacker: "ann", taken: 4 });
    expect(b.state.phase).toMatchObject({ kind: "initiative" });
  });

  it("no right from a missile weapon", () => {
    const b = Bout.of(
      [fighter("wulf", "red", "E4", S, WULF), fighter("bob", "blue", "E6", N, human("Bob"))],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("wulf", "f", { target: "bob" });
    const events = b.move("bob", "pass", {}, [3, 3, 3, 3, 4, 1]);
    expect(eventsOf(events, "damage")[0]).toMatchObject({ attacker: "wulf", taken: 5 });
    expect(b.state.phase).toMatchObject({ kind: "initiative" });
  });

  it("no right when there is no vacant hex to push into", () => {
    // Bob in the corner A1; its only neighbours are B1 (Ann) and A2 (Cid).
    const b = Bout.of(
      [
        fighter("ann", "red", "B1", NW, ANN),
        fighter("bob", "blue", "A1", SE, human("Bob")),
        fighter("cid", "red", "A2", N, human("Cid")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "pass");
    b.move("bob", "pass", {}, [2, 3, 3, 3, 3, 5, 2]);
    expect(b.fig("bob").hits).toBe(5);
    expect(b.state.phase).toMatchObject({ kind: "initiative" });
  });

  it("no pushing a figure out of a HTH pile", () => {
    // Bob (blue) and Cid (red) grapple in E6; Ann strikes Bob from E5 (+4: he is on the ground).
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, ANN),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("cid", "red", "E7", N, human("Cid")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("cid").position = at("E6");
      fig("cid").posture = "fallen";
      fig("bob").posture = "fallen";
    });
    b.initiative("red", true);
    // Bob, grappling, has no front: Ann is not engaged and strikes with a standing charge.
    b.move("ann", "b", { target: "bob" });
    b.move("cid", "pass");
    const events = b.move("bob", "pass", {}, [2, 3, 3, 3, 3, 5, 2]);
    expect(eventsOf(events, "attack-roll")[0]).toMatchObject({ adjDx: 17, result: "hit" });
    expect(b.fig("bob").hits).toBe(5);
    expect(b.state.turnState.chosen).toEqual([]);
    expect(b.state.phase).toMatchObject({ kind: "initiative" });
  });
});

describe("pushing the enemy back", () => {
  it("into any adjacent hex that is vacant, not the victor's", () => {
    const b = annHitsBob();
    expect(labels(legalRetreatHexes(b.state, { victor: "ann", enemy: "bob" }))).toEqual([
      "F5",
      "F6",
      "E7",
      "D6",
      "D5",
    ]);
  });

  it("a hex holding only a body is open; one with a figure standing or lying alive is not", () => {
    const b = annHitsBob({}, [
      fighter("cid", "red", "E7", N, human("Cid")),
      fighter("dan", "blue", "F6", N, human("Dan")),
      fighter("eve", "blue", "D6", N, human("Eve")),
    ]);
    // (The figures were placed before the fight; arrange them now, between the blow and the push.)
    b.arrange((_, fig) => {
      fig("cid").condition = "dead";
      fig("cid").posture = "fallen";
      fig("eve").posture = "prone";
    });
    expect(labels(legalRetreatHexes(b.state, { victor: "ann", enemy: "bob" }))).toEqual([
      "F5",
      "E7",
      "D5",
    ]);
  });

  it("under ADVANCED MELEE only unoccupied hexes are open: not even a body's", () => {
    const b = annHitsBob(
      {},
      [
        fighter("cid", "red", "E7", N, human("Cid")),
        fighter("dan", "blue", "F6", N, human("Dan")),
        fighter("eve", "blue", "D6", N, human("Eve")),
      ],
      { ruleset: "advanced-melee" },
    );
    b.arrange((_, fig) => {
      fig("cid").condition = "dead";
      fig("cid").posture = "fallen";
      fig("eve").posture = "prone";
    });
    expect(labels(legalRetreatHexes(b.state, { victor: "ann", enemy: "bob" }))).toEqual([
      "F5",
      "D5",
    ]);
  });

  it("and advances into the hex the enemy left; without a facing both keep theirs", () => {
    const b = annHitsBob();
    const events = b.order(
      { type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: true },
      [5, 2],
    );
    expect(eventsOf(events, "retreat")).toEqual([
      {
        type: "retreat",
        victor: "ann",
        enemy: "bob",
        from: at("E6"),
        to: at("E7"),
        advanced: true,
        victorFrom: at("E5"),
      },
    ]);
    expect([b.where("ann"), b.where("bob")]).toEqual(["E6", "E7"]);
    expect([b.fig("ann").facing, b.fig("bob").facing]).toEqual([S, N]);
    expect(b.state.turn).toBe(2);
  });

  it("the victor that advances moves, so it may turn as it does; the pushed enemy keeps its facing", () => {
    const b = annHitsBob();
    const events = b.order(
      { type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: true, facing: SE },
      [5, 2],
    );
    expect(eventsOf(events, "retreat")).toEqual([
      {
        type: "retreat",
        victor: "ann",
        enemy: "bob",
        from: at("E6"),
        to: at("E7"),
        advanced: true,
        victorFrom: at("E5"),
        facing: SE,
      },
    ]);
    expect([b.where("ann"), b.where("bob")]).toEqual(["E6", "E7"]);
    expect([b.fig("ann").facing, b.fig("bob").facing]).toEqual([SE, N]);
  });

  it("refuses a facing for a victor that stays still, and one that is not a direction", () => {
    const b = annHitsBob();
    expect(
      b.refusal({
        type: "retreat",
        victor: "ann",
        enemy: "bob",
        to: at("E7"),
        advance: false,
        facing: SE,
      }),
    ).toBe("Ann turns only by advancing: a victor that stays still keeps its facing.");
    expect(
      b.refusal({
        type: "retreat",
        victor: "ann",
        enemy: "bob",
        to: null,
        advance: false,
        facing: SE,
      }),
    ).toBe("Ann turns only by advancing: a victor that stays still keeps its facing.");
    expect(
      b.refusal({
        type: "retreat",
        victor: "ann",
        enemy: "bob",
        to: at("E7"),
        advance: true,
        facing: 7 as Direction,
      }),
    ).toBe("The advancing victor's facing must be one of N, NE, SE, S, SW, NW.");
  });

  it("or stands still, perhaps no longer engaged", () => {
    const b = annHitsBob();
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: false }, [5, 2]);
    expect([b.where("ann"), b.where("bob")]).toEqual(["E5", "E7"]);
    expect([isEngaged(b.state, b.fig("ann")), isEngaged(b.state, b.fig("bob"))]).toEqual([
      false,
      false,
    ]);
  });

  it("onto a body, where the pushed figure rolls to keep its footing", () => {
    const b = annHitsBob({}, [fighter("cid", "red", "E7", N, human("Cid"))]);
    b.arrange((_, fig) => {
      fig("cid").condition = "dead";
      fig("cid").posture = "fallen";
    });
    // Bob (adjDX 12) rolls 15 and falls among the bodies; then turn 2's initiative.
    const events = b.order(
      { type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: false },
      [5, 5, 5, 5, 2],
    );
    expect(b.where("bob")).toBe("E7");
    expect(eventsOf(events, "saving-roll")).toEqual([
      expect.objectContaining({ figure: "bob", faces: [5, 5, 5], target: 12, success: false }),
    ]);
    expect(b.fig("bob").posture).toBe("fallen");
  });

  it("may be declined", () => {
    const b = annHitsBob();
    const events = b.order(
      { type: "retreat", victor: "ann", enemy: "bob", to: null, advance: false },
      [5, 2],
    );
    expect(eventsOf(events, "retreat")).toEqual([
      { type: "retreat", victor: "ann", enemy: "bob", from: at("E6"), to: null, advanced: false },
    ]);
    expect([b.where("ann"), b.where("bob")]).toEqual(["E5", "E6"]);
  });

  it("refuses a hex not next to the enemy, the victor's own hex, and an occupied one", () => {
    const b = annHitsBob({}, [fighter("cid", "red", "F6", N, human("Cid"))]);
    const options = "it may go to F5, E7, D6, D5.";
    expect(
      b.refusal({ type: "retreat", victor: "ann", enemy: "bob", to: at("E8"), advance: false }),
    ).toBe(`Bob cannot be pushed to E8; ${options}`);
    expect(
      b.refusal({ type: "retreat", victor: "ann", enemy: "bob", to: at("E5"), advance: false }),
    ).toBe(`Bob cannot be pushed to E5; ${options}`);
    expect(
      b.refusal({ type: "retreat", victor: "ann", enemy: "bob", to: at("F6"), advance: true }),
    ).toBe(`Bob cannot be pushed to F6; ${options}`);
  });

  it("refuses an advance without a push, a figure with no right, and a push out of turn", () => {
    const b = annHitsBob();
    expect(
      b.refusal({ type: "retreat", victor: "ann", enemy: "bob", to: null, advance: true }),
    ).toBe("Advancing needs the enemy pushed back first.");
    expect(
      b.refusal({ type: "retreat", victor: "bob", enemy: "ann", to: at("E4"), advance: false }),
    ).toBe("That figure has no right to force that enemy back this turn.");
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: null, advance: false }, [5, 2]);
    expect(
      b.refusal({ type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: false }),
    ).toBe("There is no retreat to decide now.");
  });

  it("each victor decides in turn; the turn ends after the last", () => {
    // Ann (13) and Cid (DX 13 too, from F5) both wound Bob, who does nothing.
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, ANN),
        fighter("bob", "blue", "E6", N, human("Bob", { st: 16, dx: 8 })),
        fighter("cid", "red", "F5", SW, { ...ANN, name: "Cid" }),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "bob" });
    // Tie-break Ann 6, Cid 1; both hit with 8 for 5.
    b.move("bob", "pass", {}, [6, 1, 2, 3, 3, 3, 3, 2, 3, 3, 3, 3]);
    expect(b.fig("bob").hits).toBe(10);
    expect(b.state.phase).toEqual({
      kind: "retreat",
      rights: [
        { victor: "ann", enemy: "bob" },
        { victor: "cid", enemy: "bob" },
      ],
    });
    b.order({ type: "retreat", victor: "cid", enemy: "bob", to: at("D6"), advance: false });
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: null, advance: false }, [3, 4]);
    expect(b.where("bob")).toBe("D6");
    expect(b.state.turn).toBe(2);
  });
});

describe("a knocked-down enemy", () => {
  it("may be pushed back too", () => {
    const b = exchange();
    b.arrange((_, fig) => {
      fig("bob").posture = "fallen";
    });
    // Against a figure on the ground Ann has +4 (17); 8 to hit, 5 hits.
    b.move("bob", "pass", {}, [2, 3, 3, 3, 3]);
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: at("F6"), advance: true }, [5, 2]);
    expect([b.where("ann"), b.where("bob")]).toEqual(["E6", "F6"]);
    expect(b.fig("bob").facing).toBe(N);
  });
});
