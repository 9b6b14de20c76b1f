/**
 * MELEE: IV. TURN SEQUENCING — initiative, movement by sides in order, one option per figure,
 * attacks in order of adjusted DX, and the end of the turn.
 */
import { describe, expect, it } from "vitest";
import { pendingDecision } from "../../../src/engine/battle/decisions.ts";
import { baseAdjDx } from "../../../src/engine/battle/dx.ts";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
import { at, attackers, Bout, eventsOf, fighter, human, N, S, SW } from "./builders.ts";

const THREE_SIDES = [
  { id: "red", name: "Red", entrance: 0 },
  { id: "blue", name: "Blue", entrance: 1 },
  { id: "green", name: "Green", entrance: 0 },
];

function threeSides(faces: number[]): Bout {
  return Bout.of(
    [
      fighter("ann", "red", "B2", S, human("Ann")),
      fighter("bob", "blue", "F2", S, human("Bob")),
      fighter("gil", "green", "J2", S, human("Gil")),
    ],
    faces,
    { sides: THREE_SIDES },
  );
}

describe("initiative (MELEE: IV step 1)", () => {
  const pair = () => [
    fighter("ann", "red", "E5", S, human("Ann")),
    fighter("bob", "blue", "E9", N, human("Bob")),
  ];

  it("each side rolls one die; the higher wins and is asked to choose", () => {
    const b = Bout.of(pair(), [3, 5]);
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "blue" });
    expect(pendingDecision(b.state)).toEqual({ kind: "initiative", side: "blue" });
  });

  it("only the winner chooses", () => {
    const b = Bout.of(pair(), [3, 5]);
    expect(b.refusal({ type: "initiative", side: "red", moveFirst: true })).toBe(
      "Only the winner of the initiative roll chooses who moves first.",
    );
  });

  it("a tie is rolled again until one side leads", () => {
    const b = Bout.of(pair(), [4, 4, 6, 6, 2, 5]);
    expect(eventsOf(b.events, "initiative-rolled")).toEqual([
      {
        type: "initiative-rolled",
        rounds: [
          [
            { side: "red", roll: 4 },
            { side: "blue", roll: 4 },
          ],
          [
            { side: "red", roll: 6 },
            { side: "blue", roll: 6 },
          ],
          [
            { side: "red", roll: 2 },
            { side: "blue", roll: 5 },
          ],
        ],
        winner: "blue",
      },
    ]);
  });

  it("the winner may move first…", () => {
    const b = Bout.of(pair(), [3, 5]);
    const events = b.initiative("blue", true);
    expect(events).toEqual([
      { type: "initiative-chosen", side: "blue", moveFirst: true, order: ["blue", "red"] },
    ]);
    expect(pendingDecision(b.state)).toEqual({ kind: "orders", side: "blue", figures: ["bob"] });
  });

  it("…or make the other side move first", () => {
    const b = Bout.of(pair(), [3, 5]);
    b.initiative("blue", false);
    expect(b.state.phase).toEqual({ kind: "movement", order: ["red", "blue"], index: 0 });
    expect(pendingDecision(b.state)).toEqual({ kind: "orders", side: "red", figures: ["ann"] });
  });

  it("is not chosen twice", () => {
    const b = Bout.of(pair(), [3, 5]);
    b.initiative("blue", false);
    expect(b.refusal({ type: "initiative", side: "blue", moveFirst: true })).toBe(
      "Initiative is not being chosen now.",
    );
  });

  describe("three sides", () => {
    it("the others move in the order of their rolls", () => {
      const b = threeSides([2, 6, 4]);
      b.initiative("blue", true);
      expect(b.state.phase).toEqual({
        kind: "movement",
        order: ["blue", "green", "red"],
        index: 0,
      });
    });

    it("a winner who lets the others go first moves last", () => {
      const b = threeSides([2, 6, 4]);
      b.initiative("blue", false);
      expect(b.state.phase).toEqual({
        kind: "movement",
        order: ["green", "red", "blue"],
        index: 0,
      });
    });

    it("only the tied leaders roll again; the others keep their first rolls for the order", () => {
      const b = threeSides([5, 5, 2, 3, 6]);
      expect(eventsOf(b.events, "initiative-rolled")[0]?.rounds).toEqual([
        [
          { side: "red", roll: 5 },
          { side: "blue", roll: 5 },
          { side: "green", roll: 2 },
        ],
        [
          { side: "red", roll: 3 },
          { side: "blue", roll: 6 },
        ],
      ]);
      b.initiative("blue", true);
      expect(b.state.phase).toEqual({
        kind: "movement",
        order: ["blue", "red", "green"],
        index: 0,
      });
    });

    it("a three-way tie for the lead is rolled again among all three", () => {
      const b = threeSides([4, 4, 4, 1, 3, 2]);
      expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "blue" });
      expect(eventsOf(b.events, "initiative-rolled")[0]?.rounds).toHaveLength(2);
    });

    it("a side with no figure able to fight does not roll", () => {
      const b = threeSides([2, 6, 4]);
      b.arrange((_, fig) => {
        fig("gil").condition = "dead";
      });
      b.initiative("blue", true);
      b.pass("bob");
      // Red's pass ends the turn: the next initiative is rolled for red and blue only.
      b.move("ann", "pass", {}, [1, 3]);
      expect(eventsOf(b.events, "initiative-rolled")[0]?.rounds).toEqual([
        [
          { side: "red", roll: 1 },
          { side: "blue", roll: 3 },
        ],
      ]);
      expect(b.state.turn).toBe(2);
    });
  });
});

