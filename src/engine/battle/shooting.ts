/**
 * A missile or thrown attack as a figure's action (MELEE: RANGED WEAPONS): a bow at high enough
 * adjDX earns a second arrow (MELEE: WEAPON TABLE), and a last shot (j) leaves the missile weapon
 * to be dropped.
 */
import { weaponOf } from "../figure/equipment.ts";
import type { Ctx } from "./context.ts";
import { missileAdjDx } from "./dx.ts";
import { rangedAttack } from "./ranged.ts";
import type { BattleFigure, ChosenOption } from "./types.ts";

export function shoot(
  ctx: Ctx,
  f: BattleFigure,
  target: BattleFigure,
  kind: "missile" | "thrown",
  chosen: ChosenOption,
  pass: 1 | 2,
): void {
  rangedAttack(ctx, f, target, kind);
  if (kind === "missile" && pass === 1) offerSecondShot(ctx, f, chosen);
  if (chosen.option === "j") f.mustDropMissile = true;
}

/** Bows shoot twice a turn at high enough adjDX (MELEE: WEAPON TABLE). */
function offerSecondShot(ctx: Ctx, f: BattleFigure, chosen: ChosenOption): void {
  if (chosen.option === "f" && earnsSecondShot(f)) ctx.state.turnState.secondShots.push(f.id);
}

/** The ready bow shoots twice a turn at the figure's adjDX now. */
export function earnsSecondShot(f: BattleFigure): boolean {
  const threshold = f.readyWeapon ? weaponOf(f.readyWeapon).twoShotsAtDx : undefined;
  return threshold !== undefined && missileAdjDx(f) >= threshold;
}
