/**
 * AM §6 GUNPOWDER BOMBS, the grenade: lit and thrown "exactly as you would a molotail" (molotail.ts:
 * at −1 DX a megahex, scattered on a miss, in the thrower's hand on a 17 or 18); where it comes
 * down the GM's die tests the powder (a 6 is a dud, gunpowder.ts), and a good one blasts, with its
 * concussion (blast.ts).
 */
import { type WeaponId, weaponOf } from "../figure/equipment.ts";
import { blast } from "./blast.ts";
import { type Ctx, emit } from "./context.ts";
import { powderIsGood } from "./gunpowder.ts";
import { type Landing, molotailLands } from "./molotail.ts";
import type { BattleFigure } from "./types.ts";

/** `attacker`'s thrown grenade (`weapon`) came down (throwAtHex): a good one blasts there. */
export function grenadeLands(
  ctx: Ctx,
  attacker: BattleFigure,
  weapon: WeaponId,
  landed: Landing,
): void {
  emit(ctx, { type: "grenade-landed", figure: attacker.id, ...landed });
  if (powderIsGood(ctx, attacker, weapon)) blast(ctx, landed.at, true);
}

/** A lit grenade or molotail (`weapon`), thrown or dropped, came down: it bursts or breaks there. */
export function litThrowLands(
  ctx: Ctx,
  attacker: BattleFigure,
  weapon: WeaponId,
  landed: Landing,
): void {
  if (weaponOf(weapon).grenade) grenadeLands(ctx, attacker, weapon, landed);
  else molotailLands(ctx, attacker, landed);
}
