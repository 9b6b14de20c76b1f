/**
 * Registered application commands (global and per guild), checked on registration against
 * Discord's main limits, and the option tree of an invocation built from the REGISTERED
 * definition, so option types, choices and bounds are the ones Discord would enforce.
 */
import {
  type APIApplicationCommand,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionType,
} from "discord-api-types/v10";
import { BadRequest } from "./messages.ts";
import type { World } from "./world.ts";

/** A file a user attaches to an attachment option. */
export interface UploadInput {
  readonly filename: string;
  readonly content: string;
}

/**
 * A value for one option: text, a number, a boolean, a user/channel/role (or its id), or a file.
 */
export type OptionInput = string | number | boolean | { readonly id: string } | UploadInput;

export interface Invocation {
  readonly name: string;
  readonly group?: string;
  readonly subcommand?: string;
  readonly options?: Readonly<Record<string, OptionInput>>;
}

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_OPTIONS = 25;
const MAX_CHOICES = 25;
/** Name, description and every option's and choice's name, description and value together. */
const MAX_COMMAND_CHARACTERS = 4000;

export class CommandRegistry {
  readonly #global: APIApplicationCommand[] = [];
  readonly #guild = new Map<string, APIApplicationCommand[]>();
  /** Every bulk overwrite, for tests: where and which names. */
  readonly overwrites: { guildId: string | undefined; names: string[] }[] = [];

  constructor(private readonly world: World) {}

  list(guildId: string | undefined): APIApplicationCommand[] {
    return guildId === undefined ? this.#global : (this.#guild.get(guildId) ?? []);
  }

  /** PUT: replaces the whole set; a command keeps its id when its name stays. */
  overwrite(guildId: string | undefined, bodies: unknown): APIApplicationCommand[] {
    if (!Array.isArray(bodies)) throw new BadRequest("Expected an array of commands");
    if (bodies.length > 100) throw new BadRequest("At most 100 chat input commands");
    const old = this.list(guildId);
    const made = bodies.map((body) => this.#make(guildId, body, old));
    const names = made.map((c) => c.name);
    if (new Set(names).size !== names.length) throw new BadRequest("Command names must be unique");
    if (guildId === undefined) this.#global.splice(0, this.#global.length, ...made);
    else this.#guild.set(guildId, made);
    this.overwrites.push({ guildId, names });
    return made;
  }

  /** POST: creates or replaces one command by name. */
  upsert(guildId: string | undefined, body: unknown): APIApplicationCommand {
    const list = guildId === undefined ? this.#global : (this.#guild.get(guildId) ?? []);
    const made = this.#make(guildId, body, list);
    const index = list.findIndex((c) => c.name === made.name);
    if (index >= 0) list.splice(index, 1, made);
    else list.push(made);
    if (guildId !== undefined) this.#guild.set(guildId, list);
    return made;
  }

  remove(guildId: string | undefined, id: string): boolean {
    const list = this.list(guildId);
    const index = list.findIndex((c) => c.id === id);
    if (index < 0) return false;
    list.splice(index, 1);
    return true;
  }

  /** What a user in `guildId` can run under that name: the guild's command first. */
  find(guildId: string, name: string): APIApplicationCommand | undefined {
    return (
      this.list(guildId).find((c) => c.name === name) ?? this.#global.find((c) => c.name === name)
    );
  }

  #make(
    guildId: string | undefined,
    body: unknown,
    existing: readonly APIApplicationCommand[],
  ): APIApplicationCommand {
    const command = body as Partial<APIApplicationCommand>;
    const type = command.type ?? ApplicationCommandType.ChatInput;
    const name = String(command.name ?? "");
    checkName(name, "command");
    if (type === ApplicationCommandType.ChatInput) {
      checkDescription(command.description, `/${name}`);
      checkOptions(command.options ?? [], `/${name}`, 0);
      const size = characters(command);
      if (size > MAX_COMMAND_CHARACTERS) {
        throw new BadRequest(
          `/${name} has ${size} characters; Discord allows ${MAX_COMMAND_CHARACTERS}`,
        );
      }
    }
    const kept = existing.find((c) => c.name === name);
    return {
      ...command,
      id: kept?.id ?? this.world.ids.next(),
      application_id: this.world.applicationId,
      ...(guildId === undefined ? {} : { guild_id: guildId }),
      type,
      name,
      description: command.description ?? "",
      default_member_permissions: command.default_member_permissions ?? null,
      version: this.world.ids.next(),
    } as APIApplicationCommand;
  }
}

function checkName(name: string, what: string): void {
  if (!NAME.test(name) || name !== name.toLowerCase()) {
    throw new BadRequest(`Invalid ${what} name "${name}": 1-32 lower-case letters, digits, - or _`);
  }
}

function checkDescription(description: unknown, where: string): void {
  if (typeof description !== "string" || description.length < 1 || description.length > 100) {
    throw new BadRequest(`${where}: a description of 1-100 characters is required`);
  }
}

