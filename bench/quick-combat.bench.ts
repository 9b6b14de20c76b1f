/**
 * ADVANCED MELEE's Quick Combat System (AM §8) beside the full ADVANCED MELEE rules, on one core:
 *
 * - qcs.duels_per_second: complete simulated Quick Combat duels (set-up, computer player and
 *   rules) per second, the best of a few rounds over the engine bench's pairings.
 * - sim.qcs_<a>_vs_<b>_win_rate and sim.am_<a>_vs_<b>_win_rate: how often the first fighter of
 *   each of the engine bench's pairings wins, over 10,000 duels each way of fighting, the
 *   fighters swapping ends every other duel (a draw counts as no win).
 *
 * The duels of both use the same seeds; each way of fighting has its own simple computer player,
 * so the rates compare the rules as those players fight them (docs/performance.md).
 */
import { duelSeed, simulateDuel } from "../src/computer/duel.ts";
import type { FigureSpec } from "../src/engine/figure/figure-spec.ts";
import { simulateQuickDuel } from "../src/games/quick-combat/duel.ts";
import { PAIRINGS } from "./engine.bench.ts";
import type { Report } from "./report.ts";

const DUELS = 10_000;
const ROUNDS = 3;
const SPEED_DUELS = 500;

function key(a: FigureSpec, b: FigureSpec): string {
  return `${a.name}_vs_${b.name}`.toLowerCase();
}

function qcsWins(a: FigureSpec, b: FigureSpec, duels: number, seed: number): number {
  let wins = 0;
  for (let i = 0; i < duels; i++)
    if (simulateQuickDuel(a, b, duelSeed(seed, i), i % 2 === 0) === "x") wins++;
  return wins;
}

function amWins(a: FigureSpec, b: FigureSpec, duels: number, seed: number): number {
  let wins = 0;
  for (let i = 0; i < duels; i++) {
    const { winner } = simulateDuel(a, b, duelSeed(seed, i), {
      aEnd: i % 2 === 0 ? 0 : 1,
      ruleset: "advanced-melee",
    });
    if (winner === "a") wins++;
  }
  return wins;
}

export async function run(report: Report): Promise<void> {
  for (const [a, b] of PAIRINGS) qcsWins(a, b, 100, 1_000);
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (const [a, b] of PAIRINGS) qcsWins(a, b, SPEED_DUELS, round + 1);
    best = Math.max(best, (SPEED_DUELS * PAIRINGS.length * 1000) / (performance.now() - started));
  }
  report("qcs.duels_per_second", best, "duels/s");
  for (const [a, b] of PAIRINGS) {
    report(`sim.qcs_${key(a, b)}_win_rate`, qcsWins(a, b, DUELS, 1) / DUELS, "rate");
    report(`sim.am_${key(a, b)}_win_rate`, amWins(a, b, DUELS, 1) / DUELS, "rate");
  }
}
