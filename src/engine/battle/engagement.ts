/**
 * Engagement (MELEE: FACING): a figure is engaged when it stands in a front hex of an enemy who
 * has a front. Figures on the ground, bending over, or rolling in a HTH pile have no front.
 */
import { type Direction, type Hex, hexDistance } from "../hex/coordinates.ts";
import { areEnemies, isDown, isInHth, isOnMap, isOut } from "./figures.ts";
import { footprint, footprintAt, isGiantFrontHex, isLarge } from "./footprint.ts";
import type { Situation } from "./options.ts";
import { arcToward } from "./sector.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export function hasFront(state: BattleState, f: BattleFigure): boolean {
  return (
    !isOut(f) &&
    !isDown(f) &&
    !f.flying &&
    !state.turnState.bendingOver.includes(f.id) &&
    !isInHth(state, f)
  );
}

/**
 * Whether hex `h` is one of the front hexes of `f` (the snake's side hexes count too; a giant has
 * five, see footprint.ts).
 */
export function isFrontHexOf(f: BattleFigure, h: Hex): boolean {
  if (isLarge(f)) return isGiantFrontHex(f.position, f.facing, h);
  if (hexDistance(f.position, h) !== 1) return false;
  const arc = arcToward(f.position, f.facing, h);
  return arc === "front" || (arc === "side" && f.traits.sidesAreFront);
}

/** Whether any hex of `target` (one, or a giant's three) is a front hex of `f`. */
export function hasInFront(f: BattleFigure, target: BattleFigure): boolean {
  if (!isLarge(target)) return isFrontHexOf(f, target.position);
  return footprint(target).some((h) => isFrontHexOf(f, h));
}

/**
 * Enemies that have this figure in one of their front hexes, if it stood in hex `at` (facing
 * `facing`): a giant is engaged when any of its three hexes is in an enemy's front hex.
 */
export function enemiesEngagingAt(
  state: BattleState,
  f: BattleFigure,
  at: Hex,
  facing: Direction = f.facing,
): BattleFigure[] {
  // A flier is over the fray: it neither engages nor is engaged (MELEE: NONHUMAN FIGURES, gargoyle).
  if (f.flying) return [];
  if (isLarge(f)) {
    const hexes = footprintAt(f, at, facing);
    return state.figures.filter(
      (e) =>
        e !== f &&
        isOnMap(e) &&
        areEnemies(e, f) &&
        hasFront(state, e) &&
        hexes.some((h) => isFrontHexOf(e, h)),
    );
  }
  return state.figures.filter(
    (e) => e !== f && isOnMap(e) && areEnemies(e, f) && hasFront(state, e) && isFrontHexOf(e, at),
  );
}

export function engagingEnemies(state: BattleState, f: BattleFigure): BattleFigure[] {
  return enemiesEngagingAt(state, f, f.position);
}

export function isEngaged(state: BattleState, f: BattleFigure): boolean {
  return engagingEnemies(state, f).length > 0;
}

/** The situation that decides a figure's options when its turn to move comes. */
export function situationOf(state: BattleState, f: BattleFigure): Situation {
  if (isInHth(state, f)) return "hth";
  return isEngaged(state, f) ? "engaged" : "disengaged";
}
