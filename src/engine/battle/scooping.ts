/**
 * AM §3 ACTIONS DURING MOVEMENT: "You may scoop up a dropped weapon or other object 'on the run'
 * during movement": for 3 MA it is taken surely, or for nothing on a 3-die roll against DX, a miss
 * leaving it there. It is "ready next turn". The bot offers it with (a), the full move, whose
 * figure makes no attack this turn anyway; the item must lie where the move starts or in a hex it
 * steps into, and is
 * readied as the move ends, the ready weapon slung as with (e). Reading in docs/rulings.md,
 * "Scooping up a weapon on the run".
 */
import { type Hex, sameHex } from "../hex/coordinates.ts";
import type { Ctx } from "./context.ts";
import { refuse } from "./errors.ts";
import { rollAgainstAdjDx } from "./footing.ts";
import { allowanceIn, type PlannedMove } from "./movement.ts";
import type { MoveOrder } from "./orders.ts";
import { pickUp, pickUpProblem } from "./readying.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** What scooping costs in MA when the figure takes its time rather than grabbing on the run. */
export const SCOOP_COST = 3;

/**
 * The hex on the move's path where the item to scoop lies, checked before any die is rolled: a
 * refusal when the scoop may not be made. Undefined when the order scoops nothing.
 */
export function scoopHex(
  state: BattleState,
  f: BattleFigure,
  order: Pick<MoveOrder, "option" | "scoop">,
  move: PlannedMove,
): Hex | undefined {
  const scoop = order.scoop;
  if (!scoop) return undefined;
  const rules = rulesOf(state);
  if (!rules.scoopsOnTheRun) refuse("MELEE has no scooping up on the run: pick it up with (o).");
  if (order.option !== "a") refuse("A weapon is scooped up on the run with option (a).");
  const at = [f.position, ...move.path].find((h) =>
    state.dropped.some((d) => d.item === scoop.item && sameHex(d.position, h)),
  );
  if (!at) refuse(`There is no ${scoop.item} on the ground where ${f.name} runs.`);
  const limit = allowanceIn(state, f, order.option);
  if (!scoop.onTheRun && move.cost + SCOOP_COST > limit)
    refuse(
      `${f.name} would spend ${move.cost + SCOOP_COST} MA moving and scooping (3 MA); it has ${limit}. Grab it on the run instead (a 3-die roll against DX).`,
    );
  const problem = pickUpProblem(f, scoop.item, rules);
  if (problem) refuse(problem);
  return at;
}

/** Scoops the item up as the move ends: surely, or on the run if the roll against DX is made. */
export function scoopUp(
  ctx: Ctx,
  f: BattleFigure,
  scoop: NonNullable<MoveOrder["scoop"]>,
  at: Hex,
): void {
  if (scoop.onTheRun && !rollAgainstAdjDx(ctx, f, `scoop up the ${scoop.item} on the run`)) return;
  pickUp(ctx, f, scoop.item, false, [at], true);
}
