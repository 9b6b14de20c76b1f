/**
 * The actors the battle log records for writes no user made. Both the scheduler, which writes
 * them, and the handlers, which mark them in the combat log, sit above the store.
 */

/** The actor recorded in the log for the deadline's orders. */
export const DEADLINE_ACTOR = "deadline";

/** The actor recorded in the log for the orders of figures under the computer player's control. */
export const COMPUTER_ACTOR = "computer";
