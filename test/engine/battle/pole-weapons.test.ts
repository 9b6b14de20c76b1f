/**
 * MELEE: POLE WEAPONS — double damage charging with one (option b) and using one against a
 * charging enemy; +2 DX for standing still in the same hex when an enemy charges you (facing may
 * change). And the order of attack counts that +2 (IV step 4: everything but range counts).
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  NE,
  NW,
  S,
  SE,
  TestBattle,
} from "./attack-builders.ts";

const spearman = (over: Partial<FigureSpec> = {}) =>
  human("Spear", { st: 11, dx: 13, weapons: ["spear"], readyWeapon: "spear", ...over });
const halberdier = (over: Partial<FigureSpec> = {}) =>
  human("Halberd", { st: 13, dx: 11, weapons: ["halberd"], readyWeapon: "halberd", ...over });

describe("charging with a pole weapon (option b)", () => {
  function charge(faces: number[], target: FigureSpec = human("T", { st: 20 })) {
    const b = new TestBattle([
      fighter("c", spearman(), "E2", S),
      fighter("t", target, "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "c", option: "b", path: [at("E3"), at("E4"), at("E5")], target: "t" },
        { figure: "t", option: "pass" },
      ],
      faces,
    );
    return { b, events };
  }

  it("does double damage: spear 1+1 rolling 3 is 8", () => {
    const { events } = charge([3, 3, 3, 3]);
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "c", adjDx: 13, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ faces: [3], multiplier: 2, total: 8, taken: 8 });
  });

  it("ruling: multipliers multiply — a 4 on the charge does ×4", () => {
    const { events } = charge([1, 2, 1, 3]);
    expect(damages(events)[0]).toMatchObject({ multiplier: 4, total: 16 });
  });

  it("a pole weapon that does not charge does ordinary damage", () => {
    const b = new TestBattle([
      fighter("c", spearman(), "E5", S),
      fighter("t", human("T", { st: 20 }), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "c", option: "h", target: "t" },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 3, 3],
    );
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 4 });
  });

  it("a sword does not double on the charge", () => {
    const b = new TestBattle([
      fighter("c", human("Sword"), "E2", S),
      fighter("t", human("T", { st: 20 }), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "c", option: "b", path: [at("E3"), at("E4"), at("E5")], target: "t" },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 3, 3, 3],
    );
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 6 });
  });

  it("ruling: a javelin thrown on a charge does ordinary damage (the pole rules are for the hand)", () => {
    const b = new TestBattle([
      fighter("c", human("J", { weapons: ["javelin"], readyWeapon: "javelin" }), "E3", S),
      fighter("t", human("T", { st: 30 }), "E7", N, "red"),
    ]);
    // E3 → E4, then a throw of 3 hexes: adjDX 12 − 3 = 9; 9 hits. Javelin 1−1 rolling 5 = 4.
    const events = b.turn(
      [
        { figure: "c", option: "b", path: [at("E4")], facing: S, target: "t", attack: "thrown" },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 3, 5],
    );
    expect(attackRolls(events)[0]).toMatchObject({ kind: "thrown", adjDx: 9, result: "hit" });
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 4 });
  });
});

describe("a pole weapon against a charging enemy", () => {
  /** "c" (red) charges from E2 to E5 at "p" in E6; then "p" (blue) acts with the given order. */
  function receive(
    p: FigureSpec,
    pOrder: { path?: ReturnType<typeof at>[]; facing?: 0 | 1 | 2 | 3 | 4 | 5 },
    faces: number[],
    pFacing: 0 | 1 | 2 | 3 | 4 | 5 = N,
  ) {
    const b = new TestBattle([
      fighter("p", p, "E6", pFacing),
      fighter("c", human("Charger", { st: 14, dx: 12 }), "E2", S, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "c", option: "b", path: [at("E3"), at("E4"), at("E5")], target: "p" },
        { figure: "p", option: "h", target: "c", ...pOrder },
      ],
      faces,
    );
    return { b, events };
  }

  it("standing still: +2 DX and double damage; the +2 lets the halberd strike first", () => {
    // Halberd adjDX 11 + 2 = 13 beats the charger's 12.
    const { events } = receive(halberdier(), {}, [3, 3, 3, 1, 2, 6, 6, 1]);
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({
        attacker: "p",
        adjDx: 13,
        modifiers: [{ label: "pole weapon vs charge", value: 2 }],
        result: "hit",
      }),
      expect.objectContaining({ attacker: "c", adjDx: 12, result: "miss" }),
    ]);
    // Halberd 2-1 rolling 3: 2, doubled.
    expect(damages(events)[0]).toMatchObject({ target: "c", multiplier: 2, total: 4 });
  });

  it("the +2 is what makes 13 a hit", () => {
    const { events } = receive(halberdier(), {}, [4, 4, 5, 1, 2, 6, 6, 1]);
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "p",
      faces: [4, 4, 5],
      adjDx: 13,
      result: "hit",
    });
  });

  it("changing facing in the same hex keeps the +2", () => {
    const { events } = receive(halberdier(), { facing: N }, [3, 3, 3, 1, 2, 6, 6, 1], NE);
    expect(eventsOf(events, "moved").find((m) => m.figure === "p")).toMatchObject({
      path: [],
      facing: N,
    });
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "p", adjDx: 13 });
  });

  it("shifting a hex loses the +2 but still doubles", () => {
    // From E6 to F5, still next to the charger in E5, facing it.
    const { events } = receive(
      halberdier(),
      { path: [at("F5")], facing: NW },
      [6, 6, 1, 3, 3, 3, 1, 2],
    );
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ attacker: "c", adjDx: 12, result: "miss" }),
      expect.objectContaining({ attacker: "p", adjDx: 11, modifiers: [], result: "hit" }),
    ]);
    expect(damages(events)[0]).toMatchObject({ multiplier: 2, total: 4 });
  });

  it("a sword against a charger: no +2, no doubling", () => {
    const swordsman = human("Sword", { st: 13, dx: 13 });
    const { events } = receive(swordsman, {}, [3, 3, 3, 1, 2, 6, 6, 1]);
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "p", adjDx: 13, modifiers: [] });
    expect(damages(events)[0]).toMatchObject({ multiplier: 1, total: 3 });
  });

  it("against an enemy who charged someone else: double damage but no +2", () => {
    // c2 charges Q (p's friend) and ends in p's front hex F5; c1 holds p engaged from E5.
    const b = new TestBattle([
      fighter("p", halberdier(), "E6", NE),
      fighter("q", human("Q"), "G6", NW),
      fighter("c1", human("C1"), "E5", S, "red"),
      fighter("c2", human("C2", { st: 16, dx: 8 }), "F2", S, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "c1", option: "pass" },
        {
          figure: "c2",
          option: "b",
          path: [at("F3"), at("F4"), at("F5")],
          facing: SE,
          target: "q",
        },
        { figure: "p", option: "h", target: "c2" },
        { figure: "q", option: "pass" },
      ],
      [3, 3, 3, 1, 2, 6, 6, 1],
    );
    expect(attackRolls(events)).toEqual([
      // p strikes c2 from c2's side: +2 for that, none for the pole.
      expect.objectContaining({
        attacker: "p",
        target: "c2",
        adjDx: 13,
        modifiers: [{ label: "from the side", value: 2 }],
      }),
      expect.objectContaining({ attacker: "c2", target: "q", adjDx: 8, result: "miss" }),
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "c2", multiplier: 2, total: 4 });
  });
});

