/**
 * The strong computer player: it takes the clearly better order where the safe player does not,
 * replays from the same dice, and wins more mirror duels than it loses against the safe player.
 */
import { describe, expect, it } from "vitest";
import { mirrorMatch } from "../../src/computer/mirror.ts";
import { chooseOrder } from "../../src/computer/policy.ts";
import { strongChooseOrder } from "../../src/computer/strong.ts";
import { ForcedDice, SeededDice } from "../../src/dice/dice.ts";
import { applyOrder } from "../../src/engine/battle/apply.ts";
import type { MoveOrder, Order } from "../../src/engine/battle/orders.ts";
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
  it("strikes the wounded foe of two that engage it, where the safe player strikes the first", () => {
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, FLAVIUS),
      fighter("fresh", "blue", step(CENTRE, 0), 3, FLAVIUS),
      fighter("wounded", "blue", step(CENTRE, 1), 3, FLAVIUS),
    ]);
    const wounded = state.figures.find((f) => f.id === "wounded");
    if (!wounded) throw new Error("no wounded figure");
    wounded.hits = wounded.st - 1;
    expect(chooseOrder(state)).toMatchObject({ option: "h", target: "fresh" });
    expect(strongChooseOrder(state, new SeededDice(3))).toMatchObject({
      option: "h",
      target: "wounded",
    });
  });

  it("stops beyond the reach of a foe's charge where the safe player walks into it", () => {
    // Eight hexes apart: neither may charge (in chainmail, ½ MA + 1 = 4 hexes for both), and a
    // full move of 6 takes the safe player to 2 hexes, where the foe charges it first.
    const state = redToMove([
      fighter("r", "red", CENTRE, 0, FLAVIUS),
      fighter("b", "blue", step(CENTRE, 0, 8), 3, FLAVIUS),
    ]);
    const foe = step(CENTRE, 0, 8);
    const end = (order: Order) => (order as MoveOrder).path?.at(-1) ?? CENTRE;
    expect(hexDistance(end(chooseOrder(state)), foe)).toBeLessThanOrEqual(4);
    const strong = strongChooseOrder(state, new SeededDice(3));
    expect(strong).toMatchObject({ option: "a" });
    expect(hexDistance(end(strong), foe)).toBe(5);
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

  it("wins more mirror duels than it loses at this seed (the bench plays 2,000 to measure it)", () => {
    const tally = mirrorMatch([FLAVIUS, WULF, RAGNAR], 40, 2026);
    expect(tally).toEqual({ strongWins: 29, basicWins: 11, draws: 0 });
  });
});
