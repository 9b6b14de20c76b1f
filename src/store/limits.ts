/**
 * The quotas on stored data. A type of its own below the handlers, which check it, and the
 * settings, which read it, so neither reaches the other.
 */

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
