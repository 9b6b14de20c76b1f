/**
 * MELEE: IX. EXPERIENCE — what each figure earns when the battle ends (`state.ep`), by combat type:
 * to the death (50, or 70 against an enemy averaging more than 3 superior), arena (30 / 20 / −10,
 * +10 for a side 3 or more weaker; escaping through the side's own door), practice (half damage,
 * out at ST 3 or less, 10 to those still on their feet).
 */
import { describe, expect, it } from "vitest";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { CombatType } from "../../../src/engine/figure/experience.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { ANN_SHORTSWORD as ANN, at, Bout, eventsOf, fighter, human, N, S } from "./builders.ts";

/** Ann (red, E5 facing S) strikes Bob (blue, E6 facing N, `bobHits` taken already); the rest pass. */
function lastBlow(
  combatType: CombatType,
  bob: Partial<FigureSpec>,
  bobHits: number,
  damage: [number, number],
  others: FigureSetup[] = [],
): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E5", S, ANN),
      fighter("bob", "blue", "E6", N, human("Bob", bob)),
      ...others,
    ],
    [6, 1],
    { combatType },
  );
  b.arrange((_, fig) => {
    fig("bob").hits = bobHits;
  });
  b.initiative("red", true);
  b.move("ann", "h", { target: "bob" });
  b.pass(...others.map((f) => f.id));
  b.move("bob", "pass", {}, [2, 3, 3, ...damage]);
  return b;
}

describe("combat to the death", () => {
  it("50 to the survivor, nothing to the dead; the battle ends at once", () => {
    const b = lastBlow("death", {}, 10, [3, 3]);
    expect(b.fig("bob").condition).toBe("dead");
    expect(b.state.phase).toEqual({ kind: "ended", winner: "red" });
    expect(b.state.ep).toEqual({ ann: 50, bob: 0 });
    expect(eventsOf(b.events, "battle-ended")).toEqual([
      { type: "battle-ended", winner: "red", ep: { ann: 50, bob: 0 } },
    ]);
  });

  it("70 when the enemy averaged more than 3 superior in ST + DX (28 against 24)", () => {
    const b = lastBlow("death", { st: 16, dx: 12 }, 14, [3, 3]);
    expect(b.state.ep).toEqual({ ann: 70, bob: 0 });
  });

  it("50 when the enemy is exactly 3 superior (27 against 24)", () => {
    const b = lastBlow("death", { st: 15, dx: 12 }, 13, [3, 3]);
    expect(b.state.ep).toEqual({ ann: 50, bob: 0 });
  });

  it("compares side averages: Ann 24 and Cid 26 average 25, 3 below Bob's 28: 50 each", () => {
    const cid = fighter("cid", "red", "K2", N, human("Cid", { st: 13, dx: 13 }));
    const b = lastBlow("death", { st: 16, dx: 12 }, 14, [3, 3], [cid]);
    expect(b.state.ep).toEqual({ ann: 50, bob: 0, cid: 50 });
  });

  it("a loser left unconscious earns nothing: the fight was to the death (ruling)", () => {
    const b = lastBlow("death", {}, 10, [1, 1]);
    expect(b.fig("bob").condition).toBe("unconscious");
    expect(b.state.ep).toEqual({ ann: 50, bob: 0 });
  });

  it("state.ep is null until the battle ends", () => {
    const b = lastBlow("death", {}, 0, [1, 1]);
    expect(b.state.phase.kind).toBe("retreat");
    expect(b.state.ep).toBeNull();
  });
});

