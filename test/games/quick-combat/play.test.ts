/**
 * Quick Combat's descriptor for the battle service: the fighters named at /quick new, sealed
 * actions, the deadline's default orders and the computer player's, every one accepted by the
 * rules, and whole duels of the computer player on both sides ending.
 */
import { describe, expect, it } from "vitest";
import { FLAVIUS, ForcedDice, RAGNAR, SeededDice, WULF } from "../../../src/engine/index.ts";
import { simulateQuickDuel } from "../../../src/games/quick-combat/duel.ts";
import { QUICK_COMBAT_PLAY, quickChoices } from "../../../src/games/quick-combat/play.ts";

const rules = QUICK_COMBAT_PLAY.rules;

describe("Quick Combat's descriptor", () => {
  it("sets up the fighters named, Flavius and Wulf by default", () => {
    expect(QUICK_COMBAT_PLAY.setup(["a", "b"], { a: "ragnar", b: "Flavius" })).toEqual({
      a: RAGNAR,
      b: FLAVIUS,
    });
    expect(QUICK_COMBAT_PLAY.setup(["a", "b"], {})).toEqual({ a: FLAVIUS, b: WULF });
  });

  it("seals actions, not moves, and gives default orders the rules accept", () => {
    let state = rules.start(
      { a: FLAVIUS, b: WULF },
      "advanced-melee",
      new ForcedDice([5, 2]),
    ).state;
    expect(rules.awaiting(state)).toEqual([{ seat: "a", decision: "move" }]);
    const stay = rules.defaultOrder?.(state, "a");
    expect(stay).toEqual({ kind: "move", seat: "a", to: 0 });
    expect(rules.isSealedOrder?.(stay as never)).toBe(false);
    state = rules.apply(state, stay as never, new ForcedDice([])).state;
    state = rules.apply(state, rules.defaultOrder?.(state, "b") as never, new ForcedDice([])).state;
    expect(rules.awaiting(state).map((a) => a.decision)).toEqual(["action", "action"]);
    const none = rules.defaultOrder?.(state, "a");
    expect(rules.isSealedOrder?.(none as never)).toBe(true);
    const given = rules.apply(state, none as never, new ForcedDice([])).state;
    expect(rules.viewFor?.(given, "b")).toMatchObject({ actions: [] });
    expect(rules.viewFor?.(given, null)).toMatchObject({ actions: [] });
    expect(rules.viewFor?.(given, "a")).toMatchObject({ actions: [{ seat: "a" }] });
    expect(
      quickChoices(state, "b").map((o) => (o.kind === "act" ? o.action.kind : o.kind)),
    ).toEqual(["fire", "ready", "ready", "none"]);
  });

  it("plays whole duels with the computer on both sides, each order one the rules accept", () => {
    const results = [1, 2, 3, 4, 5, 6].map((seed) =>
      simulateQuickDuel(FLAVIUS, WULF, seed, seed % 2 === 0),
    );
    expect(results).toHaveLength(6);
    expect(results.every((r) => r === "x" || r === "y" || r === null)).toBe(true);
    const dice = new SeededDice(9);
    let state = rules.start({ a: RAGNAR, b: WULF }, "advanced-melee", dice).state;
    while (rules.result(state) === null && state.turn <= 100) {
      const [awaited] = rules.awaiting(state);
      if (awaited === undefined) break;
      state = rules.apply(
        state,
        QUICK_COMBAT_PLAY.computerOrder(state, awaited.seat, dice),
        dice,
      ).state;
    }
    expect(rules.result(state)).not.toBeNull();
  });
});
