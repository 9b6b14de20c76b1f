/**
 * /battle new scenario: — the scenario a battle opens from (docs/scenario-format.md, "Playing a
 * scenario"): its ruleset, optional rules, arena, conditions, sides and figures. The options that
 * would say otherwise are refused rather than silently overruled.
 */
import type { PlayableScenario } from "../../src/battles/scenario-library.ts";
import { safeText } from "../format/safe-text.ts";
import type { AutocompleteChoice, CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";

/** Discord's most characters in an autocomplete choice's name. */
const CHOICE_NAME_MAX = 100;

/** The options a scenario sets for itself: given with scenario:, they are refused. */
const TEXT_SET_BY_SCENARIO = ["rules", "side-a", "side-b"] as const;
const NUMBERS_SET_BY_SCENARIO = ["arena-width", "arena-height"] as const;

/** The scenarios whose name starts with (or, from 3 letters, contains) what is typed. */
export function scenarioChoices(services: Services, typed: string): AutocompleteChoice[] {
  const key = typed.trim().toLowerCase();
  return services.scenarios
    .names()
    .filter((name) => name.startsWith(key) || (key.length >= 3 && name.includes(key)))
    .map((name) => {
      const about = services.scenarios.find(name)?.about ?? "";
      const label = about === "" ? name : `${name}: ${about}`;
      return {
        name: label.length <= CHOICE_NAME_MAX ? label : `${label.slice(0, CHOICE_NAME_MAX - 1)}…`,
        value: name,
      };
    });
}

/**
 * The scenario named by scenario:, or why it cannot open: an unknown name, an explicit ruleset:
 * other than the scenario's, or an option the scenario sets itself. Undefined without scenario:.
 */
export function chosenScenario(
  interaction: CommandInteraction,
  services: Services,
): { readonly scenario: PlayableScenario } | { readonly problem: string } | undefined {
  const { options } = interaction;
  const name = options.getString("scenario");
  if (name === undefined || name.trim() === "") return undefined;
  const scenario = services.scenarios.find(name);
  if (scenario === undefined) {
    return {
      problem: `There is no scenario "${safeText(name.trim())}". Scenarios: ${services.scenarios.names().join(", ")}.`,
    };
  }
  const ruleset = scenario.setup.ruleset ?? "melee";
  const asked = options.getString("ruleset");
  if (asked !== undefined && asked !== ruleset) {
    return {
      problem: `The scenario ${scenario.name} is played under ${ruleset}, not ${safeText(asked)}: leave out ruleset: or give ruleset:${ruleset}.`,
    };
  }
  const given = [
    ...TEXT_SET_BY_SCENARIO.filter((option) => options.getString(option) !== undefined),
    ...NUMBERS_SET_BY_SCENARIO.filter((option) => options.getInteger(option) !== undefined),
  ];
  if (given.length > 0) {
    return {
      problem: `The scenario ${scenario.name} sets its own optional rules, arena and sides: leave out ${given.map((o) => `${o}:`).join(", ")}.`,
    };
  }
  return { scenario };
}
