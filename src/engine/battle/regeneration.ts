/**
 * A regenerating monster heals at the end of every turn (AM §7 EXAMPLE OF COMBAT: "a troll
 * normally regenerates 1 hit per turn"). Only a conscious one: an unconscious or dead troll is out
 * of the fight (docs/rulings.md). The hits of this turn still count for next turn's DX loss.
 */
import { type Ctx, emit } from "./context.ts";

export function regenerate(ctx: Ctx): void {
  for (const f of ctx.state.figures) {
    const perTurn = f.traits.regeneratesPerTurn ?? 0;
    if (perTurn === 0 || f.condition !== "ok" || f.hits === 0) continue;
    const healed = Math.min(perTurn, f.hits);
    f.hits -= healed;
    emit(ctx, { type: "regenerated", figure: f.id, healed, stRemaining: f.st - f.hits });
  }
}
