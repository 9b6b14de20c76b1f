/**
 * /figure import: a figure from a /figure export document, keeping its EP.
 */
import { validateAdvancedFigure } from "../../src/engine/index.ts";
import { FigureLimitError, FigureNameTakenError } from "../../src/store/errors.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import { figureLimitMessage } from "../limits.ts";
import type { Services } from "../services.ts";
import { DOCUMENT_VERSION, readFigureDocument } from "./figure-document.ts";
import { readFigureName } from "./figure-name.ts";
import { recordCard } from "./record-card.ts";
import { errorReply, problemsReply, ruleProblems } from "./replies.ts";

export async function importFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const reading = readFigureDocument(interaction.options.getString("json") ?? "");
  if (!reading.ok) {
    await interaction.reply(problemsReply("That figure can't be imported:", reading.problems));
    return;
  }
  const typedName = readFigureName(interaction.options.getString("rename") ?? reading.spec.name);
  if ("problem" in typedName) {
    await interaction.reply(errorReply(typedName.problem));
    return;
  }
  const spec = { ...reading.spec, name: typedName.name };
  // An exported figure may have advanced, so its ST + DX may exceed its race's total.
  const problems = ruleProblems(validateAdvancedFigure(spec));
  if (problems.length > 0) {
    const who = safeText(spec.name) || "That figure";
    await interaction.reply(problemsReply(`${who} can't be imported:`, problems));
    return;
  }

  const name = safeText(spec.name);
  try {
    const figure = await services.figures.create({
      guildId: interaction.place.guildId,
      ownerId: interaction.actor.id,
      spec,
      ep: reading.ep,
      historyKind: "imported",
      detail: `Imported from a version ${DOCUMENT_VERSION} export`,
      limit: services.limits.figuresPerUser,
    });
    await interaction.reply({
      content: `${name} is imported with ${figure.ep} EP.`,
      embeds: [recordCard(figure.spec, figure.ep)],
    });
  } catch (error) {
    if (error instanceof FigureLimitError) {
      await interaction.reply(errorReply(figureLimitMessage(error.most)));
      return;
    }
    if (!(error instanceof FigureNameTakenError)) throw error;
    await interaction.reply(
      errorReply(
        `You already have a figure named ${name}; add rename:<new name> to import it under another name.`,
      ),
    );
  }
}
