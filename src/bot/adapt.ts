/**
 * Wraps discord.js interactions in the small interfaces of commands/interaction.ts, so the
 * handlers never see discord.js. Only guild interactions get here (see dispatch.ts).
 */
import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type AutocompleteInteraction as DiscordAutocomplete,
  type Interaction,
  MessageFlags,
  PermissionFlagsBits,
  type StringSelectMenuInteraction,
  type ThreadChannel,
} from "discord.js";
import type { Command } from "../../commands/command.ts";
import type {
  Actor,
  AutocompleteInteraction,
  CommandInteraction,
  ComponentInteraction,
  Place,
  Reply,
  Thread,
  TypedCommand,
} from "../../commands/interaction.ts";
import { AnswerInTime, deferDelayMs } from "./answer-in-time.ts";
import { newMessage, replacement } from "./message.ts";
import { optionsFrom } from "./options.ts";
import { channelMessages } from "./post.ts";

/** Each interaction's watch on its first answer, for dispatch's failure path (see settleAnswer). */
const watches = new WeakMap<Interaction, AnswerInTime>();

function watch(interaction: Interaction, defer: () => Promise<void>): AnswerInTime {
  const inTime = new AnswerInTime(defer, deferDelayMs(interaction.createdTimestamp, Date.now()));
  watches.set(interaction, inTime);
  return inTime;
}

/**
 * Before answering an interaction whose handler failed: no automatic deferral starts after this,
 * and one in flight has landed (so `deferred` tells the truth).
 */
export async function settleAnswer(interaction: Interaction): Promise<void> {
  await watches.get(interaction)?.settle();
}

/**
 * The command's interaction adapted and, when its subcommand writes a battle step or draws a map,
 * already deferred as the command declares (see Deferral in commands/command.ts): Discord hears
 * from the bot at once, however long the handler then takes.
 */
export async function acknowledgeCommand(
  command: Command,
  interaction: ChatInputCommandInteraction,
): Promise<CommandInteraction> {
  const adapted = adaptCommand(interaction);
  const deferral = command.deferralOf?.(adapted);
  if (deferral !== undefined) await adapted.defer({ ephemeral: deferral === "private" });
  return adapted;
}

/** The click adapted and, for a command whose components write steps, deferred at once. */
export async function acknowledgeComponent(
  command: Command,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
): Promise<ComponentInteraction> {
  const adapted = adaptComponent(interaction);
  if (command.defersComponents === true) await adapted.deferUpdate?.();
  return adapted;
}

