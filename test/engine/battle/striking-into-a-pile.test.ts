/**
 * Striking or shooting into a hand-to-hand pile (MELEE: MULTIPLE HTH COMBAT, HITTING YOUR FRIENDS,
 * ROLLING FOR A HIT, THROWN WEAPONS' rolls to miss, POLE WEAPONS).
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

describe("a standing figure's blow into a pile", () => {
  /** S (plate: adjDX 10 into the pile, +4 − 6) strikes D1, down in a brawl in E6 with D2 and F. */
  function pileBattle(): TestBattle {
    const b = new TestBattle([
      fighter("s", human("S", { armor: "plate" }), "E5", S),
      fighter("f", human("F", { st: 30 }), "E7", N),
      fighter("d1", human("D1", { st: 30 }), "E6", N, "red"),
      fighter("d2", human("D2", { st: 30 }), "D6", N, "red"),
    ]);
    b.pile("E6", ["f", "d1", "d2"]);
    return b;
  }
  const orders = [
    { figure: "s", option: "b" as const, target: "d1" },
    { figure: "f", option: "pass" as const },
    { figure: "d1", option: "pass" as const },
    { figure: "d2", option: "pass" as const },
  ];

  it("stops at a 17 rolled for the second enemy: the broadsword drops in S's own hex", () => {
    const b = pileBattle();
    const events = b.turn(orders, [4, 4, 4, 6, 6, 5]);
    expect(attackRolls(events).map((r) => [r.target, r.result])).toEqual([
      ["d1", "miss"],
      ["d2", "drop"],
    ]);
    expect(b.fig("s").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "broadsword", position: at("E5") }]);
    expect(damages(events)).toEqual([]);
  });

  it("stops at an 18 rolled to miss the friend: the broadsword breaks and no one is hit", () => {
    const b = pileBattle();
    const events = b.turn(orders, [4, 4, 4, 4, 4, 4, 6, 6, 6]);
    expect(attackRolls(events).map((r) => [r.target, r.toMiss, r.result])).toEqual([
      ["d1", false, "miss"],
      ["d2", false, "miss"],
      ["f", true, "break"],
    ]);
    expect(b.fig("s").readyWeapon).toBeNull();
    expect(eventsOf(events, "item-broken")).toEqual([
      { type: "item-broken", figure: "s", item: "broadsword" },
    ]);
    expect(b.state.dropped).toEqual([]);
  });

  it("doubles a charging spearman's damage on whoever in the pile he hits", () => {
    const b = new TestBattle([
      fighter("s", human("S", { weapons: ["spear"], readyWeapon: "spear" }), "E4", S),
      fighter("f", human("F", { st: 30 }), "E7", N),
      fighter("d1", human("D1", { st: 30 }), "E6", N, "red"),
      fighter("d2", human("D2", { st: 30 }), "D6", N, "red"),
    ]);
    b.pile("E6", ["f", "d1", "d2"]);
    // S charges E4 → E5 and strikes D1: 16 always misses; then D2: 11 ≤ 16 hits. Spear 1+1
    // rolling 3 = 4, doubled for the charge = 8.
    const events = b.turn(
      [
        { figure: "s", option: "b", path: [at("E5")], facing: S, target: "d1" },
        { figure: "f", option: "pass" },
        { figure: "d1", option: "pass" },
        { figure: "d2", option: "pass" },
      ],
      [6, 6, 4, 3, 4, 4, 3],
    );
    expect(attackRolls(events).map((r) => [r.target, r.result])).toEqual([
      ["d1", "auto-miss"],
      ["d2", "hit"],
    ]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "d2", total: 8 })]);
  });
});

describe("a missile into a pile of any size", () => {
  /** Archer at E12 shoots at G1, down in a seven-figure pile in E8 (h first in the list). */
  function bigPile(): TestBattle {
    const archer = human("Archer", {
      st: 11,
      dx: 13,
      weapons: ["longbow"],
      readyWeapon: "longbow",
    });
    const b = new TestBattle([
      fighter("a", archer, "E12", N),
      fighter("h", human("H", { st: 30 }), "E7", S),
      ...[1, 2, 3, 4, 5, 6].map((i) => fighter(`g${i}`, human(`G${i}`), `A${i}`, N, "red")),
    ]);
    b.pile("E8", ["h", "g1", "g2", "g3", "g4", "g5", "g6"]);
    return b;
  }
  const orders = [
    { figure: "a", option: "f" as const, target: "g1" },
    { figure: "h", option: "pass" as const },
    ...[1, 2, 3, 4, 5, 6].map((i) => ({ figure: `g${i}`, option: "pass" as const })),
  ];

  it("picks the victim with two dice read as 0–35 for seven figures: 1, 3 is the third, G2", () => {
    const b = bigPile();
    // 9 hits; victim dice 1, 3: (1 − 1) × 6 + (3 − 1) = 2, the third figure; longbow 1+2 rolls 4.
    const events = b.turn(orders, [3, 3, 3, 1, 3, 4]);
    expect(eventsOf(events, "pile-victim")).toEqual([
      { type: "pile-victim", faces: [1, 3], figure: "g2" },
    ]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "g2", total: 6 })]);
  });

  it("rolls again when the dice name no one: 6, 6 is 35, past the 35 faces seven figures share", () => {
    const b = bigPile();
    const events = b.turn(orders, [3, 3, 3, 6, 6, 2, 1, 4]);
    // Then 2, 1: (2 − 1) × 6 + 0 = 6, 6 mod 7 = 6, the seventh figure, G6.
    expect(eventsOf(events, "pile-victim")).toEqual([
      { type: "pile-victim", faces: [6, 6, 2, 1], figure: "g6" },
    ]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "g6" })]);
  });
});
