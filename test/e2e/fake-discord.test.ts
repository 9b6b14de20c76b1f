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
import { assertNothingRefused } from "./support/refusals.ts";
import { PEOPLE } from "./support/session.ts";

/** Eight bytes of PNG signature and a little more: enough to check bytes arrive intact. */
const IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 255]);

let discord: FakeDiscord | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.destroy();
  await discord?.stop();
  const stopped = discord;
  client = undefined;
  discord = undefined;
  if (stopped !== undefined) assertNothingRefused(stopped);
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
          options: [
            { type: 6, name: "opponent", description: "Someone to name" },
            { type: 3, name: "pick", description: "Something to pick", autocomplete: true },
          ],
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
    expect(discord.takeRefusals().map((r) => r.code)).toEqual([40060]);
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
    expect(discord.takeRefusals().map((r) => r.code)).toEqual([10062]);
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
    expect(discord.takeRefusals().map((r) => r.status)).toEqual([400, 400, 400, 401]);
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

/** What the bot would send, sent straight to the fake: `path` after /api/v10. */
async function send(
  fake: FakeDiscord,
  method: string,
  path: string,
  body: unknown,
  files: readonly Uint8Array[] = [],
): Promise<{ status: number; code: number | undefined }> {
  const headers: Record<string, string> = { authorization: `Bot ${fake.token}` };
  let payload: string | FormData;
  if (files.length === 0) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  } else {
    payload = new FormData();
    payload.append("payload_json", JSON.stringify(body));
    files.forEach((data, i) => {
      (payload as FormData).append(`files[${i}]`, new Blob([new Uint8Array(data)]), `f${i}.png`);
    });
  }
  const response = await fetch(`${fake.restUrl}/v10${path}`, { method, headers, body: payload });
  const text = await response.text();
  const code = text === "" ? undefined : (JSON.parse(text) as { code?: number }).code;
  return { status: response.status, code };
}

const callbackOf = (handle: { id: string; token: string }) =>
  `/interactions/${handle.id}/${handle.token}/callback`;

const button = (customId: string, label = "Go") => ({
  type: 2,
  style: 1,
  custom_id: customId,
  label,
});
const row = (...components: unknown[]) => ({ type: 1, components });
const select = (options: number, extra: Record<string, unknown> = {}) => ({
  type: 3,
  custom_id: "menu",
  options: Array.from({ length: options }, (_, i) => ({ label: `o${i}`, value: `v${i}` })),
  ...extra,
});

