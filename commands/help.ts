/**
 * /help: what the bot is, how a battle goes (and /battle tutorial to try one alone), and which
 * commands it has, listed from the registered definitions so the list never falls behind the
 * commands.
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
  "Two other games called Melee play here too: starship duels of The Ur-Quan Legacy: Melee! (/starship) and La Mame's MELEE, the game of secret gold bids for 2 to 4 players (/lamame); ADVANCED MELEE's Quick Combat, a fast duel without a hex map, is /quick.",
];

/** A battle from start to end in a few lines, ending with the way to try one alone. */
const HOW_TO_PLAY = [
  "How to play:",
  "1. Make a fighter: /figure create (ST + DX make the race's total; arm and armor it from the book's tables).",
  "2. Open a battle: /battle new. You are its GM. Players enter with /battle join; the GM adds monsters with /battle add and begins with /battle start.",
  "3. Each turn: a roll for initiative, whose winner chooses who moves first (a button). Then every figure takes one option with /battle order; autocomplete offers only what is legal. Until a figure acts, /battle change changes its mind.",
  "4. When all have moved, attacks resolve and the bot posts the map and the turn's log. A decision not taken by its deadline is taken for you, safely.",
  "5. At the end, survivors earn experience (EP); 100 EP buy +1 ST or DX with /figure advance.",
  "Try it alone first: /battle tutorial starts a practice bout here against a Training Dummy, with step-by-step guidance.",
];

/** What the bot is and how a battle goes: /help's text, in Discord and in local play alike. */
export const HELP_INTRODUCTION = [...INTRO, "", ...HOW_TO_PLAY].join("\n");

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
      // Within a message's 2000 characters of content; the command list goes in embeds.
      await interaction.reply({ content: HELP_INTRODUCTION, embeds, ephemeral: true });
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
