/**
 * /help: what the bot is and which commands it has, listed from the registered definitions so
 * the list never falls behind the commands.
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
} from "discord-api-types/v10";
import type { Command } from "./command.ts";

const INTRO = [
  "Melee Bot runs The Fantasy Trip's MELEE combat in chat.",
  "Build fighters from ST and DX, arm and armor them from the rulebook's tables, and keep them from one session to the next: survivors earn experience and grow stronger.",
];

/** The help command for the given commands (help itself is listed too). */
export function helpCommand(commands: readonly Command[]): Command {
  const definition = new SlashCommandBuilder()
    .setName("help")
    .setDescription("What Melee Bot does and how to use it")
    .toJSON();
  const all = [...commands.map((command) => command.definition), definition];
  const usage = all.flatMap((command) =>
    commandLines(`/${command.name}`, command.description, command.options ?? []),
  );
  const content = [...INTRO, "", "Commands:", ...usage].join("\n");
  return {
    definition,
    async execute(interaction) {
      await interaction.reply({ content, ephemeral: true });
    },
  };
}

/** One line per runnable command path: "/figure create — Create a new figure". */
function commandLines(
  path: string,
  description: string,
  options: readonly APIApplicationCommandOption[],
): string[] {
  const nested = options.filter(
    (option) =>
      option.type === ApplicationCommandOptionType.Subcommand ||
      option.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (nested.length === 0) return [`${path} — ${description}`];
  return nested.flatMap((option) =>
    commandLines(
      `${path} ${option.name}`,
      option.description,
      "options" in option ? (option.options ?? []) : [],
    ),
  );
}
