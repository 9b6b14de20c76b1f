/**
 * AM §8, the Quick Combat System: each rule with forced dice and exact numbers.
 */
import { describe, expect, it } from "vitest";
import {
  actionProblem,
  applyQuickOrder,
  type FigureSpec,
  FLAVIUS,
  ForcedDice,
  fighterOf,
  hex,
  legalActions,
  megahexDistance,
  missileRangePenalty,
  type QuickOrder,
  type QuickState,
  quickAwaiting,
  rangeAdjustment,
  startQuickCombat,
  WULF,
} from "../../../src/engine/index.ts";

/** Flavius (a) against Wulf (b); the first initiative goes to `a` unless faces say otherwise. */
function opening(a: FigureSpec = FLAVIUS, b: FigureSpec = WULF, faces = [5, 2]): QuickState {
  return startQuickCombat({ a, b }, new ForcedDice(faces)).state;
}

function play(state: QuickState, orders: readonly QuickOrder[], faces: number[] = []): QuickState {
  const dice = new ForcedDice(faces);
  return orders.reduce((s, order) => applyQuickOrder(s, order, dice).state, state);
}

/** Puts the fighters at these hexes for a test, the first turn's movement still to come. */
function placed(state: QuickState, a: number, b: number): QuickState {
  const [fa, fb] = state.fighters;
  return {
    ...state,
    fighters: [
      { ...fa, position: a },
      { ...fb, position: b },
    ],
  };
}

/** Both stand still where they are. */
function standStill(state: QuickState): QuickState {
  const first = quickAwaiting(state)[0] ?? "a";
  const second = first === "a" ? "b" : "a";
  return play(state, [
    { kind: "move", seat: first, to: fighterOf(state, first).position },
    { kind: "move", seat: second, to: fighterOf(state, second).position },
  ]);
}

describe("Quick Combat: the sequence (AM §8)", () => {
  it("starts the fighters at the track's ends with adjDX fixed from armor and the shield worn", () => {
    const state = opening();
    expect(state.fighters.map((f) => [f.position, f.adjDx, f.ma, f.st])).toEqual([
      [0, 8, 6, 12],
      [15, 10, 10, 14],
    ]);
  });

  it("gives the initiative to the higher die, rolling a tie again", () => {
    const result = startQuickCombat({ a: FLAVIUS, b: WULF }, new ForcedDice([3, 3, 2, 6]));
    expect(result.events).toEqual([
      { type: "initiative", turn: 1, faces: [3, 3, 2, 6], winner: "b" },
    ]);
    expect(quickAwaiting(result.state)).toEqual(["b"]);
  });

  it("lets the winner move second, then waits for both actions at once", () => {
    let state = play(opening(), [{ kind: "second", seat: "a" }]);
    expect(quickAwaiting(state)).toEqual(["b"]);
    state = play(state, [{ kind: "move", seat: "b", to: 12 }]);
    expect(quickAwaiting(state)).toEqual(["a"]);
    expect(() => play(state, [{ kind: "second", seat: "a" }])).toThrow(/move second/);
    state = play(state, [{ kind: "move", seat: "a", to: 3 }]);
    expect(quickAwaiting(state)).toEqual(["a", "b"]);
  });
});

