/**
 * MELEE behind the game seam folds a log exactly as the engine's own replay does: the combat
 * example (MELEE: X) and policy-played duels give the same state and events either way.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answer, duelSeed, duelSetup } from "../../../src/computer/index.ts";
import { ForcedDice, SeededDice } from "../../../src/dice/dice.ts";
import {
  type BattleSetup,
  type BattleState,
  IllegalOrderError,
  type LoggedOrder,
  type Order,
  pendingDecision,
  RULESETS,
  replay,
} from "../../../src/engine/index.ts";
import { applyRecorded, foldGameLog, startRecorded } from "../../../src/games/game-log.ts";
import { MELEE } from "../../../src/games/melee/melee-game.ts";
import { parseScenarioText } from "../../../src/scenario/index.ts";
import { FLAVIUS, WULF } from "../../engine/battle/fixtures.ts";

/** Plays orders through the module, recording each one's faces as the store would. */
function record(
  setup: BattleSetup,
  dice: ForcedDice | SeededDice,
  next: (state: BattleState) => Order | null,
) {
  const opening = startRecorded(MELEE, setup, "melee", dice);
  let state = opening.state;
  const orders: LoggedOrder[] = [];
  for (let order = next(state); order !== null; order = next(state)) {
    const step = applyRecorded(MELEE, state, order, dice);
    orders.push({ order, faces: step.faces });
    state = step.state;
  }
  return { setup, ruleset: "melee", openingFaces: opening.faces, orders, state };
}

function combatExample() {
  const parsed = parseScenarioText(readFileSync("test/scenarios/combat-example.json", "utf8"));
  if (!parsed.ok) throw new Error("the combat example no longer parses");
  const { scenario } = parsed;
  if (scenario.dice.kind !== "forced") throw new Error("the combat example's dice are forced");
  const queue = scenario.turns.flat().map((entry) => entry.order);
  return record(scenario.setup, new ForcedDice(scenario.dice.faces), () => queue.shift() ?? null);
}

describe("MELEE as a game module", () => {
  it("is the game melee, offering the engine's rulesets, MELEE's first", () => {
    expect(MELEE.id).toBe("melee");
    expect(MELEE.rulesets).toEqual(Object.keys(RULESETS));
    expect(MELEE.rulesets[0]).toBe("melee");
  });

  it("folds the combat example's log to the engine's replay: Rome wins in turn 9", () => {
    const log = combatExample();
    const folded = foldGameLog(MELEE, log);
    expect(folded).toEqual(replay(log));
    expect(folded.state).toEqual(log.state);
    expect(folded.state.turn).toBe(9);
    expect(MELEE.result(folded.state)).toEqual({ winners: ["rome"] });
    expect(MELEE.awaiting(folded.state)).toEqual([]);
  });

  it("folds policy-played duels to the same states and events as the engine's replay", () => {
    for (let i = 0; i < 6; i++) {
      const setup = duelSetup(FLAVIUS, WULF, { aEnd: i % 2 === 0 ? 0 : 1 });
      const log = record(setup, new SeededDice(duelSeed(7, i)), (state) => {
        const decision = pendingDecision(state);
        return decision.kind === "ended" || state.turn > 40 ? null : answer(state, decision);
      });
      expect(foldGameLog(MELEE, log)).toEqual(replay(log));
    }
  });

  it("waits for the side with initiative, then for each of its figures' orders", () => {
    const log = combatExample();
    const first = log.orders[0]?.order;
    const opening = MELEE.start(log.setup, "melee", new ForcedDice(log.openingFaces)).state;
    const decision = pendingDecision(opening);
    expect(decision.kind).toBe("initiative");
    expect(MELEE.awaiting(opening)).toEqual([
      { seat: decision.kind === "initiative" ? decision.side : "", decision: "initiative" },
    ]);
    expect(MELEE.result(opening)).toBeNull();
    const afterInitiative = MELEE.apply(opening, first as Order, new ForcedDice([])).state;
    const orders = pendingDecision(afterInitiative);
    expect(MELEE.awaiting(afterInitiative)).toEqual(
      orders.kind === "orders" ? orders.figures.map((seat) => ({ seat, decision: "order" })) : [],
    );
  });

  it("refuses a ruleset MELEE does not have, as an illegal set-up", () => {
    const { setup } = combatExample();
    expect(() => MELEE.start(setup, "chess", new ForcedDice([]))).toThrow(
      new IllegalOrderError('"chess" is not a ruleset of MELEE: it has melee, advanced-melee.'),
    );
  });
});
