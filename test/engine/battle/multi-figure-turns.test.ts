/**
 * Turns with many figures and more than two sides: several retreat rights settled one after
 * another at the end of a turn (MELEE: IV step 5, FORCING RETREAT), a bow's second arrow after
 * everyone's first attack (IV step 4, WEAPON TABLE), and when a practice bout between three sides
 * is over (IX, PRACTICE COMBAT). Readings of the rules are in docs/rulings.md.
 */
import { describe, expect, it } from "vitest";
import { legalRetreatHexes } from "../../../src/engine/battle/decisions.ts";
import type { Side } from "../../../src/engine/battle/types.ts";
import {
  ANN_SHORTSWORD as ANN,
  at,
  attackers,
  Bout,
  eventsOf,
  fighter,
  human,
  labels,
  N,
  NE,
  NW,
  RED_BLUE,
  S,
  SE,
  SW,
} from "./builders.ts";

/** ST 11, DX 13, shortsword (2−1): she strikes before a DX 12 figure. */

describe("several retreat rights in one turn (MELEE: IV step 5, FORCING RETREAT)", () => {
  it("a hex emptied by one forced retreat opens another victor's retreat", () => {
    // Bob (blue) is in corner A1: his only neighbours are A2 (Ann, who hits him) and B1 (Dan).
    // Cid (red) hits Dan and pushes him from B1 to C1; B1 is then vacant beside Bob.
    const b = Bout.of(
      [
        fighter("ann", "red", "A2", N, human("Ann")),
        fighter("cid", "red", "C2", NW, human("Cid")),
        fighter("bob", "blue", "A1", S, human("Bob")),
        fighter("dan", "blue", "B1", SE, human("Dan")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "dan" });
    b.pass("bob");
    // Tie at 12: Ann 6, Cid 1. Ann hits (5) for 3; Cid hits (5) for 3. Neither is hit.
    b.move("dan", "pass", {}, [6, 1, 1, 2, 2, 1, 2, 1, 2, 2, 1, 2]);
    expect(attackers(b.events)).toEqual(["ann", "cid"]);
    expect(b.state.turnState.retreatRights).toEqual([
      { victor: "ann", enemy: "bob" },
      { victor: "cid", enemy: "dan" },
    ]);
    // Bob has nowhere to go yet: only Cid is asked.
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "cid", enemy: "dan" }] });
    b.order({ type: "retreat", victor: "cid", enemy: "dan", to: at("C1"), advance: false });
    // Now "a vacant ... hex adjacent to the foe" exists: Ann may force Bob back into B1.
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    expect(labels(legalRetreatHexes(b.state, { victor: "ann", enemy: "bob" }))).toEqual(["B1"]);
    // The last right settled, turn 2's initiative is rolled.
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: at("B1"), advance: false }, [6, 1]);
    expect([b.where("bob"), b.where("dan")]).toEqual(["B1", "C1"]);
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "red" });
  });

  it("a victor that advances onto a body rolls to keep its footing", () => {
    // Eve (blue) lies dead in E6 and Bob stands over her body. Ann hits Bob, pushes him to E7 and
    // follows into E6: "Whenever a figure moves into a hex with another figure (except for HTH),
    // it immediately rolls 3 dice against its adjDX".
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann")),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("eve", "blue", "K12", N, human("Eve")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      Object.assign(fig("eve"), { position: at("E6"), condition: "dead", posture: "fallen" });
    });
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    // Ann hits (5) for 3.
    b.move("bob", "pass", {}, [1, 2, 2, 1, 2]);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
    // 18 on the footing roll: a fall whatever the DX. Then turn 2's initiative.
    const events = b.order(
      { type: "retreat", victor: "ann", enemy: "bob", to: at("E7"), advance: true },
      [6, 6, 6, 6, 1],
    );
    expect(b.where("ann")).toBe("E6");
    expect(eventsOf(events, "saving-roll").map((e) => [e.figure, e.faces, e.success])).toEqual([
      ["ann", [6, 6, 6], false],
    ]);
    expect(b.fig("ann").posture).toBe("fallen");
  });

  it("a second victor may push on a foe another pushed, but not advance: it is not next to the hex he leaves", () => {
    // Ann (E5) and Cid (F5) both hit Bob (E6). Ann pushes Bob to D6 and advances into E6. Cid may
    // push Bob on from D6, but D6 is two hexes from Cid: advancing into it is no one-hex step, and
    // the only hex between is E6, where Ann now stands.
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, ANN),
        fighter("cid", "red", "F5", SW, human("Cid")),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("cid", "h", { target: "bob" });
    // Ann (13) hits (5) for 2 dice − 1 = 2; Cid (12) hits (5) for 3. Bob hit no one.
    b.move("bob", "pass", {}, [1, 2, 2, 1, 2, 1, 2, 2, 1, 2]);
    expect(b.state.phase).toEqual({
      kind: "retreat",
      rights: [
        { victor: "ann", enemy: "bob" },
        { victor: "cid", enemy: "bob" },
      ],
    });
    b.order({ type: "retreat", victor: "ann", enemy: "bob", to: at("D6"), advance: true });
    expect([b.where("ann"), b.where("bob")]).toEqual(["E6", "D6"]);
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "cid", enemy: "bob" }] });
    expect(
      b.refusal({ type: "retreat", victor: "cid", enemy: "bob", to: at("C6"), advance: true }),
    ).toBe("Cid is not next to D6, the hex Bob would leave; it cannot advance.");
    // The same push, Cid staying where he is, is accepted; then turn 2's initiative.
    b.order({ type: "retreat", victor: "cid", enemy: "bob", to: at("C6"), advance: false }, [6, 1]);
    expect([b.where("ann"), b.where("cid"), b.where("bob")]).toEqual(["E6", "F5", "C6"]);
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "red" });
  });
});

