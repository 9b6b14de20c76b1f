/**
 * The battle engine's speed, on one core (this process's main thread):
 *
 * - engine.duels_per_second: complete simulated 1-vs-1 duels (set-up, policy and engine) per
 *   second, over a few pairings including the book's Flavius vs Wulf.
 * - engine.am_duels_per_second: the same duels fought under ADVANCED MELEE.
 * - engine.am_cost_ratio: an AM duel's cost over a MELEE duel's, from rounds of the two rulesets
 *   taken in turn and timed by this process's CPU time, so the neighbours' load falls on both.
 * - engine.turn_us: microseconds of applyOrder to resolve one turn (all orders of the turn), from
 *   duels recorded beforehand, so the policy's time is left out.
 * - engine.odds_10k_ms: milliseconds for the odds of Flavius against Wulf from 10 000 duels on
 *   the odds worker threads (src/odds), the median of a few runs after one that starts them.
 *
 * Everything is warmed up first. Other processes share the machine, so the duel and turn figures
 * are the best of several rounds: the speed of the code rather than of the neighbours.
 */

import { DEFAULT_MAX_TURNS, duelSeed, duelSetup, simulateDuel } from "../src/computer/duel.ts";
import { answer } from "../src/computer/policy.ts";
import { ForcedDice, SeededDice } from "../src/dice/dice.ts";
import { applyOrder } from "../src/engine/battle/apply.ts";
import { pendingDecision } from "../src/engine/battle/decisions.ts";
import {
  applyLoggedOrder,
  type LoggedOrder,
  startLoggedBattle,
} from "../src/engine/battle/replay.ts";
import type { Ruleset } from "../src/engine/battle/ruleset.ts";
import { type BattleSetup, createBattle } from "../src/engine/battle/setup.ts";
import type { BattleState } from "../src/engine/battle/types.ts";
import { FLAVIUS, RAGNAR, WULF } from "../src/engine/figure/book-figures.ts";
import type { FigureSpec } from "../src/engine/figure/figure-spec.ts";
import { validateFigure } from "../src/engine/figure/validate.ts";
import { matchupSetup } from "../src/odds/matchup.ts";
import { runOdds } from "../src/odds/run-odds.ts";
import { DWARF, ELF } from "../test/computer/roster.ts";
import type { Report } from "./report.ts";

export const ORC: FigureSpec = {
  name: "Grishak",
  race: "orc",
  st: 13,
  dx: 11,
  armor: "chainmail",
  shield: "small-shield",
  weapons: ["morningstar", "dagger"],
  readyWeapon: "morningstar",
  shieldReady: true,
};

export const PAIRINGS: readonly (readonly [FigureSpec, FigureSpec])[] = [
  [FLAVIUS, WULF],
  [RAGNAR, FLAVIUS],
  [DWARF, ORC],
  [ELF, ORC],
];

const ROUNDS = 5;
const RATIO_ROUNDS = 10;
const DUELS_PER_PAIRING = 250;

function checkFighters(): void {
  for (const spec of [FLAVIUS, WULF, RAGNAR, DWARF, ELF, ORC]) {
    const problems = validateFigure(spec);
    if (problems.length > 0) throw new Error(`${spec.name}: ${problems.join("; ")}`);
  }
}

/** Duels of every pairing, fighters swapping ends every other duel. Returns the time taken. */
function playDuels(
  perPairing: number,
  seed: number,
  ruleset: Ruleset = "melee",
): { duels: number; ms: number } {
  const started = performance.now();
  let duels = 0;
  for (const [a, b] of PAIRINGS) {
    for (let i = 0; i < perPairing; i++) {
      simulateDuel(a, b, duelSeed(seed, i), { aEnd: i % 2 === 0 ? 0 : 1, ruleset });
      duels++;
    }
  }
  return { duels, ms: performance.now() - started };
}

interface RecordedDuel {
  readonly setup: BattleSetup;
  readonly openingFaces: readonly number[];
  readonly orders: readonly LoggedOrder[];
  readonly turns: number;
}

