/**
 * AM §5 PECULIAR WEAPONS, net and trident: the retiarius holds the net in one hand and the trident
 * in the other (so no ready shield). With both ready he may strike the same foe with both in one
 * turn at −4 each, "just as though a main-gauche and sword were being used", or with either alone
 * at his normal DX: unlike a main-gauche, the other hand's weapon is no parry (docs/rulings.md,
 * "Net and trident"). Either may be thrown, the ready one; the other then takes the weapon hand.
 */
import { OFFHAND_WEAPON_IDS, type WeaponId, weaponOf } from "../figure/equipment.ts";

/** The weapon each of the pair goes with in the other hand. */
const RETIARIUS_PAIR: Readonly<Partial<Record<WeaponId, WeaponId>>> = {
  net: "trident",
  trident: "net",
};

/**
 * Why `offhand` may not be held in the off hand beside `ready` in the weapon hand, or null;
 * `regularToo` when the ruleset lets a one-handed regular weapon go there (two-weapons.ts).
 */
export function offhandWeaponProblem(
  offhand: WeaponId,
  ready: WeaponId | null,
  regularToo = false,
): string | null {
  if (OFFHAND_WEAPON_IDS.has(offhand)) return null;
  const partner = RETIARIUS_PAIR[offhand];
  if (partner === undefined)
    return regularToo
      ? "Only a main-gauche, a cestus or a one-handed regular weapon may be held in the off hand, or a net beside a trident."
      : "Only a main-gauche or a cestus may be held in the off hand, or a net beside a trident.";
  if (ready === partner) return null;
  const name = (id: WeaponId) => weaponOf(id).name.toLowerCase();
  return `A ${name(offhand)} in the off hand goes with a ${name(partner)} ready in the other (AM §5).`;
}

/** Whether the off hand's weapon parries as a main-gauche does: not a net nor a trident. */
export function parriesFromOffhand(offhand: WeaponId): boolean {
  return OFFHAND_WEAPON_IDS.has(offhand);
}