/**
 * Ann (red, E5) strikes Bob (blue, E6) first; then Cid (blue, D5, large shield) shield-rushes her,
 * and she rolls `footing` to stay on her feet. Neither blow costs her ST. The faces after the
 * footing roll are for whatever the engine rolls next (`then`).
 */
function annHitsBobThenIsRushed(footing: readonly number[], then: readonly number[]): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob")),
      fighter("cid", "blue", "D5", NE, human("Cid", { shield: "large-shield", shieldReady: true })),
    ],
    [6, 1],
  );
  b.initiative("red", true);
  b.move("ann", "h", { target: "bob" });
  b.pass("bob");
  // Ann (13) hits Bob (5) for 2 dice − 1 = 2; Cid (11) rushes Ann (5); Ann rolls to keep her feet.
  const strikes = [1, 2, 2, 1, 2, 1, 2, 2];
  b.move("cid", "h", { target: "ann", attack: "shield-rush" }, [...strikes, ...footing, ...then]);
  expect(attackers(b.events)).toEqual(["ann", "cid"]);
  expect(eventsOf(b.events, "saving-roll").map((e) => [e.figure, e.faces])).toEqual([
    ["ann", footing],
  ]);
  expect(b.fig("bob").hits).toBe(2);
  expect(b.fig("ann").hits).toBe(0);
  return b;
}

describe("a victor knocked down before the retreat step (MELEE: FORCING RETREAT; SHIELD-RUSH ATTACKS)", () => {
  it("a victor floored by a shield-rush before the retreat step cannot force its enemy back", () => {
    // Ann rolls 18 and falls. No right is asked about: turn 2's initiative is rolled at once.
    const b = annHitsBobThenIsRushed([6, 6, 6], [6, 1]);
    expect(b.fig("ann").posture).toBe("fallen");
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "red" });
    expect(b.state.turn).toBe(2);
  });

  it("the same victor, keeping its feet, is asked whether to force its enemy back", () => {
    // Ann rolls 3 and stays up.
    const b = annHitsBobThenIsRushed([1, 1, 1], []);
    expect(b.fig("ann").posture).toBe("standing");
    expect(b.state.phase).toEqual({ kind: "retreat", rights: [{ victor: "ann", enemy: "bob" }] });
  });
});

