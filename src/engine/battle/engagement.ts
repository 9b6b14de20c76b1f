/**
 * Engagement (MELEE: FACING): a figure is engaged when it stands in a front hex of an enemy who
 * has a front. Figures on the ground, bending over, or rolling in a HTH pile have no front.
 */
import type { Direction, Hex } from "../hex/coordinates.ts";
import { arcOf } from "../hex/facing.ts";
import { bigEnoughToEngage } from "./engagement-by-size.ts";
import { areEnemies, isDown, isInHth, isOnMap, isOut } from "./figures.ts";
import { footprint, footprintAt, isLarge, isLargeFrontHex } from "./footprint.ts";
import type { Situation } from "./options.ts";
import { rulesOf } from "./ruleset-rules.ts";
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
  if (isLarge(f)) return isLargeFrontHex(f, h);
  // Only adjacent hexes can be front hexes: arcOf's exact hex arcs (no sector geometry needed).
  const arc = arcOf(f.position, f.facing, h);
  return arc === "front" || (arc === "side" && f.traits.sidesAreFront);
}

/** Whether any hex of `target` (one, or a giant's three) is a front hex of `f`. */
export function hasInFront(f: BattleFigure, target: BattleFigure): boolean {
  if (!isLarge(target)) return isFrontHexOf(f, target.position);
  return footprint(target).some((h) => isFrontHexOf(f, h));
}

/** Whether `e`, an enemy with a front, has `f` in a front hex, `f` covering `hexes` (a giant). */
function engagesAny(state: BattleState, f: BattleFigure, e: BattleFigure, hexes: Hex[]): boolean {
  if (e === f || !isOnMap(e) || !areEnemies(e, f)) return false;
  for (const h of hexes) if (isFrontHexOf(e, h)) return hasFront(state, e);
  return false;
}

/** Whether `e`, an enemy with a front, has hex `at` (where one-hex `f` would stand) in front. */
function engagesAt(state: BattleState, f: BattleFigure, e: BattleFigure, at: Hex): boolean {
  // Geometry first: it is cheaper than hasFront and usually settles it.
  return e !== f && isOnMap(e) && areEnemies(e, f) && isFrontHexOf(e, at) && hasFront(state, e);
}

/**
 * Enemies that have this figure in one of their front hexes, if it stood in hex `at` (facing
 * `facing`): a giant is engaged when any of its three hexes is in an enemy's front hex; under AM a
 * multi-hex figure only when those enemies are big enough together (engagement-by-size.ts).
 */
export function enemiesEngagingAt(
  state: BattleState,
  f: BattleFigure,
  at: Hex,
  facing: Direction = f.facing,
): BattleFigure[] {
  const engaging: BattleFigure[] = [];
  // A flier is over the fray: it neither engages nor is engaged (MELEE: NONHUMAN FIGURES, gargoyle).
  if (f.flying) return engaging;
  if (isLarge(f)) {
    const hexes = footprintAt(f, at, facing);
    for (const e of state.figures) if (engagesAny(state, f, e, hexes)) engaging.push(e);
    if (rulesOf(state).engagesBySize && !bigEnoughToEngage(engaging, f)) return [];
    return engaging;
  }
  for (const e of state.figures) if (engagesAt(state, f, e, at)) engaging.push(e);
  return engaging;
}

/** enemiesEngagingAt is not empty; asked for every step of every path, so it allocates nothing. */
export function isEngagedAt(state: BattleState, f: BattleFigure, at: Hex): boolean {
  if (f.flying) return false;
  if (isLarge(f)) return enemiesEngagingAt(state, f, at).length > 0;
  for (const e of state.figures) if (engagesAt(state, f, e, at)) return true;
  return false;
}

export function engagingEnemies(state: BattleState, f: BattleFigure): BattleFigure[] {
  return enemiesEngagingAt(state, f, f.position);
}

export function isEngaged(state: BattleState, f: BattleFigure): boolean {
  return isEngagedAt(state, f, f.position);
}

/** The situation that decides a figure's options when its turn to move comes. */
export function situationOf(state: BattleState, f: BattleFigure): Situation {
  if (isInHth(state, f)) return "hth";
  return isEngaged(state, f) ? "engaged" : "disengaged";
}
