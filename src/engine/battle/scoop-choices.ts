/**
 * AM §3 ACTIONS DURING MOVEMENT, as offered before an order is given: the weapons a figure taking
 * option (a) could scoop up on its way, and the destinations whose cheapest path lets it (the path
 * the engine takes for an order naming only its destination).
 */
import { isWeaponId, type WeaponId } from "../figure/equipment.ts";
import { type Destination, legalDestinations } from "./decisions.ts";
import { figureById } from "./figures.ts";
import type { ScoopChoice } from "./orders.ts";
import { scoopProblem } from "./scooping.ts";
import type { BattleState } from "./types.ts";

/** The destinations of option (a) on whose way `scoop` may be made. */
export function scoopDestinations(
  state: BattleState,
  figureId: string,
  scoop: ScoopChoice,
): Destination[] {
  const f = figureById(state, figureId);
  return legalDestinations(state, figureId, "a").filter(
    (d) => scoopProblem(state, f, scoop, d) === null,
  );
}

/** The weapons lying where option (a) may scoop them up, on the run (a DX roll) or surely (3 MA). */
export function scoopables(state: BattleState, figureId: string, onTheRun: boolean): WeaponId[] {
  const f = figureById(state, figureId);
  const lying = state.dropped.flatMap((d) => (isWeaponId(d.item) ? [d.item] : []));
  const items = lying.filter((w, i) => lying.indexOf(w) === i);
  const ways = legalDestinations(state, figureId, "a");
  return items.filter((item) => {
    const scoop = { item, ...(onTheRun ? { onTheRun } : {}) };
    return ways.some((d) => scoopProblem(state, f, scoop, d) === null);
  });
}
