/**
 * Reads weapon names the way players type them: "2-handed sword", "two-handed-sword",
 * "Small ax" and "small axe" all name the same weapon.
 */
import {
  AM_WEAPON_IDS,
  burnsPowder,
  type FineWork,
  WEAPON_IDS,
  WEAPONS,
  type WeaponId,
} from "../../src/engine/index.ts";
import { closest } from "../format/closest.ts";
import { safeText } from "../format/safe-text.ts";

/** Case, spacing, punctuation, "two" for "2" and "axe" for "ax" do not matter. */
export function weaponKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\btwo\b/g, "2")
    .replace(/axe/g, "ax")
    .replace(/[^a-z0-9]/g, "");
}

/** Every weapon of both books: whether the battle's or figure's ruleset allows it is asked later. */
const ALL_WEAPON_IDS: readonly WeaponId[] = [...WEAPON_IDS, ...AM_WEAPON_IDS];

const BY_KEY = new Map<string, WeaponId>(
  ALL_WEAPON_IDS.flatMap((id) => [
    [weaponKey(id), id],
    [weaponKey(WEAPONS[id].name), id],
  ]),
);

export function findWeapon(text: string): WeaponId | undefined {
  return BY_KEY.get(weaponKey(text));
}

/** "\"Broadswrd\" is not a weapon. Closest: Broadsword, Shortsword, Longbow." */
export function unknownWeaponMessage(text: string): string {
  const nearest = closest(weaponKey(text), WEAPON_IDS, (id) => weaponKey(WEAPONS[id].name), 3);
  const names = nearest.map((id) => WEAPONS[id].name).join(", ");
  return `"${safeText(text)}" is not a weapon. Closest: ${names}.`;
}

/**
 * Splits a comma-separated list, dropping empty items ("spear, dagger," has two); a comma inside
 * brackets stays with its item ("broadsword (fine +1 DX, +2), dagger" has two).
 */
export function splitList(text: string): string[] {
  return text
    .split(/,(?![^(]*\))/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export interface WeaponList {
  readonly weapons: WeaponId[];
  readonly problems: string[];
}

/** AM §5's "PACKED": a weapon written "mace (packed)" goes in the pack on the back. */
export const PACKED_MARKER = /\s*\(packed\)\s*$/i;

/** AM §6 GUNPOWDER WEAPONS: "arquebus (cheap powder)" is loaded with the cheap, unreliable kind. */
export const CHEAP_POWDER_MARKER = /\s*\(cheap powder\)/i;

export interface GearWeaponList extends WeaponList {
  /** The weapons marked "(packed)", kept apart from `weapons`. */
  readonly packed: WeaponId[];
  /** AM §6's fine weapons: "broadsword (fine +1 DX, +2)", before any "(packed)". */
  readonly fine: FineWork[];
  /** Some gun or grenade was marked "(cheap powder)": the figure's powder is cheap. */
  readonly cheapPowder: boolean;
}

/** AM §6 FINE WEAPONS AND ARMOR: "(fine +1 DX)", "(fine +2)", "(fine +1 DX, +1)". */
const FINE_MARKER = /\s*\(fine\s+([^)]*)\)\s*$/i;

/** The work a "(fine …)" marker names, or a problem with it. */
function readFineWork(weapon: WeaponId, marks: string): FineWork | string {
  let work: { weapon: WeaponId; dx?: 1; damage?: 1 | 2 } = { weapon };
  for (const mark of marks.split(",").map((m) => m.trim().toLowerCase())) {
    if (/^\+1\s*dx$/.test(mark)) work = { ...work, dx: 1 };
    else if (mark === "+1" || mark === "+2") work = { ...work, damage: mark === "+1" ? 1 : 2 };
    else
      return `"${safeText(mark)}" is not fine work: write "(fine +1 DX)", "(fine +1)", "(fine +2)" or both, "(fine +1 DX, +2)".`;
  }
  return work;
}

/** Takes a "(fine …)" marker off each item: the items without it, and the work or problems. */
function readFineMarkers(items: readonly string[]): {
  items: string[];
  fine: FineWork[];
  problems: string[];
} {
  const fine: FineWork[] = [];
  const problems: string[] = [];
  const plain = items.map((item) => {
    const marked = FINE_MARKER.exec(item);
    if (!marked) return item;
    const name = item.slice(0, marked.index);
    const weapon = findWeapon(name);
    if (weapon === undefined) return name;
    const work = readFineWork(weapon, marked[1] ?? "");
    if (typeof work === "string") problems.push(work);
    else fine.push(work);
    return name;
  });
  return { items: plain, fine, problems };
}

/** The problems of "(cheap powder)" on items that burn no powder. */
function cheapPowderProblems(items: readonly string[]): string[] {
  return items.flatMap((item) => {
    const id = findWeapon(item.replace(CHEAP_POWDER_MARKER, "").replace(PACKED_MARKER, ""));
    return id === undefined || burnsPowder(WEAPONS[id])
      ? []
      : [`${WEAPONS[id].name} burns no powder: only a gun or a grenade takes "(cheap powder)".`];
  });
}

/**
 * A weapon list in which an item may end with "(packed)" to put it in the pack, and a gun or
 * grenade may be marked "(cheap powder)".
 */
export function parseGearWeaponList(text: string): GearWeaponList {
  const listed = splitList(text);
  const cheapItems = listed.filter((item) => CHEAP_POWDER_MARKER.test(item));
  const unpowdered = listed.map((item) => item.replace(CHEAP_POWDER_MARKER, ""));
  const isPacked = unpowdered.map((item) => PACKED_MARKER.test(item));
  const { items, fine, problems } = readFineMarkers(
    unpowdered.map((item) => item.replace(PACKED_MARKER, "")),
  );
  const carried = parseWeaponList(items.filter((_, i) => !isPacked[i]).join(","));
  const packed = parseWeaponList(items.filter((_, i) => isPacked[i]).join(","));
  return {
    weapons: carried.weapons,
    packed: packed.weapons,
    fine,
    cheapPowder: cheapItems.length > 0,
    problems: [
      ...problems,
      ...carried.problems,
      ...packed.problems,
      ...cheapPowderProblems(cheapItems),
    ],
  };
}

export function parseWeaponList(text: string): WeaponList {
  const weapons: WeaponId[] = [];
  const problems: string[] = [];
  for (const item of splitList(text)) {
    const id = findWeapon(item);
    if (id === undefined) problems.push(unknownWeaponMessage(item));
    else weapons.push(id);
  }
  return { weapons, problems };
}
