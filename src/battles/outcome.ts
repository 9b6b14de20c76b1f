/**
 * What every battle write in the house answers, MELEE's (src/battles/melee-battles.ts) and the
 * other games' (game-battles.ts): applied (with what it did), a duplicate of an interaction
 * processed before (with what it did then), or refused with a code and the data a sentence about
 * it needs. The services write no sentence; handlers word refusals. Unexpected failures (the
 * database down, a corrupt log) are thrown, not refused.
 */

/**
 * One write's answer: `T` what it did, `R` why it was refused, `D` what a duplicate answers when
 * that is less than what the write did (a repeated order has no state to give back).
 */
export type Outcome<T, R, D = T> =
  | Written<T, D>
  | { readonly kind: "refused"; readonly refusal: R };

/** A write that went through: applied now, or before (a duplicate). */
export type Written<T, D = T> =
  | { readonly kind: "applied"; readonly value: T }
  | { readonly kind: "duplicate"; readonly value: D };

import type { BattleRefusal } from "../store/refusals.ts";

export type GameRefusal =
  | { readonly code: "unknown-game"; readonly game: string }
  | { readonly code: "unknown-ruleset"; readonly rulesets: readonly string[] }
  | { readonly code: "bad-seat-count"; readonly min: number; readonly max: number }
  | { readonly code: "bad-deadline" }
  /** The server already has `limit` battles not ended, of every game. */
  | { readonly code: "battle-limit"; readonly limit: number }
  /** The channel already has an open battle, of this game. */
  | { readonly code: "channel-busy"; readonly game: string }
  | { readonly code: "no-battle" }
  | { readonly code: "not-forming" }
  | { readonly code: "not-running" }
  /** The battle is paused: no orders until it is resumed. */
  | { readonly code: "paused" }
  /** Only a paused battle can be resumed. */
  | { readonly code: "not-paused" }
  | { readonly code: "unknown-seat"; readonly seat: string }
  | { readonly code: "seat-taken"; readonly seat: string }
  | { readonly code: "already-seated"; readonly seat: string }
  | { readonly code: "no-free-seat" }
  | { readonly code: "seats-empty"; readonly seats: readonly string[] }
  | { readonly code: "gm-only" }
  /** The order is for a seat that is not the actor's (and the actor is not the GM). */
  | { readonly code: "not-your-seat"; readonly seat: string }
  /** The game does not wait for this seat now. */
  | { readonly code: "not-awaited"; readonly seat: string; readonly awaited: readonly string[] }
  /** The game's rules refused; the reason is the game's own. */
  | { readonly code: "rules"; readonly reason: string }
  | { readonly code: "nothing-to-take-back" }
  /** A deadline's or computer's order found the battle past the decision it was meant for. */
  | { readonly code: "moved-on" };

export type GameRefusalCode = GameRefusal["code"];

export type GameOutcome<T> = Outcome<T, GameRefusal>;

/** What a MELEE battle write answers (src/battles/melee-battles.ts). */
export type MeleeOutcome<T, D = T> = Outcome<T, BattleRefusal, D>;

/** Thrown inside a write to refuse it; the service turns it into a refused outcome. */
export class GameRefusalError extends Error {
  constructor(readonly refusal: GameRefusal) {
    super(`game battle write refused: ${refusal.code}`);
    this.name = "GameRefusalError";
  }
}

/** Refuses a write (inside the service). */
export function refuse(refusal: GameRefusal): never {
  throw new GameRefusalError(refusal);
}
