/**
 * /figure equip: change a figure's armor, shield, weapons or what it holds ready, between combats.
 * The gear may come from the tables of the figure's ruleset: ADVANCED MELEE's when it already
 * carries AM gear or `ruleset: advanced-melee` is given (AM §5), else MELEE's.
 */
import {
  attributePoints,
  type FigureSpec,
  gearRuleset,
  loadProblems,
  RACES,
  raceTotalWith,
  validateAdvancedFigure,
  validateFigure,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply, problemsReply, ruleProblems } from "../shared/replies.ts";
import { findOwnFigure } from "./find-figure.ts";
import { describeGearChanges } from "./gear-changes.ts";
import { applyGear, changesAnything, readGear, rulesetProblems } from "./gear-options.ts";
import { recordCard } from "./record-card.ts";
import { refuseStaleFigure } from "./stale-figure.ts";

export async function equipFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const gear = readGear(interaction.options);
  if (gear.problems.length === 0 && !changesAnything(gear.change)) {
    await interaction.reply(
      errorReply("Give at least one of armor, shield, weapons, ready or shield-ready to change."),
    );
    return;
  }
  const figure = await findOwnFigure(interaction, services);
  if (figure === null) return;

  const name = safeText(figure.spec.name);
  const spec = applyGear(figure.spec, gear.change);
  const problems = [
    ...gear.problems,
    ...rulesetProblems(spec, gear.ruleset ?? gearRuleset(figure.spec)),
    ...ruleProblems(validate(spec)),
  ];
  if (problems.length > 0) {
    await interaction.reply(problemsReply(`${name} can't be equipped that way:`, problems));
    return;
  }
  const changes = describeGearChanges(figure.spec, spec);
  if (changes.length === 0) {
    await interaction.reply(errorReply(`Nothing changed: ${name} already has that equipment.`));
    return;
  }

  try {
    await services.figures.updateSpec(figure, spec, `Equipment: ${changes.join("; ")}`);
  } catch (error) {
    await refuseStaleFigure(interaction, name, error);
    return;
  }
  await interaction.reply({
    content: [`${name}'s equipment changed:`, ...changes.map((line) => `• ${line}`)].join("\n"),
    embeds: [recordCard(spec, figure.ep)],
  });
}

/**
 * A figure that has advanced may have more ST + DX than a new one of its race. Checked against
 * AM's tables, which hold every item; `rulesetProblems` says which the figure's ruleset lacks.
 */
function validate(spec: FigureSpec): string[] {
  const advanced =
    attributePoints(spec.st, spec.dx, spec.iq) > raceTotalWith(RACES[spec.race].total, spec.iq);
  const problems = advanced
    ? validateAdvancedFigure(spec, "advanced-melee")
    : validateFigure(spec, "advanced-melee");
  return [...problems, ...loadProblems(spec, "advanced-melee")];
}