/** Plays duels with the policy, keeping each order with the faces it rolled. */
function recordDuels(perPairing: number, seed: number): RecordedDuel[] {
  const recorded: RecordedDuel[] = [];
  for (const [a, b] of PAIRINGS) {
    for (let i = 0; i < perPairing; i++) {
      const dice = new SeededDice(duelSeed(seed, i));
      const setup = duelSetup(a, b, { aEnd: i % 2 === 0 ? 0 : 1 });
      const opening = startLoggedBattle(setup, dice);
      let state: BattleState = opening.state;
      const orders: LoggedOrder[] = [];
      for (
        let decision = pendingDecision(state);
        decision.kind !== "ended" && state.turn <= DEFAULT_MAX_TURNS;
        decision = pendingDecision(state)
      ) {
        const result = applyLoggedOrder(state, answer(state, decision), dice);
        orders.push(result.logged);
        state = result.state;
      }
      recorded.push({ setup, openingFaces: opening.openingFaces, orders, turns: state.turn });
    }
  }
  return recorded;
}

/** Applies the recorded orders again, timing only applyOrder. Returns µs per turn. */
function replayTurns(recorded: readonly RecordedDuel[]): number {
  let ms = 0;
  let turns = 0;
  for (const duel of recorded) {
    let state = createBattle(duel.setup, new ForcedDice(duel.openingFaces)).state;
    const dice = duel.orders.map((o) => new ForcedDice(o.faces));
    const started = performance.now();
    for (let i = 0; i < duel.orders.length; i++) {
      state = applyOrder(state, (duel.orders[i] as LoggedOrder).order, dice[i] as ForcedDice).state;
    }
    ms += performance.now() - started;
    turns += duel.turns;
  }
  return (ms * 1000) / turns;
}

export async function run(report: Report): Promise<void> {
  checkFighters();
  // Warm-up: let the JIT see every path the measured runs take.
  playDuels(100, 1_000);

  let bestRate = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { duels, ms } = playDuels(DUELS_PER_PAIRING, round + 1);
    bestRate = Math.max(bestRate, (duels * 1000) / ms);
  }
  report("engine.duels_per_second", bestRate, "duels/s");

  playDuels(100, 1_000, "advanced-melee");
  let bestAmRate = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { duels, ms } = playDuels(DUELS_PER_PAIRING, round + 1, "advanced-melee");
    bestAmRate = Math.max(bestAmRate, (duels * 1000) / ms);
  }
  report("engine.am_duels_per_second", bestAmRate, "duels/s");
  report("engine.am_cost_ratio", amCostRatio(), "x");

  const recorded = recordDuels(DUELS_PER_PAIRING, 7);
  replayTurns(recorded);
  let bestTurn = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) bestTurn = Math.min(bestTurn, replayTurns(recorded));
  report("engine.turn_us", bestTurn, "us");

  report("engine.odds_10k_ms", await oddsMs(), "ms");
}

/** CPU milliseconds this process spends on `work`. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The same duels under both rulesets, each round's order swapped: the median AM / MELEE ratio. */
function amCostRatio(): number {
  const ratios: number[] = [];
  for (let round = 0; round < RATIO_ROUNDS; round++) {
    const seed = round + 1;
    const melee = () => cpuMs(() => playDuels(DUELS_PER_PAIRING, seed));
    const am = () => cpuMs(() => playDuels(DUELS_PER_PAIRING, seed, "advanced-melee"));
    if (round % 2 === 0) {
      const meleeMs = melee();
      ratios.push(am() / meleeMs);
    } else {
      const amMs = am();
      ratios.push(amMs / melee());
    }
  }
  return median(ratios);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function oddsMs(): Promise<number> {
  const flavius = { kind: "fighter", spec: FLAVIUS } as const;
  const wulf = { kind: "fighter", spec: WULF } as const;
  const setups = [0, 1].map((end) =>
    matchupSetup(flavius, wulf, { combatType: "death" }, end as 0 | 1),
  ) as [BattleSetup, BattleSetup];
  const job = { kind: "matchup", setups } as const;
  await runOdds(job, 1_000);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await runOdds(job, 10_000, round + 1);
    times.push(performance.now() - started);
  }
  return median(times);
}
