/**
 * The message /battle new posts where a battle forms: what battle it is, its sides, how to join,
 * and under ADVANCED MELEE its optional rules with the GM's menu (optional-rules.ts), redrawn
 * when the GM changes them.
 */
import { type CombatType, RULESETS } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { Reply } from "../interaction.ts";
import { knownRuleset, optionalRulesLine, optionalRulesMenu } from "./optional-rules.ts";

/** "A death battle", "An arena battle". */
export function aBattle(combatType: CombatType): string {
  return `${combatType === "arena" ? "An" : "A"} ${combatType} battle`;
}

/** " under ADVANCED MELEE"; nothing for MELEE, the default. */
function underRules(ruleset: string): string {
  const known = knownRuleset(ruleset);
  return known === undefined || known === "melee" ? "" : ` under ${RULESETS[known].name}`;
}

export function formingMessage(battle: BattleSummary, gmName: string): Reply {
  const size = battle.arena === null ? "12 × 16" : `${battle.arena.width} × ${battle.arena.height}`;
  const pace =
    battle.deadlineSeconds === null ? "" : `, ${battle.deadlineSeconds / 3600} h per decision`;
  const rules = optionalRulesLine(battle.ruleset, battle.optionalRules);
  const menu = optionalRulesMenu(battle);
  return {
    content: [
      `${aBattle(battle.combatType)}${underRules(battle.ruleset)} is forming here, ${size} arena${pace}. GM: ${safeText(gmName)}.`,
      `Sides: ${battle.sides.map((s) => `${safeText(s.name)} (${s.id})`).join(" and ")}.`,
      ...(rules === undefined ? [] : [`${rules} The GM changes them with the menu below.`]),
      ...(battle.scenario === undefined
        ? [
            "Players: /battle join figure:<your figure> side:<a or b>. The GM adds monsters with /battle add and starts with /battle start.",
          ]
        : scenarioLines(battle, battle.scenario)),
    ].join("\n"),
    ...(menu.length === 0 ? {} : { components: menu }),
  };
}

/** A scenario's battle: its figures by side, the GM's until taken, and how to take one. */
function scenarioLines(battle: BattleSummary, scenario: string): string[] {
  const bySide = battle.sides.map((side) => {
    const names = battle.figures.filter((f) => f.sideId === side.id).map((f) => safeText(f.name));
    return `${safeText(side.name)}: ${names.join(", ")}`;
  });
  return [
    `Scenario ${scenario}. ${bySide.join(". ")}. The GM holds them all.`,
    "Players: /battle join figure:<a scenario figure> side:<its side> takes one to order. The GM gives the rest to the computer with /gm computer (or orders them) and starts with /battle start.",
  ];
}
