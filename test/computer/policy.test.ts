import { describe, expect, it } from "vitest";
import { duelBattle, duelSeed } from "../../src/computer/duel.ts";
import { chooseOrder, safestOrder } from "../../src/computer/policy.ts";
import { ForcedDice, SeededDice } from "../../src/dice/dice.ts";
import { applyOrder } from "../../src/engine/battle/apply.ts";
import { pendingDecision } from "../../src/engine/battle/decisions.ts";
import type { MoveOrder, Order } from "../../src/engine/battle/orders.ts";
import { createBattle, type FigureSetup } from "../../src/engine/battle/setup.ts";
import type { BattleState } from "../../src/engine/battle/types.ts";
import type { FigureSpec } from "../../src/engine/figure/figure-spec.ts";
import { validateAdvancedFigure } from "../../src/engine/figure/validate.ts";
import { formatHex, type Hex, parseHex } from "../../src/engine/hex/coordinates.ts";
import { FLAVIUS, ROSTER, WULF } from "./roster.ts";

function at(label: string): Hex {
  const h = parseHex(label);
  if (!h) throw new Error(label);
  return h;
}

function fighter(
  id: string,
  side: string,
  hex: string,
  facing: 0 | 1 | 2 | 3 | 4 | 5,
  spec: FigureSpec,
): FigureSetup {
  return { kind: "fighter", id, side, position: at(hex), facing, spec };
}

const SIDES = [
  { id: "red", name: "Red", entrance: 0 },
  { id: "blue", name: "Blue", entrance: 1 },
];

/** A battle whose opening initiative roll red wins (6 against 1). */
function battle(figures: FigureSetup[]): BattleState {
  return createBattle({ combatType: "death", sides: SIDES, figures }, new ForcedDice([6, 1])).state;
}

function apply(state: BattleState, order: Order, faces: number[] = []): BattleState {
  return applyOrder(state, order, new ForcedDice(faces)).state;
}

