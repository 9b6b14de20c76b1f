/**
 * Finds the command that owns an interaction: by command name, or for a button or menu by the
 * custom-id prefix before the first ":" (e.g. "figure-delete:confirm:<id>").
 */
import type { Command } from "../../commands/command.ts";

export function commandNamed(commands: readonly Command[], name: string): Command | undefined {
  return commands.find((command) => command.definition.name === name);
}

export function componentOwner(
  commands: readonly Command[],
  customId: string,
): Command | undefined {
  const prefix = customId.split(":", 1)[0];
  return commands.find((command) => command.componentPrefixes?.includes(prefix ?? "") ?? false);
}
