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
 * air, which it charges where it flies, or by a flier that strikes the ground hovering.
 */
export function landsToCharge(state: BattleState, order: MoveOrder): boolean {
  // A flier dropping a boulder stays aloft to do it (drops.ts).
  if (order.option !== "b" || order.attack === "drop") return false;
  const target = order.target === undefined ? undefined : findFigure(state, order.target);
  const hovers = findFigure(state, order.figure)?.traits.hoversToStrike === true;
  return !(fightsInTheAir(state) && (target?.flying === true || hovers));
}

/**
 * AM §10: "Most flying creatures may attack foes on the ground", hovering or swooping. A flier that
 * strikes so (the bat, the dragonet: `hoversToStrike`) reaches a figure on the ground, and is
 * reached by it, when it flies no higher than a man's reach (docs/rulings.md, "Fliers striking the
 * ground"). The gargoyle lands to strike instead, as the book says.
 */
export function hoversWithinReach(state: BattleState, a: BattleFigure, b: BattleFigure): boolean {
  const [flier, grounded] = a.flying ? [a, b] : [b, a];
  return (
    flier.flying &&
    !grounded.flying &&
    flier.traits.hoversToStrike === true &&
    fightsInTheAir(state) &&
    heightOf(flier) <= FLIERS_REACH_METRES
  );
}

/** AM §10: fliers with heights that may charge one another where they fly. */
function fightsInTheAir(state: BattleState): boolean {
  return hasHeights(state) && rulesOf(state).aerialCombat;
}
