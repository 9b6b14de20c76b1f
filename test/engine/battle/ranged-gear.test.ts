/**
 * MELEE: MISSILE WEAPONS over several turns — a crossbow's reloading belongs to the crossbow, not to
 * a bow the figure readies after it; the last shot (j) and the dagger readied when grappled (HAND-
 * TO-HAND COMBAT, the defender's 3 or 4); PRONE AND KNEELING FIRE (a fallen figure may not reload).
 */
import { describe, expect, it } from "vitest";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

describe("WEAPON TABLE: a crossbow's reloading is kept on the crossbow", () => {
  // WEAPON TABLE: "Light crossbow … Fires every other turn"; MISSILE WEAPONS: "Reloading a crossbow
  // comes under the 'ready a weapon' option". Nothing about a crossbow's reloading touches a bow,
  // sling or rock the same figure later readies.

  it("a longbow readied after the figure fired its crossbow can be shot", () => {
    // ST 12 DX 12: light crossbow (ST 12) and longbow (ST 11), two weapons, legal.
    const b = new TestBattle([
      fighter(
        "x",
        human("Xbow", {
          st: 12,
          dx: 12,
          weapons: ["light-crossbow", "longbow"],
          readyWeapon: "light-crossbow",
        }),
        "E12",
        N,
      ),
      fighter("t", human("T", { st: 40 }), "E8", S, "red"),
    ]);
    // Turn 1: the crossbow shoots (16, an automatic miss); it now needs a turn of reloading.
    b.turn(
      [
        { figure: "x", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [6, 5, 5],
    );
    // Turn 2: option (e) slings the unloaded crossbow and readies the longbow.
    b.turn([
      { figure: "x", option: "e", ready: { weapon: "longbow" } },
      { figure: "t", option: "pass" },
    ]);
    expect(b.fig("x").readyWeapon).toBe("longbow");
    // Turn 3: the longbow, ready since last turn, shoots: 7 against adjDX 12 (no range penalty);
    // the longbow's 1+2 with a 4: 6 hits.
    const events = b.turn(
      [
        { figure: "x", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [2, 2, 3, 4],
    );
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ attacker: "x", weapon: "Longbow", adjDx: 12, result: "hit" }),
    ]);
    expect(damages(events)).toEqual([
      expect.objectContaining({
        attacker: "x",
        target: "t",
        damage: { dice: 1, add: 2 },
        total: 6,
      }),
    ]);
  });
});

describe("ruling: a dropped crossbow lies loaded or not, as it fell", () => {
  const crossbowman = (name: string) =>
    human(name, { st: 12, dx: 12, weapons: ["light-crossbow"], readyWeapon: "light-crossbow" });

  it("a 17 drops the crossbow unloaded: picked up, it needs its turn of reloading", () => {
    const b = new TestBattle([
      fighter("x", crossbowman("Xbow"), "E12", N),
      fighter("t", human("T", { st: 40 }), "E8", S, "red"),
    ]);
    // Turn 1: 17 against adjDX 12 drops the light crossbow in x's hex, just fired.
    const events = b.turn(
      [
        { figure: "x", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [6, 6, 5],
    );
    expect(eventsOf(events, "item-dropped")).toEqual([
      expect.objectContaining({ figure: "x", item: "light-crossbow", reason: "rolled 17" }),
    ]);
    expect(b.state.dropped).toEqual([
      { item: "light-crossbow", position: at("E12"), reloadTurnsLeft: 1 },
    ]);
    expect(b.fig("x").reloadTurnsLeft).toBe(0);
    // Turn 2: picked up with (e); turn 3 goes to reloading, not shooting.
    b.turn([
      { figure: "x", option: "e", ready: { pickUp: "light-crossbow" } },
      { figure: "t", option: "pass" },
    ]);
    expect(b.fig("x")).toMatchObject({ readyWeapon: "light-crossbow", reloadTurnsLeft: 1 });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "x", option: "f", target: "t" })).toThrow(
      "Xbow has no loaded missile weapon it can shoot.",
    );
  });

  it("a loaded crossbow lying on the ground shoots for whoever picks it up", () => {
    const b = new TestBattle([
      fighter("y", human("Yan", { st: 12, dx: 12 }), "E12", N),
      fighter("t", human("T", { st: 40 }), "E8", S, "red"),
    ]);
    b.place("light-crossbow", "E12");
    // Option (e): the broadsword is re-slung and the crossbow picked up.
    b.turn([
      { figure: "y", option: "e", ready: { pickUp: "light-crossbow" } },
      { figure: "t", option: "pass" },
    ]);
    expect(b.fig("y")).toMatchObject({ readyWeapon: "light-crossbow", reloadTurnsLeft: 0 });
    // 7 against adjDX 12: a hit; 2 dice of 4 and 4.
    const events = b.turn(
      [
        { figure: "y", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [2, 2, 3, 4, 4],
    );
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ attacker: "y", weapon: "Light crossbow", result: "hit" }),
    ]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "t", total: 8 })]);
    expect(b.fig("y").reloadTurnsLeft).toBe(1);
  });

  it("an 18 breaks the crossbow, and a crossbow picked up later is loaded", () => {
    const b = new TestBattle([
      fighter("x", crossbowman("Xbow"), "E12", N),
      fighter("t", human("T", { st: 40 }), "E8", S, "red"),
    ]);
    b.turn(
      [
        { figure: "x", option: "f", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [6, 6, 6],
    );
    expect(b.fig("x")).toMatchObject({ readyWeapon: null, reloadTurnsLeft: 0 });
    b.place("light-crossbow", "E12");
    b.turn([
      { figure: "x", option: "e", ready: { pickUp: "light-crossbow" } },
      { figure: "t", option: "pass" },
    ]);
    expect(b.fig("x")).toMatchObject({ readyWeapon: "light-crossbow", reloadTurnsLeft: 0 });
  });
});

