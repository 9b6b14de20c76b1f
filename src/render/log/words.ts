/**
 * The small pieces the combat log is written with: dice, damage, DX adjustments, items and lists.
 * Plain text; the Discord front end escapes names itself.
 */
import {
  type Damage,
  type DxModifier,
  type ItemId,
  isShieldId,
  isWeaponId,
  SHIELDS,
  WEAPONS,
} from "../../engine/index.ts";

/** The minus sign the log uses between numbers ("DX 12 − 3 chainmail"). */
export const MINUS = "−";

/** "3d6 = 9 (3+3+3)"; a single die shows no breakdown ("1d6 = 5"). */
export function diceRoll(faces: readonly number[]): string {
  const sum = faces.reduce((a, b) => a + b, 0);
  const breakdown = faces.length > 1 ? ` (${faces.join("+")})` : "";
  return `${faces.length}d6 = ${sum}${breakdown}`;
}

/** "2d6−1", "1d6+2", "3d6". */
export function damageDice(damage: Damage): string {
  if (damage.add === 0) return `${damage.dice}d6`;
  const sign = damage.add > 0 ? "+" : MINUS;
  return `${damage.dice}d6${sign}${Math.abs(damage.add)}`;
}

/** Short names for the engine's DX adjustment labels. */
const SHORT_LABELS: readonly [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [/^leather armor$/i, "leather"],
  [/^chainmail$/i, "chainmail"],
  [/^plate armor$/i, "plate"],
  [/^(small|large) shield ready$/i, "shield"],
  [/^(main-gauche|cestus) as shield$/i, (m) => (m[1] ?? "").toLowerCase()],
  [/^(main-gauche|cestus) as 2nd weapon$/i, "two weapons"],
  [/^took \d+ hits last turn$/i, "hurt last turn"],
  [/^ST 3 or less$/i, "ST ≤ 3"],
  [/^hand-to-hand$/i, "HTH"],
  [/^target on the ground$/i, "target down"],
  [/^from the rear$/i, "rear"],
  [/^from the side$/i, "side"],
  [/^attacking an? (.+)$/i, (m) => (m[1] ?? "").replace(/-/g, " ")],
  [/^pole weapon vs charge$/i, "pole vs charge"],
  [/^(\w+) with missiles$/i, (m) => (m[1] ?? "").toLowerCase()],
  [/^crossbow fired prone$/i, "prone"],
  [/^thrown \d+ hexes?$/i, "range"],
  [/^range \d+ megahexes?$/i, "range"],
  // AM §5 WEAPONS: a weapon above the wielder's ST.
  [/^.+ needs ST (\d+)$/i, (m) => `below ST ${m[1]}`],
  // AM §6 SPECIAL COMBAT TALENTS: the talent's name keeps its capitals ("no Sword talent").
  [/^no (.+) talent$/, (m) => m[0]],
];

export function shortModifier(label: string): string {
  for (const [pattern, short] of SHORT_LABELS) {
    const match = pattern.exec(label);
    if (match) return typeof short === "string" ? short : short(match);
  }
  return label.toLowerCase();
}

/** "adjDX 8 = DX 12 − 3 chainmail − 1 shield"; just "adjDX 10" when nothing adjusts it. */
export function adjDxText(adjDx: number, modifiers: readonly DxModifier[]): string {
  const used = modifiers.filter((m) => m.value !== 0);
  if (used.length === 0) return `adjDX ${adjDx}`;
  const base = adjDx - used.reduce((sum, m) => sum + m.value, 0);
  const parts = used.map(
    (m) => `${m.value < 0 ? MINUS : "+"} ${Math.abs(m.value)} ${shortModifier(m.label)}`,
  );
  return `adjDX ${adjDx} = DX ${base} ${parts.join(" ")}`;
}

/** An item's name as it reads inside a sentence: "longbow", "2-handed sword", "large shield". */
export function itemName(item: ItemId): string {
  const name = isWeaponId(item) ? WEAPONS[item].name : isShieldId(item) ? SHIELDS[item].name : item;
  return lowerFirst(name);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
