/**
 * What a command module exports: its slash-command definition and its handlers.
 */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from "discord-api-types/v10";
import type {
  AutocompleteInteraction,
  CommandInteraction,
  ComponentInteraction,
} from "./interaction.ts";
import type { Services } from "./services.ts";

export interface Command {
  /** The JSON Discord registers (built with @discordjs/builders). */
  readonly definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: CommandInteraction, services: Services): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, services: Services): Promise<void>;
  /** Custom-id prefixes of the buttons and menus this command posts, e.g. "figure-delete". */
  readonly componentPrefixes?: readonly string[];
  handleComponent?(interaction: ComponentInteraction, services: Services): Promise<void>;
}
