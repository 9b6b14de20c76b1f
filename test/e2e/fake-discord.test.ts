/**
 * The fake Discord itself, driven by a bare discord.js client: the answer paths the bot does
 * not use yet (defer then edit with an image, follow-ups, menus, threads, channel messages)
 * and the rules the fake enforces as Discord does (one answer per interaction, the answer
 * deadline, registration limits).
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ChannelType,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  PermissionFlagsBits,
  StringSelectMenuBuilder,
} from "discord.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type FakeDiscord,
  type FakeDiscordOptions,
  startFakeDiscord,
} from "../fake-discord/index.ts";
import { PEOPLE } from "./support/session.ts";

/** Eight bytes of PNG signature and a little more: enough to check bytes arrive intact. */
const IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 255]);

let discord: FakeDiscord | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.destroy();
  await discord?.stop();
  client = undefined;
  discord = undefined;
});

/** A fake with a /probe command registered and a bare client logged in that runs `handler`. */
async function start(
  handler: (interaction: Interaction) => Promise<void>,
  options: Partial<FakeDiscordOptions> = {},
): Promise<{ discord: FakeDiscord; errors: unknown[] }> {
  discord = await startFakeDiscord({ ...PEOPLE, ...options });
  const response = await fetch(
    `${discord.restUrl}/v10/applications/${discord.applicationId}/commands`,
    {
      method: "PUT",
      headers: { authorization: `Bot ${discord.token}`, "content-type": "application/json" },
      body: JSON.stringify([
        {
          name: "probe",
          description: "Exercise the fake",
          options: [{ type: 6, name: "opponent", description: "Someone to name" }],
        },
      ]),
    },
  );
  expect(response.status).toBe(200);
  const errors: unknown[] = [];
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.restUrl } });
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => errors.push(error));
  });
  const ready = new Promise((resolve) => client?.once(Events.ClientReady, resolve));
  await client.login(discord.token);
  await ready;
  return { discord, errors };
}

const probe = (fake: FakeDiscord, user = "alice") =>
  fake.command({ guild: "Arena", channel: "general", user, name: "probe" });

describe("answers", () => {
  it("resolves a deferred reply once it is edited, with the image's bytes and alt text", async () => {
    const { discord } = await start(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.editReply({
        content: "The arena",
        files: [
          new AttachmentBuilder(Buffer.from(IMAGE), { name: "map.png", description: "Hexes" }),
        ],
      });
      await interaction.followUp({ content: "Your turn", flags: MessageFlags.Ephemeral });
    });
    const handle = await probe(discord);
    const reply = await handle.reply();
    expect(reply).toMatchObject({
      content: "The arena",
      loading: false,
      ephemeral: true,
      edits: 1,
    });
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]).toMatchObject({ filename: "map.png", description: "Hexes" });
    expect([...(reply.attachments[0]?.data ?? [])]).toEqual([...IMAGE]);
    const [followUp] = await handle.waitForFollowUps(1);
    expect(followUp).toMatchObject({ content: "Your turn", ephemeral: true, origin: "follow-up" });
    // The edit of @original came as multipart: payload_json and files[0].
    const edit = discord.requests.find((r) => r.method === "PATCH");
    expect(edit?.path).toMatch(/\/messages\/%40original$/);
    expect(edit?.contentType).toMatch(/^multipart\/form-data/);
    // The downloadable copy is the same file.
    const download = await fetch(
      `${discord.origin}/attachments/${reply.channelId}/${reply.attachments[0]?.id}/map.png`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(IMAGE);
  });

  it("routes a menu choice to the bot and records the update", async () => {
    const { discord } = await start(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const menu = new StringSelectMenuBuilder()
          .setCustomId("pick")
          .setPlaceholder("Choose")
          .addOptions({ label: "Spear", value: "spear" }, { label: "Dagger", value: "dagger" });
        await interaction.reply({
          content: "Pick a weapon",
          components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
        });
      } else if (interaction.isStringSelectMenu()) {
        await interaction.update({
          content: `Picked ${interaction.values.join()}`,
          components: [],
        });
      }
    });
    const question = await (await probe(discord)).reply();
    await expect(
      discord.select({ message: question, customId: "pick", values: ["axe"], user: "bob" }),
    ).rejects.toThrow(/offers no axe/);
    const choice = await discord.select({
      message: question,
      customId: "pick",
      values: ["dagger"],
      user: "bob",
    });
    const updated = await choice.reply();
    expect(updated).toMatchObject({ id: question.id, content: "Picked dagger", components: [] });
  });

  it("creates threads, from a message or not, and records their messages", async () => {
    const { discord } = await start(async (interaction) => {
      if (
        !interaction.isChatInputCommand() ||
        interaction.channel?.type !== ChannelType.GuildText
      ) {
        return;
      }
      const answer = await interaction.reply({ content: "A battle begins", withResponse: true });
      const message = answer.resource?.message;
      if (message == null) throw new Error("no message in the callback response");
      const fromMessage = await message.startThread({ name: "Battle 1" });
      await fromMessage.send("Round 1");
      const plain = await interaction.channel.threads.create({ name: "Table talk" });
      await plain.send({ content: "Hello", allowedMentions: { parse: [] } });
    });
    const reply = await (await probe(discord)).reply();
    const general = discord.channel("general");
    const round = await discord.waitForMessage("Battle 1", (m) => m.content === "Round 1");
    const hello = await discord.waitForMessage("Table talk", (m) => m.content === "Hello");
    const battle = discord.channel("Battle 1");
    expect(battle).toMatchObject({
      id: reply.id,
      parentId: general.id,
      type: ChannelType.PublicThread,
    });
    expect(round.origin).toBe("channel");
    expect(hello.allowedMentions).toEqual({ parse: [] });
    // The client learnt of both threads from THREAD_CREATE.
    expect(client?.channels.cache.get(battle.id)?.isThread()).toBe(true);
    expect(client?.channels.cache.has(discord.channel("Table talk").id)).toBe(true);
  });
});

