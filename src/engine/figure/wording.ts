/** Helpers for the player-facing sentences the figure rules write. */

/** "a human", "an elf". */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "spear", "spear and dagger", "spear, dagger and large shield". */
export function listInWords(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** How a sentence names a figure: its trimmed name, or "this figure" when it has none. */
export function figureLabel(name: string): string {
  return name.trim() || "this figure";
}
