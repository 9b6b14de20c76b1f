/**
 * Engine bugs the property tests found, each reduced to a hand-made reproduction with forced dice
 * and kept, once fixed, as a regression test. Each "(set-up)" case checks that a reproduction still
 * reaches its situation.
 */
import { describe, expect, it } from "vitest";
import { chooseOrder } from "../../../src/computer/policy.ts";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import { legalAttackTargets, pendingDecision } from "../../../src/engine/battle/decisions.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import { isInHth } from "../../../src/engine/battle/figures.ts";
import type { Order } from "../../../src/engine/battle/orders.ts";
import { createBattle, type FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { BattleFigure, BattleState } from "../../../src/engine/battle/types.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { at, fighter, human as humanFighter, setupOf } from "../battle/builders.ts";

/** A human with a ready dagger, as the property tests' random battles arm them. */
function human(name: string, st: number, dx: number, gear: Partial<FigureSpec> = {}): FigureSpec {
  return humanFighter(name, { st, dx, weapons: ["dagger"], readyWeapon: "dagger", ...gear });
}

/** Applies orders, each with exactly the faces it must roll. */
function play(state: BattleState, steps: readonly [Order, readonly number[]][]): BattleState {
  let s = state;
  for (const [order, faces] of steps) {
    const dice = new ForcedDice(faces);
    s = applyOrder(s, order, dice).state;
    expect(dice.remaining, JSON.stringify(order)).toBe(0);
  }
  return s;
}

/**
 * Two friends grapple one foe; the foe dies; both are left lying in its hex, no longer in HTH.
 * Returns the state when the first has stood up and the second is to give its order.
 */
function brawlEndsWithTwoFriendsInAHex(): BattleState {
  const figures: FigureSetup[] = [
    fighter("a", "red", "E7", 0, human("Aulus", 11, 13)),
    fighter("b", "red", "E8", 0, human("Brutus", 12, 12)),
    // Plate: MA 6, slower than the attackers, so they may grapple him from any side.
    fighter("c", "blue", "E5", 0, human("Cato", 8, 16, { armor: "plate" })),
    fighter("d", "blue", "E14", 0, human("Decius", 12, 12)),
  ];
  const start = createBattle(setupOf(figures), new ForcedDice([6, 1])).state;
  return play(start, [
    [{ type: "initiative", side: "red", moveFirst: true }, []],
    // Aulus charges into Cato's hex: Cato rolls 1, grappled.
    [{ type: "move", figure: "a", option: "b", path: [at("E6"), at("E5")], target: "c" }, [1]],
    // Brutus joins the brawl (no roll).
    [
      { type: "move", figure: "b", option: "b", path: [at("E7"), at("E6"), at("E5")], target: "c" },
      [],
    ],
    [{ type: "move", figure: "c", option: "pass" }, []],
    // Aulus (adjDX 17 in HTH) strikes: 3 on the dice, triple damage, (6+2)×3 − 5 = 19: Cato
    // dies. Brutus, lying in the hex and no longer in HTH, loses his action. Turn 2: red first.
    [{ type: "move", figure: "d", option: "pass" }, [1, 1, 1, 6, 6, 1]],
    [{ type: "initiative", side: "red", moveFirst: true }, []],
    [{ type: "move", figure: "a", option: "g" }, []],
  ]);
}

/**
 * Practice combat: Aulus, engaged, disengages (l) toward F4; before he acts, Rufus knocks the
 * goblin in F4 down to ST 3 and it drops out, still standing there. The state when Aulus's turn
 * to act comes.
 */
function disengageIntoDroppedOutFigure(): BattleState {
  const goblin: FigureSpec = {
    name: "Gob",
    race: "goblin",
    st: 6,
    dx: 12,
    armor: "none",
    shield: null,
    weapons: [],
    readyWeapon: null,
    shieldReady: false,
  };
  const sword = { weapons: ["broadsword"], readyWeapon: "broadsword" } as const;
  const figures: FigureSetup[] = [
    // Aulus is engaged by Ennius (E6 faces north onto E5) and disengages north-east, to F4.
    fighter("a", "red", "E5", 3, human("Aulus", 12, 12, sword)),
    // Rufus, faster (adjDX 13), strikes the goblin in F4 first.
    fighter(
      "r",
      "red",
      "G4",
      4,
      human("Rufus", 11, 13, { weapons: ["shortsword"], readyWeapon: "shortsword" }),
    ),
    fighter("e", "blue", "E6", 0, human("Ennius", 12, 12, sword)),
    fighter("g", "blue", "F4", 0, goblin),
  ];
  const start = createBattle(
    setupOf(figures, { combatType: "practice" }),
    new ForcedDice([6, 1]),
  ).state;
  return play(start, [
    [{ type: "initiative", side: "red", moveFirst: true }, []],
    [{ type: "move", figure: "a", option: "l", stepTo: at("F4") }, []],
    [{ type: "move", figure: "r", option: "h", target: "g" }, []],
    [{ type: "move", figure: "e", option: "pass" }, []],
    // Rufus hits (6) for 2−1 = 6, halved in practice: 3; the goblin is at ST 3 and drops out.
    [{ type: "move", figure: "g", option: "pass" }, [2, 2, 2, 4, 3]],
  ]);
}

/** Aulus grapples Cato; Decius joins the brawl: one red against two blue, all in E5. */
function brawlOfThree(): BattleState {
  const figures: FigureSetup[] = [
    fighter("a", "red", "E7", 0, human("Aulus", 11, 13)),
    fighter("c", "blue", "E5", 0, human("Cato", 8, 16, { armor: "plate" })),
    fighter("d", "blue", "E3", 3, human("Decius", 12, 12)),
  ];
  const start = createBattle(setupOf(figures), new ForcedDice([6, 1])).state;
  return play(start, [
    [{ type: "initiative", side: "red", moveFirst: true }, []],
    // Aulus grapples Cato (Cato rolls 1); Decius joins the brawl against Aulus.
    [{ type: "move", figure: "a", option: "b", path: [at("E6"), at("E5")], target: "c" }, [1]],
    [{ type: "move", figure: "c", option: "pass" }, []],
    // Both strikes roll 16, automatic misses; turn 2's initiative.
    [
      { type: "move", figure: "d", option: "b", path: [at("E4"), at("E5")], target: "a" },
      [6, 5, 5, 6, 5, 5, 6, 1],
    ],
  ]);
}

/**
 * Aulus, empty-handed, moves with option (e) onto the body of a goblin the GM has just ruled dead,
 * to pick up its dagger. Entering a hex with a body calls for a footing roll on 3 dice. Returns
 * what applying the order with these faces does: the events' types, or the refusal.
 */
function pickUpFromBody(footing: readonly number[]): string[] | IllegalOrderError {
  const nothing: FigureSpec = { ...human("Aulus", 12, 12), weapons: [], readyWeapon: null };
  const goblin: FigureSpec = { ...human("Gob", 6, 12), race: "goblin" };
  const figures: FigureSetup[] = [
    fighter("a", "red", "E5", 3, nothing),
    fighter("g", "blue", "E7", 0, goblin),
    fighter("d", "blue", "E14", 0, human("Decius", 12, 12)),
  ];
  const start = createBattle(setupOf(figures), new ForcedDice([6, 1])).state;
  const s = play(start, [
    [{ type: "initiative", side: "red", moveFirst: true }, []],
    [{ type: "gm", gm: "GM", ruling: { kind: "set-hits", figure: "g", hits: 6 } }, []],
  ]);
  const order: Order = {
    type: "move",
    figure: "a",
    option: "e",
    path: [at("E6"), at("E7")],
    ready: { pickUp: "dagger" },
  };
  try {
    return applyOrder(s, order, new ForcedDice(footing)).events.map((e) => e.type);
  } catch (error) {
    if (error instanceof IllegalOrderError) return error;
    throw error;
  }
}

describe("known engine bugs", () => {
  it("(set-up) a brawl of two friends against one foe ends with both friends lying in one hex", () => {
    const s = brawlEndsWithTwoFriendsInAHex();
    const fig = (id: string) => s.figures.find((f) => f.id === id) as BattleFigure;
    expect(fig("c").condition).toBe("dead");
    expect(formatHex(fig("a").position)).toBe("E5");
    expect(formatHex(fig("b").position)).toBe("E5");
    expect(fig("a").posture).toBe("standing");
    expect(fig("b").posture).toBe("fallen");
    expect(isInHth(s, fig("a")) || isInHth(s, fig("b"))).toBe(false);
    expect(pendingDecision(s)).toEqual({ kind: "orders", side: "red", figures: ["b"] });
  });

  /**
   * Was a bug (found by battle-invariants: practice combat, a pile of two halflings on an elf):
   * Brutus could stand up (g) where Aulus already stood — two standing figures in one hex, not in
   * HTH. Fixed in move-order.ts standUp(): he must rise into an empty adjacent hex (stepTo).
   */
  it("(regression) friends left in a hex when their brawl ends do not both stand there", () => {
    const s = brawlEndsWithTwoFriendsInAHex();
    expect(() => play(s, [[{ type: "move", figure: "b", option: "g" }, []]])).toThrow(
      IllegalOrderError,
    );
    // The policy rises into an empty hex next to it.
    const order = chooseOrder(s);
    expect(order).toMatchObject({ type: "move", figure: "b", option: "g" });
    const after = play(s, [[order, []]]);
    const upright = after.figures.filter((f) => f.posture === "standing" && f.condition === "ok");
    expect(new Set(upright.map((f) => formatHex(f.position))).size).toBe(upright.length);
  });

  /**
   * Was a bug (found by battle-invariants, seed 1): a dropped-out figure stays standing and still
   * blocks movement, but a disengaging step (l) treated its hex as free (actions.ts step() asked
   * only that everyone there isOut), so the stepper stood in the same hex. Fixed in step() by the
   * ground check; this keeps it fixed.
   */
  it("(regression) a disengaging figure may not step into a standing dropped-out figure's hex", () => {
    const s = disengageIntoDroppedOutFigure();
    const fig = (id: string) => s.figures.find((f) => f.id === id) as BattleFigure;
    expect(fig("g").droppedOut).toBe(true);
    expect(fig("g").posture).toBe("standing");
    expect(formatHex(fig("g").position)).toBe("F4");
    // Aulus has not stepped: the battle asks where he goes instead.
    expect(formatHex(fig("a").position)).toBe("E5");
    expect(pendingDecision(s)).toEqual({ kind: "act", figure: "a" });
  });

  it("(set-up) one figure in a brawl with two foes in its hex", () => {
    const s = brawlOfThree();
    const a = s.figures.find((f) => f.id === "a") as BattleFigure;
    expect(isInHth(s, a)).toBe(true);
    expect(s.figures.every((f) => formatHex(f.position) === "E5" && f.condition === "ok")).toBe(
      true,
    );
  });

  /**
   * BUG (API): legalAttackTargets(state, id, "hth") answers for option (m), grappling an adjacent
   * enemy (hthAttemptProblem needs distance 1), so for a figure already in a brawl it lists none
   * of the foes in its own hex — which option (p) may attack, and which an "act" decision for (p)
   * (its target gone) must offer. decisions.ts legalAttackTargets.
   */
  it("(regression) legalAttackTargets(…, 'hth') lists the foes in a brawl", () => {
    expect(legalAttackTargets(brawlOfThree(), "a", "hth").sort()).toEqual(["c", "d"]);
  });

  it("(set-up) with its footing kept, (e) onto a body picks up what lies there", () => {
    expect(pickUpFromBody([1, 2, 3])).toEqual([
      "moved",
      "item-picked-up",
      "item-readied",
      "saving-roll",
      "option-chosen",
    ]);
  });

  /**
   * BUG: an order is refused because of a die it rolled. Aulus's (e) is legal when given; he
   * misses the footing roll (18) and falls; then readyNewWeapon refuses the whole order ("Aulus is
   * fallen; only a crossbow may be reloaded while down"), so the move, the roll and the fall are
   * undone. With live dice the player simply sends the order again and rolls again: a free
   * re-roll of every failed footing roll under (e) (move-order.ts: keepFooting, then
   * applyOptionEffect → readying.ts readyNewWeapon's posture check). Fix: check what can be
   * checked before rolling, and let the fall spoil the readying (an event) rather than refuse the
   * order. (Found by battle-invariants, seed 21: a refused order that had rolled dice.)
   */
  it("(regression) an order legal when given is not refused because of the dice it rolled", () => {
    const result = pickUpFromBody([6, 6, 6]);
    expect(result).not.toBeInstanceOf(IllegalOrderError);
  });
});
