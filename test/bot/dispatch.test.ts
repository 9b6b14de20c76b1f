import { ApplicationCommandOptionType, MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import type { Command } from "../../commands/command.ts";
import type {
  AutocompleteInteraction,
  CommandInteraction,
  ComponentInteraction,
} from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { dispatch } from "../../src/bot/dispatch.ts";
import { createLogger } from "../../src/log.ts";
import { fakeInteraction } from "./fake-interactions.ts";

// The handlers under test never touch the services.
const services = {} as Services;

function harness(overrides: Partial<Command> = {}) {
  const seen: {
    command?: CommandInteraction;
    component?: ComponentInteraction;
    auto?: AutocompleteInteraction;
  } = {};
  const command: Command = {
    definition: { name: "figure", description: "Figures" },
    async execute(interaction) {
      seen.command = interaction;
      await interaction.reply({ content: "done" });
    },
    async autocomplete(interaction) {
      seen.auto = interaction;
      await interaction.respond([{ name: "Ragnar", value: "Ragnar" }]);
    },
    componentPrefixes: ["figure-delete"],
    async handleComponent(interaction) {
      seen.component = interaction;
      await interaction.update({ content: "Deleted." });
    },
    ...overrides,
  };
  const lines: string[] = [];
  const log = createLogger({ level: "info", write: (line) => lines.push(line) });
  const logged = () => lines.map((line) => JSON.parse(line));
  return { context: { commands: [command], services, log }, seen, logged };
}

describe("dispatch", () => {
  it("hands a slash command to its command, adapted", async () => {
    const { context, seen } = harness();
    const fake = fakeInteraction({
      kind: "command",
      subcommand: "show",
      nick: "Gwen the Bold",
      manager: true,
      options: [
        { name: "name", type: ApplicationCommandOptionType.String, value: "Ragnar" },
        { name: "ep", type: ApplicationCommandOptionType.Integer, value: 5 },
        { name: "public", type: ApplicationCommandOptionType.Boolean, value: true },
        { name: "opponent", type: ApplicationCommandOptionType.User, value: "555" },
      ],
    });
    await dispatch(fake.asDiscord, context);

    const command = seen.command;
    expect(command).toMatchObject({
      actor: { id: "user-1", displayName: "Gwen the Bold", isServerManager: true },
      place: { guildId: "guild-1", channelId: "channel-1" },
      commandName: "figure",
      subcommand: "show",
      subcommandGroup: undefined,
      interactionId: "interaction-1",
    });
    expect(command?.options.getString("name")).toBe("Ragnar");
    expect(command?.options.getInteger("ep")).toBe(5);
    expect(command?.options.getBoolean("public")).toBe(true);
    expect(command?.options.getUser("opponent")).toBe("555");
    // Asking for an option as the wrong type, or one not given, yields undefined.
    expect(command?.options.getInteger("name")).toBeUndefined();
    expect(command?.options.getString("missing")).toBeUndefined();
    expect(fake.sent.map((s) => s.method)).toEqual(["reply"]);
  });

  it("falls back to the user's name and no GM rights without a nickname or Manage Server", async () => {
    const { context, seen } = harness();
    await dispatch(fakeInteraction({ kind: "command" }).asDiscord, context);
    expect(seen.command?.actor).toEqual({
      id: "user-1",
      displayName: "Global Name",
      isServerManager: false,
    });
  });

  it("answers a deferred command by editing the deferred message", async () => {
    const { context } = harness({
      async execute(interaction) {
        await interaction.defer({ ephemeral: true });
        await interaction.reply({ content: "later" });
        await interaction.followUp({ content: "more" });
      },
    });
    const fake = fakeInteraction({ kind: "command" });
    await dispatch(fake.asDiscord, context);
    expect(fake.sent.map((s) => s.method)).toEqual(["deferReply", "editReply", "followUp"]);
    expect(fake.sent[0]?.payload).toEqual({ flags: MessageFlags.Ephemeral });
  });

  it("routes buttons and menus by the custom-id prefix before the first colon", async () => {
    const { context, seen } = harness();
    const button = fakeInteraction({ kind: "button", customId: "figure-delete:confirm:abc" });
    await dispatch(button.asDiscord, context);
    expect(seen.component).toMatchObject({ customId: "figure-delete:confirm:abc", values: [] });
    expect(button.sent.map((s) => s.method)).toEqual(["update"]);

    const menu = fakeInteraction({ kind: "select", customId: "figure-delete:x", values: ["a"] });
    await dispatch(menu.asDiscord, context);
    expect(seen.component?.values).toEqual(["a"]);

    const stale = fakeInteraction({ kind: "button", customId: "figure-deleted:confirm" });
    await dispatch(stale.asDiscord, context);
    expect(stale.sent).toEqual([
      { method: "reply", payload: expect.objectContaining({ flags: MessageFlags.Ephemeral }) },
    ]);
  });

  it("passes autocomplete the focused option", async () => {
    const { context, seen } = harness();
    const fake = fakeInteraction({ kind: "autocomplete", focused: { name: "name", value: "rag" } });
    await dispatch(fake.asDiscord, context);
    expect(seen.auto?.focused).toEqual({ name: "name", value: "rag" });
    expect(fake.sent).toEqual([
      { method: "respond", payload: [{ name: "Ragnar", value: "Ragnar" }] },
    ]);
  });

  it("logs a failing handler with the interaction id and apologises privately", async () => {
    const { context, logged } = harness({
      async execute() {
        throw new Error("boom");
      },
    });
    const fake = fakeInteraction({ kind: "command" });
    await dispatch(fake.asDiscord, context);
    expect(logged()).toMatchObject([
      {
        level: "error",
        msg: "interaction failed",
        interactionId: "interaction-1",
        error: { message: "boom" },
      },
    ]);
    expect(fake.sent).toEqual([
      {
        method: "reply",
        payload: expect.objectContaining({
          content: expect.stringContaining("Something went wrong"),
          flags: MessageFlags.Ephemeral,
        }),
      },
    ]);
  });

  it("apologises with a follow-up when the handler had already answered", async () => {
    const { context } = harness({
      async execute(interaction) {
        await interaction.defer();
        throw new Error("boom");
      },
    });
    const fake = fakeInteraction({ kind: "command" });
    await dispatch(fake.asDiscord, context);
    // The public "thinking…" message goes, so the apology stays private.
    expect(fake.sent.map((s) => s.method)).toEqual(["deferReply", "deleteReply", "followUp"]);
  });

  it("answers an empty list when autocomplete fails", async () => {
    const { context } = harness({
      async autocomplete() {
        throw new Error("boom");
      },
    });
    const fake = fakeInteraction({ kind: "autocomplete", focused: { name: "name", value: "" } });
    await dispatch(fake.asDiscord, context);
    expect(fake.sent).toEqual([{ method: "respond", payload: [] }]);
  });

  it("turns away direct messages: figures belong to a server", async () => {
    const { context, seen } = harness();
    const fake = fakeInteraction({ kind: "command", guildId: null });
    await dispatch(fake.asDiscord, context);
    expect(seen.command).toBeUndefined();
    expect(fake.sent).toEqual([
      {
        method: "reply",
        payload: expect.objectContaining({
          content: expect.stringContaining("servers only"),
          flags: MessageFlags.Ephemeral,
        }),
      },
    ]);
  });
});
