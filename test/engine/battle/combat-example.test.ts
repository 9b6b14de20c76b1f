/**
 * MELEE: X. COMBAT EXAMPLE — Flavius against Wulf, turn by turn, with the book's rolls.
 * The book gives no initiative rolls (nor, in turns 5–9, any use for them) and does not say what
 * Flavius rolled in turn 6; those faces are chosen here and marked.
 */
import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import { baseAdjDx } from "../../../src/engine/battle/dx.ts";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
import type { Order } from "../../../src/engine/battle/orders.ts";
import { createBattle } from "../../../src/engine/battle/setup.ts";
import type { BattleState } from "../../../src/engine/battle/types.ts";
import { formatHex, hexDistance } from "../../../src/engine/hex/coordinates.ts";
import { at, COMBAT_EXAMPLE_SETUP } from "./fixtures.ts";

const N = 0;
const S = 3;
const SE = 2;
const NW = 5;

class Battle {
  state: BattleState;
  events: BattleEvent[] = [];
  constructor(readonly dice: ForcedDice) {
    const created = createBattle(COMBAT_EXAMPLE_SETUP, dice);
    this.state = created.state;
    this.events = created.events;
  }
  order(order: Order): BattleEvent[] {
    const result = applyOrder(this.state, order, this.dice);
    this.state = result.state;
    this.events.push(...result.events);
    return result.events;
  }
  fig(id: string) {
    const f = this.state.figures.find((x) => x.id === id);
    if (!f) throw new Error(id);
    return f;
  }
}

function attacks(events: BattleEvent[]) {
  return events.filter((e) => e.type === "attack-roll");
}
function damages(events: BattleEvent[]) {
  return events.filter((e) => e.type === "damage");
}
/** Hexes walked by the order's move. */
function movedHexes(events: BattleEvent[]): number {
  const moved = events.find((e) => e.type === "moved");
  return moved?.type === "moved" ? moved.path.length : 0;
}

