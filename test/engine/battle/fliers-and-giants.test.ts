/**
 * MELEE: VIII. NONHUMAN FIGURES where they meet the rest of the rules: a gargoyle knocked down,
 * slain or changing its option in the air (REACTIONS TO INJURY; MOVING ONTO OTHER FIGURES; IV.
 * OPTIONS), a flier or a beast whose charge would leave it on a figure it passed over (HAND-TO-HAND
 * COMBAT), the giant's club (ROLLING FOR A HIT; HAND-TO-HAND COMBAT), shield-rushing a giant
 * (SHIELD-RUSH ATTACKS), and a friendly giant snake in the line of a thrown weapon. See
 * docs/rulings.md ("The gargoyle's flight", "The giant keeps its club", "Shield-rushing a giant",
 * "Rolling to miss a giant snake", "Charging onto a foe from a hex one could not stop in").
 */
import { describe, expect, it } from "vitest";
import { optionProblem } from "../../../src/engine/battle/availability.ts";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { figuresAt, isInHth } from "../../../src/engine/battle/figures.ts";
import { targetProblem } from "../../../src/engine/battle/targets.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import {
  at,
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  SE,
  TestBattle,
} from "./attack-builders.ts";

/** The hex label a figure stands in. */
const where = (b: TestBattle, id: string) => formatHex(b.fig(id).position);

const archer = (name: string) =>
  human(name, { st: 12, dx: 12, weapons: ["longbow"], readyWeapon: "longbow" });

const BACK_OFF_REFUSAL = (hex: string) =>
  `A charge onto a foe must come from a hex the charger could stop in, to back off into if repelled; ${hex} is not one.`;

describe("MELEE: REACTIONS TO INJURY — a gargoyle struck down in the air", () => {
  it("falls out of the air when 8 hits knock it down, into the hex it was over", () => {
    const b = new TestBattle([
      fighter("ann", archer("Ann"), "E10", N),
      beast("garg", "gargoyle", "E3", S),
    ]);
    b.edit("garg", { flying: true, position: at("E6"), facing: S });
    // Ann shoots: 4 is a double-damage hit; longbow 1+2 rolls 4 → 6 × 2 = 12, stone stops 3: 9 hits.
    const events = b.turn(
      [
        { figure: "ann", option: "f", target: "garg" },
        { figure: "garg", option: "pass" },
      ],
      [1, 1, 2, 4],
    );
    expect(damages(events)).toMatchObject([{ target: "garg", total: 12, stopped: 3, taken: 9 }]);
    expect(eventsOf(events, "flight")).toEqual([
      { type: "flight", figure: "garg", airborne: false },
    ]);
    // Down means down: on the ground in E6, in reach of a sword.
    expect(b.fig("garg")).toMatchObject({ posture: "fallen", flying: false, condition: "ok" });
    expect(figuresAt(b.state, at("E6")).map((f) => f.id)).toEqual(["garg"]);
  });

  it("the turn after, it may stand up (n) beside the swordsman it fell in front of, and he may strike it", () => {
    const b = new TestBattle([
      fighter("ann", archer("Ann"), "E10", N),
      fighter("bob", human("Bob"), "E5", S),
      beast("garg", "gargoyle", "E3", S),
    ]);
    b.edit("garg", { flying: true, position: at("E6"), facing: S });
    b.turn(
      [
        { figure: "ann", option: "f", target: "garg" },
        { figure: "bob", option: "pass" },
        { figure: "garg", option: "pass" },
      ],
      [1, 1, 2, 4],
    );
    expect(b.fig("garg")).toMatchObject({ knockedDownLastTurn: true, flying: false });
    // REACTIONS TO INJURY: "It may do nothing NEXT turn except stand up (or stay down)". It lies in
    // E6, Bob's front hex (Bob in E5 facing S), so it is engaged: it stands up with (n), not (g).
    expect(optionProblem(b.state, b.fig("garg"), "n")).toBeNull();
    expect(optionProblem(b.state, b.fig("garg"), "g")).toBe(
      "garg is engaged; its options are (h)–(o).",
    );
    // On the ground a hand weapon reaches it.
    expect(targetProblem(b.state, b.fig("bob"), "garg", "weapon")).toBeNull();
  });
});

