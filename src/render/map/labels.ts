/**
 * Short token labels: the first letters of a figure's name, unique within the battle
 * ("Flavius" → "Fl", "Big Bear" → "BB"; two figures both named "Orc" → "O1", "O2").
 * They depend only on the names and their order, so they stay the same from turn to turn.
 */
import type { BattleFigure } from "../../engine/index.ts";

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
  const key = (label: string) => label.toLocaleLowerCase("en");
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
    const k = key(f.name.trim());
    sameName.set(k, (sameName.get(k) ?? 0) + 1);
  }
  const numbered = new Map<string, number>();
  figures.forEach((f, i) => {
    if (labels.has(f.id)) return;
    const base = bases[i] as string;
    const nameKey = key(f.name.trim());
    const candidates: string[] = [];
    if ((sameName.get(nameKey) ?? 0) < 2) candidates.push(...alternatives(f.name));
    const stem = base.length > 1 && (sameName.get(nameKey) ?? 0) < 2 ? base : base.slice(0, 1);
    for (let n = (numbered.get(nameKey) ?? 0) + 1; n < 1000; n++) candidates.push(`${stem}${n}`);
    const label = candidates.find((c) => !used.has(key(c))) ?? f.id;
    const digits = /(\d+)$/.exec(label);
    if (digits) numbered.set(nameKey, Number(digits[1]));
    take(f.id, label);
  });
  return labels;
}
