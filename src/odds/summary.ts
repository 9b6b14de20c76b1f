/** What a tally of duels says: rates with their 95 % intervals, mean turns, mean EP. */
import type { Tally } from "./tally.ts";

/** The normal quantile of a two-sided 95 % interval. */
const Z95 = 1.959964;

export interface Rate {
  readonly rate: number;
  /** The Wilson score interval at 95 %: right even near 0 and 1, where the normal one is not. */
  readonly low: number;
  readonly high: number;
}

export interface OddsSummary {
  readonly duels: number;
  /** By side id; a side that never won has rate 0. */
  readonly wins: Readonly<Record<string, Rate>>;
  readonly draws: Rate;
  readonly meanTurns: number;
  /** Mean EP earned per duel, by figure id. */
  readonly meanEp: Readonly<Record<string, number>>;
}

export function rateOf(successes: number, trials: number): Rate {
  if (trials === 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function summarise(
  tally: Tally,
  sideIds: readonly string[],
  figureIds: readonly string[],
): OddsSummary {
  const per = (total: number) => (tally.duels === 0 ? 0 : total / tally.duels);
  return {
    duels: tally.duels,
    wins: Object.fromEntries(sideIds.map((id) => [id, rateOf(tally.wins[id] ?? 0, tally.duels)])),
    draws: rateOf(tally.draws, tally.duels),
    meanTurns: per(tally.turns),
    meanEp: Object.fromEntries(figureIds.map((id) => [id, per(tally.ep[id] ?? 0)])),
  };
}