describe("MISSILE WEAPONS: the weapon dropped after a last shot (j) is whatever is in hand", () => {
  // Option (j): "The missile weapon MUST be dropped next turn." HAND-TO-HAND COMBAT, defender's roll
  // of 3 or 4: "the defender drops his ready weapon and/or shield, but has time to ready his dagger
  // … He will be able to use it in his next attack."
  it("an archer grappled after its last shot keeps the dagger it readied in the brawl", () => {
    // Wulf (adjDX 13) has his back to the wall at E1; A (adjDX 12) faces him from E2.
    const b = new TestBattle([
      fighter(
        "w",
        human("Wulf", { st: 11, dx: 13, weapons: ["longbow", "dagger"], readyWeapon: "longbow" }),
        "E1",
        S,
      ),
      fighter("a", human("A", { dx: 12 }), "E2", N, "red"),
    ]);
    // Turn 1: Wulf's last shot misses (16); A grapples him: defence roll 3, Wulf drops the bow and
    // readies his dagger; A's bare-handed blow misses (16).
    const one = b.turn(
      [
        { figure: "w", option: "j", target: "a" },
        { figure: "a", option: "m", target: "w" },
      ],
      [6, 5, 5, 3, 6, 5, 5],
    );
    expect(eventsOf(one, "hth-defense")[0]).toMatchObject({
      defender: "w",
      outcome: "grappled-dagger",
    });
    expect(b.fig("w").readyWeapon).toBe("dagger");
    expect(b.state.dropped).toContainEqual({ item: "longbow", position: at("E1") });
    // Turn 2: Wulf attacks in the brawl (p): the bow is already on the ground and the dagger stays.
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    const two = b.order({ type: "move", figure: "w", option: "p", target: "a" });
    expect(eventsOf(two, "item-dropped")).toEqual([]);
    expect(b.fig("w").readyWeapon).toBe("dagger");
  });
});

describe("PRONE AND KNEELING FIRE: reloading a crossbow while knocked down", () => {
  // "A crossbow may be reloaded by a prone or kneeling figure"; option (g) tells "prone, kneeling,
  // or knocked-down" apart, and (docs/rulings.md, "An archer who falls") a figure knocked over is
  // "fallen", not lying prone. "A figure MUST take a turn to stand up before attacking, running,
  // etc."
  it("a fallen crossbowman may not take (e) to reload", () => {
    const b = new TestBattle([
      fighter(
        "x",
        human("Xbow", {
          st: 12,
          dx: 12,
          weapons: ["light-crossbow"],
          readyWeapon: "light-crossbow",
        }),
        "E12",
        N,
      ),
      fighter("t", human("T"), "E4", S, "red"),
    ]);
    // It fired last turn (one turn of reloading left) and then fell.
    b.edit("x", { reloadTurnsLeft: 1, posture: "fallen" });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "x", option: "e" })).toThrow(
      "Xbow has fallen and must stand up first.",
    );
  });
});