export function adaptCommand(interaction: ChatInputCommandInteraction): CommandInteraction {
  // A late command is deferred publicly: most slow answers are the turn's messages for all.
  const inTime = watch(interaction, async () => {
    await interaction.deferReply();
  });
  return {
    ...typedCommand(interaction),
    interactionId: interaction.id,
    // No thread opens off a thread: there the capability is missing.
    ...(interaction.channel?.isThread() === true
      ? {}
      : { createThread: (name: string) => channelThread(interaction, name) }),
    botPermissions: async () => botPermissionsOf(interaction),
    channelMessages: () => channelMessages(interaction.client, placeOf(interaction)),
    directMessages: true,
    reply: (reply) => inTime.answer(() => answerCommand(interaction, reply)),
    // Already done when the adapter deferred by itself first.
    defer: (options) =>
      inTime.answer(async () => {
        if (interaction.deferred) return;
        await interaction.deferReply(options?.ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      }),
    followUp: (reply) =>
      inTime.answer(async () => {
        await interaction.followUp(newMessage(reply));
      }),
  };
}

/**
 * After a defer, Discord expects the answer as an edit of the "thinking…" message, which keeps
 * the defer's visibility; a private answer to a public defer replaces it with a private
 * follow-up instead, so that errors stay ephemeral.
 */
async function answerCommand(interaction: ChatInputCommandInteraction, reply: Reply) {
  if (!interaction.deferred) {
    await interaction.reply(newMessage(reply));
  } else if (reply.ephemeral === true && interaction.ephemeral === false) {
    await interaction.deleteReply();
    await interaction.followUp(newMessage(reply));
  } else {
    await interaction.editReply(replacement(reply));
  }
}

export function adaptComponent(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
): ComponentInteraction {
  // A late click is acknowledged without a visible message; the answer then edits the clicked
  // message (update) or comes as a follow-up (reply), as it would have without the delay.
  const inTime = watch(interaction, async () => {
    await interaction.deferUpdate();
  });
  return {
    actor: actorOf(interaction),
    place: placeOf(interaction),
    customId: interaction.customId,
    values: "values" in interaction ? [...interaction.values] : [],
    interactionId: interaction.id,
    messageId: interaction.message.id,
    // The thread hangs off the message the button was on; an ephemeral one cannot hold one.
    async createThread(name) {
      if (interaction.message.flags.has(MessageFlags.Ephemeral)) {
        return channelThread(interaction, name);
      }
      return threadOf(await interaction.message.startThread({ name }));
    },
    botPermissions: async () => botPermissionsOf(interaction),
    channelMessages: () => channelMessages(interaction.client, placeOf(interaction)),
    update: (reply) =>
      inTime.answer(async () => {
        if (interaction.deferred) await interaction.editReply(replacement(reply));
        else await interaction.update(replacement(reply));
      }),
    deferUpdate: () =>
      inTime.answer(async () => {
        if (!interaction.deferred) await interaction.deferUpdate();
      }),
    reply: (reply) =>
      inTime.answer(async () => {
        if (interaction.deferred) await interaction.followUp(newMessage(reply));
        else await interaction.reply(newMessage(reply));
      }),
    followUp: (reply) =>
      inTime.answer(async () => {
        await interaction.followUp(newMessage(reply));
      }),
  };
}

export function adaptAutocomplete(interaction: DiscordAutocomplete): AutocompleteInteraction {
  const focused = interaction.options.getFocused(true);
  return {
    ...typedCommand(interaction),
    focused: { name: focused.name, value: String(focused.value) },
    async respond(choices) {
      await interaction.respond(choices.map(({ name, value }) => ({ name, value })));
    },
  };
}

function typedCommand(
  interaction: ChatInputCommandInteraction | DiscordAutocomplete,
): TypedCommand {
  return {
    actor: actorOf(interaction),
    place: placeOf(interaction),
    commandName: interaction.commandName,
    subcommandGroup: interaction.options.getSubcommandGroup(false) ?? undefined,
    subcommand: interaction.options.getSubcommand(false) ?? undefined,
    options: optionsFrom(interaction.options),
  };
}

function actorOf(interaction: Interaction): Actor {
  const member = interaction.member;
  return {
    id: interaction.user.id,
    // A cached member knows its display name; a raw one has only the server nickname.
    displayName:
      member !== null && "displayName" in member
        ? member.displayName
        : (member?.nick ?? interaction.user.displayName),
    // Computed by Discord for this channel, so it is right whether or not the member is cached.
    isServerManager: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
  };
}

function placeOf(interaction: Interaction): Place {
  return { guildId: interaction.guildId ?? "", channelId: interaction.channelId ?? "" };
}

/** What the bot may do in the interaction's channel, as Discord computed it (flag names). */
function botPermissionsOf(interaction: Interaction): string[] {
  return interaction.appPermissions?.toArray() ?? [];
}

async function channelThread(interaction: Interaction, name: string): Promise<Thread> {
  const channel = interaction.channel;
  if (channel === null || !("threads" in channel)) {
    throw new Error("threads cannot be made in this channel");
  }
  return threadOf(await channel.threads.create({ name }));
}

function threadOf(thread: ThreadChannel): Thread {
  return {
    guildId: thread.guildId,
    channelId: thread.id,
    name: thread.name,
    async post(reply) {
      const { flags: _ephemeral, ...message } = newMessage(reply);
      await thread.send(message);
    },
  };
}
