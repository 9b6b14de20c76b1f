/**
 * MELEE: VIII. NONHUMAN FIGURES — the giant "occupies 3 hexes … count the number of hexes his FRONT
 * moves"; with V. MOVEMENT, VI. FACING, VII. ATTACKS, FORCING RETREAT, REACTIONS TO INJURY and
 * HAND-TO-HAND COMBAT as they meet a three-hex figure. Ruling (docs/rulings.md, "The giant's three
 * hexes"): a triangle; `position` is its front-left hex, the hexes beyond its sides d+1 and d+2 are
 * its front-right and rear hexes; five hexes around it are front, two side, two rear.
 *
 * The giant "g" stands in E6 facing N unless a test says otherwise: it covers E6, F5 and F6. Its
 * front hexes are E5, D5, D6, F4 and G5; its side hexes E7 and G6; its rear hexes F7 and G7.
 */
import { describe, expect, it } from "vitest";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { legalAttackTargets, legalDestinations } from "../../../src/engine/battle/decisions.ts";
import { baseAdjDx } from "../../../src/engine/battle/dx.ts";
import { engagingEnemies, isEngaged, isFrontHexOf } from "../../../src/engine/battle/engagement.ts";
import { figuresAt, isInHth } from "../../../src/engine/battle/figures.ts";
import { arcFrom, footprint } from "../../../src/engine/battle/footprint.ts";
import { retreatHexes } from "../../../src/engine/battle/retreat.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { targetProblem } from "../../../src/engine/battle/targets.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
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
  NE,
  NW,
  S,
  SE,
  SW,
  TestBattle,
} from "./attack-builders.ts";

const labels = (hexes: readonly { q: number; r: number }[]) => hexes.map(formatHex);

/** The giant "g" (red, ST 24, DX 9, club 2+2) in `hex` facing `facing`. */
const giant = (hex = "E6", facing: Direction = N, side = "red"): FigureSetup =>
  beast("g", "giant", hex, facing, side);

describe("the giant's three hexes (footprint)", () => {
  it.each([
    [N, ["E6", "F5", "F6"]],
    [NE, ["E6", "F6", "E7"]],
    [SE, ["E6", "E7", "D6"]],
    [S, ["E6", "D6", "D5"]],
    [SW, ["E6", "D5", "E5"]],
    [NW, ["E6", "E5", "F5"]],
  ] as const)("facing %i from E6: anchor, front-right, rear = %o", (facing, hexes) => {
    const b = new TestBattle([giant("E6", facing), fighter("m", human("M"), "E14", N)]);
    expect(labels(footprint(b.fig("g")))).toEqual(hexes);
    for (const h of hexes) expect(figuresAt(b.state, at(h)).map((f) => f.id)).toEqual(["g"]);
  });

  it("a man covers his own hex only", () => {
    const b = new TestBattle([giant(), fighter("m", human("M"), "E14", N)]);
    expect(labels(footprint(b.fig("m")))).toEqual(["E14"]);
  });

  it("five front hexes, two side, two rear: arcs seen from the giant's centre", () => {
    const b = new TestBattle([giant(), fighter("m", human("M"), "E14", N)]);
    const g = b.fig("g");
    const ring = ["E5", "D5", "D6", "F4", "G5", "E7", "G6", "F7", "G7"];
    expect(ring.filter((h) => isFrontHexOf(g, at(h)))).toEqual(["E5", "D5", "D6", "F4", "G5"]);
    expect(ring.map((h) => arcFrom(g, at(h)))).toEqual([
      ...Array(5).fill("front"),
      "side",
      "side",
      "rear",
      "rear",
    ]);
    // Its own hexes have no arc; a distant hex straight behind it is rear, one far ahead front.
    expect(arcFrom(g, at("F6"))).toBeUndefined();
    expect(arcFrom(g, at("H9"))).toBe("rear");
    expect(arcFrom(g, at("D2"))).toBe("front");
  });
});

