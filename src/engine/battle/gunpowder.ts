/**
 * AM §6 GUNPOWDER WEAPONS: before a gun fires, and before a grenade bursts (GUNPOWDER BOMBS), one
 * die tests the powder: on a 6 it is bad and nothing happens. A gun is spent either way and takes
 * its turns to reload (the arquebus and blunderbuss 12, by option (e), as a crossbow reloads). A
 * gun's roll of 18 bursts it: it is gone, and blasts its holder's megahex like a grenade without
 * the concussion (blast.ts). "If you bought very cheap gunpowder, the GM may make it a roll of 4,
 * 5, or 6": a figure given cheap powder (`cheapPowder`) loses its charge on any of those.
 * Readings in docs/rulings.md, "Gunpowder".
 */
import type { GunpowderLoading, WeaponId } from "../figure/equipment.ts";
import { blast } from "./blast.ts";
import { unmarkBroken } from "./broken-weapons.ts";
import { type Ctx, emit, rollDie } from "./context.ts";
import { refuse } from "./errors.ts";
import { emptyWeaponHand } from "./items.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** The lowest face of the powder's die that shows bad powder: good powder's, and cheap powder's. */
const BAD_POWDER = 6;
const BAD_CHEAP_POWDER = 4;

/** What a GM gives (`/gm give`) to make a figure's powder cheap. */
export const CHEAP_POWDER = "cheap-powder";

/** The GM sells `f` cheap powder: its guns and grenades are bad on a 4, 5 or 6 from now on. */
export function giveCheapPowder(state: BattleState, f: BattleFigure): string {
  if (state.ruleset !== "advanced-melee") refuse("Gunpowder is ADVANCED MELEE's (§6).");
  f.cheapPowder = true;
  return "given cheap powder, bad on a 4, 5 or 6";
}

/** Rolls the powder's die for `weapon` in `f`'s hands: whether it is good. */
export function powderIsGood(ctx: Ctx, f: BattleFigure, weapon: WeaponId): boolean {
  const face = rollDie(ctx);
  const good = face < (f.cheapPowder ? BAD_CHEAP_POWDER : BAD_POWDER);
  const cheap = f.cheapPowder ? { cheap: true as const } : {};
  emit(ctx, { type: "powder-roll", figure: f.id, weapon, face, good, ...cheap });
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
