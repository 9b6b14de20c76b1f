/**
 * Which rules a battle is fought under. MELEE (1977) is the only ruleset so far and has no optional
 * rules; a stored battle records both, so that a later ruleset (ADVANCED MELEE) or its switches
 * can be added without changing what an existing battle means.
 */
import { IllegalOrderError } from "./errors.ts";

export const RULESETS = { melee: { optionalRules: [] as readonly string[] } } as const;

export type Ruleset = keyof typeof RULESETS;

/** Refuses switches the ruleset does not define; returns them sorted, each once. */
export function checkOptionalRules(ruleset: Ruleset, names: readonly string[]): string[] {
  const known = RULESETS[ruleset].optionalRules;
  for (const name of names) {
    if (!known.includes(name)) {
      const offer =
        known.length === 0
          ? `${ruleset.toUpperCase()} has no optional rules`
          : `its optional rules are ${known.join(", ")}`;
      throw new IllegalOrderError(`"${name}" is not an optional rule of ${ruleset}: ${offer}.`);
    }
  }
  return [...new Set(names)].sort();
}
