/**
 * AM §5 DEFENDING AND DODGING: "You may 'parry' with a bow or crossbow but it will be ruined!" Under
 * AM a figure with a bow or crossbow ready may defend (i); the bow is ruined by the first blow it
 * parries, gone as a broken missile weapon is, though the figure defends on through that turn.
 * MELEE asks for a non-missile weapon. Reading in docs/rulings.md, "Parrying with a bow".
 */
import { type WeaponId, weaponOf } from "../figure/equipment.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { emptyWeaponHand } from "./items.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState } from "./types.ts";

function isBow(weapon: WeaponId | null): boolean {
  if (weapon === null) return false;
  const w = weaponOf(weapon);
  return w.class === "missile" && (w.crossbow !== undefined || weapon.endsWith("bow"));
}

/** Whether the figure may defend with the bow or crossbow it has ready. */
export function parriesWithBow(state: BattleState, f: BattleFigure): boolean {
  return rulesOf(state).parriesWithBows && isBow(f.readyWeapon);
}

/** A blow rolled against a figure defending with a bow: the bow takes it and is ruined. */
export function ruinParryingBow(ctx: Ctx, f: BattleFigure): void {
  const bow = f.readyWeapon;
  if (bow === null || chosenOption(ctx.state, f.id)?.option !== "i") return;
  if (!parriesWithBow(ctx.state, f)) return;
  f.reloadTurnsLeft = 0;
  emit(ctx, { type: "item-broken", figure: f.id, item: bow });
  emptyWeaponHand(ctx, f);
}
