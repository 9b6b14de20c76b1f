import { describe, expect, it } from "vitest";
import { ForcedDice, SeededDice } from "../../src/dice/dice.ts";
import type { GameRules } from "../../src/games/game.ts";
import {
  applyRecorded,
  foldGameLog,
  LogMismatchError,
  startRecorded,
} from "../../src/games/game-log.ts";

/** A race to 10: each order rolls the mover's die (d4 or d8 by ruleset) and adds it to their score. */
interface Race {
  readonly sides: number;
  readonly scores: Readonly<Record<string, number>>;
  readonly turn: string;
}
const RACE: GameRules<{ players: string[] }, Race, { player: string }, string> = {
  id: "race",
  title: "Race",
  rulesets: ["short", "long"],
  start: (setup, ruleset, dice) => {
    const first = setup.players[dice.roll(setup.players.length) - 1] ?? "";
    const scores = Object.fromEntries(setup.players.map((p) => [p, 0]));
    return {
      state: { sides: ruleset === "long" ? 8 : 4, scores, turn: first },
      events: [`${first} first`],
    };
  },
  apply: (state, order, dice) => {
    if (order.player !== state.turn) throw new Error(`it is ${state.turn}'s turn`);
    const face = dice.roll(state.sides);
    const scores = { ...state.scores, [order.player]: (state.scores[order.player] ?? 0) + face };
    const next = Object.keys(scores).find((p) => p !== order.player) ?? order.player;
    return { state: { ...state, scores, turn: next }, events: [`${order.player} rolls ${face}`] };
  },
  awaiting: (state) =>
    Object.values(state.scores).some((s) => s >= 10)
      ? []
      : [{ seat: state.turn, decision: "roll" }],
  result: (state) => {
    const winners = Object.keys(state.scores).filter((p) => (state.scores[p] ?? 0) >= 10);
    return winners.length === 0 ? null : { winners };
  },
};

describe("a game's log", () => {
  it("records each step's faces and folds back to the same state and events", () => {
    const dice = new SeededDice(3);
    const opening = startRecorded(RACE, { players: ["ann", "bo"] }, "long", dice);
    let state = opening.state;
    const orders: { order: { player: string }; faces: readonly number[] }[] = [];
    const events = [opening.events];
    while (RACE.awaiting(state).length > 0) {
      const order = { player: RACE.awaiting(state)[0]?.seat ?? "" };
      const step = applyRecorded(RACE, state, order, dice);
      orders.push({ order, faces: step.faces });
      events.push(step.events);
      state = step.state;
    }
    expect(opening.faces).toHaveLength(1);
    expect(orders.every((o) => o.faces.length === 1 && (o.faces[0] ?? 0) <= 8)).toBe(true);
    const log = {
      setup: { players: ["ann", "bo"] },
      ruleset: "long",
      openingFaces: opening.faces,
      orders,
    };
    expect(foldGameLog(RACE, log)).toEqual({ state, events });
    expect(RACE.result(state)?.winners).toHaveLength(1);
  });

  it("folds a log written by hand with exact faces", () => {
    const log = {
      setup: { players: ["ann", "bo"] },
      ruleset: "short",
      openingFaces: [2],
      orders: [
        { order: { player: "bo" }, faces: [4] },
        { order: { player: "ann" }, faces: [3] },
      ],
    };
    const { state, events } = foldGameLog(RACE, log);
    expect(state).toEqual({ sides: 4, scores: { ann: 3, bo: 4 }, turn: "bo" });
    expect(events).toEqual([["bo first"], ["bo rolls 4"], ["ann rolls 3"]]);
  });

  it("refuses a log whose step left faces unused, or whose faces a die cannot show", () => {
    const base = { setup: { players: ["ann", "bo"] }, ruleset: "short", openingFaces: [1] };
    expect(() =>
      foldGameLog(RACE, { ...base, orders: [{ order: { player: "ann" }, faces: [2, 2] }] }),
    ).toThrow(
      new LogMismatchError(
        "order 1 left 1 logged faces unused; the log does not match these rules",
      ),
    );
    expect(() =>
      foldGameLog(RACE, { ...base, orders: [{ order: { player: "ann" }, faces: [7] }] }),
    ).toThrow("cannot come up on a d4");
    expect(() =>
      RACE.apply(
        foldGameLog(RACE, { ...base, orders: [] }).state,
        { player: "bo" },
        new ForcedDice([1]),
      ),
    ).toThrow("it is ann's turn");
  });
});
