/**
 * AM §6 GUNPOWDER WEAPONS: before a gun fires, and before a grenade bursts (GUNPOWDER BOMBS), one
 * die tests the powder: on a 6 it is bad and nothing happens. A gun is spent either way and takes
 * its turns to reload (the arquebus and blunderbuss 12, by option (e), as a crossbow reloads). A
 * gun's roll of 18 bursts it: it is gone, and blasts its holder's megahex like a grenade without
 * the concussion (blast.ts). Readings in docs/rulings.md, "Gunpowder".
 */
import type { GunpowderLoading, WeaponId } from "../figure/equipment.ts";
import { blast } from "./blast.ts";
import { unmarkBroken } from "./broken-weapons.ts";
import { type Ctx, emit, rollDie } from "./context.ts";
import { emptyWeaponHand } from "./items.ts";
import type { BattleFigure } from "./types.ts";

/** The face of the powder's die that shows bad powder. */
const BAD_POWDER = 6;

/** Rolls the powder's die for `weapon` in `f`'s hands: whether it is good. */
export function powderIsGood(ctx: Ctx, f: BattleFigure, weapon: WeaponId): boolean {
  const face = rollDie(ctx);
  const good = face !== BAD_POWDER;
  emit(ctx, { type: "powder-roll", figure: f.id, weapon, face, good });
  return good;
}

/** `f` pulls the trigger: the gun is spent, and fires only on good powder. */
export function gunFires(
  ctx: Ctx,
  f: BattleFigure,
  weapon: WeaponId,
  gun: GunpowderLoading,
): boolean {
  f.reloadTurnsLeft = gun.reloadTurns;
  return powderIsGood(ctx, f, weapon);
}

/** A roll of 18: the gun bursts in `f`'s hands and is lost. */
export function gunBursts(ctx: Ctx, f: BattleFigure, weapon: WeaponId): void {
  f.reloadTurnsLeft = 0;
  unmarkBroken(f, weapon);
  emit(ctx, { type: "gun-burst", figure: f.id, weapon, at: f.position });
  emptyWeaponHand(ctx, f);
  blast(ctx, f.position, false);
}