describe("the built-in policy", () => {
  it("roster fighters are legal figures", () => {
    for (const spec of ROSTER) expect(validateAdvancedFigure(spec), spec.name).toEqual([]);
  });

  it("always gives an order the engine accepts, through 200 seeded duels to their end", () => {
    let ended = 0;
    // The engine reads move orders fastest when they all have one layout: the same keys in order.
    const moveLayouts = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const a = ROSTER[i % ROSTER.length] as FigureSpec;
      const b = ROSTER[(i * 7 + 3) % ROSTER.length] as FigureSpec;
      const dice = new SeededDice(duelSeed(42, i));
      let state = duelBattle(a, b, dice, { aEnd: i % 2 === 0 ? 0 : 1 });
      while (pendingDecision(state).kind !== "ended" && state.turn <= 100) {
        const order = chooseOrder(state);
        if (order.type === "move") moveLayouts.add(Object.keys(order).join(","));
        try {
          state = applyOrder(state, order, dice).state;
        } catch (error) {
          throw new Error(
            `duel ${i} (${a.name} vs ${b.name}), turn ${state.turn}: ${JSON.stringify(order)} refused: ${String(error)}`,
          );
        }
      }
      if (state.phase.kind === "ended") ended++;
    }
    // Nearly all end in a death; a few armoured stalemates run into the cap.
    expect(ended).toBeGreaterThan(180);
    expect([...moveLayouts]).toEqual([
      "type,figure,option,path,destination,facing,target,secondTarget,attack,posture,ready,stepTo,stepFacing,leave,flight",
    ]);
  });

  it("is deterministic and leaves the state alone", () => {
    const dice = new SeededDice(7);
    let state = duelBattle(FLAVIUS, WULF, dice);
    for (let step = 0; step < 40 && pendingDecision(state).kind !== "ended"; step++) {
      const before = JSON.stringify(state);
      const order = chooseOrder(state);
      expect(chooseOrder(state)).toEqual(order);
      expect(chooseOrder(structuredClone(state))).toEqual(order);
      expect(JSON.stringify(state)).toBe(before);
      state = applyOrder(state, order, dice).state;
    }
  });

  it("lets the others move first when it wins the initiative", () => {
    const state = battle([
      fighter("a", "red", "E3", 3, FLAVIUS),
      fighter("b", "blue", "E14", 0, FLAVIUS),
    ]);
    expect(chooseOrder(state)).toEqual({ type: "initiative", side: "red", moveFirst: false });
  });

  it("charges (b) to a hex next to an enemy within half its MA, facing it, from behind if it can", () => {
    // MA 10: half is 5. The enemy in E9 faces north; its rear hex E10 is 5 steps from E15.
    let state = battle([
      fighter("a", "red", "E9", 0, FLAVIUS),
      fighter("b", "blue", "E15", 0, WULF),
    ]);
    state = apply(state, { type: "initiative", side: "red", moveFirst: true });
    state = apply(state, { type: "move", figure: "a", option: "pass" });
    const wulfArcher = chooseOrder(state) as MoveOrder;
    // Wulf has a loaded bow and Flavius is in front of him: he shoots.
    expect(wulfArcher).toMatchObject({ option: "f", target: "a" });

    const swordsman = {
      ...WULF,
      weapons: ["two-handed-sword", "dagger"],
      readyWeapon: "two-handed-sword",
    } as const;
    let s2 = battle([
      fighter("a", "red", "E9", 0, FLAVIUS),
      fighter("b", "blue", "E15", 0, swordsman),
    ]);
    s2 = apply(s2, { type: "initiative", side: "red", moveFirst: true });
    s2 = apply(s2, { type: "move", figure: "a", option: "pass" });
    const charge = chooseOrder(s2) as MoveOrder;
    expect(charge).toMatchObject({
      type: "move",
      figure: "b",
      option: "b",
      target: "a",
      facing: 0,
    });
    expect(formatHex(charge.path?.[charge.path.length - 1] as Hex)).toBe("E10");
    expect(() => applyOrder(s2, charge, new SeededDice(1))).not.toThrow();
  });

  it("moves (a) as far as it can toward an enemy out of charge range, facing it", () => {
    let state = battle([
      fighter("a", "red", "E2", 3, FLAVIUS),
      fighter("b", "blue", "E15", 0, FLAVIUS),
    ]);
    state = apply(state, { type: "initiative", side: "red", moveFirst: true });
    const move = chooseOrder(state) as MoveOrder;
    expect(move).toMatchObject({ figure: "a", option: "a", facing: 3 });
    // Chainmail: MA 6, straight down the column.
    expect(move.path?.map(formatHex)).toEqual(["E3", "E4", "E5", "E6", "E7", "E8"]);
  });

  it("attacks (h) an engaging enemy, turning to face it first if needed", () => {
    // Blue in E6 faces north onto red in E5, who faces north-east: blue is not in red's front.
    let state = battle([
      fighter("a", "red", "E5", 1, FLAVIUS),
      fighter("b", "blue", "E6", 0, FLAVIUS),
    ]);
    state = apply(state, { type: "initiative", side: "red", moveFirst: true });
    expect(chooseOrder(state)).toEqual({
      type: "move",
      figure: "a",
      option: "h",
      target: "b",
      facing: 3,
    });
    const facingIt = battle([
      fighter("a", "red", "E5", 3, FLAVIUS),
      fighter("b", "blue", "E6", 0, FLAVIUS),
    ]);
    const s2 = apply(facingIt, { type: "initiative", side: "red", moveFirst: true });
    expect(chooseOrder(s2)).toEqual({ type: "move", figure: "a", option: "h", target: "b" });
  });

  it("engaged with a bow, takes a last shot (j), then changes to a hand weapon (k)", () => {
    // Flavius moves first into Wulf's front and engages him: Wulf was not engaged when the turn began.
    let state = battle([
      fighter("f", "red", "E5", 3, FLAVIUS),
      fighter("w", "blue", "E10", 0, WULF),
    ]);
    state = apply(state, { type: "initiative", side: "red", moveFirst: true });
    state = apply(state, {
      type: "move",
      figure: "f",
      option: "a",
      destination: at("E9"),
      facing: 3,
    });
    const lastShot = chooseOrder(state);
    expect(lastShot).toEqual({ type: "move", figure: "w", option: "j", target: "f" });
    const dice = new SeededDice(3);
    state = applyOrder(state, lastShot, dice).state;
    while (pendingDecision(state).kind === "retreat" || pendingDecision(state).kind === "act") {
      state = applyOrder(state, chooseOrder(state), dice).state;
    }
    // Next turn the bow must go (it is dropped with Wulf's move); still engaged, he readies his sword.
    expect(state.figures.find((f) => f.id === "w")?.mustDropMissile).toBe(true);
    while (pendingDecision(state).kind !== "ended") {
      const decision = pendingDecision(state);
      if (decision.kind === "orders" && decision.figures.includes("w")) break;
      state = applyOrder(state, chooseOrder(state), dice).state;
    }
    expect(chooseOrder(state)).toEqual({
      type: "move",
      figure: "w",
      option: "k",
      ready: { weapon: "two-handed-sword" },
    });
  });

  it("when its target is gone before it acts, takes the first legal target", () => {
    const broadsword = { ...FLAVIUS, armor: "none", shield: null, shieldReady: false } as const;
    let state = battle([
      fighter("a", "red", "E5", 3, FLAVIUS),
      // Rufus is faster and behind the goblin: he kills it before Flavius strikes.
      fighter("r", "red", "E7", 0, {
        ...broadsword,
        name: "Rufus",
        st: 12,
        dx: 13,
        weapons: ["broadsword"],
        readyWeapon: "broadsword",
      }),
      fighter("g", "blue", "E6", 0, {
        ...broadsword,
        name: "Gob",
        race: "goblin",
        st: 6,
        dx: 12,
        weapons: [],
        readyWeapon: null,
      }),
      // Another enemy in one of Flavius's front hexes.
      fighter("c", "blue", "F5", 5, FLAVIUS),
    ]);
    state = apply(state, { type: "initiative", side: "red", moveFirst: true });
    state = apply(state, { type: "move", figure: "a", option: "h", target: "g" });
    state = apply(state, { type: "move", figure: "r", option: "b", target: "g", facing: 0 });
    state = apply(state, { type: "move", figure: "g", option: "pass" });
    // Rufus rolls 4: double damage, 2 × 12 = 24 on the goblin.
    state = apply(state, { type: "move", figure: "c", option: "pass" }, [1, 1, 2, 6, 6]);
    expect(state.figures.find((f) => f.id === "g")?.condition).toBe("dead");
    expect(pendingDecision(state)).toEqual({ kind: "act", figure: "a" });
    expect(chooseOrder(state)).toEqual({ type: "act", figure: "a", target: "c" });
    expect(() => applyOrder(state, chooseOrder(state), new SeededDice(1))).not.toThrow();
  });

  it("declines to force a retreat", () => {
    const state = battle([
      fighter("a", "red", "E5", 3, FLAVIUS),
      fighter("b", "blue", "E6", 0, FLAVIUS),
    ]);
    const retreat: BattleState = {
      ...state,
      phase: { kind: "retreat", rights: [{ victor: "a", enemy: "b" }] },
    };
    expect(chooseOrder(retreat)).toEqual({
      type: "retreat",
      victor: "a",
      enemy: "b",
      to: null,
      advance: false,
    });
  });

  it("safestOrder: defends (i) when engaged and able, else stands still (pass)", () => {
    let state = battle([
      fighter("a", "red", "E5", 3, FLAVIUS),
      fighter("b", "blue", "E6", 0, FLAVIUS),
      fighter("c", "red", "J3", 3, FLAVIUS),
    ]);
    state = apply(state, { type: "initiative", side: "red", moveFirst: true });
    expect(safestOrder(state, "a")).toEqual({ type: "move", figure: "a", option: "i" });
    expect(safestOrder(state, "c")).toEqual({ type: "move", figure: "c", option: "pass" });
    state = apply(state, safestOrder(state, "a"));
    state = apply(state, safestOrder(state, "c"));
    expect(pendingDecision(state)).toMatchObject({ kind: "orders", side: "blue" });
    // A bowman engaged cannot defend: he stands still.
    let s2 = battle([fighter("a", "red", "E5", 3, WULF), fighter("b", "blue", "E6", 0, FLAVIUS)]);
    s2 = apply(s2, { type: "initiative", side: "red", moveFirst: true });
    expect(safestOrder(s2, "a")).toEqual({ type: "move", figure: "a", option: "pass" });
    expect(() => apply(s2, safestOrder(s2, "a"))).not.toThrow();
  });
});
