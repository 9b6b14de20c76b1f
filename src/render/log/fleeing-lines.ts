/** The log's words for a fleeing figure (AM §3 INITIATIVE; the engine's fleeing.ts). */

/** "Bo flees: a move, no attack; if it keeps running it goes first next turn". */
export function fleeOptionLine(who: string): string {
  return `${who} flees: a move, no attack; if it keeps running it goes first next turn`;
}

/** The verb for a fleeing figure's movement. */
export const FLEE_VERB = "flees";
