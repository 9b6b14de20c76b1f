/**
 * Reads a typed slash command against the registered definitions, checking what Discord's client
 * would check before sending: the command and subcommand exist, every option is known, of its
 * declared type, within its limits, one of its choices, and every required option is there.
 */
import {
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type APIApplicationCommandSubcommandGroupOption,
  type APIApplicationCommandSubcommandOption,
  ApplicationCommandOptionType,
} from "discord-api-types/v10";
import type { Command } from "../../commands/command.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import { convertOption } from "./convert-option.ts";
import { splitOptionText } from "./option-text.ts";

export interface ParsedCommand {
  readonly command: Command;
  readonly subcommandGroup: string | undefined;
  readonly subcommand: string | undefined;
  readonly values: ReadonlyMap<string, OptionValue>;
  /** The last option typed, unconverted: what /complete completes. */
  readonly last:
    | { readonly option: APIApplicationCommandBasicOption; readonly raw: string }
    | undefined;
}

export type ParseResult =
  | { readonly ok: true; readonly parsed: ParsedCommand }
  | { readonly ok: false; readonly error: string };

/**
 * "run" checks everything; "complete" reads a half-typed command, so missing required options
 * and values that do not convert yet are let through.
 */
export type ParseMode = "run" | "complete";

export function parseCommand(
  line: string,
  commands: readonly Command[],
  userId: (typed: string) => string | undefined,
  mode: ParseMode = "run",
): ParseResult {
  const [head = "", ...words] = line.trim().split(/\s+/);
  const name = head.replace(/^\//, "").toLowerCase();
  const command = commands.find((c) => c.definition.name === name);
  if (command === undefined) {
    const known = commands.map((c) => `/${c.definition.name}`).join(", ");
    return { ok: false, error: `Unknown command /${name}. Commands: ${known}.` };
  }

  let path = `/${name}`;
  let options: readonly APIApplicationCommandOption[] = command.definition.options ?? [];
  let subcommandGroup: string | undefined;
  let subcommand: string | undefined;
  let consumed = 1;
  for (;;) {
    const nested = options.filter(isNesting);
    if (nested.length === 0) break;
    const word = words[consumed - 1]?.toLowerCase();
    const names = nested.map((o) => o.name).join(", ");
    if (word === undefined) return { ok: false, error: `${path} needs a subcommand: ${names}.` };
    const chosen = nested.find((o) => o.name === word);
    if (chosen === undefined) {
      return { ok: false, error: `${path} has no subcommand "${word}". Choose one of: ${names}.` };
    }
    if (chosen.type === ApplicationCommandOptionType.SubcommandGroup) subcommandGroup = chosen.name;
    else subcommand = chosen.name;
    path = `${path} ${chosen.name}`;
    options = chosen.options ?? [];
    consumed++;
  }

  const leafOptions = options.filter((o): o is APIApplicationCommandBasicOption => !isNesting(o));
  const entries = splitOptionText(skipWords(line, consumed));
  if (!entries.ok) return { ok: false, error: `${path}: ${entries.error}` };

  const errors: string[] = [];
  const values = new Map<string, OptionValue>();
  const given = new Set<string>();
  const allowed = leafOptions.map((o) => o.name).join(", ") || "no options";
  let last: ParsedCommand["last"];
  for (const entry of entries.entries) {
    const option = leafOptions.find((o) => o.name === entry.name.toLowerCase());
    if (option === undefined) {
      errors.push(`${path} has no option "${entry.name}". Its options: ${allowed}.`);
      continue;
    }
    if (given.has(option.name)) {
      errors.push(`Option "${option.name}" is given twice.`);
      continue;
    }
    given.add(option.name);
    last = { option, raw: entry.raw };
    const converted = convertOption(option, entry.raw, userId);
    if (converted.ok) values.set(option.name, converted.value);
    else if (mode === "run") errors.push(converted.error);
  }
  if (mode === "run") {
    const missing = leafOptions.filter((o) => o.required && !given.has(o.name)).map((o) => o.name);
    if (missing.length > 0) {
      const plural = missing.length === 1 ? "option" : "options";
      errors.push(`${path} is missing the required ${plural}: ${missing.join(", ")}.`);
    }
  }
  if (errors.length > 0) return { ok: false, error: errors.join("\n") };
  return { ok: true, parsed: { command, subcommandGroup, subcommand, values, last } };
}

function isNesting(
  option: APIApplicationCommandOption,
): option is APIApplicationCommandSubcommandOption | APIApplicationCommandSubcommandGroupOption {
  return (
    option.type === ApplicationCommandOptionType.Subcommand ||
    option.type === ApplicationCommandOptionType.SubcommandGroup
  );
}

/** The text after the first `count` words, its spacing and quotes untouched. */
function skipWords(line: string, count: number): string {
  const match = new RegExp(`^\\s*(?:\\S+\\s*){${count}}`).exec(line);
  return line.slice(match?.[0].length ?? line.length);
}
