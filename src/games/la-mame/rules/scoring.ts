/**
 * Income and the end (La Mame's MELEE, "Income" and "Game End"): gold for camps, "+1" areas and
 * abilities; the crown to whoever controls most areas after Winter, then most gold, then the
 * earlier place in Winter's turn order.
 */
import { areaOf, castleOfSeat } from "./board.ts";
import { costFor } from "./build.ts";
import { abilityTotal, controlledAreas, occupantOf, playerOf, seatOf } from "./occupancy.ts";
import type { ActionCard, LaMameEvent, LaMameState } from "./state.ts";

/** What a player earns at income, from the board as it stands. */
export function incomeOf(state: LaMameState, player: string): number {
  const camps = state.units.filter((u) => u.owner === player && u.kind === "camp").length;
  const plusOnes = state.board.areas.filter(
    (a) => a.plusOne && occupantOf(state, a.id) === player,
  ).length;
  const bonus =
    abilityTotal(state, player, (c) => c.incomeFlat) +
    camps * abilityTotal(state, player, (c) => c.incomePerCamp) +
    plusOnes * abilityTotal(state, player, (c) => c.incomePerPlusOne) +
    abilityTotal(state, player, (c) =>
      c.seasonBonus?.season === state.season ? c.seasonBonus.gold : 0,
    );
  return camps + plusOnes + bonus;
}

export function income(state: LaMameState, events: LaMameEvent[]): void {
  const gains: Record<string, number> = {};
  for (const player of state.players) gains[player.id] = incomeOf(state, player.id);
  for (const player of state.players) player.gold += gains[player.id] as number;
  events.push({ type: "income", gains });
}

/** The ranking after Winter: most areas, then most gold, then the earlier in Winter's order. */
export function ranking(state: LaMameState, winterOrder: readonly string[]): string[] {
  return [...winterOrder].sort(
    (a, b) =>
      controlledAreas(state, b) - controlledAreas(state, a) ||
      playerOf(state, b).gold - playerOf(state, a).gold ||
      winterOrder.indexOf(a) - winterOrder.indexOf(b),
  );
}

export function finishByAreas(
  state: LaMameState,
  winterOrder: readonly string[],
  events: LaMameEvent[],
): void {
  const winner = ranking(state, winterOrder)[0] as string;
  const areas: Record<string, number> = {};
  for (const player of state.players) areas[player.id] = controlledAreas(state, player.id);
  state.phase = { kind: "over", winners: [winner], reason: "areas" };
  events.push({ type: "game-over", winners: [winner], reason: "areas", areas });
}

/**
 * Our test for the seed's "the last player in winter does not take their turn if it is not
 * possible to win": the player has no Move/Attack to take with gold to attack (so cannot take a
 * castle), and even building in every free area next to their castle would leave them short of the
 * leader's areas. It errs towards letting the player play.
 */
export function hopeless(state: LaMameState, player: string): boolean {
  if (state.phase.kind !== "actions") return false;
  const cards = state.phase.cards[player] as ActionCard[];
  const taxGold = cards.includes("tax") ? 3 + abilityTotal(state, player, (c) => c.taxBonus) : 0;
  const gold = playerOf(state, player).gold + taxGold;
  if (cards.includes("move") && gold > 0) return false;
  let areas = controlledAreas(state, player);
  if (cards.includes("build")) {
    const castle = castleOfSeat(state.board, seatOf(state, player));
    const free = castle.adjacent.filter(
      (id) => occupantOf(state, id) === null && areaOf(state.board, id).kind !== "castle",
    );
    const me = playerOf(state, player);
    const cheapest = Math.min(
      ...(["soldier", "camp", "knight", "catapult"] as const)
        .filter((k) => me.supply[k] > 0)
        .map((k) => costFor(state, player, k)),
    );
    const affordable = Number.isFinite(cheapest) ? Math.floor(gold / cheapest) : 0;
    const units = me.supply.knight + me.supply.soldier + me.supply.catapult + me.supply.camp;
    areas += Math.min(free.length, affordable, units);
  }
  const best = Math.max(
    ...state.players.filter((p) => p.id !== player).map((p) => controlledAreas(state, p.id)),
  );
  return areas < best;
}
