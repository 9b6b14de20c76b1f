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
  // One embed per command keeps each list far under Discord's limits as commands grow
  // (2000 characters of content; 4096 per embed description, 6000 per message).
  const embeds = all.map((command) => ({
    title: `/${command.name}`,
    description: commandLines(`/${command.name}`, command.description, command.options ?? []).join(
      "\n",
    ),
  }));
  return {
    definition,
    async execute(interaction) {
      await interaction.reply({ content: INTRO.join("\n"), embeds, ephemeral: true });
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