describe("Quick Combat: movement (AM §8 MOVEMENT)", () => {
  it("refuses more than the MA and the foe's hex, and lets a figure pass its foe", () => {
    const state = placed(opening(), 5, 6);
    expect(() => play(state, [{ kind: "move", seat: "a", to: 12 }])).toThrow(/at most 6 hexes/);
    expect(() => play(state, [{ kind: "move", seat: "a", to: 6 }])).toThrow(/another's hex/);
    expect(fighterOf(play(state, [{ kind: "move", seat: "a", to: 9 }]), "a").position).toBe(9);
  });
  it("keeps a fallen figure where it is", () => {
    const state = opening();
    const down: QuickState = {
      ...state,
      fighters: [{ ...state.fighters[0], fallen: true }, state.fighters[1]],
    };
    expect(() => play(down, [{ kind: "move", seat: "a", to: 1 }])).toThrow(/stand up first/);
  });
});

describe("Quick Combat: options (AM §8 OPTIONS)", () => {
  it("gives no action to a figure that moved more than half its MA", () => {
    const state = play(opening(), [
      { kind: "move", seat: "a", to: 4 },
      { kind: "move", seat: "b", to: 15 },
    ]);
    expect(legalActions(state, fighterOf(state, "a"))).toEqual([{ kind: "none" }]);
  });
  it("lets a figure that moved half its MA strike but not fire, and one that moved 1 hex fire", () => {
    const state = play(placed(opening(), 0, 8), [
      { kind: "move", seat: "a", to: 3 },
      { kind: "move", seat: "b", to: 4 },
    ]);
    expect(actionProblem(state, fighterOf(state, "a"), { kind: "strike" })).toBeNull();
    expect(actionProblem(state, fighterOf(state, "b"), { kind: "fire" })).toMatch(
      /more than 1 hex/,
    );
    const steady = play(placed(opening(), 3, 5), [
      { kind: "move", seat: "a", to: 3 },
      { kind: "move", seat: "b", to: 4 },
    ]);
    expect(actionProblem(steady, fighterOf(steady, "b"), { kind: "fire" })).toBeNull();
  });
  it("lets a fallen figure only stand up", () => {
    const state = standStill(placed(opening(), 3, 4));
    const down: QuickState = {
      ...state,
      fighters: [{ ...state.fighters[0], fallen: true }, state.fighters[1]],
    };
    expect(legalActions(down, fighterOf(down, "a"))).toEqual([{ kind: "stand" }, { kind: "none" }]);
  });
  it("reaches 2 hexes with a pole weapon only", () => {
    const state = standStill(placed(opening(), 3, 5));
    expect(actionProblem(state, fighterOf(state, "a"), { kind: "strike" })).toMatch(/out of reach/);
    const spear: FigureSpec = {
      ...FLAVIUS,
      weapons: ["spear"],
      readyWeapon: "spear",
      shieldReady: false,
    };
    const withSpear = standStill(placed(opening(spear), 3, 5));
    expect(actionProblem(withSpear, fighterOf(withSpear, "a"), { kind: "strike" })).toBeNull();
  });
});

describe("Quick Combat: hitting and damage (AM §8 HITTING)", () => {
  it("rolls against the fixed adjDX and marks hits simultaneously; 8 hits put a figure down", () => {
    // Wulf readies his sword while Flavius strikes: 3+3+2 = 8 against adjDX 8 hits; the
    // shortsword's 2-1 rolls 4+5 = 8 hits, Wulf wears no armor. Next turn's initiative: 6, 1.
    const state = standStill(placed(opening(), 3, 4));
    const after = applyQuickOrder(
      play(state, [{ kind: "act", seat: "a", action: { kind: "strike" } }]),
      { kind: "act", seat: "b", action: { kind: "ready", weapon: "two-handed-sword" } },
      new ForcedDice([3, 3, 2, 4, 5, 6, 1]),
    );
    expect(after.events).toContainEqual({
      type: "damage",
      target: "b",
      faces: [4, 5],
      multiplier: 1,
      stopped: 0,
      taken: 8,
    });
    const wulf = fighterOf(after.state, "b");
    expect([wulf.st, wulf.fallen, wulf.ready]).toEqual([6, true, "two-handed-sword"]);
    expect(after.state.turn).toBe(2);
  });
  it("doubles on a 4 and stops hits with armor and a worn shield", () => {
    // Wulf with his sword, 1+1+2 = 4: double. 3d-1: 6+6+6-1 = 17 ×2 = 34; chainmail and a large shield stop 5.
    const sword: FigureSpec = { ...WULF, readyWeapon: "two-handed-sword" };
    const state = standStill(placed(opening(FLAVIUS, sword), 3, 4));
    const after = applyQuickOrder(
      play(state, [{ kind: "act", seat: "a", action: { kind: "none" } }]),
      { kind: "act", seat: "b", action: { kind: "strike" } },
      new ForcedDice([1, 1, 2, 6, 6, 6]),
    );
    expect(after.events).toContainEqual({
      type: "damage",
      target: "a",
      faces: [6, 6, 6],
      multiplier: 2,
      stopped: 5,
      taken: 29,
    });
    expect(after.events.slice(-2)).toEqual([
      { type: "out", seat: "a", dead: true },
      { type: "over", winner: "b" },
    ]);
  });
  it("calls a draw when both fall at once", () => {
    const sword: FigureSpec = { ...WULF, readyWeapon: "two-handed-sword" };
    const state = standStill(placed(opening(FLAVIUS, sword), 3, 4));
    const after = play(
      state,
      [
        { kind: "act", seat: "a", action: { kind: "strike" } },
        { kind: "act", seat: "b", action: { kind: "strike" } },
      ],
      [1, 1, 1, 6, 6, 1, 1, 1, 6, 6, 6],
    );
    expect(after.phase).toEqual({ kind: "over", winner: null });
    expect(after.fighters.map((f) => f.st)).toEqual([-34, -19]);
  });
  it("drops the weapon on a 17 in the striker's hex, where a figure that stood still picks it up", () => {
    const state = standStill(placed(opening(), 3, 4));
    const dropped = play(
      state,
      [
        { kind: "act", seat: "a", action: { kind: "strike" } },
        { kind: "act", seat: "b", action: { kind: "none" } },
      ],
      [6, 6, 5, 4, 1],
    );
    expect(fighterOf(dropped, "a").ready).toBeNull();
    expect(dropped.ground).toEqual([{ weapon: "shortsword", position: 3 }]);
    const picked = play(
      standStill(dropped),
      [
        { kind: "act", seat: "a", action: { kind: "pick-up", weapon: "shortsword" } },
        { kind: "act", seat: "b", action: { kind: "none" } },
      ],
      [4, 1],
    );
    expect([fighterOf(picked, "a").ready, picked.ground]).toEqual(["shortsword", []]);
  });
  it("hurts a bare-handed fighter who rolls 18 by 1 die, unstopped", () => {
    const bare: FigureSpec = { ...WULF, weapons: [], readyWeapon: null };
    const state = standStill(placed(opening(FLAVIUS, bare), 3, 4));
    const after = applyQuickOrder(
      play(state, [{ kind: "act", seat: "a", action: { kind: "none" } }]),
      { kind: "act", seat: "b", action: { kind: "strike" } },
      new ForcedDice([6, 6, 6, 3, 4, 1]),
    );
    expect(after.events).toContainEqual({ type: "fumble-hurt", seat: "b", face: 3 });
    expect(fighterOf(after.state, "b").st).toBe(11);
  });
  it("keeps adjDX as it was fixed when the shield comes off", () => {
    const state = standStill(placed(opening(), 3, 4));
    const off = play(
      state,
      [
        { kind: "act", seat: "a", action: { kind: "shield", on: false } },
        { kind: "act", seat: "b", action: { kind: "none" } },
      ],
      [4, 1],
    );
    const after = applyQuickOrder(
      play(standStill(off), [{ kind: "act", seat: "a", action: { kind: "strike" } }]),
      { kind: "act", seat: "b", action: { kind: "none" } },
      new ForcedDice([4, 3, 3, 1, 1, 4, 1]),
    );
    expect(after.events).toContainEqual(
      expect.objectContaining({ type: "attack", adjDx: 8, result: "miss" }),
    );
  });
});

describe("Quick Combat: range (AM §8 WHO MAY BE ATTACKED, DX ADJUSTMENTS)", () => {
  it("takes 1 DX a hex from a thrown weapon, which lands in the target's hex", () => {
    const thrower: FigureSpec = {
      ...FLAVIUS,
      weapons: ["javelin"],
      readyWeapon: "javelin",
      shieldReady: false,
    };
    const state = standStill(placed(opening(thrower), 3, 7));
    const after = applyQuickOrder(
      play(state, [{ kind: "act", seat: "a", action: { kind: "throw" } }]),
      { kind: "act", seat: "b", action: { kind: "none" } },
      new ForcedDice([2, 2, 3, 4, 1]),
    );
    // DX 12 less chainmail 3 = 9; 4 hexes away: 5. 2+2+3 = 7 misses.
    expect(after.events[0]).toMatchObject({ type: "attack", adjDx: 9, range: -4, result: "miss" });
    expect(after.state.ground).toEqual([{ weapon: "javelin", position: 7 }]);
  });
  it("takes missiles' range by megahexes, as the full rules do", () => {
    expect(rangeAdjustment("fire", 0, 15)).toBe(
      missileRangePenalty(megahexDistance(hex(0, 0), hex(0, 15))),
    );
    expect([
      rangeAdjustment("fire", 0, 15),
      rangeAdjustment("fire", 0, 6),
      rangeAdjustment("strike", 0, 1),
    ]).toEqual([-3, -1, 0]);
  });
  it("needs a crossbow reloaded after a shot before it fires again", () => {
    const shooter: FigureSpec = {
      ...WULF,
      st: 15,
      dx: 9,
      weapons: ["heavy-crossbow"],
      readyWeapon: "heavy-crossbow",
    };
    const state = standStill(placed(opening(FLAVIUS, shooter), 3, 8));
    const shot = play(
      state,
      [
        { kind: "act", seat: "a", action: { kind: "none" } },
        { kind: "act", seat: "b", action: { kind: "fire" } },
      ],
      [6, 5, 5, 4, 1],
    );
    const wulf = fighterOf(shot, "b");
    expect(wulf.reloading).toBe(2);
    expect(actionProblem(standStill(shot), wulf, { kind: "fire" })).toMatch(/not loaded/);
  });
});