describe("movement by sides in order (MELEE: IV steps 2–3)", () => {
  const teams = () =>
    Bout.of(
      [
        fighter("ann", "red", "B2", S, human("Ann")),
        fighter("cid", "red", "D2", S, human("Cid")),
        fighter("eve", "red", "F2", S, human("Eve")),
        fighter("bob", "blue", "B14", N, human("Bob")),
        fighter("dan", "blue", "D14", N, human("Dan")),
      ],
      [6, 2],
    );

  it("only the side whose turn it is may give orders", () => {
    const b = teams();
    b.initiative("red", true);
    expect(b.refusal({ type: "move", figure: "bob", option: "pass" })).toBe(
      "It is not Bob's side's turn to move.",
    );
  });

  it("every figure of the side gets exactly one option; then the next side moves", () => {
    const b = teams();
    b.initiative("red", true);
    expect(pendingDecision(b.state)).toEqual({
      kind: "orders",
      side: "red",
      figures: ["ann", "cid", "eve"],
    });
    b.move("ann", "a", { destination: at("B4") });
    expect(b.refusal({ type: "move", figure: "ann", option: "pass" })).toBe(
      "Ann already has an option this turn.",
    );
    expect(pendingDecision(b.state)).toEqual({
      kind: "orders",
      side: "red",
      figures: ["cid", "eve"],
    });
    b.pass("eve", "cid");
    expect(pendingDecision(b.state)).toEqual({
      kind: "orders",
      side: "blue",
      figures: ["bob", "dan"],
    });
    expect(b.refusal({ type: "move", figure: "cid", option: "pass" })).toBe(
      "It is not Cid's side's turn to move.",
    );
  });

  it("dead and unconscious figures are skipped and cannot be ordered", () => {
    const b = teams();
    b.arrange((_, fig) => {
      fig("cid").condition = "dead";
      fig("eve").condition = "unconscious";
    });
    b.initiative("red", true);
    expect(pendingDecision(b.state)).toEqual({ kind: "orders", side: "red", figures: ["ann"] });
    expect(b.refusal({ type: "move", figure: "cid", option: "pass" })).toBe(
      "Cid is out of the fight.",
    );
    b.pass("ann");
    expect(pendingDecision(b.state)).toMatchObject({ side: "blue" });
  });

  it("after the last side's orders the action phase runs and the next turn begins", () => {
    const b = teams();
    b.initiative("red", false);
    b.pass("bob", "dan");
    b.pass("ann", "cid");
    const events = b.move("eve", "pass", {}, [2, 4]);
    expect(events.map((e) => e.type)).toEqual([
      "option-chosen",
      "turn-started",
      "initiative-rolled",
    ]);
    expect(b.state.turn).toBe(2);
    expect(b.state.turnState.chosen).toEqual([]);
  });
});