describe("the message rules Discord enforces, on every route", () => {
  it("refuses an empty new message with 50006, on a reply, a follow-up and in a channel", async () => {
    const { discord } = await start(async () => undefined);
    const handle = await probe(discord);
    expect(
      await send(discord, "POST", callbackOf(handle), { type: 4, data: { content: "" } }),
    ).toEqual({ status: 400, code: 50006 });
    await send(discord, "POST", callbackOf(handle), { type: 5 });
    const webhook = `/webhooks/${discord.applicationId}/${handle.token}`;
    expect(await send(discord, "POST", webhook, { content: "" })).toMatchObject({ code: 50006 });
    const channel = discord.channel("general").id;
    expect(await send(discord, "POST", `/channels/${channel}/messages`, { embeds: [] })).toEqual({
      status: 400,
      code: 50006,
    });
    expect(discord.takeRefusals().map((r) => r.code)).toEqual([50006, 50006, 50006]);
  });

  it("refuses an edit that would empty a message with 50006 and keeps the message", async () => {
    const { discord } = await start(async () => undefined);
    const handle = await probe(discord);
    await send(discord, "POST", callbackOf(handle), { type: 4, data: { content: "kept" } });
    const original = `/webhooks/${discord.applicationId}/${handle.token}/messages/@original`;
    const emptying = { content: "", embeds: [], components: [], attachments: [] };
    expect(await send(discord, "PATCH", original, emptying)).toEqual({ status: 400, code: 50006 });
    const channel = discord.channel("general").id;
    const posted = await fetch(`${discord.restUrl}/v10/channels/${channel}/messages`, {
      method: "POST",
      headers: { authorization: `Bot ${discord.token}`, "content-type": "application/json" },
      body: JSON.stringify({ content: "also kept" }),
    });
    const { id } = (await posted.json()) as { id: string };
    expect(await send(discord, "PATCH", `/channels/${channel}/messages/${id}`, emptying)).toEqual({
      status: 400,
      code: 50006,
    });
    expect(discord.messages("general").map((m) => m.content)).toEqual(["kept", "also kept"]);
    expect(discord.takeRefusals().map((r) => r.code)).toEqual([50006, 50006]);
  });

  it("acknowledges an UPDATE_MESSAGE that would empty the message, keeps the old one and records the drop", async () => {
    const { discord } = await start(async () => undefined);
    const channel = discord.channel("general").id;
    await send(discord, "POST", `/channels/${channel}/messages`, {
      content: "Who moves first?",
      components: [row(button("first"))],
    });
    const [prompt] = discord.messages("general");
    if (prompt === undefined) throw new Error("no prompt");
    const click = await discord.click({ message: prompt, customId: "first", user: "alice" });
    const emptying = {
      type: 7,
      data: { content: "", embeds: [], components: [], attachments: [] },
    };
    expect(await send(discord, "POST", callbackOf(click), emptying)).toEqual({
      status: 204,
      code: undefined,
    });
    expect(discord.message(prompt.id)).toMatchObject({
      content: "Who moves first?",
      components: [row(button("first"))],
    });
    expect(discord.takeDrops()).toEqual([
      {
        interactionId: click.id,
        label: "button first",
        messageId: prompt.id,
        reason: "Cannot send an empty message",
      },
    ]);
  });

  it("refuses content, embeds and components beyond Discord's limits with 50035", async () => {
    const { discord } = await start(async () => undefined);
    const channel = `/channels/${discord.channel("general").id}/messages`;
    const tooMuch = [
      { content: "x".repeat(2001) },
      { embeds: Array.from({ length: 11 }, () => ({ description: "e" })) },
      { embeds: [{ title: "t".repeat(257) }] },
      { embeds: [{ description: "d".repeat(4097) }] },
      { embeds: [{ footer: { text: "f".repeat(2049) } }] },
      { embeds: [{ author: { name: "a".repeat(257) } }] },
      { embeds: [{ fields: Array.from({ length: 26 }, () => ({ name: "n", value: "v" })) }] },
      { embeds: [{ fields: [{ name: "n".repeat(257), value: "v" }] }] },
      { embeds: [{ fields: [{ name: "n", value: "v".repeat(1025) }] }] },
      { embeds: [{ description: "d".repeat(3001) }, { description: "d".repeat(3000) }] },
      { components: Array.from({ length: 6 }, (_, i) => row(button(`b${i}`))) },
      { components: [row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`)))] },
      { components: [row(select(2), button("b"))] },
      { components: [row(select(26))] },
      { components: [row(button("c".repeat(101)))] },
      { components: [row(button("b", "l".repeat(81)))] },
      { components: [row(select(2, { placeholder: "p".repeat(151) }))] },
      {
        components: [
          row(select(0, { options: [{ label: "l".repeat(101), value: "v", description: "d" }] })),
        ],
      },
      { components: [row(select(0, { options: [{ label: "l", value: "v".repeat(101) }] }))] },
      {
        components: [
          row(select(0, { options: [{ label: "l", value: "v", description: "d".repeat(101) }] })),
        ],
      },
    ];
    for (const body of tooMuch) {
      expect(await send(discord, "POST", channel, body), JSON.stringify(body).slice(0, 80)).toEqual(
        { status: 400, code: 50035 },
      );
    }
    // Exactly at the limits is fine.
    const atLimits = {
      content: "x".repeat(2000),
      embeds: [{ description: "d".repeat(3000) }, { description: "d".repeat(3000) }],
      components: [
        row(...Array.from({ length: 5 }, (_, i) => button(`b${i}`, "l".repeat(80)))),
        row(select(25, { placeholder: "p".repeat(150) })),
      ],
    };
    expect((await send(discord, "POST", channel, atLimits)).status).toBe(200);
    expect(discord.takeRefusals()).toHaveLength(tooMuch.length);
  });

  it("refuses attachments not uploaded and alt text over 1024 characters", async () => {
    const { discord } = await start(async () => undefined);
    const handle = await probe(discord);
    const missing = { type: 4, data: { content: "map", attachments: [{ id: 0 }] } };
    expect(await send(discord, "POST", callbackOf(handle), missing)).toEqual({
      status: 400,
      code: 50035,
    });
    const longAlt = {
      type: 4,
      data: { content: "map", attachments: [{ id: 0, description: "a".repeat(1025) }] },
    };
    expect(await send(discord, "POST", callbackOf(handle), longAlt, [IMAGE])).toEqual({
      status: 400,
      code: 50035,
    });
    const fine = {
      type: 4,
      data: { content: "map", attachments: [{ id: 0, description: "a".repeat(1024) }] },
    };
    expect((await send(discord, "POST", callbackOf(handle), fine, [IMAGE])).status).toBe(204);
    expect(discord.takeRefusals().map((r) => r.code)).toEqual([50035, 50035]);
  });

  it("refuses autocomplete beyond 25 choices or 100 characters, and a modal beyond its limits", async () => {
    const seen: { id: string; token: string }[] = [];
    const { discord } = await start(async (interaction) => {
      if (interaction.isAutocomplete()) seen.push(interaction);
    });
    const typing = discord.autocomplete({
      guild: "Arena",
      channel: "general",
      user: "alice",
      name: "probe",
      options: { pick: "a" },
      focused: "pick",
    });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const typed = seen[0] ?? { id: "", token: "" };
    const choices = (count: number, name = "n") =>
      Array.from({ length: count }, (_, i) => ({ name: `${name}${i}`, value: `v${i}` }));
    for (const bad of [
      choices(26),
      choices(1, "n".repeat(100)),
      [{ name: "n", value: "v".repeat(101) }],
    ]) {
      expect(
        await send(discord, "POST", callbackOf(typed), { type: 8, data: { choices: bad } }),
      ).toEqual({ status: 400, code: 50035 });
    }
    expect(
      (await send(discord, "POST", callbackOf(typed), { type: 8, data: { choices: choices(25) } }))
        .status,
    ).toBe(204);
    expect(await typing).toHaveLength(25);

    const handle = await probe(discord);
    const modal = (title: string, components: unknown[]) => ({
      type: 9,
      data: { custom_id: "ask", title, components },
    });
    const input = row({ type: 4, custom_id: "text", label: "Text", style: 1 });
    expect(await send(discord, "POST", callbackOf(handle), modal("t".repeat(46), [input]))).toEqual(
      {
        status: 400,
        code: 50035,
      },
    );
    expect(await send(discord, "POST", callbackOf(handle), modal("Ask", []))).toEqual({
      status: 400,
      code: 50035,
    });
    expect((await send(discord, "POST", callbackOf(handle), modal("Ask", [input]))).status).toBe(
      204,
    );
    expect(discord.takeRefusals()).toHaveLength(5);
  });

  it("refuses follow-ups and edits with a token older than 15 minutes (50027)", async () => {
    let now = Date.now();
    const { discord } = await start(async () => undefined, { clock: () => now });
    const handle = await probe(discord);
    await send(discord, "POST", callbackOf(handle), { type: 4, data: { content: "first" } });
    const webhook = `/webhooks/${discord.applicationId}/${handle.token}`;
    expect((await send(discord, "POST", webhook, { content: "in time" })).status).toBe(204);
    now += 15 * 60_000 + 1;
    expect(await send(discord, "POST", webhook, { content: "late" })).toEqual({
      status: 401,
      code: 50027,
    });
    expect(
      await send(discord, "PATCH", `${webhook}/messages/@original`, { content: "late edit" }),
    ).toEqual({ status: 401, code: 50027 });
    expect(discord.messages("general").map((m) => m.content)).toEqual(["first", "in time"]);
    expect(discord.takeRefusals().map((r) => r.code)).toEqual([50027, 50027]);
  });
});
