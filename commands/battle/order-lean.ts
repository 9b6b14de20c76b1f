/**
 * ADVANCED MELEE §9 LEANING, typed: a rider's `step:` and `step-facing:`, on an option that takes
 * no step of its own, name the hex of his mount he leans into and his facing there (by default
 * the mount's). Options (l) and (r) step, and jumping off lands, where `step:` says, as before.
 */
import type { BattleState, Hex, MoveOrder, OptionCode } from "../../src/engine/index.ts";

const STEPPING: ReadonlySet<OptionCode> = new Set(["l", "r", "g", "n", "jump-off"]);

/** The typed step fields, or the lean they name when a rider's option takes no step. */
export function stepOrLean(
  state: BattleState | null,
  figureKey: string,
  option: OptionCode,
  step: Pick<MoveOrder, "stepTo" | "stepFacing">,
): Pick<MoveOrder, "stepTo" | "stepFacing" | "lean"> {
  const { stepTo, stepFacing } = step;
  const rides = state?.figures.some((f) => f.id === figureKey && f.mount !== undefined);
  if (!rides || STEPPING.has(option) || stepTo === undefined) return step;
  const hex: Hex = stepTo;
  return { lean: stepFacing === undefined ? { hex } : { hex, facing: stepFacing } };
}