describe("MELEE combat example: Flavius vs Wulf", () => {
  // Initiative faces are given rome first, then germania.
  const dice = new ForcedDice([
    5,
    2, // turn 1 initiative: Flavius wins (not in the book)
    3,
    3,
    3,
    5, // Wulf's arrow: 9 to hit, 5 damage
    1,
    4, // turn 2 initiative: Wulf wins (book)
    4,
    4,
    4,
    4, // 16 on four dice against the dodging Flavius
    2,
    6, // turn 3 initiative: Wulf
    2,
    3,
    3,
    2, // last shot: 8 hits, damage 2
    3,
    5, // turn 4 initiative: Wulf
    6,
    5,
    5, // Flavius rolls 16
    1,
    6, // turn 5 initiative (ignored by the players)
    4,
    4,
    5, // Wulf 13, misses
    2,
    3,
    3,
    3,
    4, // Flavius 8 hits, 2 dice = 7
    6,
    2, // turn 6 initiative
    2,
    5, // tie at adjDX 8: Wulf wins the die roll
    1,
    1,
    2,
    1,
    2,
    3, // Wulf rolls 4 (double damage), 3 dice = 6
    6,
    3,
    3, // Flavius misses with 12 (the book does not say)
    3,
    1, // turn 7 initiative
    5,
    5,
    1,
    3, // Wulf's four dice: 14, a miss
    2,
    3, // turn 8 initiative
    6,
    4,
    3, // Wulf 13, misses
    1,
    2,
    3,
    3,
    4, // Flavius 6 hits, 2 dice = 7
    5,
    4, // turn 9 initiative: Flavius
    2,
    2,
    3,
    4,
    3, // Flavius 7 hits, 2 dice = 7
  ]);
  const b = new Battle(dice);
  const apart = () => hexDistance(b.fig("flavius").position, b.fig("wulf").position);

  it("starts with the book's figures: Flavius adjDX 8 and stops 5, Wulf adjDX 10", () => {
    expect(baseAdjDx(b.fig("flavius")).value).toBe(8);
    expect(baseAdjDx(b.fig("wulf")).value).toBe(10);
    expect(b.fig("flavius").ma).toBe(6);
    expect(b.fig("wulf").ma).toBe(10);
  });

  it("turn 1: Flavius runs 6, Wulf moves up 1 and his arrow does 7, armor and shield stop 5", () => {
    b.order({ type: "initiative", side: "rome", moveFirst: true });
    const run = b.order({
      type: "move",
      figure: "flavius",
      option: "a",
      destination: at("C8"),
      facing: N,
    });
    expect(movedHexes(run)).toBe(6);
    expect(apart()).toBe(8);
    const events = b.order({
      type: "move",
      figure: "wulf",
      option: "f",
      path: [at("E2")],
      facing: S,
      target: "flavius",
    });
    expect(apart()).toBe(7);
    const [shot] = attacks(events);
    expect(shot).toMatchObject({
      attacker: "wulf",
      kind: "missile",
      faces: [3, 3, 3],
      adjDx: 10,
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({
      faces: [5],
      total: 7,
      stopped: 5,
      taken: 2,
      stRemaining: 10,
    });
    expect(b.fig("flavius").hits).toBe(2);
  });

  it("turn 2: Flavius dodges 3, Wulf backs up 1 and rolls 16 on four dice", () => {
    b.order({ type: "initiative", side: "germania", moveFirst: false });
    expect(
      movedHexes(b.order({ type: "move", figure: "flavius", option: "c", destination: at("F6") })),
    ).toBe(3);
    const closing = apart();
    const events = b.order({
      type: "move",
      figure: "wulf",
      option: "f",
      path: [at("E1")],
      facing: S,
      target: "flavius",
    });
    expect(apart()).toBe(closing + 1);
    expect(attacks(events)[0]).toMatchObject({ faces: [4, 4, 4, 4], adjDx: 10, result: "miss" });
    expect(b.fig("flavius").hits).toBe(2);
  });

  it("turn 3: Flavius runs 5 and engages; Wulf shifts off the wall and gets off a last shot for 4, all stopped", () => {
    b.order({ type: "initiative", side: "germania", moveFirst: false });
    const run = b.order({
      type: "move",
      figure: "flavius",
      option: "a",
      destination: at("E2"),
      facing: N,
    });
    expect(movedHexes(run)).toBe(5);
    const events = b.order({
      type: "move",
      figure: "wulf",
      option: "j",
      path: [at("F1")],
      facing: 4,
      target: "flavius",
    });
    // "Flavius can't attack": the last shot is the turn's only attack.
    expect(attacks(events)).toEqual([
      expect.objectContaining({ attacker: "wulf", faces: [2, 3, 3], adjDx: 10, result: "hit" }),
    ]);
    expect(damages(events)[0]).toMatchObject({ total: 4, stopped: 4, taken: 0 });
  });

  it("turn 4: Wulf shifts, drops the bow there and readies his sword; Flavius rolls 16 and misses", () => {
    const start = b.order({ type: "initiative", side: "germania", moveFirst: false });
    expect(start).toEqual([expect.objectContaining({ type: "initiative-chosen" })]);
    expect(b.fig("wulf").readyWeapon).toBe("longbow");
    b.order({ type: "move", figure: "flavius", option: "h", target: "wulf" });
    const events = b.order({
      type: "move",
      figure: "wulf",
      option: "k",
      path: [at("E1")],
      facing: S,
      ready: { weapon: "two-handed-sword" },
    });
    expect(b.fig("wulf").readyWeapon).toBe("two-handed-sword");
    // "Wulf shifts again, drops the bow (he has to) and readies his two-handed sword."
    expect(b.state.dropped).toEqual([{ item: "longbow", position: at("E1") }]);
    expect(attacks(events)[0]).toMatchObject({
      attacker: "flavius",
      faces: [6, 5, 5],
      adjDx: 8,
      result: "auto-miss",
    });
  });

  it("turn 5: Wulf strikes first and misses with 13; Flavius hits with 8 for 6", () => {
    b.order({ type: "initiative", side: "germania", moveFirst: false });
    b.order({ type: "move", figure: "flavius", option: "h", target: "wulf" });
    const events = b.order({ type: "move", figure: "wulf", option: "h", target: "flavius" });
    const [first, second] = attacks(events);
    expect(first).toMatchObject({ attacker: "wulf", faces: [4, 4, 5], adjDx: 10, result: "miss" });
    expect(second).toMatchObject({
      attacker: "flavius",
      faces: [2, 3, 3],
      adjDx: 8,
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({
      faces: [3, 4],
      total: 6,
      stopped: 0,
      taken: 6,
      stRemaining: 8,
    });
    expect(b.state.phase).toEqual({
      kind: "retreat",
      rights: [{ victor: "flavius", enemy: "wulf" }],
    });
    b.order({ type: "retreat", victor: "flavius", enemy: "wulf", to: null, advance: false });
  });

  it("turn 6: both at adjDX 8, Wulf wins the roll and doubles: 10 hits, 5 stopped", () => {
    b.order({ type: "initiative", side: "rome", moveFirst: true });
    expect(baseAdjDx(b.fig("wulf")).value).toBe(8);
    b.order({ type: "move", figure: "flavius", option: "h", target: "wulf" });
    const events = b.order({ type: "move", figure: "wulf", option: "h", target: "flavius" });
    expect(events.find((e) => e.type === "tiebreak")).toMatchObject({
      rolls: [
        { figure: "flavius", roll: 2 },
        { figure: "wulf", roll: 5 },
      ],
    });
    const [first] = attacks(events);
    expect(first).toMatchObject({ attacker: "wulf", faces: [1, 1, 2], adjDx: 8, result: "double" });
    expect(damages(events)[0]).toMatchObject({
      faces: [1, 2, 3],
      multiplier: 2,
      total: 10,
      stopped: 5,
      taken: 5,
      stRemaining: 5,
    });
    b.order({ type: "retreat", victor: "wulf", enemy: "flavius", to: null, advance: false });
  });

  it("turn 7: Flavius at adjDX 6 defends; Wulf fails on four dice", () => {
    b.order({ type: "initiative", side: "rome", moveFirst: true });
    expect(baseAdjDx(b.fig("flavius")).value).toBe(6);
    expect(baseAdjDx(b.fig("wulf")).value).toBe(10);
    b.order({ type: "move", figure: "flavius", option: "i" });
    const events = b.order({ type: "move", figure: "wulf", option: "h", target: "flavius" });
    expect(attacks(events)).toEqual([
      expect.objectContaining({ attacker: "wulf", faces: [5, 5, 1, 3], result: "miss" }),
    ]);
  });

  it("turn 8: Wulf misses with 13, Flavius puts 6 more on him (12 in all) and forces him back", () => {
    b.order({ type: "initiative", side: "germania", moveFirst: false });
    b.order({ type: "move", figure: "flavius", option: "h", target: "wulf" });
    const events = b.order({ type: "move", figure: "wulf", option: "h", target: "flavius" });
    const [first, second] = attacks(events);
    expect(first).toMatchObject({ attacker: "wulf", faces: [6, 4, 3], adjDx: 10, result: "miss" });
    expect(second).toMatchObject({
      attacker: "flavius",
      faces: [1, 2, 3],
      adjDx: 8,
      result: "hit",
    });
    expect(b.fig("wulf").hits).toBe(12);
    b.order({ type: "retreat", victor: "flavius", enemy: "wulf", to: at("F1"), advance: true });
    expect(formatHex(b.fig("wulf").position)).toBe("F1");
    expect(formatHex(b.fig("flavius").position)).toBe("E1");
  });

  it("turn 9: Wulf's adjDX is 5; Flavius hits with 7 and Wulf is a goner", () => {
    b.order({ type: "initiative", side: "rome", moveFirst: true });
    expect(baseAdjDx(b.fig("wulf")).value).toBe(5);
    // Wulf, pushed back facing away, does not engage Flavius: Flavius turns and strikes with (b).
    b.order({ type: "move", figure: "flavius", option: "b", facing: SE, target: "wulf" });
    const events = b.order({
      type: "move",
      figure: "wulf",
      option: "h",
      facing: NW,
      target: "flavius",
    });
    expect(attacks(events)).toEqual([
      expect.objectContaining({ attacker: "flavius", faces: [2, 2, 3], adjDx: 8, result: "hit" }),
    ]);
    expect(b.fig("wulf").condition).toBe("dead");
    expect(b.state.phase).toEqual({ kind: "ended", winner: "rome" });
    expect(b.state.ep).toEqual({ flavius: 50, wulf: 0 });
    expect(b.fig("flavius").hits).toBe(7);
    expect(dice.remaining).toBe(0);
  });
});
