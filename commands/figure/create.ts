/**
 * /figure create: build a new figure (MELEE: CREATING A FIGURE) and store it; with
 * `ruleset: advanced-melee` its gear may come from ADVANCED MELEE's tables (AM §5).
 */
import {
  type FigureSpec,
  isRaceId,
  loadProblems,
  RACE_IDS,
  validateFigure,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { readFigureName } from "../shared/figure-name.ts";
import { errorReply, problemsReply, ruleProblems } from "../shared/replies.ts";
import { figureCreateRefusal } from "./create-refusal.ts";
import { applyGear, readGear, rulesetProblems } from "./gear-options.ts";
import { recordCard } from "./record-card.ts";

/** The iq option as the spec's field: absent when not given, as a MELEE figure has none. */
function optionalIq(iq: number | undefined): { iq?: number } {
  return iq === undefined ? {} : { iq };
}

export async function createFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const { options } = interaction;
  const typedName = readFigureName(options.getString("name") ?? "");
  if ("problem" in typedName) {
    await interaction.reply(errorReply(typedName.problem));
    return;
  }
  const { name } = typedName;
  const race = options.getString("race") ?? "";
  if (!isRaceId(race)) {
    await interaction.reply(
      errorReply(`Race must be one of ${RACE_IDS.join(", ")}; got "${safeText(race)}".`),
    );
    return;
  }
  const gear = readGear(options);
  const bare: FigureSpec = {
    name,
    race,
    st: options.getInteger("st") ?? 0,
    dx: options.getInteger("dx") ?? 0,
    ...optionalIq(options.getInteger("iq")),
    armor: "none",
    shield: null,
    weapons: [],
    readyWeapon: null,
    shieldReady: false,
  };
  const spec = applyGear(bare, gear.change);
  // Unknown weapon names and rule problems together, so one reply lists everything to fix. AM's
  // tables hold every item, so checking against them and then the ruleset names each once.
  const problems = [
    ...gear.problems,
    ...rulesetProblems(spec, gear.ruleset ?? "melee"),
    ...ruleProblems([
      ...validateFigure(spec, "advanced-melee"),
      ...loadProblems(spec, "advanced-melee"),
    ]),
  ];
  if (problems.length > 0) {
    await interaction.reply(
      problemsReply(`${safeText(name) || "The figure"} can't be created:`, problems),
    );
    return;
  }
  try {
    const figure = await services.figures.create({
      guildId: interaction.place.guildId,
      ownerId: interaction.actor.id,
      spec,
      historyKind: "created",
      detail: "Created with /figure create",
      limit: services.limits.figuresPerUser,
    });
    await interaction.reply({
      content: `${safeText(spec.name)} joins the roster.`,
      embeds: [recordCard(figure.spec, figure.ep)],
    });
  } catch (error) {
    await interaction.reply(
      errorReply(figureCreateRefusal(error, safeText(spec.name), "choose another name")),
    );
  }
}
