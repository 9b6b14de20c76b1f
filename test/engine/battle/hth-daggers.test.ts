/**
 * Daggers and main-gauches in hand-to-hand combat (MELEE: HAND-TO-HAND COMBAT, THE LEFT-HAND
 * DAGGER, ROLLING FOR A HIT, REACTIONS TO INJURY).
 */
import { describe, expect, it } from "vitest";
import {
  at,
  attackRolls,
  daggerBrawl,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

/** What the figure holds or carries, and what lies in its hex: nothing may vanish. */
function weaponsAccountedFor(b: TestBattle, id: string): string[] {
  const f = b.fig(id);
  return [
    ...(f.readyWeapon ? [f.readyWeapon] : []),
    ...(f.offhand ? [f.offhand] : []),
    ...f.carried,
    ...b.state.dropped
      .filter((d) => d.position.q === f.position.q && d.position.r === f.position.r)
      .map((d) => d.item),
  ].sort();
}

describe("a 17 or 18 in HTH with a dagger (ROLLING FOR A HIT: HTH is rolled like any combat)", () => {
  function daggerBrawl(): TestBattle {
    const b = new TestBattle([
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E6", N),
      fighter("d", human("D"), "E7", N, "red"),
    ]);
    b.pile("E6", ["a", "d"]);
    b.edit("a", { readyWeapon: "dagger", carried: [] });
    return b;
  }
  const stab = [
    { figure: "a", option: "p" as const, target: "d" },
    { figure: "d", option: "pass" as const },
  ];

  it("17 drops the dagger in the attacker's own hex, the pile's", () => {
    const b = daggerBrawl();
    const events = b.turn(stab, [6, 6, 5]);
    expect(attackRolls(events)[0]).toMatchObject({ weapon: "Dagger", kind: "hth", result: "drop" });
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E6") }]);
  });

  it("18 breaks it", () => {
    const b = daggerBrawl();
    const events = b.turn(stab, [6, 6, 6]);
    expect(attackRolls(events)[0]).toMatchObject({ weapon: "Dagger", result: "break" });
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(eventsOf(events, "item-broken")).toEqual([
      { type: "item-broken", figure: "a", item: "dagger" },
    ]);
    expect(b.state.dropped).toEqual([]);
  });

  it("bare hands lose nothing on a 17", () => {
    const b = daggerBrawl();
    b.edit("a", { readyWeapon: null, carried: ["dagger"] });
    const events = b.turn(stab, [6, 6, 5]);
    expect(attackRolls(events)[0]).toMatchObject({ weapon: "bare hands", result: "drop" });
    expect(b.fig("a").carried).toEqual(["dagger"]);
    expect(b.state.dropped).toEqual([]);
  });
});

describe("a ready main-gauche is a ready dagger in HTH (THE LEFT-HAND DAGGER: 1-1 in HTH)", () => {
  it("an attacker with rapier and main-gauche drops the rapier only and stabs 1-1", () => {
    // A (E2, facing N) grapples D (E1, facing S: its back to the wall) with (m).
    const b = new TestBattle([
      fighter(
        "a",
        human("A", { weapons: ["rapier", "main-gauche"], readyWeapon: "rapier" }),
        "E2",
        N,
      ),
      fighter("d", human("D"), "E1", S, "red"),
    ]);
    b.edit("a", { offhand: "main-gauche", carried: [] });
    // D's reaction 1: grappled. A's HTH roll 9 hits; the main-gauche's 1-1 rolls 6: 5 hits.
    const events = b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [1, 3, 3, 3, 6],
    );
    expect(eventsOf(events, "item-dropped").filter((e) => e.figure === "a")).toEqual([
      expect.objectContaining({ item: "rapier", at: at("E2") }),
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "main-gauche", offhand: null });
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "a", weapon: "Main-gauche" });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -1 }, total: 5 });
  });

  it("a dagger in hand goes with it and the main-gauche is dropped: never both in HTH", () => {
    const b = new TestBattle([
      fighter(
        "a",
        human("A", { weapons: ["dagger", "main-gauche"], readyWeapon: "dagger" }),
        "E2",
        N,
      ),
      fighter("d", human("D"), "E1", S, "red"),
    ]);
    b.edit("a", { offhand: "main-gauche", carried: [] });
    // D's reaction 1; A's dagger (1+2) roll 16 misses.
    b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [1, 6, 5, 5],
    );
    expect(b.fig("a")).toMatchObject({ readyWeapon: "dagger", offhand: null });
    expect(b.state.dropped).toEqual([
      { item: "broadsword", position: at("E1") },
      { item: "main-gauche", position: at("E2") },
    ]);
  });

  /**
   * A (E2) grapples D (E1, his back to the north wall) with (m); D holds a rapier and a main-gauche
   * ready and reacts with `reaction`; A's bare-handed roll is 16, a miss.
   */
  function grappleTheParrier(reaction: number): TestBattle {
    const b = new TestBattle([
      fighter("a", human("A"), "E2", N),
      fighter(
        "d",
        human("D", { weapons: ["rapier", "main-gauche"], readyWeapon: "rapier" }),
        "E1",
        S,
        "red",
      ),
    ]);
    b.edit("d", { offhand: "main-gauche", carried: [] });
    b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [reaction, 6, 5, 5],
    );
    return b;
  }

  it("a defender rolling 3-4 fights on with his main-gauche, not bare-handed", () => {
    const b = grappleTheParrier(3);
    expect(b.fig("d")).toMatchObject({ readyWeapon: "main-gauche", offhand: null });
    expect(b.state.dropped).toEqual([
      { item: "rapier", position: at("E1") },
      { item: "broadsword", position: at("E2") },
    ]);
  });

  it("a defender with rapier and main-gauche rolling 1 drops both and fights bare-handed", () => {
    // "the defender drops his ready weapon and/or shield (unless ready weapon is a dagger) and
    // fights bare-handed".
    const b = grappleTheParrier(1);
    expect(b.fig("d")).toMatchObject({ readyWeapon: null, offhand: null });
    expect(b.state.dropped).toEqual([
      { item: "rapier", position: at("E1") },
      { item: "main-gauche", position: at("E1") },
      { item: "broadsword", position: at("E2") },
    ]);
  });
});

