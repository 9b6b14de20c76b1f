/**
 * MELEE's duels pinned by hashes: every logged order, event and state of duels the computer player
 * fights, and the results of duels applied in place. Work on the engine's speed (or its layout)
 * must leave these unchanged; a change to MELEE's rules changes them on purpose, and then the new
 * values are copied here with the change that explains them (docs/performance.md).
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_TURNS, duelSeed, duelSetup, simulateDuel } from "../../src/computer/duel.ts";
import { answer } from "../../src/computer/policy.ts";
import { SeededDice } from "../../src/dice/dice.ts";
import { pendingDecision } from "../../src/engine/battle/decisions.ts";
import { applyLoggedOrder, startLoggedBattle } from "../../src/engine/battle/replay.ts";
import type { FigureSpec } from "../../src/engine/figure/figure-spec.ts";
import { DWARF, ELF, FLAVIUS, RAGNAR, WULF } from "./roster.ts";

const PAIRINGS: readonly (readonly [FigureSpec, FigureSpec])[] = [
  [FLAVIUS, WULF],
  [RAGNAR, FLAVIUS],
  [DWARF, ELF],
];
const DUELS_PER_PAIRING = 40;

function loggedDuelsHash(): string {
  const hash = createHash("sha256");
  for (const [a, b] of PAIRINGS) {
    for (let i = 0; i < DUELS_PER_PAIRING; i++) {
      const dice = new SeededDice(duelSeed(7, i));
      const opening = startLoggedBattle(duelSetup(a, b, { aEnd: i % 2 === 0 ? 0 : 1 }), dice);
      let state = opening.state;
      hash.update(JSON.stringify([opening.openingFaces, state]));
      for (
        let decision = pendingDecision(state);
        decision.kind !== "ended" && state.turn <= DEFAULT_MAX_TURNS;
        decision = pendingDecision(state)
      ) {
        const step = applyLoggedOrder(state, answer(state, decision), dice);
        hash.update(JSON.stringify([step.logged, step.events, step.state]));
        state = step.state;
      }
    }
  }
  return hash.digest("hex").slice(0, 16);
}

function inPlaceDuelsHash(): string {
  const hash = createHash("sha256");
  for (const [a, b] of PAIRINGS) {
    for (let i = 0; i < DUELS_PER_PAIRING; i++) {
      hash.update(
        JSON.stringify(simulateDuel(a, b, duelSeed(3, i), { aEnd: i % 2 === 0 ? 0 : 1 })),
      );
    }
  }
  return hash.digest("hex").slice(0, 16);
}

describe("MELEE's duels, pinned", () => {
  it("log the same orders, events and states", () => {
    expect(loggedDuelsHash()).toBe("730c4fdf3917c9f9");
  });

  it("end the same when applied in place", () => {
    expect(inPlaceDuelsHash()).toBe("8c7631724abda77a");
  });
});
