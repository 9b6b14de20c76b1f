/**
 * Says, line by line, how a figure's equipment differs after /figure equip.
 */
import {
  ARMORS,
  type FigureSpec,
  PACK_DX,
  type PackLoad,
  packName,
  SHIELDS,
  type ShieldId,
  TALENTS,
  type TalentId,
  WEAPONS,
  type WeaponId,
} from "../../src/engine/index.ts";

/** "Armor: Leather armor → Chainmail"; empty when nothing differs. */
export function describeGearChanges(before: FigureSpec, after: FigureSpec): string[] {
  const lines: string[] = [];
  const changed = (label: string, from: string, to: string): void => {
    if (from !== to) lines.push(`${label}: ${from} → ${to}`);
  };
  changed("Armor", ARMORS[before.armor].name, ARMORS[after.armor].name);
  changed("Shield", shieldName(before.shield), shieldName(after.shield));
  changed("Weapons", weaponList(before.weapons), weaponList(after.weapons));
  changed("Ready", readyName(before.readyWeapon), readyName(after.readyWeapon));
  changed("Talents", talentList(before.talents), talentList(after.talents));
  changed("Pack", packText(before.pack), packText(after.pack));
  changed("Packed", weaponList(before.packed ?? []), weaponList(after.packed ?? []));
  if (before.shield !== null && after.shield !== null) {
    changed("Shield carried", shieldPlace(before.shieldReady), shieldPlace(after.shieldReady));
  }
  return lines;
}

function shieldName(shield: ShieldId | null): string {
  return shield === null ? "none" : SHIELDS[shield].name;
}

function weaponList(weapons: readonly WeaponId[]): string {
  return weapons.length === 0 ? "none" : weapons.map((id) => WEAPONS[id].name).join(", ");
}

function readyName(weapon: WeaponId | null): string {
  return weapon === null ? "empty hands" : WEAPONS[weapon].name;
}

function shieldPlace(ready: boolean): string {
  return ready ? "ready on the arm" : "slung on the back";
}

/** "Nunchuks", or "none" (AM talents; talents.ts). */
export function talentList(talents: readonly TalentId[] | undefined): string {
  return talents === undefined || talents.length === 0
    ? "none"
    : talents.map((id) => TALENTS[id].name).join(", ");
}

/** "loaded pack (DX −1)", or "none" (AM §5's pack on the back; pack.ts). */
export function packText(pack: PackLoad | undefined): string {
  return pack === undefined ? "none" : `${packName(pack)} (DX −${PACK_DX[pack]})`;
}