describe("setting up a giant: all three hexes inside the arena and free", () => {
  it("refuses a giant that does not fit at the edge", () => {
    expect(() => new TestBattle([giant("L5", N), fighter("m", human("M"), "E14", N)])).toThrow(
      'Figure "g" starts outside the arena at M5 (it covers L5, M5, M6).',
    );
  });

  it("refuses a giant over another figure", () => {
    expect(() => new TestBattle([fighter("m", human("M"), "F6", N), giant("E6", N)])).toThrow(
      "Two figures start in F6.",
    );
  });

  it("accepts the same edge hex facing the other way", () => {
    const b = new TestBattle([giant("L5", S), fighter("m", human("M"), "E14", N)]);
    expect(labels(footprint(b.fig("g")))).toEqual(["L5", "K6", "K5"]);
  });
});

describe("no one moves through a giant", () => {
  /** A friend of the giant's, so nothing engages anyone. */
  const friend = () => fighter("f", human("F"), "G8", N, "red");

  it("not through its rear hex or its front-right hex, standing", () => {
    const b = new TestBattle([giant(), friend(), fighter("m", human("M"), "E14", N)]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(() =>
      b.order({ type: "move", figure: "f", option: "a", path: [at("G7"), at("F6"), at("F5")] }),
    ).toThrow("F6 is occupied; a figure may not move through a standing or kneeling figure.");
    const ends = legalDestinations(b.state, "f", "a").map((d) => formatHex(d.hex));
    expect(ends).toContain("G5");
    expect(ends.filter((h) => ["E6", "F5", "F6"].includes(h))).toEqual([]);
  });
});

describe("engagement with a giant", () => {
  it("a man in one of its front hexes is engaged; the giant is not, if the man faces away", () => {
    const b = new TestBattle([giant(), fighter("m", human("M"), "D5", NW)]);
    expect(engagingEnemies(b.state, b.fig("m")).map((f) => f.id)).toEqual(["g"]);
    expect(isEngaged(b.state, b.fig("g"))).toBe(false);
  });

  it("the giant is engaged when any of its hexes is in an enemy's front hex", () => {
    // M in G7 faces NW: his front hexes are F7, F6 (the giant's rear hex) and G6.
    const b = new TestBattle([giant(), fighter("m", human("M"), "G7", NW)]);
    expect(engagingEnemies(b.state, b.fig("g")).map((f) => f.id)).toEqual(["m"]);
    // G7 is one of the giant's rear hexes: M is not engaged.
    expect(isEngaged(b.state, b.fig("m"))).toBe(false);
  });
});

describe("attacking a giant: facing is judged from the giant's centre", () => {
  /** M (DX 12, broadsword) strikes the giant, hitting with a 9 for 2 hits; the giant does nothing. */
  function strike(hex: string, facing: Direction, option: "b" | "h") {
    const b = new TestBattle([fighter("m", human("M"), hex, facing), giant()]);
    const events = b.turn(
      [
        { figure: "m", option, target: "g" },
        { figure: "g", option: "pass" },
      ],
      [3, 3, 3, 1, 1],
    );
    expect(damages(events)[0]).toMatchObject({ attacker: "m", target: "g", taken: 2 });
    return attackRolls(events)[0];
  }

  it("from a front hex (E5): no adjustment", () => {
    expect(strike("E5", S, "h")).toMatchObject({ adjDx: 12, modifiers: [] });
  });

  it("from a side hex (E7, beside its rear hex): +2", () => {
    expect(strike("E7", N, "b")).toMatchObject({
      adjDx: 14,
      modifiers: [{ label: "from the side", value: 2 }],
    });
  });

  it("from a rear hex (G7, behind its rear hex): +4", () => {
    expect(strike("G7", NW, "b")).toMatchObject({
      adjDx: 16,
      modifiers: [{ label: "from the rear", value: 4 }],
    });
  });
});

describe("the giant strikes from any of its hexes", () => {
  it("hits a man next to its front-right hex, from the man's rear: +4", () => {
    // M in F4 faces N, away from the giant's F5: the giant strikes from his rear hex.
    const b = new TestBattle([fighter("m", human("M"), "F4", N), giant()]);
    expect(legalAttackTargets(b.state, "g", "weapon")).toEqual(["m"]);
    const events = b.turn(
      [
        { figure: "m", option: "pass" },
        { figure: "g", option: "b", target: "m" },
      ],
      [3, 3, 3, 1, 2],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "g",
      adjDx: 13,
      modifiers: [{ label: "from the rear", value: 4 }],
      result: "hit",
    });
    // The spiked club of a ST 24 giant: 2+2.
    expect(damages(events)[0]).toMatchObject({
      target: "m",
      damage: { dice: 2, add: 2 },
      total: 5,
      taken: 5,
    });
  });

  it("may not strike a man beside its rear hex", () => {
    const b = new TestBattle([fighter("m", human("M"), "G7", NW), giant()]);
    expect(targetProblem(b.state, b.fig("g"), "m", "weapon")).toBe(
      "M is not in one of g's front hexes.",
    );
  });
});