describe("the action phase: attacks in order of adjusted DX (MELEE: IV step 4)", () => {
  /** Two pairs face to face: Ann (DX 14) vs Bob (12) at E5/E6, Cid (10) vs Dan (11) at J5/J6. */
  function twoPairs(): Bout {
    return Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", { st: 10, dx: 14, weapons: ["club"], readyWeapon: "club" }),
        ),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("cid", "red", "J5", S, human("Cid", { st: 14, dx: 10 })),
        fighter("dan", "blue", "J6", N, human("Dan", { st: 13, dx: 11 })),
      ],
      [6, 1],
    );
  }

  it("goes highest adjDX first, whichever side moved first", () => {
    const b = twoPairs();
    b.initiative("red", true);
    b.move("cid", "h", { target: "dan" });
    b.move("ann", "h", { target: "bob" });
    b.move("dan", "h", { target: "cid" });
    // Everyone rolls 15: a miss for all; then turn 2's initiative.
    const events = b.move(
      "bob",
      "h",
      { target: "ann" },
      [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 2],
    );
    expect(attackers(events)).toEqual(["ann", "bob", "dan", "cid"]);
    expect(eventsOf(events, "attack-roll").map((e) => e.adjDx)).toEqual([14, 12, 11, 10]);
    expect(eventsOf(events, "attack-roll").map((e) => e.result)).toEqual([
      "miss",
      "miss",
      "miss",
      "miss",
    ]);
  });

  it("figures whose option does not attack take no part", () => {
    const b = twoPairs();
    b.initiative("red", true);
    b.move("cid", "i");
    b.move("ann", "h", { target: "bob" });
    b.move("dan", "pass");
    const events = b.move("bob", "h", { target: "ann" }, [5, 5, 5, 5, 5, 5, 1, 2]);
    expect(attackers(events)).toEqual(["ann", "bob"]);
  });

  /**
   * Bob (blue, E6 facing N) between Ann at E5 and Cid at F5, all at adjDX 12: red moves first,
   * Ann and Cid strike at Bob and Bob, ordering last, strikes at Ann with these faces.
   */
  function threeTiedStrikes(faces: number[]): BattleEvent[] {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann")),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("cid", "red", "F5", SW, human("Cid")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "bob" });
    return b.move("bob", "h", { target: "ann" }, faces);
  }

  it("a tie among three is settled by a die each, highest first", () => {
    // Tie-break: Ann 2, Bob 5, Cid 4; then three misses (15 each); then turn 2's initiative.
    const events = threeTiedStrikes([2, 5, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 2]);
    expect(eventsOf(events, "tiebreak")).toEqual([
      {
        type: "tiebreak",
        rolls: [
          { figure: "ann", roll: 2 },
          { figure: "bob", roll: 5 },
          { figure: "cid", roll: 4 },
        ],
      },
    ]);
    expect(attackers(events)).toEqual(["bob", "cid", "ann"]);
  });

  it("tied leaders of the tie-break roll again", () => {
    // Ann 6, Bob 6, Cid 1: Ann and Bob roll again, 2 and 4.
    const events = threeTiedStrikes([6, 6, 1, 2, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 2]);
    expect(eventsOf(events, "tiebreak").map((e) => e.rolls)).toEqual([
      [
        { figure: "ann", roll: 6 },
        { figure: "bob", roll: 6 },
        { figure: "cid", roll: 1 },
      ],
      [
        { figure: "ann", roll: 2 },
        { figure: "bob", roll: 4 },
      ],
    ]);
    expect(attackers(events)).toEqual(["bob", "ann", "cid"]);
  });

  // Ann rolls 2, Bob 5, Cid 5; Bob and Cid roll again, 3 and 1: Bob, then Cid (who beat Ann 5–2).
  it("a figure that won a tie-break stays ahead of those it beat, whatever its re-roll", () => {
    const events = threeTiedStrikes([2, 5, 5, 3, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 2]);
    expect(attackers(events)).toEqual(["bob", "cid", "ann"]);
  });

  /** Ann (DX 13, shortsword) and Cid (DX 11) both at Bob (DX 12), who strikes at Cid. */
  function ganging(
    bobHits: number,
    annWeapon: "shortsword" | "broadsword" = "shortsword",
    cidOption: "h" | "pass" = "h",
  ): Bout {
    const annSt = annWeapon === "broadsword" ? 12 : 11;
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", { st: annSt, dx: 13, weapons: [annWeapon], readyWeapon: annWeapon }),
        ),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("cid", "red", "F5", SW, human("Cid", { st: 13, dx: 11 })),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("bob").hits = bobHits;
    });
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", cidOption, cidOption === "h" ? { target: "bob" } : {});
    return b;
  }

  it("is worked out afresh after each attack: a figure brought to ST 3 drops 3 DX at once", () => {
    const b = ganging(6);
    // Ann hits (8) for 2 dice − 1 = 3: Bob is at ST 3, adjDX 9, and now strikes after Cid (11).
    const events = b.move("bob", "h", { target: "cid" }, [2, 3, 3, 2, 2, 6, 6, 3, 6, 6, 3]);
    expect(attackers(events)).toEqual(["ann", "cid", "bob"]);
    const bobsRoll = eventsOf(events, "attack-roll")[2];
    expect(bobsRoll?.adjDx).toBe(9);
    expect(bobsRoll?.modifiers).toEqual([{ label: "ST 3 or less", value: -3 }]);
  });

  it("5 hits this turn do not slow a figure until next turn", () => {
    const b = ganging(0);
    // Ann's 2 dice − 1 = 5; Bob keeps adjDX 12 and still strikes before Cid.
    const events = b.move("bob", "h", { target: "cid" }, [2, 3, 3, 3, 3, 6, 6, 3, 6, 6, 3]);
    expect(attackers(events)).toEqual(["ann", "bob", "cid"]);
    expect(eventsOf(events, "attack-roll")[1]?.adjDx).toBe(12);
  });

  it("a figure killed before its turn to attack loses the attack", () => {
    const b = ganging(8, "shortsword", "pass");
    // Ann hits for 5: Bob (ST 4) is dead before his turn comes.
    const events = b.move("bob", "h", { target: "cid" }, [2, 3, 3, 3, 3]);
    expect(eventsOf(events, "condition")).toEqual([
      { type: "condition", figure: "bob", condition: "dead" },
    ]);
    expect(eventsOf(events, "action-lost")).toEqual([
      { type: "action-lost", figure: "bob", reason: "Bob is out of the fight" },
    ]);
    expect(attackers(events)).toEqual(["ann"]);
    expect(b.state.phase).toEqual({ kind: "ended", winner: "red" });
  });

  it("a figure that takes 8 hits before its turn falls and loses the attack", () => {
    const b = ganging(0, "broadsword");
    // Ann: 8 to hit, 2 dice = 8. Bob falls (ST 4 left); Cid then rolls 16, a miss.
    const events = b.move("bob", "h", { target: "cid" }, [2, 3, 3, 4, 4, 6, 5, 5]);
    expect(eventsOf(events, "posture")).toEqual([
      { type: "posture", figure: "bob", posture: "fallen", reason: "8 hits in one turn" },
    ]);
    expect(eventsOf(events, "action-lost")).toEqual([
      { type: "action-lost", figure: "bob", reason: "Bob was knocked down before acting" },
    ]);
    expect(attackers(events)).toEqual(["ann", "cid"]);
    // Cid struck a figure on the ground: +4.
    expect(eventsOf(events, "attack-roll")[1]?.adjDx).toBe(15);
    expect(b.fig("bob")).toMatchObject({ hits: 8, posture: "fallen", knockedDownThisTurn: true });
  });

  it("a figure that acts before being knocked down keeps its attack", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann", { dx: 11, st: 13 })),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    // Bob (12) misses with 15 first; Ann (11) hits with 8 for 2 dice = 9: Bob falls after acting.
    const events = b.move("bob", "h", { target: "ann" }, [5, 5, 5, 2, 3, 3, 4, 5]);
    expect(attackers(events)).toEqual(["bob", "ann"]);
    expect(eventsOf(events, "action-lost")).toEqual([]);
    expect(b.fig("bob").posture).toBe("fallen");
  });
});

