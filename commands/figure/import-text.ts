/**
 * The document /figure import reads: the attached file (file:) or the pasted text (json:),
 * exactly one of them. A file far larger than any export is refused before it is downloaded.
 */
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";

/** Generous: an export is a few hundred bytes, and the reader refuses past 4,000 characters. */
export const MAX_IMPORT_FILE_BYTES = 16_000;

export async function readImportText(
  interaction: CommandInteraction,
): Promise<{ readonly text: string } | { readonly problem: string }> {
  const file = interaction.options.getAttachment("file");
  const pasted = interaction.options.getString("json");
  if (file !== undefined && pasted !== undefined) {
    return { problem: "Give the exported file as file: or its text as json:, not both." };
  }
  if (pasted !== undefined) return { text: pasted };
  if (file === undefined) {
    return { problem: "Attach the exported file as file:, or paste its text as json:." };
  }
  const name = safeText(file.name);
  if (file.size > MAX_IMPORT_FILE_BYTES) {
    return {
      problem: `${name} is ${file.size.toLocaleString("en-US")} bytes; a /figure export file is at most ${MAX_IMPORT_FILE_BYTES.toLocaleString("en-US")}.`,
    };
  }
  try {
    return { text: await file.text() };
  } catch {
    return { problem: `${name} could not be downloaded from Discord; please try again.` };
  }
}