describe("second arrows after all first attacks (MELEE: IV step 4; WEAPON TABLE)", () => {
  it("an archer whose adjDX falls below the bow's 15 before its second arrow gets no second arrow", () => {
    // Arc (ST 9, DX 15, small bow: "2 shots/turn if adjDX = 15+") has taken 4 hits. Bob's thrown
    // dagger takes him to ST 3 after his first arrow: adjDX 15 − 3 = 12 for the rest of the game.
    const b = Bout.of(
      [
        fighter(
          "arc",
          "red",
          "E2",
          S,
          human("Arc", { st: 9, dx: 15, weapons: ["small-bow"], readyWeapon: "small-bow" }),
        ),
        fighter(
          "bob",
          "blue",
          "E9",
          N,
          human("Bob", { weapons: ["dagger"], readyWeapon: "dagger" }),
        ),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("arc").hits = 4;
    });
    b.initiative("red", true);
    b.move("arc", "f", { target: "bob" });
    // Arc's first arrow: 16, a miss. Bob throws (5, a hit) for 1 die − 1 = 2: Arc is at ST 3.
    // No second arrow is rolled; turn 2's initiative follows.
    const events = b.move(
      "bob",
      "b",
      { target: "arc", attack: "thrown" },
      [6, 5, 5, 1, 2, 2, 3, 6, 1],
    );
    expect(b.fig("arc").hits).toBe(6);
    expect(attackers(events)).toEqual(["arc", "bob"]);
    expect(eventsOf(events, "action-lost")).toEqual([
      {
        type: "action-lost",
        figure: "arc",
        reason: "Arc's adjDX is now too low for a second arrow",
      },
    ]);
  });
});

const THREE_SIDES: readonly Side[] = [...RED_BLUE, { id: "green", name: "Green", entrance: 0 }];

describe("the end of a practice bout with three sides (MELEE: IV; IX, PRACTICE COMBAT)", () => {
  it("with three sides, a practice bout goes on until only one side is left on its feet", () => {
    // Ann (red) faces Bob (blue) and Gil (green), each at ST 6 after 6 hits: 3 more and he drops
    // out (ST 3). Cid (red) stays out of it.
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann")),
        fighter("cid", "red", "K12", N, human("Cid")),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("gil", "green", "D5", NE, human("Gil")),
      ],
      [6, 1, 1],
      { combatType: "practice", sides: THREE_SIDES },
    );
    b.arrange((_, fig) => {
      fig("bob").hits = 6;
      fig("gil").hits = 6;
    });
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.pass("cid", "bob");
    // Ann hits (5) for 2 dice = 6, halved to 3: Bob is at ST 3 and drops out. Blue is out, but red
    // and green can still fight: turn 2 begins.
    b.move("gil", "pass", {}, [1, 2, 2, 3, 3, 6, 1]);
    expect(b.fig("bob").droppedOut).toBe(true);
    // Only the sides still able to fight roll for initiative.
    expect(b.state.phase).toEqual({
      kind: "initiative",
      winner: "red",
      rolls: [
        { side: "red", roll: 6 },
        { side: "green", roll: 1 },
      ],
    });
    expect(b.state.turn).toBe(2);
    expect(b.state.ep).toBeNull();
    b.initiative("red", true);
    b.move("ann", "h", { target: "gil" });
    b.pass("cid");
    // Ann hits Gil (5) for 6, halved to 3: green drops out too, and red alone is left.
    b.move("gil", "pass", {}, [1, 2, 2, 3, 3]);
    expect(attackers(b.events)).toEqual(["ann"]);
    expect(b.fig("gil").droppedOut).toBe(true);
    expect(b.state.phase).toEqual({ kind: "ended", winner: "red" });
    expect(b.state.ep).toEqual({ ann: 10, cid: 10, bob: 0, gil: 0 });
  });
});
