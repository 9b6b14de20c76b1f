/**
 * The adapter's optional capabilities: the bot's permissions as Discord computed them, and a
 * thread opened off the channel (a command) or off the clicked message (a button), in which
 * posts go out as plain messages.
 */
import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  MessageFlagsBitField,
  PermissionFlagsBits,
  PermissionsBitField,
} from "discord.js";
import { describe, expect, it } from "vitest";
import { adaptCommand, adaptComponent } from "../../src/bot/adapt.ts";

function fakeThread(name: string) {
  const sent: unknown[] = [];
  return {
    sent,
    thread: { id: "thread-9", guildId: "guild-1", name, send: async (m: unknown) => sent.push(m) },
  };
}

const base = {
  id: "interaction-1",
  guildId: "guild-1",
  channelId: "channel-1",
  user: { id: "user-1", displayName: "Gwen" },
  member: null,
  memberPermissions: null,
  appPermissions: new PermissionsBitField([
    PermissionFlagsBits.SendMessages,
    PermissionFlagsBits.AttachFiles,
  ]),
};

describe("adapt: threads and permissions", () => {
  it("reports the bot's permissions and opens a thread in the channel for a command", async () => {
    const { sent, thread } = fakeThread("Duel");
    const created: unknown[] = [];
    const discord = {
      ...base,
      commandName: "duel",
      options: {
        getSubcommandGroup: () => null,
        getSubcommand: () => "challenge",
      },
      channel: {
        isThread: () => false,
        threads: {
          create: async (options: unknown) => {
            created.push(options);
            return thread;
          },
        },
      },
    } as unknown as ChatInputCommandInteraction;
    const adapted = adaptCommand(discord);
    expect(await adapted.botPermissions?.()).toEqual(["SendMessages", "AttachFiles"]);
    const opened = await adapted.createThread?.("Duel");
    expect(created).toEqual([{ name: "Duel" }]);
    expect(opened).toMatchObject({ guildId: "guild-1", channelId: "thread-9", name: "Duel" });
    await opened?.post({ content: "Hello", ephemeral: true, mentionUserIds: ["u2"] });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      content: "Hello",
      allowedMentions: { users: ["u2"], parse: [] },
    });
    expect(sent[0]).not.toHaveProperty("flags");
  });

  it("opens a button's thread on its message, or in the channel when the message is ephemeral", async () => {
    const { thread } = fakeThread("Duel");
    const started: unknown[] = [];
    const inChannel: unknown[] = [];
    const component = (flags: number) =>
      ({
        ...base,
        customId: "duel:accept",
        message: {
          flags: new MessageFlagsBitField(flags),
          startThread: async (options: unknown) => {
            started.push(options);
            return thread;
          },
        },
        channel: {
          threads: {
            create: async (options: unknown) => {
              inChannel.push(options);
              return thread;
            },
          },
        },
      }) as unknown as ButtonInteraction;
    await adaptComponent(component(0)).createThread?.("On the message");
    await adaptComponent(component(MessageFlags.Ephemeral)).createThread?.("In the channel");
    expect(started).toEqual([{ name: "On the message" }]);
    expect(inChannel).toEqual([{ name: "In the channel" }]);
  });
});
