/**
 * The computer's fliers that strike the ground hovering (AM §10: our bat, dragonet, griffin and
 * dragon, and a rider on a flying mount): they reach a foe on the ground only from a man's reach
 * above it, and a charge is checked at the height the flier starts at. So one flying higher first
 * dives toward that height, and charges the turn after.
 */
import {
  type BattleFigure,
  type BattleState,
  climbLimit,
  FLIERS_REACH_METRES,
  hasHeights,
  heightOf,
} from "../engine/index.ts";

/** Whether `f` hovers to strike and is now too high to reach `foe` on the ground. */
export function hoversTooHigh(state: BattleState, f: BattleFigure, foe: BattleFigure): boolean {
  return (
    hasHeights(state) &&
    f.flying &&
    f.traits.hoversToStrike === true &&
    !foe.flying &&
    heightOf(f) > FLIERS_REACH_METRES
  );
}

/** The height a hovering flier dives to as it closes on `foe`: toward a man's reach, no lower. */
export function hoverDiveHeight(
  state: BattleState,
  f: BattleFigure,
  foe: BattleFigure,
): number | undefined {
  if (!hoversTooHigh(state, f, foe)) return undefined;
  return Math.max(FLIERS_REACH_METRES, heightOf(f) - climbLimit(f, false));
}
