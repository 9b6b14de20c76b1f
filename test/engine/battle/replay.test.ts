/**
 * Battles as logs: every accepted order is stored with the dice faces it rolled, and folding the
 * log from the set-up gives back a state deep-equal to the live one, with the same events.
 */
import { describe, expect, it } from "vitest";
import { type Dice, DiceExhaustedError, ForcedDice, SeededDice } from "../../../src/dice/dice.ts";
import {
  legalAttackTargets,
  legalDestinations,
  legalOptions,
  pendingDecision,
} from "../../../src/engine/battle/decisions.ts";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
import { declineRetreat, type Order } from "../../../src/engine/battle/orders.ts";
import {
  applyLoggedOrder,
  type BattleLog,
  type LoggedOrder,
  replay,
  startLoggedBattle,
} from "../../../src/engine/battle/replay.ts";
import type { BattleSetup } from "../../../src/engine/battle/setup.ts";
import type { BattleState } from "../../../src/engine/battle/types.ts";
import { directionTo, hexDistance } from "../../../src/engine/hex/coordinates.ts";
import { ReplayMismatchError } from "../../../src/engine/index.ts";
import { fighter, human, N, S, setupOf } from "./builders.ts";
import { FLAVIUS, WULF } from "./fixtures.ts";

/** A plain player for both sides: close in, strike what is in front, get up, decline retreats. */
function play(state: BattleState): Order {
  const decision = pendingDecision(state);
  switch (decision.kind) {
    case "initiative":
      return { type: "initiative", side: decision.side, moveFirst: state.turn % 2 === 0 };
    case "act":
      return { type: "act", figure: decision.figure, target: null };
    case "retreat": {
      const right = decision.rights[0];
      if (!right) throw new Error("no right");
      return declineRetreat(right);
    }
    case "ended":
      throw new Error("over");
    case "orders": {
      const id = decision.figures[0] as string;
      const options = legalOptions(state, id);
      const targets = legalAttackTargets(state, id, "weapon");
      if (options.includes("h") && targets[0])
        return { type: "move", figure: id, option: "h", target: targets[0] };
      if (options.includes("k"))
        return { type: "move", figure: id, option: "k", ready: { weapon: "two-handed-sword" } };
      for (const stand of ["g", "n"] as const) {
        if (options.includes(stand)) return { type: "move", figure: id, option: stand };
      }
      const me = state.figures.find((f) => f.id === id);
      const foe = state.figures.find((f) => f.side !== me?.side && f.condition === "ok");
      if (me && foe && options.includes("a")) {
        const ends = legalDestinations(state, id, "a");
        const best = ends.reduce((a, b) =>
          hexDistance(b.hex, foe.position) < hexDistance(a.hex, foe.position) ? b : a,
        );
        const facing = directionTo(best.hex, foe.position);
        return {
          type: "move",
          figure: id,
          option: "a",
          destination: best.hex,
          ...(facing === undefined ? {} : { facing }),
        };
      }
      return { type: "move", figure: id, option: "pass" };
    }
  }
}

interface Played {
  readonly live: BattleState;
  readonly log: BattleLog;
  readonly events: BattleEvent[][];
}

function playLogged(setup: BattleSetup, dice: Dice, maxOrders: number): Played {
  const started = startLoggedBattle(setup, dice);
  let live = started.state;
  const orders: LoggedOrder[] = [];
  const events: BattleEvent[][] = [started.events];
  for (let i = 0; i < maxOrders && live.phase.kind !== "ended"; i++) {
    const result = applyLoggedOrder(live, play(live), dice);
    live = result.state;
    orders.push(result.logged);
    events.push(result.events);
  }
  return { live, log: { setup, openingFaces: started.openingFaces, orders }, events };
}

const DUEL = setupOf([
  fighter("flavius", "red", "F2", S, FLAVIUS),
  fighter("wulf", "blue", "F15", N, { ...WULF, readyWeapon: "two-handed-sword" }),
]);

