/**
 * /figure import: a figure from a /figure export document, attached or pasted. A document this
 * install signed and nobody changed keeps its EP and advances; any other is refused unless the
 * server allows unverified imports, and then it must pass as a new figure and starts at 0 EP.
 */
import { loadProblems, validateAdvancedFigure, validateFigure } from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { readFigureName } from "../shared/figure-name.ts";
import { errorReply, problemsReply, ruleProblems } from "../shared/replies.ts";
import { figureCreateRefusal } from "./create-refusal.ts";
import { DOCUMENT_VERSION, readFigureDocument } from "./figure-document.ts";
import { readImportText } from "./import-text.ts";
import { recordCard } from "./record-card.ts";

export const UNVERIFIED_REFUSED =
  "That document was not signed by this bot, or was changed after export, so it can't be " +
  "imported here. A server manager can allow unverified imports with " +
  "/figure unverified-imports allow:True; such a figure is checked as a new one and starts at 0 EP.";

export async function importFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const text = await readImportText(interaction);
  if ("problem" in text) {
    await interaction.reply(errorReply(text.problem));
    return;
  }
  const reading = readFigureDocument(text.text, await services.figureSigningKey());
  if (!reading.ok) {
    await interaction.reply(problemsReply("That figure can't be imported:", reading.problems));
    return;
  }
  const { verified } = reading;
  if (!verified && !(await services.settings.allowsUnverifiedImports(interaction.place.guildId))) {
    await interaction.reply(errorReply(UNVERIFIED_REFUSED));
    return;
  }
  const typedName = readFigureName(interaction.options.getString("rename") ?? reading.spec.name);
  if ("problem" in typedName) {
    await interaction.reply(errorReply(typedName.problem));
    return;
  }
  const spec = { ...reading.spec, name: typedName.name };
  // A verified export may have advanced past its race's total (MELEE: EXPERIENCE); an
  // unverified one has no proof of that, so it must be a figure as created. Its gear may be
  // either book's (AM §5): a figure's gear is its only record of its ruleset.
  const problems = ruleProblems([
    ...(verified
      ? validateAdvancedFigure(spec, "advanced-melee")
      : validateFigure(spec, "advanced-melee")),
    ...loadProblems(spec, "advanced-melee"),
  ]);
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
      ep: verified ? reading.ep : 0,
      verified,
      historyKind: "imported",
      detail: `Imported from a version ${DOCUMENT_VERSION} export${verified ? "" : ", unverified"}`,
      limit: services.limits.figuresPerUser,
    });
    await interaction.reply({
      content: verified
        ? `${name} is imported with ${figure.ep} EP.`
        : `${name} is imported unverified, as a new figure with 0 EP.`,
      embeds: [recordCard(figure.spec, figure.ep, figure.verified)],
    });
  } catch (error) {
    await interaction.reply(
      errorReply(
        figureCreateRefusal(error, name, "add rename:<new name> to import it under another name"),
      ),
    );
  }
}
