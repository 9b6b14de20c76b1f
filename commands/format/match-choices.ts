/**
 * Filtering autocomplete choices by what the user has typed: prefixes first; "contains" only from
 * three letters on, so a single "E" does not match every "(2 hexes)".
 */
import type { AutocompleteChoice } from "../interaction.ts";

export function matchChoices(
  choices: readonly AutocompleteChoice[],
  typed: string,
  options: { byValue: boolean },
): AutocompleteChoice[] {
  const key = typed.trim().toLowerCase();
  return choices.filter(
    (c) =>
      (options.byValue && c.value.toLowerCase().startsWith(key)) ||
      c.name.toLowerCase().startsWith(key) ||
      (key.length >= 3 && c.name.toLowerCase().includes(key)),
  );
}
