/**
 * Reads slash-command options by their declared type, the same way for a command and for an
 * autocomplete request (whose discord.js resolver lacks getUser).
 */
import { ApplicationCommandOptionType } from "discord.js";
import type { AttachedFile, Options } from "../../commands/interaction.ts";

/** What both discord.js option resolvers offer: the raw option by name. */
export interface OptionSource {
  get(name: string): {
    type: ApplicationCommandOptionType;
    value?: string | number | boolean;
    /** An attachment option's file, from the interaction's resolved data. */
    attachment?: { name: string; size: number; url: string } | undefined;
  } | null;
}

export function optionsFrom(source: OptionSource): Options {
  const raw = (name: string, type: ApplicationCommandOptionType) => {
    const option = source.get(name);
    return option?.type === type ? option.value : undefined;
  };
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    getString: (name) => text(raw(name, ApplicationCommandOptionType.String)),
    getInteger: (name) => {
      const value = raw(name, ApplicationCommandOptionType.Integer);
      return typeof value === "number" ? value : undefined;
    },
    getBoolean: (name) => {
      const value = raw(name, ApplicationCommandOptionType.Boolean);
      return typeof value === "boolean" ? value : undefined;
    },
    // A user option's raw value is the user's id.
    getUser: (name) => text(raw(name, ApplicationCommandOptionType.User)),
    getAttachment: (name) => {
      const option = source.get(name);
      if (option?.type !== ApplicationCommandOptionType.Attachment) return undefined;
      return option.attachment === undefined ? undefined : attachedFile(option.attachment);
    },
  };
}

/** Discord keeps the file on its CDN; it is downloaded only when a handler reads it. */
function attachedFile(file: { name: string; size: number; url: string }): AttachedFile {
  return {
    name: file.name,
    size: file.size,
    async text() {
      const response = await fetch(file.url);
      if (!response.ok) throw new Error(`attachment download failed: HTTP ${response.status}`);
      return response.text();
    },
  };
}
