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
import type { OptionCode } from "./options.ts";
import type { MoveOrder, ScoopChoice } from "./orders.ts";
import { pickUp, pickUpProblem } from "./readying.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** What scooping costs in MA when the figure takes its time rather than grabbing on the run. */
export const SCOOP_COST = 3;

/** Where the item to scoop lies on the move's path, or why it may not be scooped there. */
type ScoopPlace = { readonly at: Hex } | { readonly problem: string };

function scoopPlace(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  scoop: ScoopChoice,
  move: Pick<PlannedMove, "path" | "cost">,
): ScoopPlace {
  const rules = rulesOf(state);
  if (!rules.scoopsOnTheRun)
    return { problem: "MELEE has no scooping up on the run: pick it up with (o)." };
  if (option !== "a") return { problem: "A weapon is scooped up on the run with option (a)." };
  const at = [f.position, ...move.path].find((h) =>
    state.dropped.some((d) => d.item === scoop.item && sameHex(d.position, h)),
  );
  if (!at) return { problem: `There is no ${scoop.item} on the ground where ${f.name} runs.` };
  const limit = allowanceIn(state, f, option);
  if (!scoop.onTheRun && move.cost + SCOOP_COST > limit)
    return {
      problem: `${f.name} would spend ${move.cost + SCOOP_COST} MA moving and scooping (3 MA); it has ${limit}. Grab it on the run instead (a 3-die roll against DX).`,
    };
  const problem = pickUpProblem(f, scoop.item, rules);
  return problem ? { problem } : { at };
}

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
  if (!order.scoop) return undefined;
  const place = scoopPlace(state, f, order.option, order.scoop, move);
  if ("problem" in place) refuse(place.problem);
  return place.at;
}

/**
 * Why option (a) could not scoop `scoop` up on a move along `move` (a destination's cheapest
 * path), or null: what the click-by-click order asks before offering the destination.
 */
export function scoopProblem(
  state: BattleState,
  f: BattleFigure,
  scoop: ScoopChoice,
  move: Pick<PlannedMove, "path" | "cost">,
): string | null {
  const place = scoopPlace(state, f, "a", scoop, move);
  return "problem" in place ? place.problem : null;
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
