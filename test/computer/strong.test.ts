/**
 * The strong computer player: it weighs the orders that matter, takes one over the safe player's
 * where its play-outs show it surely better, and replays from the same dice.
 */
import { describe, expect, it } from "vitest";
import { candidateOrders } from "../../src/computer/candidates.ts";
import { duelBattle, duelSeed } from "../../src/computer/duel.ts";
import { mirrorMatch } from "../../src/computer/mirror.ts";
import { OPENING_TURNS } from "../../src/computer/opening.ts";
import { answer } from "../../src/computer/policy.ts";
import { strongAnswer, strongChooseOrder } from "../../src/computer/strong.ts";
import { ForcedDice, SeededDice } from "../../src/dice/dice.ts";
import { applyOrder, applyOrderInPlace } from "../../src/engine/battle/apply.ts";
import { pendingDecision } from "../../src/engine/battle/decisions.ts";
import type { Order } from "../../src/engine/battle/orders.ts";
import { createBattle, type FigureSetup } from "../../src/engine/battle/setup.ts";
import type { BattleState } from "../../src/engine/battle/types.ts";
import type { FigureSpec } from "../../src/engine/figure/figure-spec.ts";
import {
  DIRECTION_STEPS,
  type Direction,
  type Hex,
  hexDistance,
} from "../../src/engine/hex/coordinates.ts";
import { FLAVIUS, RAGNAR, ROSTER, WULF } from "./roster.ts";

const SIDES = [
  { id: "red", name: "Red", entrance: 0 },
  { id: "blue", name: "Blue", entrance: 1 },
];

const CENTRE: Hex = { q: 5, r: 8 };

function step(from: Hex, direction: number, times = 1): Hex {
  const d = DIRECTION_STEPS[direction] as Hex;
  return { q: from.q + d.q * times, r: from.r + d.r * times };
}

function fighter(id: string, side: string, position: Hex, facing: Direction, spec: FigureSpec) {
  return { kind: "fighter", id, side, position, facing, spec } satisfies FigureSetup;
}

/** Red wins the opening initiative (6 against 1) and moves first: it owes the first order. */
function redToMove(figures: FigureSetup[]): BattleState {
  const opened = createBattle(
    { combatType: "death", sides: SIDES, figures },
    new ForcedDice([6, 1]),
  );
  const first: Order = { type: "initiative", side: "red", moveFirst: true };
  return applyOrder(opened.state, first, new ForcedDice([])).state;
}

/** Blue wins the opening initiative, moves first with `blueOrder`, and red owes the next order. */
function redMovesAfter(figures: FigureSetup[], blueOrder: Order): BattleState {
  const opened = createBattle(
    { combatType: "death", sides: SIDES, figures },
    new ForcedDice([1, 6]),
  );
  const first: Order = { type: "initiative", side: "blue", moveFirst: true };
  const moved = applyOrder(opened.state, first, new ForcedDice([])).state;
  return applyOrder(moved, blueOrder, new ForcedDice([])).state;
}

function endOf(order: Order): Hex {
  return (order.type === "move" && order.path?.at(-1)) || CENTRE;
}

