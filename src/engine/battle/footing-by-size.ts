/**
 * ADVANCED MELEE §3 MOVING ONTO OTHER FIGURES: "Whenever a figure enters a hex with a fallen figure
 * of the same size or larger, it must make a saving roll on 3 dice vs. DX." A giant ending on a
 * man's body keeps its footing without a roll; MELEE asks the roll for any body.
 */
import type { Hex } from "../hex/coordinates.ts";
import { isOnMap } from "./figures.ts";
import { covers } from "./footprint.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Whether a body under hex `h` is big enough to trip `mover` in this battle's rules. */
export function bodyTripsUp(state: BattleState, mover: BattleFigure, h: Hex): boolean {
  if (!rulesOf(state).footingBySize) return true;
  return state.figures.some(
    (f) =>
      f !== mover &&
      isOnMap(f) &&
      !f.flying &&
      f.condition !== "ok" &&
      f.traits.hexes >= mover.traits.hexes &&
      covers(f, h),
  );
}
