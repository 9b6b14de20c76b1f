/**
 * Which way an engaged figure turns to strike a foe not yet in front of it. Next to a one-hex foe
 * that is the way to it; a big body (a 7-hex dragon, or a rider's two-hex mount) may engage a
 * figure from hexes no turn toward its anchor brings in front (AM §10: a flier engages another by
 * facing it, whether or not it is faced back), so any facing that puts some hex of it in front.
 */
import {
  type BattleFigure,
  DIRECTION_STEPS,
  type Direction,
  directionTo,
  hasInFront,
} from "../engine/index.ts";

export function facingToStrike(f: BattleFigure, foe: BattleFigure): Direction | undefined {
  const toward = directionTo(f.position, foe.position);
  if (toward !== undefined && hasInFront({ ...f, facing: toward }, foe)) return toward;
  const facings = DIRECTION_STEPS.map((_, d) => d as Direction);
  return facings.find((d) => hasInFront({ ...f, facing: d }, foe)) ?? toward;
}