describe("a giant moving: its front counts the MA (10)", () => {
  const column = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => at(`E${from - i}`));

  it("ten hexes north, and no further", () => {
    const b = new TestBattle([giant("E13", N), fighter("m", human("M"), "K2", S)]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(() => b.order({ type: "move", figure: "g", option: "a", path: column(12, 2) })).toThrow(
      "g would move 11 hexes; move (a) allows at most 10.",
    );
    b.order({ type: "move", figure: "g", option: "a", path: column(12, 3) });
    expect(chosenOption(b.state, "g")?.moved).toBe(10);
    expect(labels(footprint(b.fig("g")))).toEqual(["E3", "F2", "F3"]);
  });

  it("all three hexes must get by: it keeps its facing on the way", () => {
    const b = new TestBattle([
      giant("E10", N),
      fighter("f", human("F"), "F7", N, "red"),
      fighter("m", human("M"), "K2", S),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    // At E8 the giant would cover E8, F7 and F8.
    expect(() =>
      b.order({ type: "move", figure: "g", option: "a", path: [at("E9"), at("E8"), at("E7")] }),
    ).toThrow("F7 is occupied; a figure may not move through a standing or kneeling figure.");
  });

  it("stops when any of its hexes enters an enemy's front hex", () => {
    // M in G9 faces SW: his front hexes are G10, F9 and F8. At E10 the giant's front-right hex is
    // F9, though its anchor is nowhere near M.
    const b = new TestBattle([giant("E13", N), fighter("m", human("M"), "G9", SW)]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(() => b.order({ type: "move", figure: "g", option: "a", path: column(12, 9) })).toThrow(
      "g must stop at E10: entering an enemy's front hex ends movement.",
    );
    b.order({ type: "move", figure: "g", option: "a", path: column(12, 10) });
    expect(labels(footprint(b.fig("g")))).toEqual(["E10", "F9", "F10"]);
    expect(engagingEnemies(b.state, b.fig("g")).map((f) => f.id)).toEqual(["m"]);
  });

  it("engaged, it shifts one hex and must stay next to the foe engaging it", () => {
    // M in E5 faces S: the giant's E6 and F5 are in his front hexes.
    const b = new TestBattle([fighter("m", human("M"), "E5", S), giant()]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    // At E7 facing N it would cover E7, F6 and F7: none of them next to E5.
    expect(() =>
      b.order({ type: "move", figure: "g", option: "h", path: [at("E7")], facing: N }),
    ).toThrow("A shift must stay next to every enemy engaging g; at E7 it would not be next to M.");
    b.order({ type: "move", figure: "g", option: "h", path: [at("F5")], facing: N, target: "m" });
    expect(labels(footprint(b.fig("g")))).toEqual(["F5", "G5", "G6"]);
  });

  it("turns in place for free, if its new hexes are free", () => {
    const b = new TestBattle([
      giant(),
      fighter("f", human("F"), "D6", N, "red"),
      fighter("m", human("M"), "K2", S),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(() => b.order({ type: "move", figure: "g", option: "a", facing: S })).toThrow(
      "D6 is occupied; g needs all three of its hexes free.",
    );
    b.order({ type: "move", figure: "g", option: "a", facing: NE });
    expect(chosenOption(b.state, "g")?.moved).toBe(0);
    expect(labels(footprint(b.fig("g")))).toEqual(["E6", "F6", "E7"]);
  });

  /**
   * In a 6 × 7 arena the giant stands in F2 facing SE (F2, F3, E3), bodies in E2 and E3. At F1, on
   * the edge, it fits only facing SE (F1, F2, E2), so its last step must come from E1. Its cheapest
   * way to E1 is through F1 (1 + 3: at E1 its front-right hex jumps E2), then back (1): 5. Round by
   * E2 its front hexes jump the bodies twice: 3 + 3 + 1 = 7.
   */
  function walledIn(): TestBattle {
    const b = new TestBattle(
      [
        giant("F2", SE),
        fighter("x", human("X"), "A6", N),
        fighter("y", human("Y"), "B6", N),
        fighter("m", human("M"), "C1", NW),
      ],
      { arena: customArena(6, 7) },
    );
    b.edit("x", { position: at("E3"), condition: "dead", posture: "fallen" });
    b.edit("y", { position: at("E2"), condition: "dead", posture: "fallen" });
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    return b;
  }

  it("a destination may be reached by passing through it: the listed path is the one taken", () => {
    const b = walledIn();
    const listed = legalDestinations(b.state, "g", "b").find((d) => formatHex(d.hex) === "F1");
    expect(listed && labels(listed.path)).toEqual(["F1", "E1", "F1"]);
    // A charge (b) has 5 hexes: the destination is accepted as the listed path would be. Its rear
    // hex ends on the body in E2: 3 dice (4) against DX 9 keep its footing.
    b.order({ type: "move", figure: "g", option: "b", destination: at("F1") }, [1, 1, 2]);
    expect(eventsOf(b.log, "moved").map((e) => labels(e.path))).toEqual([["F1", "E1", "F1"]]);
    expect(chosenOption(b.state, "g")?.moved).toBe(5);
    expect(labels(footprint(b.fig("g")))).toEqual(["F1", "F2", "E2"]);
  });

  it("a move (a) to the same hex takes the same 5, not the 7 round by E2", () => {
    const b = walledIn();
    b.order({ type: "move", figure: "g", option: "a", destination: at("F1") }, [1, 1, 2]);
    expect(chosenOption(b.state, "g")?.moved).toBe(5);
  });
});

describe("a giant forced back moves whole", () => {
  /** M (E5, facing S) hits the giant for 2 and is not hit: he may push it back. */
  function pushed(extra: FigureSetup[] = []) {
    const b = new TestBattle([fighter("m", human("M"), "E5", S), giant(), ...extra]);
    b.turn(
      [
        { figure: "m", option: "h", target: "g" },
        { figure: "g", option: "pass" },
        ...extra.map((f) => ({ figure: f.id, option: "pass" as const })),
      ],
      [3, 3, 3, 1, 1],
      { keepRetreat: true },
    );
    return b;
  }

  it("only to where all three of its hexes would be free", () => {
    const b = pushed();
    // Not to D5: there it would cover D5, E5 and E6, and M stands in E5.
    expect(labels(retreatHexes(b.state, { victor: "m", enemy: "g" }))).toEqual([
      "F5",
      "F6",
      "E7",
      "D6",
    ]);
    // A friend of the giant's in G7 takes F6 away too (F6, G6, G7).
    const crowded = pushed([fighter("f", human("F"), "G7", N, "red")]);
    expect(labels(retreatHexes(crowded.state, { victor: "m", enemy: "g" }))).toEqual([
      "F5",
      "E7",
      "D6",
    ]);
    expect(() =>
      crowded.order({ type: "retreat", victor: "m", enemy: "g", to: at("F6"), advance: false }),
    ).toThrow("g cannot be pushed to F6; it may go to F5, E7, D6.");
  });

  it("pushed one hex south, and the man advances into a hex it left", () => {
    const b = pushed();
    b.order({ type: "retreat", victor: "m", enemy: "g", to: at("E7"), advance: true });
    expect(labels(footprint(b.fig("g")))).toEqual(["E7", "F6", "F7"]);
    expect(formatHex(b.fig("m").position)).toBe("E6");
  });

  it("a giant that pushes a man back steps one hex after him, to cover the hex he left", () => {
    const b = new TestBattle([fighter("m", human("M"), "F4", S), giant()]);
    b.turn(
      [
        { figure: "m", option: "pass" },
        { figure: "g", option: "h", target: "m" },
      ],
      [3, 3, 3, 1, 1],
      { keepRetreat: true },
    );
    b.order({ type: "retreat", victor: "g", enemy: "m", to: at("F3"), advance: true });
    expect(formatHex(b.fig("m").position)).toBe("F3");
    expect(labels(footprint(b.fig("g")))).toEqual(["E5", "F4", "F5"]);
  });
});

describe("a giant turning as it steps: its three hexes must fit in the new facing", () => {
  /** M (E5, facing S) engages the giant; its friend F stands in F7. */
  const setUp = () =>
    new TestBattle([
      giant(),
      fighter("f", human("F"), "F7", N, "red"),
      fighter("m", human("M"), "E5", S),
    ]);

  it("disengaging (l) to E7 facing SE, it covers E7, E8 and D7", () => {
    const b = setUp();
    const events = b.turn([
      { figure: "g", option: "l", stepTo: at("E7"), stepFacing: SE },
      { figure: "f", option: "pass" },
      { figure: "m", option: "pass" },
    ]);
    expect(eventsOf(events, "stepped")).toEqual([
      {
        type: "stepped",
        figure: "g",
        from: at("E6"),
        to: at("E7"),
        reason: "disengaged",
        facing: SE,
      },
    ]);
    expect(labels(footprint(b.fig("g")))).toEqual(["E7", "E8", "D7"]);
  });

  it("facing N at E7 it would cover F's hex: asked again, it is refused a facing that does not fit", () => {
    const b = setUp();
    b.turn([
      { figure: "g", option: "l", stepTo: at("E7") },
      { figure: "f", option: "pass" },
      { figure: "m", option: "pass" },
    ]);
    expect(b.state.phase).toEqual({ kind: "action", pass: 1, waitingFor: "g" });
    // Facing NE it would cover E7, F7 and E8: F stands in F7.
    expect(() => b.act({ figure: "g", target: null, stepFacing: NE })).toThrow(
      "g cannot step to E7 facing NE: all three of its hexes there must be inside the arena and empty or hold only bodies.",
    );
    b.act({ figure: "g", target: null, stepFacing: SE });
    expect(labels(footprint(b.fig("g")))).toEqual(["E7", "E8", "D7"]);
  });

  it("a giant that advances after the man it pushed may turn, where its hexes fit", () => {
    const b = new TestBattle([fighter("m", human("M"), "F4", S), giant()]);
    b.turn(
      [
        { figure: "m", option: "pass" },
        { figure: "g", option: "h", target: "m" },
      ],
      [3, 3, 3, 1, 1],
      { keepRetreat: true },
    );
    // Facing S, no hex next to it would let it cover F4 with room for its other two hexes.
    expect(() =>
      b.order({
        type: "retreat",
        victor: "g",
        enemy: "m",
        to: at("F3"),
        advance: true,
        facing: S,
      }),
    ).toThrow("g has no room to advance facing S into a hex M left.");
    b.order({ type: "retreat", victor: "g", enemy: "m", to: at("F3"), advance: true, facing: NW });
    expect(labels(footprint(b.fig("g")))).toEqual(["E5", "E4", "F4"]);
    expect(b.fig("g").facing).toBe(NW);
  });
});

describe("a thrown dagger meets a giant standing in the way", () => {
  /** A (E10, facing N) throws at T in E2; the giant in D6 covers E6 and E7, on the line. */
  function toss(faces: number[]) {
    const b = new TestBattle([
      fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E10", N),
      fighter("t", human("T"), "E2", S, "red"),
      giant("D6", N),
    ]);
    const events = b.turn(
      [
        { figure: "a", option: "b", target: "t", attack: "thrown" },
        { figure: "t", option: "pass" },
        { figure: "g", option: "pass" },
      ],
      faces,
    );
    return { b, events };
  }

  it("an enemy in the way is rolled for to hit: the dagger stops in the giant's first hex", () => {
    const { b, events } = toss([3, 3, 3, 4]);
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({
        target: "g",
        toMiss: false,
        adjDx: 13,
        modifiers: [
          { label: "from the rear", value: 4 },
          { label: "thrown 3 hexes", value: -3 },
        ],
        result: "hit",
      }),
    ]);
    expect(damages(events)[0]).toMatchObject({ target: "g", total: 3, taken: 3 });
    expect(b.state.dropped).toEqual([{ item: "dagger", position: at("E7") }]);
  });

  it("missed, the giant is not rolled for again in its second hex on the line", () => {
    const { events } = toss([6, 5, 5, 6, 6, 3]);
    expect(attackRolls(events).map((r) => [r.target, r.result])).toEqual([
      ["g", "auto-miss"],
      ["t", "miss"],
    ]);
  });
});

describe("a giant's injuries: −2 DX for 9 hits in a turn, down at 16", () => {
  /** A (ST 14, two-handed sword 3−1) strikes from the giant's rear hex G7 at DX 10 + 4. */
  function blow(damage: number[]) {
    const sword = human("A", {
      st: 14,
      dx: 10,
      weapons: ["two-handed-sword"],
      readyWeapon: "two-handed-sword",
    });
    const b = new TestBattle([fighter("a", sword, "G7", NW), giant()]);
    const events = b.turn(
      [
        { figure: "a", option: "b", target: "g" },
        { figure: "g", option: "pass" },
      ],
      [3, 3, 6, ...damage],
    );
    return { b, events };
  }

  it("9 hits: still standing, −2 DX next turn", () => {
    const { b } = blow([3, 3, 4]);
    expect(b.fig("g")).toMatchObject({ hitsLastTurn: 9, posture: "standing" });
    expect(baseAdjDx(b.fig("g"))).toEqual({
      value: 7,
      modifiers: [{ label: "took 9 hits last turn", value: -2 }],
    });
  });

  it("16 hits: down across its three hexes, with no front; a man may jump it but not stand on it", () => {
    const { b } = blow([6, 6, 5]);
    expect(b.fig("g")).toMatchObject({ hitsLastTurn: 16, posture: "fallen" });
    expect(engagingEnemies(b.state, b.fig("a"))).toEqual([]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "a", option: "a", path: [at("F6")] })).toThrow(
      "F6 has a figure lying in it; only a charge (b) may go onto it, for HTH.",
    );
    b.order({ type: "move", figure: "a", option: "a", path: [at("F6"), at("E6"), at("D6")] });
    expect(chosenOption(b.state, "a")?.moved).toBe(7);
  });
});

describe("hand-to-hand onto a giant", () => {
  it("a man jumps it from behind onto its rear hex; both go down there, grappling", () => {
    const dagger = human("M", { weapons: ["dagger"], readyWeapon: "dagger" });
    const b = new TestBattle([fighter("m", dagger, "G8", N), giant()]);
    const events = b.turn(
      [
        { figure: "m", option: "b", path: [at("G7"), at("F6")], target: "g" },
        { figure: "g", option: "pass" },
      ],
      // Jumped from behind, the giant's 6 is rolled again: 2, grappled. Then M's dagger: 9, 4 + 2.
      [6, 2, 3, 3, 3, 4],
    );
    expect(eventsOf(events, "hth-defense")).toEqual([
      { type: "hth-defense", attacker: "m", defender: "g", faces: [6, 2], outcome: "grappled" },
    ]);
    expect(formatHex(b.fig("m").position)).toBe("F6");
    expect(b.fig("g")).toMatchObject({ position: at("E6"), posture: "fallen" });
    expect(isInHth(b.state, b.fig("g"))).toBe(true);
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "m", kind: "hth", adjDx: 16 });
    expect(damages(events)[0]).toMatchObject({ target: "g", damage: { dice: 1, add: 2 } });
  });

  it("a giant grapples a slower man by stepping its front-left hex onto him", () => {
    // M in chainmail (MA 6) in E5; the giant steps onto E5 and covers E5, F4 and F5.
    const slow = human("M", { armor: "chainmail" });
    const b = new TestBattle([fighter("m", slow, "E5", S), giant()]);
    const events = b.turn(
      [
        { figure: "m", option: "pass" },
        { figure: "g", option: "m", target: "m" },
      ],
      // M's die: 1, grappled. The giant's hands: 9 against DX 9 + 4, then 4 + 4 − 1.
      [1, 3, 3, 3, 4, 4],
    );
    expect(labels(footprint(b.fig("g")))).toEqual(["E5", "F4", "F5"]);
    expect(b.fig("m").posture).toBe("fallen");
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "g", kind: "hth", adjDx: 13 });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 2, add: -1 }, total: 7 });
  });

  it("a giant needs room for its other two hexes to grapple", () => {
    const slow = human("M", { armor: "chainmail" });
    const b = new TestBattle([
      fighter("m", slow, "E5", S),
      fighter("f", human("F"), "F4", S),
      giant(),
    ]);
    b.order({ type: "initiative", side: "blue", moveFirst: false });
    expect(() => b.order({ type: "move", figure: "g", option: "m", target: "m" })).toThrow(
      "g has no room to step onto M: F4.",
    );
  });

  it("not from in front of a standing giant as fast as he is", () => {
    const b = new TestBattle([fighter("m", human("M"), "E5", S), giant()]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "m", option: "m", target: "g" })).toThrow(
      "M cannot grapple g: hand-to-hand needs a foe that is down, has its back to a wall, is slower (MA 10 vs 10), is already brawling, or is jumped from its rear hex.",
    );
  });
});

