/**
 * MELEE: THROWN WEAPONS and HITTING YOUR FRIENDS — −1 DX per hex; standing figures on the line of
 * flight are in the way (friends rolled to MISS, where 14 hits, 15 doubles, 16 triples, 17 drops
 * the weapon there and 18 breaks it; enemies rolled to hit); a miss flies on up to 10 hexes past
 * the target; the weapon lands where it hit or where its flight ended; only targets in front.
 */
import { describe, expect, it } from "vitest";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
import {
  at,
  attackRolls,
  attacksTarget,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

const thrower = (over: Partial<FigureSpec> = {}) =>
  human("Thrower", { weapons: ["dagger"], readyWeapon: "dagger", ...over });

/** "a" throws at "t" with option (b), standing still; everyone else does nothing. */
function toss(figures: FigureSetup[], faces: number[]) {
  const b = new TestBattle(figures);
  const blue = figures.filter((f) => f.side === "blue" && f.id !== "a");
  const red = figures.filter((f) => f.side === "red");
  const events = b.turn(
    [
      { figure: "a", option: "b", target: "t", attack: "thrown" },
      ...blue.map((f) => ({ figure: f.id, option: "pass" as const })),
      ...red.map((f) => ({ figure: f.id, option: "pass" as const })),
    ],
    faces,
  );
  return { b, events, rolls: attackRolls(events) };
}

describe("the throw itself", () => {
  it("hits at −1 per hex; the weapon falls in the target's hex and leaves the thrower's hand", () => {
    const { b, events, rolls } = toss(
      [fighter("a", thrower(), "E10", N), fighter("t", human("T"), "E6", S, "red")],
      [2, 2, 3, 5],
    );
    expect(rolls).toEqual([
      expect.objectContaining({
        target: "t",
        kind: "thrown",
        toMiss: false,
        adjDx: 8,
        modifiers: [{ label: "thrown 4 hexes", value: -4 }],
        result: "hit",
      }),
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "t", total: 4, taken: 4 });
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E6") }]);
    // Thrown hits give no right to force a retreat.
    expect(b.state.phase.kind).toBe("initiative");
  });

  it("17: a miss, and the weapon drops in the target's hex rather than the thrower's", () => {
    const { b, rolls } = toss(
      [fighter("a", thrower(), "E10", N), fighter("t", human("T"), "E6", S, "red")],
      [6, 6, 5],
    );
    expect(rolls).toEqual([expect.objectContaining({ target: "t", result: "drop" })]);
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E6") }]);
  });

  it("18: the weapon breaks and lands nowhere", () => {
    const { b, events } = toss(
      [fighter("a", thrower(), "E10", N), fighter("t", human("T"), "E6", S, "red")],
      [6, 6, 6],
    );
    expect(eventsOf(events, "item-broken")).toEqual([
      { type: "item-broken", figure: "a", item: "dagger" },
    ]);
    expect(b.state.dropped).toEqual([]);
    expect(b.fig("a").readyWeapon).toBeNull();
  });

  it("may be made while engaged (option h), at an adjacent enemy: −1", () => {
    const b = new TestBattle([
      fighter("a", thrower(), "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    const events = attacksTarget(b, { option: "h", attack: "thrown" }, [3, 4, 4, 2]);
    expect(attackRolls(events)[0]).toMatchObject({ kind: "thrown", adjDx: 11, result: "hit" });
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E6") }]);
  });
});

describe("figures in the way", () => {
  const line = (friend: FigureSpec = human("Friend"), thrownBy: FigureSpec = thrower()) => [
    fighter("a", thrownBy, "E10", N),
    fighter("f", friend, "E8", S),
    fighter("t", human("T"), "E6", S, "red"),
  ];

  it("a friend is rolled to MISS first, at −1 per hex to him; making the roll flies past", () => {
    const { b, events, rolls } = toss(line(), [3, 3, 3, 2, 2, 3, 4]);
    expect(rolls).toEqual([
      expect.objectContaining({
        target: "f",
        toMiss: true,
        adjDx: 10,
        faces: [3, 3, 3],
        result: "miss",
      }),
      expect.objectContaining({
        target: "t",
        toMiss: false,
        adjDx: 8,
        faces: [2, 2, 3],
        result: "hit",
      }),
    ]);
    expect(damages(events)).toEqual([expect.objectContaining({ target: "t", total: 3 })]);
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E6") }]);
  });

  it("failing to miss the friend hits him; the weapon falls there and the target is safe", () => {
    const { b, events, rolls } = toss(line(), [4, 4, 3, 4]);
    expect(rolls).toEqual([
      expect.objectContaining({
        target: "f",
        toMiss: true,
        adjDx: 10,
        faces: [4, 4, 3],
        result: "hit",
      }),
    ]);
    expect(damages(events)).toEqual([
      expect.objectContaining({ attacker: "a", target: "f", total: 3 }),
    ]);
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E8") }]);
  });

  describe("rolling to miss: the automatic results run the other way", () => {
    // adjDX 16 to miss the friend: only the automatic results can hit him.
    const deft = thrower({ st: 8, dx: 18 });

    it("14 hits", () => {
      const { events, rolls } = toss(line(human("Friend"), deft), [5, 5, 4, 4]);
      expect(rolls).toEqual([expect.objectContaining({ target: "f", adjDx: 16, result: "hit" })]);
      expect(damages(events)[0]).toMatchObject({ target: "f", multiplier: 1, total: 3 });
    });

    it("15 hits for double damage", () => {
      const { events, rolls } = toss(line(human("Friend"), deft), [5, 5, 5, 4]);
      expect(rolls[0]).toMatchObject({ target: "f", result: "double" });
      expect(damages(events)[0]).toMatchObject({ target: "f", multiplier: 2, total: 6 });
    });

    it("16 hits for triple damage", () => {
      const { events, rolls } = toss(line(human("Friend"), deft), [6, 5, 5, 4]);
      expect(rolls[0]).toMatchObject({ target: "f", result: "triple" });
      expect(damages(events)[0]).toMatchObject({ target: "f", multiplier: 3, total: 9 });
    });

    it("17: the weapon drops in the friend's hex; no one is hit", () => {
      const { b, events, rolls } = toss(line(human("Friend"), deft), [6, 6, 5]);
      expect(rolls).toEqual([expect.objectContaining({ target: "f", result: "drop" })]);
      expect(damages(events)).toEqual([]);
      expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E8") }]);
    });

    it("18: the weapon breaks", () => {
      const { b, events, rolls } = toss(line(human("Friend"), deft), [6, 6, 6]);
      expect(rolls).toEqual([expect.objectContaining({ target: "f", result: "break" })]);
      expect(eventsOf(events, "item-broken")).toHaveLength(1);
      expect(b.state.dropped).toEqual([]);
    });

    it("13 misses the friend even at adjDX 16 (an ordinary roll)", () => {
      const { rolls } = toss(line(human("Friend"), deft), [5, 4, 4, 6, 6, 3]);
      expect(rolls).toEqual([
        expect.objectContaining({ target: "f", result: "miss" }),
        expect.objectContaining({ target: "t", adjDx: 14, result: "miss" }),
      ]);
    });
  });

  it("an enemy in the way is rolled to hit, never to miss", () => {
    const { b, events, rolls } = toss(
      [
        fighter("a", thrower(), "E10", N),
        fighter("e", human("Enemy"), "E8", S, "red"),
        fighter("t", human("T"), "E6", S, "red"),
      ],
      [3, 3, 3, 6],
    );
    expect(rolls).toEqual([
      expect.objectContaining({ target: "e", toMiss: false, adjDx: 10, result: "hit" }),
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "e", total: 5 });
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E8") }]);
  });

  it("an enemy in the way that is missed lets the weapon fly on to the target", () => {
    const { rolls } = toss(
      [
        fighter("a", thrower(), "E10", N),
        fighter("e", human("Enemy"), "E8", S, "red"),
        fighter("t", human("T"), "E6", S, "red"),
      ],
      [4, 4, 3, 6, 6, 1],
    );
    expect(rolls.map((r) => [r.target, r.toMiss, r.adjDx, r.result])).toEqual([
      ["e", false, 10, "miss"],
      ["t", false, 8, "miss"],
    ]);
  });

  it("a figure lying down is not in the way", () => {
    const b = new TestBattle(line());
    b.edit("f", { posture: "prone" });
    const events = b.turn(
      [
        { figure: "a", option: "b", target: "t", attack: "thrown" },
        { figure: "f", option: "pass" },
        { figure: "t", option: "pass" },
      ],
      [2, 2, 3, 4],
    );
    expect(attackRolls(events).map((r) => r.target)).toEqual(["t"]);
  });

  it("a line along the edge of a hex does not pass through it", () => {
    // From F4 to E6 the line runs along the edge between E5 and F5: neither is in the way.
    const b = new TestBattle([
      fighter("a", thrower(), "F4", 4),
      fighter("f", human("F1"), "E5", N),
      fighter("g", human("F2"), "F5", N),
      fighter("t", human("T"), "E6", N, "red"),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "b", target: "t", attack: "thrown" },
        { figure: "f", option: "pass" },
        { figure: "g", option: "pass" },
        { figure: "t", option: "pass" },
      ],
      [3, 3, 3, 4],
    );
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({ target: "t", adjDx: 10, result: "hit" }),
    ]);
  });
});

describe("a miss flies on", () => {
  it("rolling for each standing figure up to 10 hexes past the target, at −1 per hex to each", () => {
    // Past T (E12): a friend at E9 (5 from the thrower), an enemy at E4 (10 from the thrower).
    const { b, events, rolls } = toss(
      [
        fighter("a", thrower(), "E14", N),
        fighter("g", human("Friend"), "E9", S),
        fighter("t", human("T"), "E12", S, "red"),
        fighter("h", human("Far"), "E4", S, "red"),
      ],
      [4, 4, 4, 2, 2, 2, 1, 2, 2, 3],
    );
    expect(rolls.map((r) => [r.target, r.toMiss, r.adjDx, r.result])).toEqual([
      ["t", false, 10, "miss"],
      ["g", true, 7, "miss"],
      // At adjDX 2 only an automatic result hits: 5 does.
      ["h", false, 2, "hit"],
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "h", total: 2 });
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E4") }]);
  });

  it("hitting no one, it lands 10 hexes past the target", () => {
    const { b } = toss(
      [fighter("a", thrower(), "E14", N), fighter("t", human("T"), "E12", S, "red")],
      [4, 4, 4],
    );
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E2") }]);
  });

  it("no further than 10 hexes: a figure 11 past the target is never rolled for", () => {
    const { b, rolls } = toss(
      [
        fighter("a", thrower(), "E15", N),
        fighter("t", human("T"), "E13", S, "red"),
        fighter("h", human("Far"), "E2", S, "red"),
      ],
      [4, 4, 4],
    );
    expect(rolls.map((r) => r.target)).toEqual(["t"]);
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E3") }]);
  });

  it("or until it strikes the wall", () => {
    const { b } = toss(
      [fighter("a", thrower(), "E6", N), fighter("t", human("T"), "E4", S, "red")],
      [4, 4, 4],
    );
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E1") }]);
  });
});

describe("only at figures in front of the thrower", () => {
  function tryThrow(targetHex: string, facing: Direction = S) {
    const b = new TestBattle([
      fighter("a", thrower(), "E10", N),
      fighter("t", human("T"), targetHex, facing, "red"),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return () => b.order({ type: "move", figure: "a", option: "b", target: "t", attack: "thrown" });
  }

  it("not behind", () => {
    expect(tryThrow("E13")).toThrow(
      "T is not in front of Thrower; missiles and thrown weapons go only forward.",
    );
  });

  it("not straight abeam (G10 is level with E10)", () => {
    expect(tryThrow("G10")).toThrow("T is not in front of Thrower");
  });

  it("but anywhere ahead of that line, however far to the side (F9, L5)", () => {
    // F9 is next to E10; facing away, T does not engage the thrower.
    expect(tryThrow("F9", N)).not.toThrow();
    expect(tryThrow("L5")).not.toThrow();
  });
});