describe("the end of the turn", () => {
  it("this turn's hits become last turn's; the -2 DX lasts one turn only", () => {
    const b = Bout.of(
      [fighter("ann", "red", "E5", S, human("Ann")), fighter("bob", "blue", "E6", N, human("Bob"))],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    // Tie at 12: Ann 6, Bob 1. Ann hits (8) for 2 dice = 6; Bob misses (15).
    b.move("bob", "h", { target: "ann" }, [6, 1, 2, 3, 3, 3, 3, 5, 5, 5]);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    b.order(
      { type: "retreat", victor: "ann", enemy: "bob", to: null, advance: false },
      [4, 4, 1, 2],
    );
    expect(b.state.turn).toBe(2);
    expect(b.fig("bob")).toMatchObject({ hitsThisTurn: 0, hitsLastTurn: 6, hits: 6 });
    expect(baseAdjDx(b.fig("bob"))).toEqual({
      value: 10,
      modifiers: [{ label: "took 6 hits last turn", value: -2 }],
    });
    b.initiative("blue", true);
    b.pass("bob");
    b.move("ann", "pass", {}, [3, 2]);
    expect(b.state.turn).toBe(3);
    expect(b.fig("bob").hitsLastTurn).toBe(0);
    expect(baseAdjDx(b.fig("bob")).value).toBe(12);
  });
});
