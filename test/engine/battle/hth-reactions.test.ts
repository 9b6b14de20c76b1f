/**
 * MELEE: HAND-TO-HAND COMBAT (the defender's roll when jumped), VI. FACING (a figure bending over or
 * on the ground has no front), POLE WEAPONS (a spear's automatic hit on a charger), FORCING RETREAT,
 * MULTIPLE HTH COMBAT (a charger picks its enemy in a brawl), DEFENDING AND DODGING.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
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

/** D, jumped from behind, rolled 6, rolled again `second`, and was grappled; A's bare hands did 3. */
function expectRerolledSix(events: BattleEvent[], second: number): void {
  expect(eventsOf(events, "hth-defense")).toEqual([
    { type: "hth-defense", attacker: "a", defender: "d", faces: [6, second], outcome: "grappled" },
  ]);
  expect(damages(events)).toEqual([
    expect.objectContaining({ attacker: "a", target: "d", damage: { dice: 1, add: -3 }, total: 3 }),
  ]);
}

describe("VI. FACING: one bending over faces 'rear' in all six directions", () => {
  /**
   * D (red) in E6 facing N picks up a dagger lying there with (e): it bends over. Then A (blue), in
   * E4 facing S, charges onto D through E5 — D's front hex by its counter's facing, but D has no
   * front now, so A comes in from D's rear.
   */
  function bendingOver(d = human("D")): TestBattle {
    const b = new TestBattle([fighter("d", d, "E6", N, "red"), fighter("a", human("A"), "E4", S)]);
    b.place("dagger", "E6");
    return b;
  }
  const orders = [
    { figure: "d", option: "e" as const, ready: { pickUp: "dagger" as const } },
    { figure: "a", option: "b" as const, path: [at("E5"), at("E6")], target: "d" },
  ];

  it("a figure bending over may be jumped from any side ((c) the attacker comes in from the rear)", () => {
    const b = bendingOver();
    // D's die 1: grappled. A's bare hands: 9 hits (+4), a 6 for 1-3: 3.
    const events = b.turn(orders, [1, 3, 3, 3, 6]);
    expect(eventsOf(events, "hth-defense")).toEqual([
      { type: "hth-defense", attacker: "a", defender: "d", faces: [1], outcome: "grappled" },
    ]);
    expect(b.fig("a")).toMatchObject({ position: at("E6"), posture: "fallen" });
  });

  it("a figure bending over is jumped from behind: its 6 is ignored and rolled again", () => {
    // D in leather (MA 8) may be entered anyway (lower MA); jumped while bending over, its 6
    // does not count: 6, then 1, grappled. A's bare hands: 9 hits, a 6 for 1-3: 3.
    const b = bendingOver(human("D", { armor: "leather" }));
    const events = b.turn(orders, [6, 1, 3, 3, 3, 6]);
    expectRerolledSix(events, 1);
  });
});

describe("VI. FACING: a figure on the ground faces 'rear' in all six directions", () => {
  it("a prone defender jumped from any side is jumped from behind: its 6 is rolled again", () => {
    // D lies prone in E6 (its counter still turned N); A charges from E4 through E5 onto it. D's
    // 6 is rolled again: 2, grappled. A's bare hands: 9 hits, a 6 for 1-3: 3.
    const b = new TestBattle([
      fighter("a", human("A"), "E4", S),
      fighter("d", human("D"), "E6", N, "red"),
    ]);
    b.edit("d", { posture: "prone" });
    const events = b.turn(
      [
        { figure: "a", option: "b", path: [at("E5"), at("E6")], target: "d" },
        { figure: "d", option: "pass" },
      ],
      [6, 2, 3, 3, 3, 6],
    );
    expectRerolledSix(events, 2);
  });
});

