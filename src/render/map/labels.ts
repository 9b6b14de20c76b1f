/**
 * Short token labels: the first letters of a figure's name, unique within the battle
 * ("Flavius" → "Fl", "Big Bear" → "BB"; two figures both named "Orc" → "O1", "O2").
 * They depend only on the names and their order, so they stay the same from turn to turn.
 * No two labels on a map differ only by case or by glyphs that look alike on a small token
 * (1/I/l, 0/O, 2/Z, 5/S, 8/B, 6/G, 9/q): "R1" beside "RI" would be two figures in one picture.
 */
import { type BattleFigure, nameKey } from "../../engine/index.ts";

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function characters(text: string): string[] {
  return Array.from(text.normalize("NFC")).filter((ch) => LETTER_OR_DIGIT.test(ch));
}

function words(name: string): string[][] {
  return name
    .split(/[\s\-_.'’]+/u)
    .map(characters)
    .filter((w) => w.length > 0);
}

function upper(ch: string): string {
  return ch.toLocaleUpperCase("en");
}

function lower(ch: string): string {
  return ch.toLocaleLowerCase("en");
}

/** Glyphs a token's small type draws nearly alike, each mapped to one of its group. */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "l",
  i: "l",
  "|": "l",
  "2": "z",
  "5": "s",
  "8": "b",
  "6": "g",
  "9": "q",
};

/** What a label looks like, case and look-alike glyphs aside: two labels may not share it. */
export function lookAlikeKey(label: string): string {
  return Array.from(label.toLocaleLowerCase("en"))
    .map((ch) => LOOK_ALIKE[ch] ?? ch)
    .join("");
}

/** The label a figure gets when nothing else in the battle shares it. */
export function baseLabel(name: string): string {
  const ws = words(name);
  const [first, second] = ws;
  if (!first) return "?";
  if (second) return `${upper(first[0] as string)}${upper(second[0] as string)}`;
  const [a, b] = first;
  return b === undefined ? upper(a as string) : `${upper(a as string)}${lower(b)}`;
}

/** Other two-character labels for a name, in order of preference: first letter + a later letter. */
function alternatives(name: string): string[] {
  const chars = words(name).flat();
  const first = chars[0];
  if (first === undefined) return [];
  return chars.slice(2).map((ch) => `${upper(first)}${lower(ch)}`);
}

/**
 * Labels for every figure, keyed by figure id. Figures keep the label their name gives when it is
 * unique; clashing figures take another letter of their name, and figures with the same name are
 * numbered in battle order.
 */
export function figureLabels(
  figures: readonly Pick<BattleFigure, "id" | "name">[],
): Map<string, string> {
  const labels = new Map<string, string>();
  const used = new Set<string>();
  const key = lookAlikeKey;
  const take = (id: string, label: string) => {
    labels.set(id, label);
    used.add(key(label));
  };

  const bases = figures.map((f) => baseLabel(f.name));
  const count = new Map<string, number>();
  for (const b of bases) count.set(key(b), (count.get(key(b)) ?? 0) + 1);
  // Unique bases first, so a clash never takes a label that a figure owns outright.
  figures.forEach((f, i) => {
    const base = bases[i] as string;
    if (count.get(key(base)) === 1) take(f.id, base);
  });

  const sameName = new Map<string, number>();
  for (const f of figures) {
    const k = nameKey(f.name);
    sameName.set(k, (sameName.get(k) ?? 0) + 1);
  }
  const numbered = new Map<string, number>();
  figures.forEach((f, i) => {
    if (labels.has(f.id)) return;
    const base = bases[i] as string;
    const named = nameKey(f.name);
    const candidates: string[] = [];
    if ((sameName.get(named) ?? 0) < 2) candidates.push(...alternatives(f.name));
    const stem = base.length > 1 && (sameName.get(named) ?? 0) < 2 ? base : base.slice(0, 1);
    for (let n = (numbered.get(named) ?? 0) + 1; n < 1000; n++) candidates.push(`${stem}${n}`);
    const label = candidates.find((c) => !used.has(key(c))) ?? f.id;
    const digits = /(\d+)$/.exec(label);
    if (digits) numbered.set(named, Number(digits[1]));
    take(f.id, label);
  });
  return labels;
}
