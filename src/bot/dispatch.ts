/**
 * Hands each interaction to its command and makes sure the user always gets an answer: a
 * failing handler is logged with the interaction id and answered with an ephemeral apology,
 * never left to crash the process or to show Discord's "The application did not respond".
 */
import { type Interaction, MessageFlags } from "discord.js";
import type { Command } from "../../commands/command.ts";
import type { Services } from "../../commands/services.ts";
import type { Logger } from "../log.ts";
import { adaptAutocomplete, adaptCommand, adaptComponent } from "./adapt.ts";
import { commandNamed, componentOwner } from "./route.ts";

export interface DispatchContext {
  readonly commands: readonly Command[];
  readonly services: Services;
  readonly log: Logger;
}

const SOMETHING_WENT_WRONG =
  "Something went wrong while handling that. It has been logged; please try again.";
const GUILDS_ONLY = "Melee Bot works in servers only: figures and battles belong to a server.";
const OUTDATED = "This command or button is out of date. Try the command again.";

export async function dispatch(interaction: Interaction, context: DispatchContext): Promise<void> {
  const { commands, services, log } = context;
  const started = performance.now();
  try {
    if (!interaction.inGuild()) {
      await answerPrivately(interaction, GUILDS_ONLY);
    } else if (interaction.isChatInputCommand()) {
      const command = commandNamed(commands, interaction.commandName);
      if (command === undefined) await answerPrivately(interaction, OUTDATED);
      else await command.execute(adaptCommand(interaction), services);
    } else if (interaction.isAutocomplete()) {
      const command = commandNamed(commands, interaction.commandName);
      if (command?.autocomplete === undefined) await interaction.respond([]);
      else await command.autocomplete(adaptAutocomplete(interaction), services);
    } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
      const command = componentOwner(commands, interaction.customId);
      if (command?.handleComponent === undefined) await answerPrivately(interaction, OUTDATED);
      else await command.handleComponent(adaptComponent(interaction), services);
    }
    log.debug("interaction handled", {
      interactionId: interaction.id,
      ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    log.error("interaction failed", { interactionId: interaction.id, error });
    await answerPrivately(interaction, SOMETHING_WENT_WRONG).catch((answerError: unknown) =>
      log.warn("could not tell the user", { interactionId: interaction.id, error: answerError }),
    );
  }
}

/** An ephemeral answer by whatever means the interaction still allows. */
async function answerPrivately(interaction: Interaction, content: string): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  if (!interaction.isRepliable()) return;
  const message = {
    content,
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  } as const;
  if (interaction.replied || interaction.deferred) await interaction.followUp(message);
  else await interaction.reply(message);
}