describe("arena combat", () => {
  it("30 to the winners, 20 to defeated survivors", () => {
    const b = lastBlow("arena", {}, 10, [1, 1]);
    expect(b.state.ep).toEqual({ ann: 30, bob: 20 });
  });

  /** Bob (blue, door E16–H16) stands in F15; Ann far off at the other end. */
  function nearTheDoor(bob: Partial<FigureSpec> = {}, combatType: CombatType = "arena"): Bout {
    const b = Bout.of(
      [fighter("ann", "red", "E2", S, ANN), fighter("bob", "blue", "F15", S, human("Bob", bob))],
      [1, 6],
      { combatType },
    );
    b.initiative("blue", true);
    return b;
  }

  it("a figure escapes by ending its move on its own side's door with leave", () => {
    const b = nearTheDoor();
    const events = b.move("bob", "a", { destination: at("F16"), leave: true });
    expect(eventsOf(events, "escaped")).toEqual([{ type: "escaped", figure: "bob" }]);
    expect(b.fig("bob").escaped).toBe(true);
    // Blue has no one left: red wins; Bob ran away unhurt and loses 10.
    expect(b.state.phase).toEqual({ kind: "ended", winner: "red" });
    expect(b.state.ep).toEqual({ ann: 30, bob: -10 });
  });

  it("a runaway who was hurt keeps his 20", () => {
    const b = nearTheDoor();
    b.arrange((_, fig) => {
      fig("bob").hits = 3;
      fig("bob").everHurt = true;
    });
    b.move("bob", "a", { destination: at("F16"), leave: true });
    expect(b.state.ep).toEqual({ ann: 30, bob: 20 });
  });

  it("a side 3 or more weaker gets 10 more: a goblin (18) running from Ann (24) nets 0", () => {
    const b = nearTheDoor({ race: "goblin", st: 9, dx: 9, weapons: ["club"], readyWeapon: "club" });
    b.move("bob", "a", { destination: at("F16"), leave: true });
    expect(b.state.ep).toEqual({ ann: 30, bob: 0 });
  });

  it("only through the side's own door, and only in arena combat", () => {
    const b = nearTheDoor();
    expect(
      b.refusal({ type: "move", figure: "bob", option: "a", destination: at("D15"), leave: true }),
    ).toBe("Bob must end its move on its own entrance hex (E16, F16, G16, H16) to leave.");
    const up = Bout.of(
      [fighter("ann", "red", "E9", S, ANN), fighter("bob", "blue", "F3", S, human("Bob"))],
      [1, 6],
      { combatType: "arena" },
    );
    up.initiative("blue", true);
    // E1–H1 is red's door, not Bob's.
    expect(
      up.refusal({ type: "move", figure: "bob", option: "a", destination: at("F1"), leave: true }),
    ).toBe("Bob must end its move on its own entrance hex (E16, F16, G16, H16) to leave.");
    const deadly = nearTheDoor({}, "death");
    expect(
      deadly.refusal({
        type: "move",
        figure: "bob",
        option: "a",
        destination: at("F16"),
        leave: true,
      }),
    ).toBe("Only in arena combat may a figure leave through its door.");
  });
});

describe("practice combat", () => {
  it("blunted weapons do half damage, rounded down", () => {
    const b = lastBlow("practice", {}, 0, [4, 4]);
    // Shortsword 2 dice − 1: 8 − 1 = 7, halved to 3.
    expect(eventsOf(b.events, "damage")[0]).toMatchObject({ total: 3, halved: true, taken: 3 });
    expect(b.fig("bob").hits).toBe(3);
  });

  it("double damage is doubled first, then halved", () => {
    const b = Bout.of(
      [fighter("ann", "red", "E5", S, ANN), fighter("bob", "blue", "E6", N, human("Bob"))],
      [6, 1],
      { combatType: "practice" },
    );
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("bob", "pass", {}, [1, 1, 2, 4, 4]);
    expect(eventsOf(b.events, "damage")[0]).toMatchObject({ multiplier: 2, total: 7, taken: 7 });
  });

  it("a figure drops out at ST 3; the side left standing gets 10 each, the others nothing", () => {
    const b = lastBlow("practice", {}, 6, [4, 4]);
    expect(eventsOf(b.events, "condition")).toEqual([
      { type: "condition", figure: "bob", condition: "dropped-out" },
    ]);
    expect(b.fig("bob")).toMatchObject({ hits: 9, droppedOut: true, condition: "ok" });
    expect(b.state.ep).toEqual({ ann: 10, bob: 0 });
  });

  it("a winner who dropped out earlier gets nothing", () => {
    const cid = fighter("cid", "red", "K2", N, human("Cid"));
    const b = Bout.of(
      [fighter("ann", "red", "E5", S, ANN), fighter("bob", "blue", "E6", N, human("Bob")), cid],
      [6, 1],
      { combatType: "practice" },
    );
    b.arrange((_, fig) => {
      fig("cid").hits = 9;
      fig("cid").droppedOut = true;
      fig("bob").hits = 6;
    });
    b.initiative("red", true);
    b.move("ann", "h", { target: "bob" });
    b.move("bob", "pass", {}, [2, 3, 3, 4, 4]);
    expect(b.state.ep).toEqual({ ann: 10, bob: 0, cid: 0 });
  });

  it("a dropped-out figure may not be attacked", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, ANN),
        fighter("bob", "blue", "E6", N, human("Bob")),
        fighter("dan", "blue", "L16", N, human("Dan")),
      ],
      [6, 1],
      { combatType: "practice" },
    );
    b.arrange((_, fig) => {
      fig("bob").hits = 9;
      fig("bob").droppedOut = true;
    });
    b.initiative("red", true);
    expect(b.refusal({ type: "move", figure: "ann", option: "b", target: "bob" })).toBe(
      "Bob has dropped out of the practice bout.",
    );
  });
});
