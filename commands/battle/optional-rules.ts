/**
 * ADVANCED MELEE's optional rules (AM §5 "Armor and Shields" on wear; §6 "Aimed Shots",
 * "Crippling Hits", "Delayed Actions"), chosen for a battle while it forms: the forming message
 * carries a multi-select menu `optional-rules:<battleId>` that only the GM may change
 * (choose-optional-rules.ts). MELEE has none, and shows no menu.
 */
import { RULESET_IDS, RULESETS, type Ruleset } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import type { ComponentRow } from "../interaction.ts";

export const OPTIONAL_RULES_PREFIX = "optional-rules";

/** Each optional rule named by what it does, for the menu and the status. */
const WORDING: Readonly<Record<string, { readonly name: string; readonly does: string }>> = {
  "aimed-shots": { name: "Aimed shots", does: "attacks may aim at a head, limb or wing (AM §6)" },
  "armor-wear": {
    name: "Armor wear",
    does: "armor and shields wear out as they stop hits (AM §5)",
  },
  "crippling-hits": { name: "Crippling hits", does: "a big hit may cripple a limb (AM §6)" },
  "delayed-actions": {
    name: "Delayed actions",
    does: "a figure may act later than its DX allows (AM §6)",
  },
  "waiting-for-an-opening": {
    name: "Waiting for an opening",
    does: "waiting a turn or two before attacking adds DX (AM §6)",
  },
  "weapon-talents": {
    name: "Weapon talents",
    does: "a weapon used without its class talent is at −4 DX (AM §5, §6)",
  },
};

function nameOfRule(rule: string): string {
  return WORDING[rule]?.name ?? rule;
}

/** The stored ruleset as this build knows it (another game's is not). */
export function knownRuleset(ruleset: string): Ruleset | undefined {
  return RULESET_IDS.find((id) => id === ruleset);
}

/** The ruleset's optional rules, or none for a ruleset this build does not know. */
function optionalRulesOf(ruleset: string): readonly string[] {
  const known = knownRuleset(ruleset);
  return known === undefined ? [] : RULESETS[known].optionalRules;
}

/** "Optional rules: Aimed shots, Crippling hits." (or "none"); undefined when the ruleset has none. */
export function optionalRulesLine(ruleset: string, chosen: readonly string[]): string | undefined {
  if (optionalRulesOf(ruleset).length === 0) return undefined;
  const names = chosen.map(nameOfRule);
  return `Optional rules: ${names.length === 0 ? "none" : names.join(", ")}.`;
}

/** The forming battle's menu of its ruleset's optional rules, its choice preselected. */
export function optionalRulesMenu(battle: BattleSummary): ComponentRow[] {
  const rules = optionalRulesOf(battle.ruleset);
  if (rules.length === 0) return [];
  return [
    {
      kind: "select",
      menu: {
        customId: `${OPTIONAL_RULES_PREFIX}:${battle.id}`,
        placeholder: "Optional rules (GM)",
        minValues: 0,
        maxValues: rules.length,
        options: rules.map((rule) => ({
          label: nameOfRule(rule),
          value: rule,
          description: WORDING[rule]?.does ?? rule,
          chosen: battle.optionalRules.includes(rule),
        })),
      },
    },
  ];
}
