/**
 * Many play-outs of one job, counted: a fresh matchup (the contestants swap ends every other
 * duel, so neither end is favoured) or a battle's current state. Runs on a worker thread or on
 * the caller's; duel i always rolls the dice of `duelSeed(seed, i)`, so a run split over threads
 * counts exactly what it would count on one.
 */

import { duelSeed } from "../computer/index.ts";
import {
  type BattleSetup,
  type BattleState,
  prepareBattle,
  SeededDice,
  startBattle,
} from "../engine/index.ts";
import { playOut } from "./play-out.ts";

export type OddsJob =
  /** The set-ups with `a` entering from end 0 and from end 1. */
  | { readonly kind: "matchup"; readonly setups: readonly [BattleSetup, BattleSetup] }
  | { readonly kind: "battle"; readonly state: BattleState };

export interface Tally {
  readonly duels: number;
  /** Wins by side id. */
  readonly wins: Record<string, number>;
  readonly draws: number;
  readonly turns: number;
  /** EP earned by figure id, summed over the duels. */
  readonly ep: Record<string, number>;
}

export const EMPTY_TALLY: Tally = { duels: 0, wins: {}, draws: 0, turns: 0, ep: {} };

/** Duels `first` to `first + count - 1` of the job's run from `seed`. */
export function tallyDuels(job: OddsJob, seed: number, first: number, count: number): Tally {
  const wins: Record<string, number> = {};
  const ep: Record<string, number> = {};
  let draws = 0;
  let turns = 0;
  // Each end's opening is checked and built once; every duel starts from a copy of it.
  const openings =
    job.kind === "matchup" && count > 0 ? job.setups.map((setup) => prepareBattle(setup)) : [];
  for (let i = first; i < first + count; i++) {
    const dice = new SeededDice(duelSeed(seed, i));
    const state =
      job.kind === "matchup"
        ? startBattle(openings[i % 2] as BattleState, dice).state
        : structuredClone(job.state);
    const result = playOut(state, dice);
    if (result.winner === null) draws++;
    else wins[result.winner] = (wins[result.winner] ?? 0) + 1;
    turns += result.turns;
    for (const [id, earned] of Object.entries(result.ep)) ep[id] = (ep[id] ?? 0) + earned;
  }
  return { duels: count, wins, draws, turns, ep };
}

/** Two tallies as one. */
export function addTallies(x: Tally, y: Tally): Tally {
  const sum = (p: Record<string, number>, q: Record<string, number>) => {
    const total = { ...p };
    for (const [key, n] of Object.entries(q)) total[key] = (total[key] ?? 0) + n;
    return total;
  };
  return {
    duels: x.duels + y.duels,
    wins: sum(x.wins, y.wins),
    draws: x.draws + y.draws,
    turns: x.turns + y.turns,
    ep: sum(x.ep, y.ep),
  };
}