describe("HAND-TO-HAND COMBAT: the defender's 6 is a hit like any other", () => {
  it("POLE WEAPONS: a spearman's automatic hit on a charger who jumps him does double damage", () => {
    // D (red, leather: MA 8, spear ready) in E6 facing N; A (blue, MA 10) charges (b) from G7
    // through F6, D's side hex, onto E6. D rolls 6: an automatic hit with the spear (1+1), used
    // "against a charge-attacking enemy": die 2, (2 + 1) × 2 = 6.
    const b = new TestBattle([
      fighter("a", human("A"), "G7", N),
      fighter(
        "d",
        human("D", { armor: "leather", weapons: ["spear"], readyWeapon: "spear" }),
        "E6",
        N,
        "red",
      ),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "b", path: [at("F6"), at("E6")], target: "d" },
        { figure: "d", option: "pass" },
      ],
      [6, 2],
    );
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({ faces: [6], outcome: "countered" });
    expect(damages(events)[0]).toMatchObject({
      attacker: "d",
      target: "a",
      damage: { dice: 1, add: 1 },
      multiplier: 2,
      total: 6,
      taken: 6,
    });
  });

  it("FORCING RETREAT: the defender whose 6 hit, and who took no hits, may force the attacker back", () => {
    // A (E2) grapples D (E1, back to the wall) with (m). D rolls 6 and hits A with its broadsword:
    // 1 + 2 = 3 hits; D takes none this turn, so at the end of the turn it may retreat A a hex.
    const b = new TestBattle([
      fighter("a", human("A"), "E2", N),
      fighter("d", human("D"), "E1", S, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "m", target: "d" },
        { figure: "d", option: "pass" },
      ],
      [6, 1, 2],
      { keepRetreat: true },
    );
    expect(damages(events)[0]).toMatchObject({ attacker: "d", target: "a", taken: 3 });
    expect(b.state.phase).toMatchObject({
      kind: "retreat",
      rights: [{ victor: "d", enemy: "a" }],
    });
  });
});

describe("MULTIPLE HTH COMBAT", () => {
  it("a charger joining a brawl attacks the enemy it picked there, not the first one listed", () => {
    // F (blue) brawls with D1 and D2 (red) in E6. A (blue) charges from E4 onto the pile, naming
    // D2 ("He can only attack them (he must pick one or the other)"). His roll: 9, a hit.
    const b = new TestBattle([
      fighter("a", human("A"), "E4", S),
      fighter("f", human("F"), "E7", N),
      fighter("d1", human("D1"), "D6", N, "red"),
      fighter("d2", human("D2"), "F6", N, "red"),
    ]);
    b.pile("E6", ["f", "d1", "d2"]);
    const events = b.turn(
      [
        { figure: "a", option: "b", path: [at("E5"), at("E6")], target: "d2" },
        { figure: "f", option: "pass" },
        { figure: "d1", option: "pass" },
        { figure: "d2", option: "pass" },
      ],
      [3, 3, 3, 6],
    );
    expect(attackRolls(events).map((r) => [r.attacker, r.target, r.kind])).toEqual([
      ["a", "d2", "hth"],
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "d2", damage: { dice: 1, add: -3 } });
  });
});

describe("DEFENDING AND DODGING: a defender grappled on a 1 or 2 has nothing left to parry with", () => {
  it("A's hand-to-hand blow on a figure that chose (i) but was grappled bare-handed rolls three dice", () => {
    // D (red, E1, back to the wall) chose to defend (i) with its broadsword; A (blue, E2) then
    // grapples it with (m). D rolls 1: it drops the broadsword and "fights bare-handed" — and "A
    // figure may NOT defend without a non-missile weapon ready, to parry with". A's blow is an
    // ordinary HTH roll: three dice, 9 against adjDX 16, a hit; 1-3 with a 6: 3.
    const b = new TestBattle([
      fighter("d", human("D"), "E1", S, "red"),
      fighter("a", human("A"), "E2", N),
    ]);
    const events = b.turn(
      [
        { figure: "d", option: "i" },
        { figure: "a", option: "m", target: "d" },
      ],
      [1, 3, 3, 3, 6],
    );
    expect(eventsOf(events, "hth-defense")[0]).toMatchObject({ faces: [1], outcome: "grappled" });
    expect(b.fig("d").readyWeapon).toBeNull();
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "a",
      target: "d",
      kind: "hth",
      faces: [3, 3, 3],
      adjDx: 16,
      result: "hit",
    });
  });
});
