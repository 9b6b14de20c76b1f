/**
 * ADVANCED MELEE §3 ACTIONS DURING MOVEMENT: jumping over a fallen figure costs 3 MA, as in
 * MELEE (movement.ts), "and requires a 3-die roll against adjDX". The book gives no result for a
 * miss: the jumper falls and its move ends, on the body it meant to clear, or short of a living
 * figure lying there, in the hex it jumped from (docs/rulings.md, "Moving onto a fallen figure
 * and jumping"). Only one-hex figures on foot roll; a flier passes overhead.
 */
import type { Hex } from "../hex/coordinates.ts";
import type { Ctx } from "./context.ts";
import { rollAgainstAdjDx } from "./footing.ts";
import { isLarge } from "./footprint.ts";
import { JUMP_COST, jumpedIn, type PlannedMove } from "./movement.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** How many bodies a move of `hexes` steps costing `cost` MA jumps (each costs 3 for 1). */
export function jumpsIn(hexes: number, cost: number): number {
  return (cost - hexes) / (JUMP_COST - 1);
}

/** Whether the figure's jumps are rolled for (AM, a one-hex figure afoot) or only paid for in MA. */
export function rollsToJump(state: BattleState, f: BattleFigure): boolean {
  return rulesOf(state).rollsToJump && !f.flying && !isLarge(f);
}

/** The move as far as the jumps let it go, and whether a missed jump ended it in a fall. */
export interface JumpedMove {
  readonly move: PlannedMove;
  readonly fell: boolean;
}

/**
 * Rolls for each jump on the planned path in turn (every step but the last); the first miss cuts
 * the move short there.
 */
export function rollJumps(ctx: Ctx, f: BattleFigure, move: PlannedMove): JumpedMove {
  if (!rollsToJump(ctx.state, f)) return { move, fell: false };
  let cost = 0;
  for (let i = 0; i < move.path.length - 1; i++) {
    const h = move.path[i] as Hex;
    const over = jumpedIn(ctx.state, f, h);
    cost += over ? JUMP_COST : 1;
    if (!over || rollAgainstAdjDx(ctx, f, "jump over a figure on the ground")) continue;
    const path = move.path.slice(0, over === "bodies" ? i + 1 : i);
    return { move: { ...move, path, cost, hthTarget: null, endsOnBody: false }, fell: true };
  }
  return { move, fell: false };
}
