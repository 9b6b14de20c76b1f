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

/**
 * A slash command whose handler writes a battle step or draws a map is acknowledged (deferred)
 * the moment it arrives, before the handler runs, so meeting Discord's 3 s never depends on how
 * long the work takes or on a timer firing on time. The value is the visibility of the handler's
 * answer ("Melee Bot is thinking…" for everyone, or for the user alone); a private refusal after
 * a public deferral still reaches the user privately.
 */
export type Deferral = "public" | "private";

/** Which subcommand an interaction runs, as its command's `deferralOf` reads it. */
export interface SubcommandPath {
  readonly subcommandGroup: string | undefined;
  readonly subcommand: string | undefined;
}

export interface Command {
  /** The JSON Discord registers (built with @discordjs/builders). */
  readonly definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: CommandInteraction, services: Services): Promise<void>;
  /** The deferral a subcommand needs; undefined (or absent) answers directly. */
  deferralOf?(path: SubcommandPath): Deferral | undefined;
  autocomplete?(interaction: AutocompleteInteraction, services: Services): Promise<void>;
  /** Custom-id prefixes of the buttons and menus this command posts, e.g. "figure-delete". */
  readonly componentPrefixes?: readonly string[];
  handleComponent?(interaction: ComponentInteraction, services: Services): Promise<void>;
  /**
   * Its components write battle steps (or battles): each click is acknowledged at once with an
   * invisible deferred update, before `handleComponent` runs; `update` then edits the clicked
   * message and `reply` posts a follow-up, as without it.
   */
  readonly defersComponents?: boolean;
}