describe("MELEE: MOVING ONTO OTHER FIGURES — a gargoyle slain in the air", () => {
  it("leaves a body in the hex it was over, which a figure may move onto and stop in", () => {
    const b = new TestBattle([
      fighter("ann", archer("Ann"), "E10", N),
      fighter("bob", human("Bob"), "C8", N),
      beast("garg", "gargoyle", "E3", S),
      beast("wolf", "wolf", "J14", N),
    ]);
    // ST 20 with 18 hits: any 2 hits through its stone put it out.
    b.edit("garg", { flying: true, position: at("E6"), facing: S, hits: 18 });
    // Ann hits with 2 + 3 + 3 = 8; 4 + 2 = 6, less 3 for the stone: 3 hits, 21 in all.
    const events = b.turn(
      [
        { figure: "ann", option: "f", target: "garg" },
        { figure: "bob", option: "pass" },
        { figure: "garg", option: "pass" },
        { figure: "wolf", option: "pass" },
      ],
      [2, 3, 3, 4],
    );
    expect(damages(events)).toMatchObject([{ target: "garg", total: 6, stopped: 3, taken: 3 }]);
    expect(b.fig("garg")).toMatchObject({ condition: "dead", posture: "fallen", flying: false });
    // Bob walks onto the body in E6 and stops there (a footing roll: 3 + 3 + 4 = 10 ≤ 12).
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    const moved = b.order(
      { type: "move", figure: "bob", option: "a", path: [at("D7"), at("D6"), at("E6")] },
      [3, 3, 4],
    );
    expect(where(b, "bob")).toBe("E6");
    expect(b.fig("bob").posture).toBe("standing");
    expect(eventsOf(moved, "saving-roll")).toMatchObject([
      { figure: "bob", purpose: "keep footing among bodies", faces: [3, 3, 4], success: true },
    ]);
  });
});

describe("MELEE: HAND-TO-HAND COMBAT — a charge must enter the foe's hex from one the charger could stop in", () => {
  // A repelled attacker "backs up to the hex from which he entered"; MELEE V: "a figure may never
  // move through a standing or kneeling figure", and only a body's hex or a foe's (for HTH) may be
  // stopped in. So a charge whose last step comes from such a hex is refused (docs/rulings.md).
  it("a gargoyle may not land on a foe straight after flying over the standing man before him; from a free hex it may", () => {
    const b = new TestBattle([
      fighter("ann", human("Ann"), "E10", N),
      fighter("bob", human("Bob"), "E9", N),
      beast("garg", "gargoyle", "E3", S),
    ]);
    b.edit("garg", { flying: true, position: at("E4"), facing: S });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", figure: "ann", option: "pass" });
    b.order({ type: "move", figure: "bob", option: "pass" });
    // Over Bob (E9) and down onto Ann (E10): 6 hexes of its 8 for (b) in the air.
    expect(() =>
      b.order({
        type: "move",
        figure: "garg",
        option: "b",
        path: ["E5", "E6", "E7", "E8", "E9", "E10"].map(at),
        target: "ann",
      }),
    ).toThrow(BACK_OFF_REFUSAL("E9"));
    expect(where(b, "garg")).toBe("E4");
    expect(b.fig("garg").flying).toBe(true);
    // By D9 instead, a free hex (7 hexes): Ann rolls 5 and the gargoyle backs up to D9, landed.
    const events = b.order(
      {
        type: "move",
        figure: "garg",
        option: "b",
        path: ["E5", "D5", "D6", "D7", "D8", "D9", "E10"].map(at),
        target: "ann",
      },
      [5],
    );
    expect(eventsOf(events, "hth-defense")).toMatchObject([
      { defender: "ann", faces: [5], outcome: "backed-off" },
    ]);
    expect(where(b, "garg")).toBe("D9");
    expect(b.fig("garg").flying).toBe(false);
    expect(isInHth(b.state, b.fig("ann"))).toBe(false);
    expect(isInHth(b.state, b.fig("bob"))).toBe(false);
    expect(figuresAt(b.state, at("E9")).map((f) => f.id)).toEqual(["bob"]);
  });

  it("a wolf may not jump a prone man straight onto the foe beyond him; from a free hex it may", () => {
    // Ann (E10) faces SE; Pro lies prone in E9. The wolf (MA 12, faster than Ann's 10) charges
    // from E7.
    const b = new TestBattle([
      fighter("ann", human("Ann"), "E10", SE),
      fighter("pro", human("Pro"), "E9", N),
      beast("wolf", "wolf", "E7", S, "red"),
    ]);
    b.edit("pro", { posture: "prone" });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", figure: "ann", option: "pass" });
    b.order({ type: "move", figure: "pro", option: "pass" });
    // E8, jump Pro (3), onto Ann in E10: 5 of the wolf's 6 for (b).
    expect(() =>
      b.order({
        type: "move",
        figure: "wolf",
        option: "b",
        path: ["E8", "E9", "E10"].map(at),
        target: "ann",
      }),
    ).toThrow(BACK_OFF_REFUSAL("E9"));
    expect(where(b, "wolf")).toBe("E7");
    // By D7, D8 and D9 instead: Ann rolls 5 and the wolf backs up to D9; Pro was never attacked.
    const events = b.order(
      {
        type: "move",
        figure: "wolf",
        option: "b",
        path: ["D7", "D8", "D9", "E10"].map(at),
        target: "ann",
      },
      [5],
    );
    expect(eventsOf(events, "hth-defense")).toMatchObject([
      { defender: "ann", faces: [5], outcome: "backed-off" },
    ]);
    expect(where(b, "wolf")).toBe("D9");
    expect(isInHth(b.state, b.fig("pro"))).toBe(false);
    expect(isInHth(b.state, b.fig("ann"))).toBe(false);
  });
});

