/**
 * Which rules a battle is fought under: MELEE (1977), which has no optional rules, or ADVANCED
 * MELEE (AM §1–7), whose optional rules are named switches (AM §5 "Armor and Shields" on wear;
 * §6 "Aimed Shots", "Crippling Hits", "Delayed Actions"). A stored battle records both, so a
 * battle's ruleset never changes what it means. Where the two books differ the engine asks the
 * ruleset's rules (`rulesOf`), so there is one engine, not two.
 */
import { IllegalOrderError } from "./errors.ts";

export const RULESETS = {
  melee: { name: "MELEE", optionalRules: [] as readonly string[] },
  "advanced-melee": {
    name: "ADVANCED MELEE",
    optionalRules: [
      "aimed-shots",
      "armor-wear",
      "crippling-hits",
      "delayed-actions",
      "waiting-for-an-opening",
      "weapon-talents",
    ] as readonly string[],
  },
} as const;

export type Ruleset = keyof typeof RULESETS;

export const RULESET_IDS = Object.keys(RULESETS) as readonly Ruleset[];

/** Refuses switches the ruleset does not define; returns them sorted, each once. */
export function checkOptionalRules(ruleset: Ruleset, names: readonly string[]): string[] {
  const known = RULESETS[ruleset].optionalRules;
  for (const name of names) {
    if (!known.includes(name)) {
      const offer =
        known.length === 0
          ? `${RULESETS[ruleset].name} has no optional rules`
          : `its optional rules are ${known.join(", ")}`;
      throw new IllegalOrderError(`"${name}" is not an optional rule of ${ruleset}: ${offer}.`);
    }
  }
  return [...new Set(names)].sort();
}
