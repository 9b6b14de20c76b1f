/**
 * ADVANCED MELEE §10 AERIAL COMBAT: "Flying creatures do not engage each other if neither wishes
 * to be engaged; if one wishes to be engaged, and the enemy is no more than three times as
 * large, consider the figures to be engaged, just as though they were on the ground" (§3 FLIGHT:
 * fliers engage each other "unless both" decline; List 2, 13).
 *
 * Reading (docs/rulings.md, "Fliers engaging fliers"): a flier wishes to engage the enemy fliers
 * it faces, those in its front hexes whose height meets its own (within reach, aerial-reach.ts);
 * it may, being armed (AM §4), and the enemy covers at most three times its hexes. Then both are
 * engaged, whichever faces the other. A flier declines by turning away or by flying higher or
 * lower, so two fliers that neither face nor meet cross at different heights. Grounded figures
 * still neither engage a flier nor are engaged by one (AM §3 FLIGHT).
 */
import type { Direction, Hex } from "../hex/coordinates.ts";
import { fliersMeet } from "./aerial-reach.ts";
import { mayEngage } from "./armed-engagement.ts";
import { areEnemies, isInHth, isOnMap } from "./figures.ts";
import { hasInFront } from "./front-hexes.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** AM §10: one flier engages another "no more than three times as large". */
const LARGEST_ENGAGED_BY_CHOICE = 3;

type Placed = Pick<BattleFigure, "traits" | "position" | "facing">;

/** Whether fliers engage each other in this battle (AM, from rules edition 3). */
export function fliersEngage(state: BattleState): boolean {
  return rulesOf(state).fliersEngage;
}

/**
 * Whether `wisher` wishes, and may, engage `other` in the air, each placed as given (`f` may be
 * asked about a hex it is only passing through).
 */
function wishesToEngage(
  state: BattleState,
  wisher: BattleFigure,
  wisherAt: Placed,
  other: Placed,
): boolean {
  return (
    other.traits.hexes <= LARGEST_ENGAGED_BY_CHOICE * wisher.traits.hexes &&
    mayEngage(state, wisher) &&
    !isInHth(state, wisher) &&
    hasInFront(wisherAt, other)
  );
}

/**
 * The enemy fliers engaged with flier `f` if it flew at hex `at` facing `facing`, at its present
 * height: those it wishes to engage and those that wish to engage it.
 */
export function fliersEngagingAt(
  state: BattleState,
  f: BattleFigure,
  at: Hex,
  facing: Direction,
): BattleFigure[] {
  if (!f.flying || !fliersEngage(state)) return [];
  const placed: Placed = { traits: f.traits, position: at, facing };
  return state.figures.filter(
    (e) =>
      e !== f &&
      isOnMap(e) &&
      areEnemies(e, f) &&
      fliersMeet(state, f, e) &&
      (wishesToEngage(state, f, placed, e) || wishesToEngage(state, e, e, placed)),
  );
}

/**
 * Whether flier `attacker` may grapple enemy flier `defender` where they fly (AM §10: "if they
 * grapple each other", the +4 of HTH cancels the −4 of aerial combat): when fliers engage and
 * their heights meet. Both then fall (aerial-falls.ts, fallGrappling).
 */
export function grapplesInTheAir(
  state: BattleState,
  attacker: BattleFigure,
  defender: BattleFigure,
): boolean {
  return fliersEngage(state) && fliersMeet(state, attacker, defender);
}
