/**
 * The games a stored battle may name (its `game` column), by id. MELEE's battles are folded by
 * the MELEE store with the module in `GAMES`; every other game is played through the battle
 * service (src/battles) with its descriptor in `GAME_PLAYS`. A game is added once and its id
 * never changes.
 */
import type { AnyGamePlay } from "./game-play.ts";
import { LA_MAME_PLAY } from "./la-mame/play.ts";
import { MELEE } from "./melee/melee-game.ts";
import { QUICK_COMBAT_PLAY } from "./quick-combat/play.ts";
import { UR_QUAN_PLAY } from "./ur-quan/play.ts";

export const GAMES = { melee: MELEE } as const;

/** The id MELEE's battles carry; every other game's battle is the battle service's. */
export const MELEE_GAME: string = MELEE.id;

export type GameId = keyof typeof GAMES;

/** The games the battle service plays, by the id their rules carry. */
export const GAME_PLAYS: Readonly<Record<string, AnyGamePlay>> = {
  "la-mame": LA_MAME_PLAY,
  "quick-combat": QUICK_COMBAT_PLAY,
  "ur-quan": UR_QUAN_PLAY,
};

/** The game a stored id names, or null for an id this build does not know. */
export function gameById(id: string): (typeof GAMES)[GameId] | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : null;
}

/** The descriptor of a game the battle service plays, or null for MELEE or an unknown id. */
export function gamePlayById(id: string): AnyGamePlay | null {
  return Object.hasOwn(GAME_PLAYS, id) ? (GAME_PLAYS[id] ?? null) : null;
}

/** The name players know a stored battle's game by (its id if this build does not know it). */
export function gameTitle(id: string): string {
  return gameById(id)?.title ?? gamePlayById(id)?.rules.title ?? id;
}