describe("replaying a battle log", () => {
  it("gives back the live state and events of a seeded duel fought to the end", () => {
    const played = playLogged(DUEL, new SeededDice(7), 400);
    expect(played.live.phase.kind).toBe("ended");
    expect(played.live.turn).toBeGreaterThan(3);
    const replayed = replay(played.log);
    expect(replayed.state).toEqual(played.live);
    expect(replayed.events).toEqual(played.events);
  });

  it("matches at every step, not only at the end", () => {
    const played = playLogged(DUEL, new SeededDice(11), 60);
    let state = played.live;
    for (let n = played.log.orders.length; n >= 0; n -= 7) {
      const prefix = { ...played.log, orders: played.log.orders.slice(0, n) };
      state = replay(prefix).state;
      const live = playLogged(DUEL, new SeededDice(11), n).live;
      expect(state).toEqual(live);
    }
  });

  it("logs exactly the faces each order rolled", () => {
    const dice = new ForcedDice([6, 1, 5, 5, 5, 2, 3, 3, 4, 5]);
    const setup = setupOf([
      fighter("ann", "red", "E5", S, human("Ann", { st: 13, dx: 11 })),
      fighter("bob", "blue", "E6", N, human("Bob")),
    ]);
    const started = startLoggedBattle(setup, dice);
    expect(started.openingFaces).toEqual([6, 1]);
    const first = applyLoggedOrder(
      started.state,
      { type: "initiative", side: "red", moveFirst: true },
      dice,
    );
    expect(first.logged.faces).toEqual([]);
    const second = applyLoggedOrder(
      first.state,
      { type: "move", figure: "ann", option: "h", target: "bob" },
      dice,
    );
    const third = applyLoggedOrder(
      second.state,
      { type: "move", figure: "bob", option: "h", target: "ann" },
      dice,
    );
    // Bob misses (15); Ann hits (8) for 2 dice = 9.
    expect(third.logged.faces).toEqual([5, 5, 5, 2, 3, 3, 4, 5]);
    const log: BattleLog = {
      setup,
      openingFaces: started.openingFaces,
      orders: [first.logged, second.logged, third.logged],
    };
    expect(replay(log).state).toEqual(third.state);
    expect(replay(log).state.figures.find((f) => f.id === "bob")?.hits).toBe(9);
  });

  it("refuses a log whose faces do not match what the rules roll", () => {
    const played = playLogged(DUEL, new SeededDice(3), 20);
    const rolled = played.log.orders.findIndex((o) => o.faces.length > 0);
    expect(rolled).toBeGreaterThanOrEqual(0);
    const extra = played.log.orders.map((o, i) =>
      i === rolled ? { ...o, faces: [...o.faces, 1] } : o,
    );
    const mismatch = (() => {
      try {
        return replay({ ...played.log, orders: extra });
      } catch (error) {
        return error;
      }
    })();
    expect(mismatch).toBeInstanceOf(ReplayMismatchError);
    expect(mismatch).toHaveProperty(
      "message",
      "replay: an order left 1 logged faces unused; the log does not match these rules",
    );
    const short = played.log.orders.map((o, i) =>
      i === rolled ? { ...o, faces: o.faces.slice(1) } : o,
    );
    expect(() => replay({ ...played.log, orders: short })).toThrow(DiceExhaustedError);
  });

  it("a refused order is not logged and changes nothing", () => {
    const dice = new ForcedDice([6, 1]);
    const started = startLoggedBattle(DUEL, dice);
    expect(() =>
      applyLoggedOrder(started.state, { type: "initiative", side: "blue", moveFirst: true }, dice),
    ).toThrow("Only the winner of the initiative roll chooses who moves first.");
    expect(replay({ setup: DUEL, openingFaces: started.openingFaces, orders: [] }).state).toEqual(
      started.state,
    );
  });
});
