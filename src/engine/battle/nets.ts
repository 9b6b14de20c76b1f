/**
 * AM §5 PECULIAR WEAPONS, the net: a thrown net that hits does its 1-3 and entangles its target,
 * who falls. To stand the target must roll 3 dice against its adjDX; each failure leaves it on the
 * ground another turn and costs it another 1-3, until it makes the roll.
 */
import { weaponOf } from "../figure/equipment.ts";
import type { Ctx } from "./context.ts";
import { isOut } from "./figures.ts";
import { fallDown, rollAgainstAdjDx } from "./footing.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { dropItem } from "./items.ts";
import type { BattleFigure } from "./types.ts";

/** The net wraps `victim`, who falls (a fall under AM is a knockdown). */
export function entangle(ctx: Ctx, thrower: BattleFigure, victim: BattleFigure): void {
  victim.entangled = { by: thrower.id };
  // The hits the net has taken go with it (net-strikes.ts).
  if (thrower.netHits !== undefined) victim.netHits = thrower.netHits;
  delete thrower.netHits;
  if (victim.posture !== "fallen") fallDown(ctx, victim, `caught in ${thrower.name}'s net`);
}

/**
 * The entangled figure tries to stand: 3 dice against adjDX, read like a roll to hit. Free, it
 * casts the net off into its hex and stands as usual; caught, the barbs do another 1-3 (armor
 * stops it, a shield does not: the figure is down). Returns whether it got free.
 */
export function struggleFromNet(ctx: Ctx, f: BattleFigure): boolean {
  const net = f.entangled;
  if (!net) return true;
  if (rollAgainstAdjDx(ctx, f, "struggle out of the net")) {
    delete f.entangled;
    dropItem(ctx, null, "net", f.position, `the net ${f.name} cast off lies`);
    return true;
  }
  const thrower = ctx.state.figures.find((o) => o.id === net.by) ?? f;
  const striker = { damage: weaponOf("net").damage, weapon: "net" as const };
  rollAndApplyDamage(ctx, thrower, f, striker, 1, "thrown");
  return false;
}

/** Entangled and still in the fight: it may only struggle to stand, or lie still. */
export function isEntangled(f: BattleFigure): boolean {
  return f.entangled !== undefined && !isOut(f);
}
