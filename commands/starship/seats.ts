/** Seats of a starship duel: their names as players see them, and the actor's seat. */
import type { LoadedGameBattle } from "../../src/battles/game-battles.ts";
import type { UrQuanState } from "../../src/games/ur-quan/play.ts";

/** A seat's name as the game states it ("Blue"), or its id. */
export function seatName(state: UrQuanState | null, seat: string): string {
  return state?.players.find((p) => p.id === seat)?.name ?? seat;
}

/** The seat the player holds in the battle, or null. */
export function seatOf(loaded: LoadedGameBattle, playerId: string): string | null {
  return loaded.battle.seats.find((s) => s.playerId === playerId)?.id ?? null;
}
