/**
 * What handlers reach the outside world through: the stores and the clock.
 * Passed in by the bot or by local play, so handlers stay free of process-wide state.
 */
import type { FigureStore } from "../src/store/figure-store.ts";

export interface Clock {
  now(): Date;
}

export interface Services {
  readonly figures: FigureStore;
  readonly clock: Clock;
}
