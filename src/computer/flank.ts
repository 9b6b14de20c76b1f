/**
 * The strong player's strike at a single engaged foe: shift first (MELEE: OPTIONS, shift and
 * attack) to where the blow lands from the foe's side or rear, +2 or +4 DX (MELEE: ADJUSTMENTS TO
 * DX). The safe player turns to face a foe only when it is outside its front; so a figure that
 * moves first waits in a front hex beside the one the foe faces, and once the foe has moved it
 * steps round to the side.
 */

import {
  arcOf,
  type BattleFigure,
  type BattleState,
  chosenOption,
  type Direction,
  directionTo,
  engagingEnemies,
  hasMeleeStriker,
  isInHth,
  isLarge,
  legalDestinations,
  type MoveOrder,
  optionProblemIn,
} from "../engine/index.ts";
import { occupiedByOther } from "./policy.ts";

/** The shift and strike (h) at the one foe engaging `f`, or null when it does not apply. */
export function flankingStrike(state: BattleState, f: BattleFigure): MoveOrder | null {
  const engaging = engagingEnemies(state, f);
  const foe = engaging[0];
  if (engaging.length !== 1 || !foe || f.posture !== "standing" || isInHth(state, f)) return null;
  if (isLarge(f) || isLarge(foe) || foe.traits.sidesAreFront || !hasMeleeStriker(f)) return null;
  if (optionProblemIn(state, f, "h", "engaged") !== null) return null;
  const foeMoved = chosenOption(state, foe.id) !== undefined;
  let best: { rank: number; cost: number; order: MoveOrder } | null = null;
  for (const d of legalDestinations(state, f.id, "h")) {
    const toFoe = directionTo(d.hex, foe.position);
    if (toFoe === undefined || (d.cost > 0 && occupiedByOther(state, f, d.hex))) continue;
    const rank = foeMoved ? arcRank(foe, d.hex) : frontRank(foe, d.hex);
    if (best && (rank > best.rank || (rank === best.rank && d.cost >= best.cost))) continue;
    const order: MoveOrder = {
      type: "move",
      figure: f.id,
      option: "h",
      target: foe.id,
      facing: toFoe as Direction,
      path: d.path,
    };
    best = { rank, cost: d.cost, order };
  }
  return best?.order ?? null;
}

/** 0 for the foe's rear hex, 1 for a side hex, 2 for a front hex. */
function arcRank(foe: BattleFigure, h: { q: number; r: number }): number {
  const arc = arcOf(foe.position, foe.facing, h);
  return arc === "rear" ? 0 : arc === "side" ? 1 : 2;
}

/**
 * For a foe still to move: 0 for a front hex beside the one it faces (it will not turn, and a
 * side hex is one shift away next turn), 1 for the one it faces, 2 outside its front (it turns).
 */
function frontRank(foe: BattleFigure, h: { q: number; r: number }): number {
  if (arcOf(foe.position, foe.facing, h) !== "front") return 2;
  return directionTo(foe.position, h) === foe.facing ? 1 : 0;
}
