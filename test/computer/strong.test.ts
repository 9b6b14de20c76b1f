/**
 * The strong computer player: it weighs the orders that matter, takes one over the safe player's
 * where its play-outs show it surely better, and replays from the same dice.
 */
import { describe, expect, it } from "vitest";
import { candidateOrders } from "../../src/computer/candidates.ts";
import { mirrorMatch } from "../../src/computer/mirror.ts";
import { chooseOrder } from "../../src/computer/policy.ts";
import { strongChooseOrder } from "../../src/computer/strong.ts";
import { ForcedDice, SeededDice } from "../../src/dice/dice.ts";
import { applyOrder } from "../../src/engine/battle/apply.ts";
import type { Order } from "../../src/engine/battle/orders.ts";
import { createBattle, type FigureSetup } from "../../src/engine/battle/setup.ts";
import type { BattleState } from "../../src/engine/battle/types.ts";
import type { FigureSpec } from "../../src/engine/figure/figure-spec.ts";
import { DIRECTION_STEPS, type Hex, hexDistance } from "../../src/engine/hex/coordinates.ts";
import { FLAVIUS, RAGNAR, WULF } from "./roster.ts";

const SIDES = [
  { id: "red", name: "Red", entrance: 0 },
  { id: "blue", name: "Blue", entrance: 1 },
];

const CENTRE: Hex = { q: 5, r: 8 };

function step(from: Hex, direction: number, times = 1): Hex {
  const d = DIRECTION_STEPS[direction] as Hex;
  return { q: from.q + d.q * times, r: from.r + d.r * times };
}

function fighter(id: string, side: string, position: Hex, facing: 0 | 3, spec: FigureSpec) {
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

  it("keeps the safe player's order unless its play-outs find another surely better (these seeds)", () => {
    // Eight hexes apart: neither may charge (in chainmail, ½ MA + 1 = 4 hexes for both).
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, FLAVIUS),
      fighter("b", "blue", step(CENTRE, 0, 8), 3, FLAVIUS),
    ]);
    const safe = chooseOrder(state);
    expect(strongChooseOrder(state, new SeededDice(3))).toEqual(safe);
    // With these seeds, staying 8 hexes away (where the foe's full move would stop in its own
    // charge) won surely more play-outs than walking in.
    expect(strongChooseOrder(state, new SeededDice(5))).toEqual({
      type: "move",
      figure: "r",
      option: "a",
      facing: 0,
      path: [],
    });
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
    const tally = mirrorMatch([FLAVIUS, WULF, RAGNAR], 12, 2026);
    expect(tally).toEqual({ strongWins: 8, basicWins: 4, draws: 0 });
  });
});
