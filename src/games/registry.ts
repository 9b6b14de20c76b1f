/**
 * The games a stored battle may name (its `game` column), by id. The store folds a battle's log
 * with the module named here; a game's module is added once and its id never changes.
 */
import { MELEE } from "./melee/melee-game.ts";

export const GAMES = { melee: MELEE } as const;

export type GameId = keyof typeof GAMES;

/** The game a stored id names, or null for an id this build does not know. */
export function gameById(id: string): (typeof GAMES)[GameId] | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : null;
}