describe("interactions", () => {
  it("carry the member's permissions, nickname and resolved user options", async () => {
    const { discord } = await start(async (interaction) => {
      if (!interaction.isChatInputCommand() || !interaction.inCachedGuild()) return;
      const opponent = interaction.options.getMember("opponent");
      await interaction.reply(
        [
          interaction.member.displayName,
          interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild),
          interaction.appPermissions.has(PermissionFlagsBits.SendMessages),
          interaction.options.getUser("opponent")?.username ?? "-",
          opponent?.permissions.has(PermissionFlagsBits.ManageGuild) ?? "-",
        ].join(" "),
      );
    });
    const asAlice = await discord.command({
      guild: "Arena",
      channel: "general",
      user: "alice",
      name: "probe",
      options: { opponent: discord.user("bob") },
    });
    expect((await asAlice.reply()).content).toBe("Alice the Bold true true bob false");
    const asBob = await discord.command({
      guild: "Arena",
      channel: "general",
      user: "bob",
      name: "probe",
      options: { opponent: discord.user("alice").id },
    });
    expect((await asBob.reply()).content).toBe("bob false true alice true");
    // Each interaction has its own id and token.
    expect(new Set([asAlice.id, asBob.id]).size).toBe(2);
    expect(asAlice.token).not.toBe(asBob.token);
  });
});

describe("rules Discord enforces", () => {
  it("refuses a second answer to one interaction with 40060, and counts both", async () => {
    const { discord } = await start(async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply("once");
    });
    const handle = await probe(discord);
    await handle.reply();
    const again = await fetch(
      `${discord.restUrl}/v10/interactions/${handle.id}/${handle.token}/callback`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: 4, data: { content: "twice" } }),
      },
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 40060,
      message: "Interaction has already been acknowledged.",
    });
    expect(handle.answers).toBe(2);
    expect(discord.answerCount(handle.id)).toBe(2);
    expect(discord.messages("general").map((m) => m.content)).toEqual(["once"]);
  });

  it("refuses an answer after the deadline with 10062 Unknown interaction", async () => {
    const { discord, errors } = await start(
      async (interaction) => {
        if (!interaction.isChatInputCommand()) return;
        await new Promise((resolve) => setTimeout(resolve, 150));
        await interaction.reply("too late");
      },
      { responseDeadlineMs: 50 },
    );
    const handle = await probe(discord);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(handle.answers).toBe(1);
    expect(handle.responseType).toBeUndefined();
    await expect(handle.reply(10)).rejects.toThrow(/type 4 → 404/);
    expect(errors[0]).toBeInstanceOf(DiscordAPIError);
    expect((errors[0] as DiscordAPIError).code).toBe(10062);
  });

  it("refuses command definitions Discord would refuse", async () => {
    discord = await startFakeDiscord(PEOPLE);
    const put = (body: unknown) =>
      fetch(`${discord?.restUrl}/v10/applications/${discord?.applicationId}/commands`, {
        method: "PUT",
        headers: { authorization: `Bot ${discord?.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await put([{ name: "Figure", description: "Upper case" }])).status).toBe(400);
    expect((await put([{ name: "figure", description: "" }])).status).toBe(400);
    const optionalFirst = [
      {
        name: "figure",
        description: "d",
        options: [
          { type: 3, name: "a", description: "d" },
          { type: 3, name: "b", description: "d", required: true },
        ],
      },
    ];
    expect((await put(optionalFirst)).status).toBe(400);
    expect(discord.registeredCommands()).toEqual([]);
    // And without the bot's token, nothing at all.
    const anonymous = await fetch(`${discord.restUrl}/v10/gateway/bot`);
    expect(anonymous.status).toBe(401);
  });

  it("refuses to send what Discord's client could not: bad choices, missing options", async () => {
    const { discord } = await start(async () => undefined);
    await expect(
      discord.command({ guild: "Arena", channel: "general", user: "alice", name: "nope" }),
    ).rejects.toThrow(/not registered/);
    await expect(
      discord.command({
        guild: "Arena",
        channel: "general",
        user: "alice",
        name: "probe",
        options: { extra: 1 },
      }),
    ).rejects.toThrow(/no option "extra"/);
  });
});
