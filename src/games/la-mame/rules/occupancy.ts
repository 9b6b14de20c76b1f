/** Who stands where, who owns what, and the area limits (La Mame's MELEE, "General Area Limitations"). */
import { abilityOf } from "./abilities.ts";
import { areaOf, castleOfSeat } from "./board.ts";
import { LaMameError } from "./error.ts";
import type { LaMameState, PlayerState, Unit } from "./state.ts";
import type { UnitKind } from "./units.ts";

export function playerOf(state: LaMameState, id: string): PlayerState {
  const player = state.players.find((p) => p.id === id);
  if (player === undefined) throw new LaMameError(`"${id}" is not a player in this game.`);
  return player;
}

export function seatOf(state: LaMameState, id: string): number {
  const seat = state.players.findIndex((p) => p.id === id);
  if (seat < 0) throw new LaMameError(`"${id}" is not a player in this game.`);
  return seat;
}

/** The players clockwise from `first` (La Mame's MELEE, "Take actions"). */
export function clockwiseFrom(state: LaMameState, first: string): string[] {
  const seat = seatOf(state, first);
  return state.players.map(
    (_, i) => (state.players[(seat + i) % state.players.length] as PlayerState).id,
  );
}

export function unitsIn(state: LaMameState, area: string): Unit[] {
  return state.units.filter((u) => u.area === area);
}

/** The one player with units in an area, or null if it is empty. */
export function occupantOf(state: LaMameState, area: string): string | null {
  return unitsIn(state, area)[0]?.owner ?? null;
}

export function unitAt(state: LaMameState, area: string, kind: UnitKind): Unit | undefined {
  return state.units.find((u) => u.area === area && u.kind === kind);
}

/** The castle's owner, or null for an area that is no castle. */
export function castleOwner(state: LaMameState, area: string): string | null {
  const seat = areaOf(state.board, area).castleOf;
  return seat === undefined ? null : (state.players[seat] as PlayerState).id;
}

export function castleOf(state: LaMameState, player: string): string {
  return castleOfSeat(state.board, seatOf(state, player)).id;
}

export function hasAbility(
  state: LaMameState,
  player: string,
  pick: (id: string) => boolean,
): boolean {
  return playerOf(state, player).abilities.some(pick);
}

/** The sum of one numeric hook over a player's ability cards. */
export function abilityTotal(
  state: LaMameState,
  player: string,
  hook: (card: ReturnType<typeof abilityOf>) => number | undefined,
): number {
  return playerOf(state, player).abilities.reduce((sum, id) => sum + (hook(abilityOf(id)) ?? 0), 0);
}

/**
 * Refuses a unit where the limits forbid it: another player's units there, one of the same kind
 * already there, a camp in a castle, a knight in mountains (without Mountain Guides).
 */
export function checkRoomFor(
  state: LaMameState,
  player: string,
  kind: UnitKind,
  area: string,
): void {
  const place = areaOf(state.board, area);
  const occupant = occupantOf(state, area);
  if (occupant !== null && occupant !== player)
    throw new LaMameError(
      `${place.name} holds ${occupant}'s units; only one player may have units in an area.`,
    );
  if (unitAt(state, area, kind) !== undefined)
    throw new LaMameError(
      `${place.name} already has your ${kind}; only one unit of each kind may be in an area.`,
    );
  if (kind === "camp" && place.kind === "castle")
    throw new LaMameError("A camp cannot be placed inside a castle.");
  if (kind === "knight" && place.kind === "mountain" && !knightsClimb(state, player))
    throw new LaMameError("Knights cannot enter mountains.");
}

export function knightsClimb(state: LaMameState, player: string): boolean {
  return hasAbility(state, player, (id) => abilityOf(id).knightsClimb === true);
}

/** Takes a unit off the board back to its owner's supply. */
export function removeUnit(state: LaMameState, unit: Unit): void {
  state.units = state.units.filter((u) => u !== unit);
  playerOf(state, unit.owner).supply[unit.kind] += 1;
}

/** Areas a player controls at the end: any area but a castle holding their units (La Mame's MELEE, "Game End"). */
export function controlledAreas(state: LaMameState, player: string): number {
  const areas = new Set(
    state.units
      .filter((u) => u.owner === player && areaOf(state.board, u.area).kind !== "castle")
      .map((u) => u.area),
  );
  return areas.size;
}