describe("MULTIPLE HTH COMBAT across a giant's three hexes", () => {
  /** The giant down across E6, F5 and F6, one man grappling it in F6 and another in E6. */
  function twoOnAGiant() {
    const b = new TestBattle([
      giant(),
      fighter("m1", human("M1", { st: 12 }), "F8", N),
      fighter("m2", human("M2", { st: 12 }), "E8", N),
    ]);
    b.edit("g", { posture: "fallen" });
    b.edit("m1", { position: at("F6"), posture: "fallen", readyWeapon: null });
    b.edit("m2", { position: at("E6"), posture: "fallen", readyWeapon: null });
    return b;
  }

  it("two men in different hexes of the giant are two on a side: bare hands do 1-3", () => {
    const b = twoOnAGiant();
    // M1's bare hands: 9 against DX 12 + 4, a hit; then a 4: 4 − 3 = 1.
    const events = b.turn(
      [
        { figure: "m1", option: "p", target: "g" },
        { figure: "m2", option: "pass" },
        { figure: "g", option: "pass" },
      ],
      [3, 3, 3, 4],
    );
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "m1", weapon: "bare hands" });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -3 }, total: 1 });
  });

  it("alone, the man compares his ST 12 with the giant's 24: 1-4", () => {
    const b = twoOnAGiant();
    b.edit("m2", { condition: "dead" });
    const events = b.turn(
      [
        { figure: "m1", option: "p", target: "g" },
        { figure: "g", option: "pass" },
      ],
      [3, 3, 3, 6],
    );
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -4 }, total: 2 });
  });
});

describe("the GM places a giant only where all three hexes fit", () => {
  it("refuses an edge it would hang over, and accepts a turn to fit", () => {
    const b = new TestBattle([giant(), fighter("m", human("M"), "E14", N)]);
    const place = (to: string, facing: Direction) =>
      b.order({ type: "gm", gm: "GM", ruling: { kind: "place", figure: "g", to: at(to), facing } });
    expect(() => place("L8", N)).toThrow("M8 is outside the arena or a wall.");
    place("L8", S);
    expect(labels(footprint(b.fig("g")))).toEqual(["L8", "K9", "K8"]);
  });
});

describe("the giant's club", () => {
  it("is a weapon it can parry with: an engaged giant may defend (i)", () => {
    // The man in E5 stands in the giant's front hex and faces it: each engages the other.
    const b = new TestBattle([giant(), fighter("m", human("M"), "E5", S)]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", figure: "m", option: "pass" });
    expect(() => b.order({ type: "move", figure: "g", option: "i" })).not.toThrow();
  });
});