describe("the strong computer player", () => {
  it("weighs striking each engaging foe and defending, the safe player's strike first", () => {
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, FLAVIUS),
      fighter("fresh", "blue", step(CENTRE, 0), 3, FLAVIUS),
      fighter("wounded", "blue", step(CENTRE, 1), 3, FLAVIUS),
    ]);
    expect(candidateOrders(state, "r")).toEqual([
      { type: "move", figure: "r", option: "h", target: "fresh" },
      { type: "move", figure: "r", option: "i" },
      { type: "move", figure: "r", option: "h", target: "wounded" },
    ]);
  });

  it("weighs holding back beyond the foe's charge, and where the foe's full move stops short", () => {
    // Eight hexes apart: neither may charge (in chainmail, ½ MA + 1 = 4 hexes for both). The safe
    // player walks its full 6 to 2 hexes, where the foe charges it first; the strong player also
    // weighs stopping at 5 (beyond the foe's charge) and staying at 8 (the foe's full move of 6
    // would stop 2 hexes away, in its own charge).
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, FLAVIUS),
      fighter("b", "blue", step(CENTRE, 0, 8), 3, FLAVIUS),
    ]);
    const foe = step(CENTRE, 0, 8);
    const ends = candidateOrders(state, "r").map((order) => [
      order.option,
      hexDistance(order.path?.at(-1) ?? CENTRE, foe),
    ]);
    expect(ends).toEqual([
      ["a", 2],
      ["a", 8],
      ["a", 5],
    ]);
  });

  it("moving first, waits to strike where the foe cannot charge but walks up next to it", () => {
    // Flavius charges from 4 hexes (½ MA 3, + 1) and walks up from 7 (MA 6, + 1): from 8 hexes
    // red steps to 7 with a charge (b) naming no target, and strikes the foe that walks up.
    const foe = step(CENTRE, 0, 8);
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, FLAVIUS),
      fighter("b", "blue", foe, 3, FLAVIUS),
    ]);
    const order = strongChooseOrder(state, new SeededDice(3));
    expect(order).toMatchObject({ type: "move", figure: "r", option: "b", facing: 0 });
    expect(order.type === "move" && order.target).toBeUndefined();
    expect(order.type === "move" && order.path?.length).toBe(1);
    expect(hexDistance(endOf(order), foe)).toBe(7);
  });

  it("stops holding back after the opening turns, so two strong players still meet", () => {
    // Both sides waiting beyond each other's charge would keep apart to the turn limit; past
    // OPENING_TURNS the strong player closes, so these mirror duels are fought to a winner.
    const results = [FLAVIUS, WULF, RAGNAR, FLAVIUS].map((spec, i) => {
      const dice = new SeededDice(duelSeed(7, i));
      const state = duelBattle(spec, spec, dice, { aEnd: i % 2 === 0 ? 0 : 1 });
      for (;;) {
        const decision = pendingDecision(state);
        if (decision.kind === "ended" || state.turn > 100) return { decision, turn: state.turn };
        applyOrderInPlace(state, strongAnswer(state, decision, dice), dice);
      }
    });
    for (const { decision, turn } of results) {
      expect(decision.kind === "ended" && decision.winner).toBeTruthy();
      expect(turn).toBeGreaterThan(OPENING_TURNS);
    }
  });

  it("moving after a foe out of its reach, stops where the foe must walk up to it", () => {
    // The foe stood still 8 hexes away; red cannot charge (4 hexes) and stops 7 away, beyond the
    // foe's charge: whoever moves first next turn, red strikes first.
    const foe = step(CENTRE, 0, 8);
    const state = redMovesAfter(
      [fighter("r", "red", CENTRE, 0, FLAVIUS), fighter("b", "blue", foe, 3, FLAVIUS)],
      { type: "move", figure: "b", option: "a", path: [] },
    );
    const order = strongChooseOrder(state, new SeededDice(3));
    expect(order).toMatchObject({ type: "move", figure: "r", option: "a", facing: 0 });
    expect(hexDistance(endOf(order), foe)).toBe(7);
  });

  it("stands fast with a pole weapon where the foe will charge it", () => {
    // Ragnar's spear: 5 hexes is within the foe's charge (½ MA 4, + 1).
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, RAGNAR),
      fighter("b", "blue", step(CENTRE, 0, 5), 3, RAGNAR),
    ]);
    expect(strongChooseOrder(state, new SeededDice(3))).toEqual({
      type: "move",
      figure: "r",
      option: "b",
      facing: 0,
      path: [],
    });
  });

  it("readies a hand weapon against an archer, then dodges toward it", () => {
    const foe = step(CENTRE, 0, 10);
    const archers = redToMove([
      fighter("r", "red", CENTRE, 0, WULF),
      fighter("b", "blue", foe, 3, WULF),
    ]);
    expect(strongChooseOrder(archers, new SeededDice(3))).toEqual({
      type: "move",
      figure: "r",
      option: "e",
      facing: 0,
      path: [],
      ready: { weapon: "two-handed-sword" },
    });
    const swordsman = { ...WULF, readyWeapon: "two-handed-sword" } as const;
    const closing = redToMove([
      fighter("r", "red", CENTRE, 0, swordsman),
      fighter("b", "blue", foe, 3, WULF),
    ]);
    const order = strongChooseOrder(closing, new SeededDice(3));
    expect(order).toMatchObject({ type: "move", figure: "r", option: "c", facing: 0 });
    // Dodging moves ½ MA (5): from 10 hexes to 5.
    expect(hexDistance(endOf(order), foe)).toBe(5);
  });

  it("strikes from a front hex beside the one the foe faces, and from its side once it has moved", () => {
    // The foe faces red (south, 3): its front hexes are red's hex and the two either side.
    const foe = step(CENTRE, 0);
    const first = redToMove([
      fighter("r", "red", CENTRE, 0, FLAVIUS),
      fighter("b", "blue", foe, 3, FLAVIUS),
    ]);
    const shifted = strongChooseOrder(first, new SeededDice(3));
    expect(shifted).toMatchObject({ type: "move", figure: "r", option: "h", target: "b" });
    const beside = endOf(shifted);
    expect([step(foe, 2), step(foe, 4)]).toContainEqual(beside);
    // The foe has moved (it defended, facing south still): from its front-right hex, red steps
    // round to the side hex and strikes at +2 DX.
    const after = redMovesAfter(
      [fighter("r", "red", step(foe, 2), 5, FLAVIUS), fighter("b", "blue", foe, 3, FLAVIUS)],
      { type: "move", figure: "b", option: "i" },
    );
    const order = strongChooseOrder(after, new SeededDice(3));
    expect(order).toMatchObject({ type: "move", figure: "r", option: "h", target: "b" });
    expect(endOf(order)).toEqual(step(foe, 1));
  });

  it("gives only orders the engine accepts, through duels of every roster fighter", () => {
    // Shooters, throwers, pole weapons, two weapons, bare hands: the strong player on side a.
    for (let i = 0; i < ROSTER.length; i++) {
      const a = ROSTER[i % ROSTER.length] as FigureSpec;
      const b = ROSTER[(i * 5 + 1) % ROSTER.length] as FigureSpec;
      const dice = new SeededDice(duelSeed(7, i));
      const state = duelBattle(a, b, dice, { aEnd: i % 2 === 0 ? 0 : 1 });
      for (let decision = pendingDecision(state); decision.kind !== "ended" && state.turn <= 12; ) {
        const strong =
          decision.kind === "orders"
            ? decision.side === "a"
            : decision.kind === "initiative" && decision.side === "a";
        const order = strong ? strongAnswer(state, decision, dice) : answer(state, decision);
        try {
          applyOrderInPlace(state, order, dice);
        } catch (error) {
          throw new Error(
            `duel ${i} (${a.name} vs ${b.name}): ${JSON.stringify(order)} refused: ${String(error)}`,
          );
        }
        decision = pendingDecision(state);
      }
    }
  });

  it("chooses the same order from the same dice and leaves the state alone", () => {
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, WULF),
      fighter("b", "blue", step(CENTRE, 0, 4), 3, FLAVIUS),
    ]);
    const before = structuredClone(state);
    const first = strongChooseOrder(state, new SeededDice(11));
    expect(strongChooseOrder(state, new SeededDice(11))).toEqual(first);
    expect(state).toEqual(before);
  });

  it("plays mirror duels to the same tally from the same seed (the bench plays 2,000 to measure)", () => {
    // Twelve duels say nothing of strength; the tally only shows that a seed replays the same.
    const tally = mirrorMatch([FLAVIUS, WULF, RAGNAR], 12, 2026);
    expect(tally).toEqual({ strongWins: 6, basicWins: 6, draws: 0 });
  });
});
