/**
 * The strong computer player (src/computer/strong.ts) against the basic one:
 *
 * - sim.strong_vs_basic_win_rate: the share of 2,000 mirror duels (the same fighter on both
 *   sides; the strong player on each side and at each end equally often) that the strong player
 *   wins; draws count as not won.
 * - sim.strong_order_median_ms: the median time the strong player takes to choose an order, over
 *   every initiative choice and option it gave (the decisions it looks ahead for; it answers act
 *   and retreat decisions as the basic player does) in 24 mirror duels after 4 to warm up.
 */

import { duelSeed } from "../src/computer/duel.ts";
import { mirrorDuel, mirrorMatch } from "../src/computer/mirror.ts";
import { strongAnswer } from "../src/computer/strong.ts";
import { FLAVIUS, RAGNAR, WULF } from "../src/engine/figure/book-figures.ts";
import type { FigureSpec } from "../src/engine/figure/figure-spec.ts";
import { DWARF } from "../test/computer/roster.ts";
import type { Report } from "./report.ts";

const FIGHTERS: readonly FigureSpec[] = [FLAVIUS, WULF, RAGNAR, DWARF];
const DUELS = 2_000;
const SEED = 1;
const TIMED_DUELS = 24;
const WARM_UP_DUELS = 4;

function orderTimes(): number[] {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP_DUELS + TIMED_DUELS; i++) {
    const spec = FIGHTERS[i % FIGHTERS.length] as FigureSpec;
    mirrorDuel(
      spec,
      i % 2 === 0 ? "a" : "b",
      duelSeed(SEED + 1, i),
      {},
      (state, decision, dice) => {
        const started = performance.now();
        const order = strongAnswer(state, decision, dice);
        if (i >= WARM_UP_DUELS) times.push(performance.now() - started);
        return order;
      },
    );
  }
  return times;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export async function run(report: Report): Promise<void> {
  report("sim.strong_order_median_ms", median(orderTimes()), "ms");
  const tally = mirrorMatch(FIGHTERS, DUELS, SEED);
  report("sim.strong_vs_basic_win_rate", tally.strongWins / DUELS, "ratio");
}