describe("MELEE: VIII. NONHUMAN FIGURES — the giant keeps its club", () => {
  // docs/rulings.md, "The giant keeps its club": the club is sized to its giant, its damage follows
  // the giant's ST, and the book has no rules for a giant without it; a 17 or 18 (ROLLING FOR A
  // HIT) and being grappled (HAND-TO-HAND COMBAT) cost it nothing.

  /** The man "m" in E5 passes; the giant "g" in E6 facing N strikes him from its front hex. */
  const giantStrikes = (b: TestBattle, faces: number[]) =>
    b.turn(
      [
        { figure: "m", option: "pass" },
        { figure: "g", option: "h", target: "m" },
      ],
      faces,
    );
  it("a 17 drops nothing: the giant strikes with its club again the next turn", () => {
    // Giant in E6 facing N (covers E6, F5, F6); the man in E5 is in its front hex.
    const b = new TestBattle([fighter("m", human("M"), "E5", S), beast("g", "giant", "E6", N)]);
    const first = giantStrikes(b, [6, 6, 5]);
    expect(attackRolls(first)).toMatchObject([
      { attacker: "g", target: "m", faces: [6, 6, 5], result: "drop" },
    ]);
    expect(eventsOf(first, "item-dropped")).toEqual([]);
    expect(b.state.dropped).toEqual([]);
    // Next turn it hits with 3 + 3 + 3 = 9 and its club (2+2) does 4 + 4 + 2 = 10.
    const second = giantStrikes(b, [3, 3, 3, 4, 4]);
    expect(attackRolls(second)).toMatchObject([
      { attacker: "g", target: "m", weapon: "spiked club", faces: [3, 3, 3], result: "hit" },
    ]);
    expect(damages(second)).toMatchObject([{ attacker: "g", target: "m", total: 10, taken: 10 }]);
  });

  it("an 18 breaks nothing", () => {
    const b = new TestBattle([fighter("m", human("M"), "E5", S), beast("g", "giant", "E6", N)]);
    const events = giantStrikes(b, [6, 6, 6]);
    expect(attackRolls(events)).toMatchObject([
      { attacker: "g", faces: [6, 6, 6], result: "break" },
    ]);
    expect(eventsOf(events, "item-broken")).toEqual([]);
    expect(eventsOf(events, "item-dropped")).toEqual([]);
  });

  it("grappled on a 1, it drops nothing", () => {
    // The man jumps the giant from behind, from G7 onto its rear hex F6; the giant rolls 1.
    const b = new TestBattle([
      fighter("m", human("M", { weapons: ["dagger"], readyWeapon: "dagger" }), "G7", N),
      beast("g", "giant", "E6", N),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    const events = b.order(
      { type: "move", figure: "m", option: "b", path: [at("F6")], target: "g" },
      [1],
    );
    expect(eventsOf(events, "hth-defense")).toMatchObject([
      { defender: "g", faces: [1], outcome: "grappled" },
    ]);
    expect(isInHth(b.state, b.fig("g"))).toBe(true);
    expect(eventsOf(events, "item-dropped")).toEqual([]);
    expect(b.state.dropped).toEqual([]);
  });
});

describe("MELEE: SHIELD-RUSH ATTACKS — a giant", () => {
  it("shield-rushing a giant is pointless: a hit does not make the giant roll, and it stays afoot", () => {
    const b = new TestBattle([
      fighter(
        "r",
        human("Rusher", { st: 13, dx: 11, shield: "small-shield", shieldReady: true }),
        "E5",
        S,
      ),
      beast("g", "giant", "E6", N),
    ]);
    // The rush hits with 3 + 3 + 3 = 9 against DX 11; the giant rolls nothing.
    const events = b.turn(
      [
        { figure: "r", option: "h", target: "g", attack: "shield-rush" },
        { figure: "g", option: "pass" },
      ],
      [3, 3, 3],
    );
    expect(attackRolls(events)).toMatchObject([
      { attacker: "r", target: "g", kind: "shield-rush", faces: [3, 3, 3], result: "hit" },
    ]);
    expect(eventsOf(events, "saving-roll")).toEqual([
      {
        type: "saving-roll",
        figure: "g",
        purpose: "stays afoot (a giant cannot be rushed)",
        faces: [],
        target: 0,
        success: true,
      },
    ]);
    expect(b.fig("g").posture).toBe("standing");
  });
});

describe("MELEE: VIII. NONHUMAN FIGURES — rolling to miss a friendly giant snake", () => {
  it("a friendly giant snake in the way is rolled to miss without the −3 that makes it hard to hit (−3 is 'for any attack on it')", () => {
    // The thrower in E10 faces N; his friend the snake in E9 faces him (the thrower is in its
    // front); the enemy target stands in E7, three hexes off.
    const b = new TestBattle([
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E10", N),
      beast("snake", "giant-snake", "E9", S, "blue"),
      fighter("t", human("T"), "E7", S, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "b", target: "t", attack: "thrown" },
        { figure: "snake", option: "pass" },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 4, 3, 3, 3, 4],
    );
    // DX 12, −1 for one hex: rolling 10 to miss at 11, he misses the snake, as he would miss a man.
    // Then at T, −3 for three hexes: 9 hits, and the dagger (1−1) does 4 − 1 = 3.
    expect(attackRolls(events)).toMatchObject([
      {
        attacker: "a",
        target: "snake",
        toMiss: true,
        faces: [3, 3, 4],
        adjDx: 11,
        modifiers: [{ label: "thrown 1 hexes", value: -1 }],
        result: "miss",
      },
      { attacker: "a", target: "t", toMiss: false, faces: [3, 3, 3], adjDx: 9, result: "hit" },
    ]);
    expect(damages(events)).toMatchObject([{ target: "t", faces: [4], total: 3, taken: 3 }]);
  });
});

describe("MELEE: IV. OPTIONS — a gargoyle changing its option in the air", () => {
  // (c) DODGE: "Move up to ½ its MA"; the gargoyle's "MA is 8 on the ground, 16 if flying". A
  // player may change his mind "as long as … that figure did not move too far to allow it to take
  // the new option".
  /** The gargoyle takes off from E1 and flies with option (a) to this hex. */
  function gargoyleFlownTo(hex: string): TestBattle {
    const b = new TestBattle([
      beast("garg", "gargoyle", "E1", S, "blue"),
      fighter("ann", human("Ann"), "E16", N, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({
      type: "move",
      figure: "garg",
      option: "a",
      flight: "take-off",
      destination: at(hex),
    });
    return b;
  }

  it("may change (a) to dodge (c) after flying 7 hexes: ½ of its flying MA 16 is 8", () => {
    const b = gargoyleFlownTo("E8");
    expect(b.fig("garg").flying).toBe(true);
    expect(chosenOption(b.state, "garg")?.moved).toBe(7);
    b.order({ type: "change-option", figure: "garg", option: "c" });
    expect(chosenOption(b.state, "garg")?.option).toBe("c");
  });

  it("may not change to (c) after flying 9", () => {
    const b = gargoyleFlownTo("E10");
    expect(chosenOption(b.state, "garg")?.moved).toBe(9);
    expect(() => b.order({ type: "change-option", figure: "garg", option: "c" })).toThrow(
      "garg moved 9 hexes; (c) allows at most 8.",
    );
  });
});