function checkOptions(
  options: readonly APIApplicationCommandOption[],
  where: string,
  depth: number,
): void {
  if (options.length > MAX_OPTIONS) throw new BadRequest(`${where}: more than 25 options`);
  const names = new Set<string>();
  let optionalSeen = false;
  for (const option of options) {
    const path = `${where} ${option.name}`;
    checkName(option.name, "option");
    checkDescription(option.description, path);
    if (names.has(option.name)) throw new BadRequest(`${path}: duplicate option name`);
    names.add(option.name);
    if (
      option.type === ApplicationCommandOptionType.Subcommand ||
      option.type === ApplicationCommandOptionType.SubcommandGroup
    ) {
      if (option.type === ApplicationCommandOptionType.SubcommandGroup && depth > 0) {
        throw new BadRequest(`${path}: a subcommand group must be at the top`);
      }
      if (depth > 1) throw new BadRequest(`${path}: subcommands nest at most two deep`);
      checkOptions(option.options ?? [], path, depth + 1);
      continue;
    }
    const required = "required" in option && option.required === true;
    if (required && optionalSeen) {
      throw new BadRequest(`${path}: required options must come before optional ones`);
    }
    if (!required) optionalSeen = true;
    const choices = "choices" in option ? (option.choices ?? []) : [];
    if (choices.length > MAX_CHOICES) throw new BadRequest(`${path}: more than 25 choices`);
    if (choices.length > 0 && "autocomplete" in option && option.autocomplete === true) {
      throw new BadRequest(`${path}: autocomplete cannot be used with choices`);
    }
  }
}

function characters(command: Partial<APIApplicationCommand>): number {
  const ofOption = (option: APIApplicationCommandOption): number =>
    option.name.length +
    option.description.length +
    ("choices" in option
      ? (option.choices ?? []).reduce((n, c) => n + c.name.length + String(c.value).length, 0)
      : 0) +
    ("options" in option ? (option.options ?? []).reduce((n, o) => n + ofOption(o), 0) : 0);
  return (
    (command.name?.length ?? 0) +
    (command.description?.length ?? 0) +
    (command.options ?? []).reduce((n, o) => n + ofOption(o), 0)
  );
}

/** What the fake needs to resolve a user, channel or role option, and to take an upload. */
export interface Resolver {
  resolve(type: ApplicationCommandOptionType, id: string, into: APIInteractionDataResolved): void;
  /** Keeps the file where the bot can download it; returns its attachment id. */
  upload(file: UploadInput, into: APIInteractionDataResolved): string;
}

/**
 * The `data.options` of an INTERACTION_CREATE for `invocation`, built from the registered
 * command. Throws (a test mistake, not a bot bug) when the invocation is one Discord's client
 * would never send: unknown or missing options, wrong types, values outside choices or bounds.
 * For autocomplete, `focused` names the option being typed: its value is the raw text.
 */
