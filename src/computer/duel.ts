/**
 * Simulated duels: two fighters enter the default arena from opposite ends and fight to the death,
 * both played by the built-in policy with seeded dice. The odds (src/odds) count many of them.
 */

import { type Dice, SeededDice } from "../dice/dice.ts";
import {
  type Arena,
  applyOrderInPlace,
  type BattleSetup,
  type BattleState,
  createBattle,
  type Direction,
  defaultArena,
  type FigureSpec,
  type Hex,
  pendingDecision,
  prepareBattle,
  type Ruleset,
  startBattle,
} from "../engine/index.ts";
import { answer } from "./policy.ts";

export interface DuelOptions {
  /** A duel still going after this many turns is a draw. Default 100. */
  readonly maxTurns?: number;
  /** Which end `a` enters from (0 = top, 1 = bottom); `b` takes the other. Default 0. */
  readonly aEnd?: 0 | 1;
  /** The arena; by default MELEE's 12 × 16 arena. Must have two entrance groups. */
  readonly arena?: Arena;
  /** The rules fought under; MELEE by default. */
  readonly ruleset?: Ruleset;
}

export interface DuelResult {
  readonly winner: "a" | "b" | null;
  /** Turns begun, the last one included (the cap when the duel was drawn by it). */
  readonly turns: number;
}

/** A duel or play-out still going after this many turns counts as a draw. */
export const DEFAULT_MAX_TURNS = 100;

const SHARED_ARENA = defaultArena();

/** Facing the other end: south from the top (end 0), north from the bottom (end 1). */
export const FACING_FROM_END: readonly [Direction, Direction] = [3, 0];

/** The second entrance hex from the left at the top, its mirror image (second from the right) at the bottom. */
function start(arena: Arena, end: 0 | 1): Hex {
  const door = arena.entrances[end] ?? [];
  const hex = door[end === 0 ? 1 : door.length - 2];
  if (!hex) throw new Error(`the arena has no entrance at end ${end}`);
  return hex;
}

/**
 * The set-up of a duel: death combat; `a` on side "a", `b` on side "b"; each in an entrance hex
 * of its end, facing the other end. The two hexes are mirror images under the half-turn that swaps
 * the ends of the default arena, so neither end is favoured.
 */
export function duelSetup(a: FigureSpec, b: FigureSpec, options: DuelOptions = {}): BattleSetup {
  const arena = options.arena ?? SHARED_ARENA;
  const aEnd = options.aEnd ?? 0;
  const bEnd = aEnd === 0 ? 1 : 0;
  const setup: BattleSetup = {
    combatType: "death",
    arena,
    sides: [
      { id: "a", name: a.name, entrance: aEnd },
      { id: "b", name: b.name, entrance: bEnd },
    ],
    figures: [
      {
        kind: "fighter",
        id: "a",
        side: "a",
        spec: a,
        position: start(arena, aEnd),
        facing: FACING_FROM_END[aEnd],
      },
      {
        kind: "fighter",
        id: "b",
        side: "b",
        spec: b,
        position: start(arena, bEnd),
        facing: FACING_FROM_END[bEnd],
      },
    ],
  };
  // Not `...(ruleset === undefined ? {} : { ruleset })` at the top: V8 (Node 20) took tens of
  // microseconds for that spread, a few per cent of a whole simulated duel.
  return options.ruleset === undefined ? setup : { ruleset: options.ruleset, ...setup };
}

/** The opening state of a duel (see duelSetup), its first initiative rolled with `dice`. */
export function duelBattle(
  a: FigureSpec,
  b: FigureSpec,
  dice: Dice,
  options: DuelOptions = {},
): BattleState {
  return createBattle(duelSetup(a, b, options), dice).state;
}

/** Plays one duel to the death (or to the turn cap: a draw). */
export function simulateDuel(
  a: FigureSpec,
  b: FigureSpec,
  seed: number,
  options: DuelOptions = {},
): DuelResult {
  const prepared = prepareBattle(duelSetup(a, b, options));
  return playDuel(prepared, seed, options.maxTurns ?? DEFAULT_MAX_TURNS);
}

/** Plays one duel from a prepared opening (see prepareBattle), which it leaves as it is. */
function playDuel(prepared: BattleState, seed: number, maxTurns: number): DuelResult {
  const dice = new SeededDice(seed);
  // The duel owns its state and the policy gives only legal orders: apply them in place.
  const { state } = startBattle(prepared, dice);
  for (;;) {
    const decision = pendingDecision(state);
    if (decision.kind === "ended") {
      const w = decision.winner;
      return { winner: w === "a" || w === "b" ? w : null, turns: state.turn };
    }
    if (state.turn > maxTurns) return { winner: null, turns: maxTurns };
    applyOrderInPlace(state, answer(state, decision), dice);
  }
}

/** The seed of duel `index` in a run of the odds started from `seed` (to replay one duel alone). */
export function duelSeed(seed: number, index: number): number {
  // A murmur-style mix, so that the duels of runs from neighbouring seeds (1, 2) look unrelated.
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}
