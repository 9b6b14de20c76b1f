/**
 * What handlers reach the outside world through: the stores, the clock and the dice.
 * Passed in by the bot or by local play, so handlers stay free of process-wide state.
 */

import type { GameBattles } from "../src/battles/game-battles.ts";
import type { MeleeBattles } from "../src/battles/melee-battles.ts";
import type { ScenarioLibrary } from "../src/battles/scenario-library.ts";
import type { Dice } from "../src/engine/index.ts";
import type { OddsJob, Tally } from "../src/odds/tally.ts";
import type { FigureRecordStore } from "../src/store/figure-record-store.ts";
import type { FigureStore } from "../src/store/figure-store.ts";
import type { Limits } from "../src/store/limits.ts";
import type { ReminderStore } from "../src/store/reminder-store.ts";
import type { ServerSettingsStore } from "../src/store/server-settings.ts";

export interface Clock {
  now(): Date;
}

export interface Services {
  readonly figures: FigureStore;
  /** Figures' records across battles, the leaderboard, restoring the slain. */
  readonly records: FigureRecordStore;
  readonly clock: Clock;
  readonly battles: MeleeBattles;
  /** Battles of the games other than MELEE, through the battle service. */
  readonly games: GameBattles;
  /** Fresh dice for one write (a start or an order): random in production, forced in tests. */
  readonly newDice: () => Dice;
  readonly limits: Limits;
  /** Plays /odds's duels; by default 10,000 of them on worker threads (src/odds/run-odds.ts). */
  readonly runOdds?: (job: OddsJob) => Promise<Tally>;
  readonly settings: ServerSettingsStore;
  /** Who asked for deadline reminders by DM, and each such DM claimed once. */
  readonly reminders: ReminderStore;
  /** The key /figure export signs with and /figure import verifies with. */
  readonly figureSigningKey: () => Promise<string>;
  /** The scenarios `/battle new scenario:` opens: the bundled ones, and local play's files. */
  readonly scenarios: ScenarioLibrary;
}
