/**
 * /figure export: the figure as a signed JSON file the user keeps or imports elsewhere.
 */
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { figureDocument } from "./figure-document.ts";
import { findOwnFigure } from "./find-figure.ts";

export async function exportFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const figure = await findOwnFigure(interaction, services);
  if (figure === null) return;
  const json = figureDocument(figure.spec, figure.ep, await services.figureSigningKey());
  await interaction.reply({
    content:
      `${safeText(figure.spec.name)} exported. To bring it back, or into another server, ` +
      "attach the file to /figure import (or paste its text). It is signed: changed, it imports " +
      "only where the server allows unverified figures.",
    files: [{ name: exportFileName(figure.spec.name), data: new TextEncoder().encode(json) }],
    ephemeral: true,
  });
}

/** "<name>.json", with anything a file name should not hold replaced. */
function exportFileName(name: string): string {
  const base = name.replace(/[^\p{L}\p{N} _-]/gu, "_").trim() || "figure";
  return `${base}.json`;
}
