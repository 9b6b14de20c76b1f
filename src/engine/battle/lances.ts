/**
 * ADVANCED MELEE §9 THE CAVALRY LANCE in battle: used only from a mount, it strikes straight on
 * (the hex just ahead of the mount, rider facing the same way) for 3-1, (3-1+2)×2 in a charge at
 * speed; any other foe in reach gets the clumsy sweep, 1 die (1+2 at speed), never doubled, and a
 * sweep that hits makes the rider roll 3 dice against ST or drop the lance. The damage is
 * mounted/damage.ts's, what is straight on leaning.ts's. Readings in docs/rulings.md,
 * "The cavalry lance".
 */
import type { WeaponId } from "../figure/equipment.ts";
import { lanceBlow, type RiderBlow } from "../mounted/damage.ts";
import { keepLanceRoll } from "../mounted/rolls.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { isOut, stRemaining } from "./figures.ts";
import { dropItem, emptyWeaponHand } from "./items.ts";
import { lanceStraightOn } from "./leaning.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export const LANCE: WeaponId = "cavalry-lance";

/** Why `attacker` may not strike with its lance: only a rider may (AM §9). */
export function lanceOnFootProblem(attacker: BattleFigure): string | null {
  return attacker.readyWeapon === LANCE && !attacker.mount
    ? `${attacker.name} is on foot: a cavalry lance is used only from a mount (AM §9).`
    : null;
}

/** The lance's blow at `target`: `charge` when a charge doubles a pole weapon's blow. */
export function lanceBlowAt(
  state: BattleState,
  rider: BattleFigure,
  target: BattleFigure,
  charge: boolean,
): RiderBlow & { readonly sweep: boolean } {
  const moved = chosenOption(state, rider.id)?.moved ?? 0;
  return lanceBlow(lanceStraightOn(rider, target), moved, charge);
}

/** After a sweep that hit: 3 dice against the rider's ST left, or the lance falls (AM §9). */
export function keepLanceAfterSweep(ctx: Ctx, rider: BattleFigure): void {
  if (isOut(rider) || rider.readyWeapon !== LANCE) return;
  const kept = keepLanceRoll(ctx.dice, stRemaining(rider));
  emit(ctx, {
    type: "saving-roll",
    figure: rider.id,
    purpose: "keep the lance after a sweeping blow",
    faces: kept.faces,
    target: kept.target,
    success: kept.success,
  });
  if (kept.success) return;
  dropItem(ctx, rider, LANCE, rider.position, "dropped the lance after a sweeping blow");
  emptyWeaponHand(ctx, rider);
}
