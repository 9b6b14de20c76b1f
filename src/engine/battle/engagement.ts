/**
 * Engagement (MELEE: FACING): a figure is engaged when it stands in a front hex of an enemy who
 * has a front (ADVANCED MELEE §4: an armed enemy, armed-engagement.ts). Figures on the ground, bending over, or rolling in a HTH pile have no front.
 */
import type { Direction, Hex } from "../hex/coordinates.ts";
import { footmanEngagesChargingMount } from "../mounted/trampling.ts";
import { fliersEngagingAt } from "./aerial-engagement.ts";
import { mayEngage } from "./armed-engagement.ts";
import { chosenOption } from "./chosen.ts";
import { bigEnoughToEngage } from "./engagement-by-size.ts";
import { areEnemies, isDown, isInHth, isOnMap, isOut } from "./figures.ts";
import { footprintAt, isLarge } from "./footprint.ts";
import { isFrontHexOf } from "./front-hexes.ts";
import type { Situation } from "./options.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export { hasInFront, isFrontHexOf } from "./front-hexes.ts";

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
 * Whether `e`, an enemy with a front that may engage (AM: armed), has `f` in a front hex, `f`
 * covering `hexes` (a giant).
 */
function engagesAny(state: BattleState, f: BattleFigure, e: BattleFigure, hexes: Hex[]): boolean {
  if (e === f || !isOnMap(e) || !areEnemies(e, f)) return false;
  for (const h of hexes) if (isFrontHexOf(e, h)) return hasFront(state, e) && mayEngage(state, e);
  return false;
}

/**
 * Whether `e`, an enemy with a front that may engage (AM: armed), has hex `at` (where one-hex `f`
 * would stand) in front.
 */
function engagesAt(state: BattleState, f: BattleFigure, e: BattleFigure, at: Hex): boolean {
  // Geometry first: it is cheaper than hasFront and usually settles it.
  return (
    e !== f &&
    isOnMap(e) &&
    areEnemies(e, f) &&
    isFrontHexOf(e, at) &&
    hasFront(state, e) &&
    mayEngage(state, e)
  );
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
  // A flier is over the fray: it neither engages nor is engaged (MELEE: NONHUMAN FIGURES, gargoyle),
  // save by another flier under AM (aerial-engagement.ts).
  if (f.flying) return fliersEngagingAt(state, f, at, facing);
  if (isLarge(f)) {
    const hexes = footprintAt(f, at, facing);
    for (const e of state.figures) if (engagesAny(state, f, e, hexes)) engaging.push(e);
    if (rulesOf(state).engagesBySize && !bigEnoughToEngage(engaging, f)) return [];
    if (isChargingPastFootman(state, f, engaging)) return [];
    return engaging;
  }
  for (const e of state.figures) if (engagesAt(state, f, e, at)) engaging.push(e);
  return engaging;
}

/**
 * AM §9 ENGAGED AND DISENGAGED: a two-hex mount, ridden or not, that moved more than 8 hexes this
 * turn is not engaged by one footman alone (mounted/trampling.ts); two engage it.
 */
function isChargingPastFootman(
  state: BattleState,
  f: BattleFigure,
  engaging: readonly BattleFigure[],
): boolean {
  if (!rulesOf(state).chargingMountsUnengaged) return false;
  const footmen = engaging.filter((e) => !isLarge(e)).length;
  if (footmen !== engaging.length) return false;
  const moved = chosenOption(state, f.id)?.moved ?? 0;
  return !footmanEngagesChargingMount(f.traits.hexes, moved, footmen);
}

/** enemiesEngagingAt is not empty; asked for every step of every path, so it allocates nothing. */
export function isEngagedAt(state: BattleState, f: BattleFigure, at: Hex): boolean {
  if (f.flying) return fliersEngagingAt(state, f, at, f.facing).length > 0;
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
