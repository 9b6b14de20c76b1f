/** Buying and placing units (La Mame's MELEE, "Initial Build Phase" and "Build"). */
import { adjacent, areaOf } from "./board.ts";
import { LaMameError } from "./error.ts";
import { abilityTotal, castleOf, checkRoomFor, occupantOf, playerOf } from "./occupancy.ts";
import type { LaMameEvent, LaMameState } from "./state.ts";
import { COST, type UnitKind } from "./units.ts";

/** What a unit costs this player, after their ability discounts (never below 1). */
export function costFor(state: LaMameState, player: string, kind: UnitKind): number {
  const off = abilityTotal(state, player, (card) =>
    card.discount?.kind === kind ? card.discount.gold : 0,
  );
  return Math.max(1, COST[kind] - off);
}

/**
 * Where a player may build: their castle or an area next to it, and, outside the initial build,
 * any area they already occupy. The limits (one player, one of a kind) apply everywhere.
 */
export function mayBuildAt(
  state: LaMameState,
  player: string,
  area: string,
  initial: boolean,
): boolean {
  const castle = castleOf(state, player);
  if (area === castle || adjacent(state.board, castle, area)) return true;
  return !initial && occupantOf(state, area) === player;
}

export function build(
  state: LaMameState,
  player: string,
  kind: UnitKind,
  area: string,
  initial: boolean,
  events: LaMameEvent[],
): void {
  const owner = playerOf(state, player);
  const place = areaOf(state.board, area);
  if (owner.supply[kind] < 1) throw new LaMameError(`You have no ${kind} left in your supply.`);
  if (!mayBuildAt(state, player, area, initial))
    throw new LaMameError(
      initial
        ? `${place.name} is not your castle or next to it.`
        : `${place.name} is not your castle, next to it, or an area you occupy.`,
    );
  checkRoomFor(state, player, kind, area);
  const cost = costFor(state, player, kind);
  if (owner.gold < cost)
    throw new LaMameError(`A ${kind} costs ${cost} gold; you have ${owner.gold}.`);
  owner.gold -= cost;
  owner.supply[kind] -= 1;
  state.units.push({ kind, owner: player, area, spent: false });
  events.push({ type: "built", player, unit: kind, area, cost });
}
