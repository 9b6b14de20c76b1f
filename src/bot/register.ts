/**
 * Registers the slash commands with Discord: to one guild while developing (takes effect at
 * once), else globally. A PUT replaces the whole set, so removed commands disappear too.
 */

import { REST, type RESTOptions, Routes } from "discord.js";
import type {
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPutAPIApplicationCommandsResult,
} from "discord-api-types/v10";

export interface RegisterOptions {
  readonly token: string;
  readonly applicationId: string;
  readonly guildId: string | undefined;
  readonly definitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[];
  /** Where Discord's REST API is; unset means discord.com (tests use test/fake-discord). */
  readonly rest?: Partial<RESTOptions>;
}

/** Returns the names Discord now has registered. */
export async function registerCommands(options: RegisterOptions): Promise<string[]> {
  const rest = new REST(options.rest ?? {}).setToken(options.token);
  const route =
    options.guildId === undefined
      ? Routes.applicationCommands(options.applicationId)
      : Routes.applicationGuildCommands(options.applicationId, options.guildId);
  const registered = (await rest.put(route, {
    body: options.definitions,
  })) as RESTPutAPIApplicationCommandsResult;
  return registered.map((command) => command.name);
}