describe("readying a dagger never loses a weapon", () => {
  it("a defender with a dagger already ready keeps it on a 3-4, and the main-gauche he carries", () => {
    const b = new TestBattle([
      fighter("a", human("A"), "E2", N),
      fighter(
        "d",
        human("D", { weapons: ["dagger", "main-gauche"], readyWeapon: "dagger" }),
        "E1",
        S,
        "red",
      ),
    ]);
    b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [3, 6, 5, 5],
    );
    expect(b.fig("d").readyWeapon).toBe("dagger");
    expect(weaponsAccountedFor(b, "d")).toEqual(["dagger", "main-gauche"]);
  });

  it("(q) is refused to a figure whose dagger is already in hand", () => {
    const b = new TestBattle([
      fighter(
        "a",
        human("A", { weapons: ["dagger", "main-gauche"], readyWeapon: "dagger" }),
        "E6",
        N,
      ),
      fighter("d", human("D"), "E7", N, "red"),
    ]);
    b.pile("E6", ["a", "d"]);
    b.edit("a", { readyWeapon: "dagger", carried: ["main-gauche"] });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "a", option: "q" })).toThrow(
      "A already has a dagger ready.",
    );
  });
});

describe("8 hits before acting cost the ATTACK (REACTIONS TO INJURY), not a dagger draw", () => {
  it("a figure in HTH knocked down before its (q) still rolls to draw its dagger", () => {
    const b = daggerBrawl();
    // D (adjDX 18 in HTH) stabs first: 9 hits, 1+2 rolling 6 = 8 hits on A. A's draw: 1, drawn.
    const events = b.turn(
      [
        { figure: "a", option: "q" },
        { figure: "d", option: "p", target: "a" },
      ],
      [3, 3, 3, 6, 1],
    );
    expect(damages(events)[0]).toMatchObject({ attacker: "d", target: "a", taken: 8 });
    expect(eventsOf(events, "dagger-draw")).toEqual([
      { type: "dagger-draw", figure: "a", faces: [1], success: true },
    ]);
    expect(b.fig("a").readyWeapon).toBe("dagger");
  });
});
