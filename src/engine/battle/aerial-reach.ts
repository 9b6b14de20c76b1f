/**
 * ADVANCED MELEE §10 AERIAL COMBAT: "Flying creatures attack each other at −4" and "a flying
 * creature can make any attack from or in the air that it could make on the ground". Two fliers
 * reach each other with hand weapons when their heights are close (docs/rulings.md, "Fliers
 * fighting fliers"); a man on the ground still reaches no flier (AM §3 FLIGHT). A flier charging
 * a flier stays in the air to do it.
 */
import { hasHeights, heightOf } from "./altitude.ts";
import { findFigure } from "./figures.ts";
import type { MoveOrder } from "./orders.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Fliers whose heights differ by no more than this reach each other: a man's height and reach. */
export const FLIERS_REACH_METRES = 3;

/** Whether two fliers in an AM battle are near enough in height to strike each other by hand. */
export function fliersMeet(state: BattleState, a: BattleFigure, b: BattleFigure): boolean {
  return (
    a.flying &&
    b.flying &&
    fightsInTheAir(state) &&
    Math.abs(heightOf(a) - heightOf(b)) <= FLIERS_REACH_METRES
  );
}

/**
 * Whether a flier's charge (b) brings it down to strike: always, save under AM at a foe in the
 * air, which it charges where it flies.
 */
export function landsToCharge(state: BattleState, order: MoveOrder): boolean {
  // A flier dropping a boulder stays aloft to do it (drops.ts).
  if (order.option !== "b" || order.attack === "drop") return false;
  const target = order.target === undefined ? undefined : findFigure(state, order.target);
  return !(fightsInTheAir(state) && target?.flying === true);
}

/** AM §10: fliers with heights that may charge one another where they fly. */
function fightsInTheAir(state: BattleState): boolean {
  return hasHeights(state) && rulesOf(state).aerialCombat;
}
