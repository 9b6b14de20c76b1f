/**
 * What handlers reach the outside world through: the stores, the clock and the dice.
 * Passed in by the bot or by local play, so handlers stay free of process-wide state.
 */
import type { Dice } from "../src/engine/index.ts";
import type { BattleStore } from "../src/store/battle-store.ts";
import type { FigureStore } from "../src/store/figure-store.ts";

export interface Clock {
  now(): Date;
}

/** How much one user or one server may hold, so nobody can fill the database. */
export interface Limits {
  /** Figures one user may own in one server. */
  readonly figuresPerUser: number;
  /** Battles not yet ended (forming, active or paused) in one server. */
  readonly activeBattlesPerGuild: number;
  /**
   * Figures (fighters and monsters) in one battle: the map's roster and every prompt must show
   * them all, within Discord's message limits.
   */
  readonly figuresPerBattle: number;
}

export interface Services {
  readonly figures: FigureStore;
  readonly clock: Clock;
  readonly battles: BattleStore;
  /** Fresh dice for one write (a start or an order): random in production, forced in tests. */
  readonly newDice: () => Dice;
  readonly limits: Limits;
}
