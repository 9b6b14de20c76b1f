/**
 * AM §6 DROPPED AND BROKEN WEAPONS: a broken weapon may still be used, at half damage rounded down,
 * but a broken bow or gun is useless (so missile weapons break as under MELEE, gone). A weapon that
 * breaks a second time is gone (docs/rulings.md). A figure's broken weapons are named by id; a
 * broken one dropped lies broken, and stays broken when picked up.
 */
import { isWeaponId, type WeaponId, weaponOf } from "../figure/equipment.ts";
import type { RulesetRules } from "./ruleset-rules.ts";
import type { BattleFigure, ItemId } from "./types.ts";

type Breakable = Pick<BattleFigure, "brokenWeapons">;

export function isBroken(f: Breakable, weapon: WeaponId | null): boolean {
  return weapon !== null && (f.brokenWeapons?.includes(weapon) ?? false);
}

/** Whether an 18 leaves `item` in hand, broken, rather than destroying it. */
export function breaksButStrikes(
  rules: Pick<RulesetRules, "brokenWeaponsStrike">,
  f: Breakable,
  item: ItemId,
): item is WeaponId {
  return (
    rules.brokenWeaponsStrike &&
    isWeaponId(item) &&
    weaponOf(item).class !== "missile" &&
    !isBroken(f, item)
  );
}

export function markBroken(f: Breakable, weapon: WeaponId): void {
  f.brokenWeapons = [...(f.brokenWeapons ?? []), weapon];
}

/** Takes one broken `item` off the figure's list (it left its hands); whether it was broken. */
export function unmarkBroken(f: Breakable, item: ItemId): boolean {
  const index = f.brokenWeapons?.indexOf(item as WeaponId) ?? -1;
  if (index < 0 || !f.brokenWeapons) return false;
  f.brokenWeapons = f.brokenWeapons.filter((_, i) => i !== index);
  return true;
}

/** The striker as a broken weapon strikes: "Broadsword (broken)", its damage halved later. */
export function asBroken<T extends { readonly label: string; readonly weapon: WeaponId | null }>(
  f: Breakable,
  striker: T,
): T & { readonly broken?: true } {
  if (!isBroken(f, striker.weapon)) return striker;
  return { ...striker, label: `${striker.label} (broken)`, broken: true };
}
