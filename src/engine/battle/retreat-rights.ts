/**
 * Who earned the right to push an enemy back this turn (MELEE: FORCING RETREAT): hits that got
 * through with a hand weapon; missile and thrown hits do not count.
 */
import type { Ctx } from "./context.ts";
import type { BattleFigure } from "./types.ts";

export function recordRetreatRight(ctx: Ctx, victor: BattleFigure, enemy: BattleFigure): void {
  const rights = ctx.state.turnState.retreatRights;
  if (!rights.some((r) => r.victor === victor.id && r.enemy === enemy.id)) {
    rights.push({ victor: victor.id, enemy: enemy.id });
  }
}