describe("a pole weapon against a charge thrown back from hand-to-hand", () => {
  it("keeps its +2 DX: the elf charged the halberdier even though it backed up", () => {
    const b = new TestBattle([
      fighter(
        "p",
        human("Halb", { st: 13, dx: 11, weapons: ["halberd"], readyWeapon: "halberd" }),
        "E6",
        N,
      ),
      // An unarmored elf (MA 12) may go hand-to-hand onto a slower man, here from his rear.
      fighter("c", { ...human("Elf", { st: 12, dx: 12 }), race: "elf" }, "E10", N, "red"),
    ]);
    const events = b.turn(
      [
        // Four hexes of the elf's six for a charge, onto p's hex; p's 5 throws it back to E7.
        { figure: "c", option: "b", path: [at("E9"), at("E8"), at("E7"), at("E6")], target: "p" },
        // p stays in E6, turning to face the elf, and strikes.
        { figure: "p", option: "h", facing: S, target: "c" },
      ],
      // 5: thrown back. 10 against adjDX 13: a hit. Halberd 2-1 with 3 and 3, doubled: 10.
      [5, 3, 3, 4, 3, 3],
    );
    expect(b.fig("c").position).toEqual(at("E7"));
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "p",
      target: "c",
      adjDx: 13,
      modifiers: [{ label: "pole weapon vs charge", value: 2 }],
    });
    expect(damages(events)[0]).toMatchObject({ target: "c", multiplier: 2, total: 10 });
  });
});