export function optionTree(
  command: APIApplicationCommand,
  invocation: Invocation,
  resolver: Resolver,
  mode: { readonly type: InteractionType; readonly focused?: string; readonly unchecked?: boolean },
): {
  options: APIApplicationCommandInteractionDataOption[];
  resolved?: APIInteractionDataResolved;
} {
  const where = [`/${command.name}`, invocation.group, invocation.subcommand]
    .filter(Boolean)
    .join(" ");
  let level = command.options ?? [];
  const wrap: ((
    inner: APIApplicationCommandInteractionDataOption[],
  ) => APIApplicationCommandInteractionDataOption)[] = [];
  const hasGroups = level.some((o) => o.type === ApplicationCommandOptionType.SubcommandGroup);
  if (invocation.group !== undefined || hasGroups) {
    const group = level.find(
      (o) => o.type === ApplicationCommandOptionType.SubcommandGroup && o.name === invocation.group,
    );
    if (group === undefined || group.type !== ApplicationCommandOptionType.SubcommandGroup) {
      throw new Error(`${where}: no subcommand group "${invocation.group}" is registered`);
    }
    level = group.options ?? [];
    wrap.push((inner) => ({
      name: group.name,
      type: ApplicationCommandOptionType.SubcommandGroup,
      options: inner as never,
    }));
  }
  const hasSubcommands = level.some((o) => o.type === ApplicationCommandOptionType.Subcommand);
  if (invocation.subcommand !== undefined || hasSubcommands) {
    const sub = level.find(
      (o) => o.type === ApplicationCommandOptionType.Subcommand && o.name === invocation.subcommand,
    );
    if (sub === undefined || sub.type !== ApplicationCommandOptionType.Subcommand) {
      const known = level.map((o) => o.name).join(", ");
      throw new Error(`${where}: no subcommand "${invocation.subcommand}" (registered: ${known})`);
    }
    level = sub.options ?? [];
    wrap.unshift((inner) => ({
      name: sub.name,
      type: ApplicationCommandOptionType.Subcommand,
      options: inner as APIApplicationCommandInteractionDataBasicOption[],
    }));
  }
  const definitions = level as APIApplicationCommandBasicOption[];
  const given = invocation.options ?? {};
  for (const name of Object.keys(given)) {
    if (!definitions.some((d) => d.name === name)) {
      const known = definitions.map((d) => d.name).join(", ") || "none";
      throw new Error(`${where}: no option "${name}" is registered (registered: ${known})`);
    }
  }
  const resolved: APIInteractionDataResolved = {};
  const leaves: APIApplicationCommandInteractionDataBasicOption[] = [];
  for (const definition of definitions) {
    const value = given[definition.name];
    const focused = mode.focused === definition.name;
    if (value === undefined) {
      const required = "required" in definition && definition.required === true;
      if (required && mode.type === InteractionType.ApplicationCommand && mode.unchecked !== true) {
        throw new Error(`${where}: the required option "${definition.name}" is missing`);
      }
      continue;
    }
    if (focused) {
      if (!("autocomplete" in definition) || definition.autocomplete !== true) {
        throw new Error(`${where}: "${definition.name}" is not registered with autocomplete`);
      }
      leaves.push({
        name: definition.name,
        type: definition.type,
        value: String(value),
        focused: true,
      } as APIApplicationCommandInteractionDataBasicOption);
      continue;
    }
    const typed =
      definition.type === ApplicationCommandOptionType.Attachment
        ? resolver.upload(uploadInput(value, `${where} ${definition.name}`), resolved)
        : typedValue(definition, value, `${where} ${definition.name}`, mode.unchecked === true);
    if (typeof typed === "string" && isReference(definition.type)) {
      resolver.resolve(definition.type, typed, resolved);
    }
    leaves.push({
      name: definition.name,
      type: definition.type,
      value: typed,
    } as APIApplicationCommandInteractionDataBasicOption);
  }
  if (mode.focused !== undefined && !leaves.some((l) => "focused" in l && l.focused === true)) {
    throw new Error(`${where}: give a value for the focused option "${mode.focused}"`);
  }
  let options: APIApplicationCommandInteractionDataOption[] = leaves;
  for (const make of wrap) options = [make(options)];
  return Object.keys(resolved).length === 0 ? { options } : { options, resolved };
}

function isReference(type: ApplicationCommandOptionType): boolean {
  return (
    type === ApplicationCommandOptionType.User ||
    type === ApplicationCommandOptionType.Channel ||
    type === ApplicationCommandOptionType.Role ||
    type === ApplicationCommandOptionType.Mentionable
  );
}

function typedValue(
  definition: APIApplicationCommandBasicOption,
  value: OptionInput,
  where: string,
  unchecked: boolean,
): string | number | boolean {
  const fail = (problem: string): never => {
    throw new Error(`${where}: ${problem} (Discord's client would not send this)`);
  };
  switch (definition.type) {
    case ApplicationCommandOptionType.String: {
      if (typeof value !== "string") return fail("expects text");
      if (!unchecked) {
        checkChoices(definition.choices, value, fail);
        if (definition.min_length !== undefined && value.length < definition.min_length) {
          fail(`shorter than ${definition.min_length}`);
        }
        if (definition.max_length !== undefined && value.length > definition.max_length) {
          fail(`longer than ${definition.max_length}`);
        }
      }
      return value;
    }
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      if (typeof value !== "number") return fail("expects a number");
      if (definition.type === ApplicationCommandOptionType.Integer && !Number.isInteger(value)) {
        fail("expects an integer");
      }
      if (!unchecked) {
        checkChoices(definition.choices, value, fail);
        if (definition.min_value !== undefined && value < definition.min_value) {
          fail(`below ${definition.min_value}`);
        }
        if (definition.max_value !== undefined && value > definition.max_value) {
          fail(`above ${definition.max_value}`);
        }
      }
      return value;
    }
    case ApplicationCommandOptionType.Boolean:
      return typeof value === "boolean" ? value : fail("expects true or false");
    case ApplicationCommandOptionType.User:
    case ApplicationCommandOptionType.Channel:
    case ApplicationCommandOptionType.Role:
    case ApplicationCommandOptionType.Mentionable:
      if (typeof value === "object" && "id" in value) return value.id;
      return typeof value === "string" ? value : fail("expects an id");
    default:
      return fail(`option type ${definition.type} is not supported by the fake`);
  }
}

function uploadInput(value: OptionInput, where: string): UploadInput {
  if (typeof value === "object" && "filename" in value) return value;
  throw new Error(`${where}: expects a file (Discord's client would not send this)`);
}

function checkChoices(
  choices: readonly { value: string | number }[] | undefined,
  value: string | number,
  fail: (problem: string) => never,
): void {
  if (choices === undefined || choices.length === 0) return;
  if (!choices.some((c) => c.value === value)) {
    fail(`"${value}" is not one of ${choices.map((c) => c.value).join(", ")}`);
  }
}
