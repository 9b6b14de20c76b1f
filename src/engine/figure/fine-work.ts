/**
 * AM §6 FINE WEAPONS AND ARMOR: a Master Armourer's work. A sword, polearm, hammer, mace or ax
 * (nothing else) may be balanced, +1 DX (never more), and a cutting one made of fine metal, +1 or
 * +2 damage; fine metal also resists a "break": on one die a +1 weapon is only dropped on 1–3,
 * a +2 on 1–5. Fine plate, tailored to its owner, costs him 4 DX rather than plate's 6. None of it
 * needs a talent to use, only to make. Readings in docs/rulings.md, "Fine weapons and armor".
 */
import { EDGED_WEAPON_IDS, type WeaponId, weaponOf } from "./equipment.ts";

/** What the armourer did to one of a figure's weapons. */
export interface FineWork {
  readonly weapon: WeaponId;
  /** Balanced: +1 DX. */
  readonly dx?: 1;
  /** Fine metal: +1 or +2 damage. */
  readonly damage?: 1 | 2;
}

/** The DX fine plate costs its owner, in place of plate's. */
export const FINE_PLATE_DX = 4;

/** AM §6: "a sword, polearm, hammer, mace, or ax (but no other weapon)". */
const FINE_WEAPON_IDS: ReadonlySet<WeaponId> = new Set<WeaponId>([
  "rapier",
  "cutlass",
  "shortsword",
  "broadsword",
  "bastard-sword",
  "two-handed-sword",
  "great-sword",
  "hatchet",
  "hammer",
  "mace",
  "small-ax",
  "military-pick",
  "morningstar",
  "great-hammer",
  "battleaxe",
  "halberd",
  "pike-axe",
  "naginata",
  "spear",
  "trident",
  "pike",
  "cavalry-lance",
]);

/** The highest die a "break" may show and the weapon only be dropped, by its fine metal. */
const DROPPED_NOT_BROKEN_UP_TO: Readonly<Record<1 | 2, number>> = { 1: 3, 2: 5 };

/** The armourer's work on `weapon` among `fine`, if any. */
export function fineWorkOn(
  fine: readonly FineWork[] | undefined,
  weapon: WeaponId | null,
): FineWork | undefined {
  return weapon === null ? undefined : fine?.find((w) => w.weapon === weapon);
}

/** Why this work cannot be done to its weapon, or null. */
export function fineWorkProblem(work: FineWork): string | null {
  const name = weaponOf(work.weapon).name;
  if (!FINE_WEAPON_IDS.has(work.weapon))
    return `${name} cannot be fine work: only a sword, polearm, hammer, mace or ax can (AM §6)`;
  if (work.dx === undefined && work.damage === undefined)
    return `Say what is fine about the ${name.toLowerCase()}: +1 DX, +1 or +2 damage`;
  if (work.damage !== undefined && !EDGED_WEAPON_IDS.has(work.weapon))
    return `${name} does not cut: only a cutting weapon's metal adds damage (AM §6)`;
  return null;
}

/** The highest break die that only drops the weapon, or 0 when a break breaks it. */
export function droppedNotBrokenUpTo(work: FineWork | undefined): number {
  return work?.damage === undefined ? 0 : DROPPED_NOT_BROKEN_UP_TO[work.damage];
}

/** "fine +1 DX, +2": how the card, roster and log name the work. */
export function fineWorkLabel(work: FineWork): string {
  const parts = [
    ...(work.dx === undefined ? [] : [`+${work.dx} DX`]),
    ...(work.damage === undefined ? [] : [`+${work.damage}`]),
  ];
  return `fine ${parts.join(", ")}`;
}

/** "Broadsword (fine +1 DX, +2)": `label` with the work on `weapon` among `fine`, if any. */
export function withFineWork(
  fine: readonly FineWork[] | undefined,
  weapon: WeaponId,
  label: string,
): string {
  const work = fineWorkOn(fine, weapon);
  return work === undefined ? label : `${label} (${fineWorkLabel(work)})`;
}
