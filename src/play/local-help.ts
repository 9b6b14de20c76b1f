/**
 * /help in local play: Discord's /help text (what the bot is, how to play), how to type commands
 * in the terminal, every registered command with its
 * options (optional ones in brackets), and the commands only the terminal has.
 */
import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
} from "discord-api-types/v10";
import type { Command } from "../../commands/command.ts";
import { HELP_INTRODUCTION } from "../../commands/help.ts";

const LOCAL_COMMANDS = [
  ["/click <customId>", "press a button, shown as [Label] → /click ..."],
  ["/select <customId> <value...>", "choose from a menu"],
  ["/as <user> <command>", "run one command as another local player"],
  ["/complete <partial command>", "list suggestions for the last option typed"],
  ["/help", "this list"],
  ["/quit", "leave (so does the end of input)"],
] as const;

export function localHelp(commands: readonly Command[]): string {
  const usage = commands.flatMap((command) =>
    usageLines(
      `/${command.definition.name}`,
      command.definition.description,
      command.definition.options ?? [],
    ),
  );
  const width = Math.max(...LOCAL_COMMANDS.map(([syntax]) => syntax.length));
  return [
    HELP_INTRODUCTION,
    "",
    'Type slash commands as in Discord; quote values with spaces: name:"Ragnar the Bold".',
    "Commands:",
    ...usage.map((line) => `  ${line}`),
    "Local play:",
    ...LOCAL_COMMANDS.map(([syntax, what]) => `  ${syntax.padEnd(width)}  ${what}`),
    "Lines starting with # are ignored, so scripts can carry comments.",
    "Scenarios: /battle new type:death scenario:<name> sets one up; start with npm start -- --scenario FILE to add your own.",
  ].join("\n");
}

function usageLines(
  path: string,
  description: string,
  options: readonly APIApplicationCommandOption[],
): string[] {
  const nested = options.filter(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand ||
      o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (nested.length === 0) {
    const args = options.map((o) =>
      "required" in o && o.required ? `${o.name}:` : `[${o.name}:]`,
    );
    return [`${[path, ...args].join(" ")} — ${description}`];
  }
  return nested.flatMap((o) =>
    usageLines(`${path} ${o.name}`, o.description, "options" in o ? (o.options ?? []) : []),
  );
}
