/**
 * The fake Discord's rule for a follow-up to a deferred reply, driven by a bare discord.js
 * client: as on Discord, the first follow-up while "thinking…" shows becomes that reply, keeping
 * the defer's visibility; once the thinking message is deleted, a follow-up is a message of its
 * own, private if asked, and it is what the handle's reply() resolves to.
 */
import { Client, Events, GatewayIntentBits, type Interaction, MessageFlags } from "discord.js";
import { afterEach, expect, it } from "vitest";
import { type FakeDiscord, startFakeDiscord } from "../fake-discord/index.ts";
import { assertNothingRefused } from "./support/refusals.ts";
import { PEOPLE } from "./support/session.ts";

let discord: FakeDiscord | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.destroy();
  await discord?.stop();
  if (discord !== undefined) assertNothingRefused(discord);
  client = undefined;
  discord = undefined;
});

/** A fake with a /probe command and a bare client that answers it with `handler`. */
async function start(handler: (interaction: Interaction) => Promise<void>): Promise<FakeDiscord> {
  const fake = await startFakeDiscord(PEOPLE);
  discord = fake;
  const response = await fetch(`${fake.restUrl}/v10/applications/${fake.applicationId}/commands`, {
    method: "PUT",
    headers: { authorization: `Bot ${fake.token}`, "content-type": "application/json" },
    body: JSON.stringify([{ name: "probe", description: "Exercise the fake" }]),
  });
  expect(response.status).toBe(200);
  const bare = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
  client = bare;
  bare.on(Events.InteractionCreate, (interaction) => void handler(interaction));
  const ready = new Promise((resolve) => bare.once(Events.ClientReady, resolve));
  await bare.login(fake.token);
  await ready;
  return fake;
}

const probe = (fake: FakeDiscord) =>
  fake.command({ guild: "Arena", channel: "general", user: "alice", name: "probe" });

it("makes the first follow-up to a public deferral that reply, public whatever its flags", async () => {
  const fake = await start(async (interaction) => {
    if (!interaction.isChatInputCommand()) return;
    await interaction.deferReply();
    await interaction.followUp({ content: "Meant to be private", flags: MessageFlags.Ephemeral });
    await interaction.followUp({ content: "A second one", flags: MessageFlags.Ephemeral });
  });
  const handle = await probe(fake);
  const reply = await handle.reply();
  expect(reply).toMatchObject({
    content: "Meant to be private",
    ephemeral: false,
    loading: false,
    origin: "interaction-deferred",
  });
  const [second, ...more] = await handle.waitForFollowUps(1);
  expect(second).toMatchObject({ content: "A second one", ephemeral: true, origin: "follow-up" });
  expect(more).toEqual([]);
});

it("posts a follow-up of its own once the thinking message is deleted", async () => {
  const fake = await start(async (interaction) => {
    if (!interaction.isChatInputCommand()) return;
    await interaction.deferReply();
    await interaction.deleteReply();
    await interaction.followUp({ content: "Only for you", flags: MessageFlags.Ephemeral });
  });
  const handle = await probe(fake);
  const [followUp] = await handle.waitForFollowUps(1);
  expect(followUp).toMatchObject({ content: "Only for you", ephemeral: true, origin: "follow-up" });
  // The answer the user sees is that follow-up.
  expect(await handle.reply()).toEqual(followUp);
  const thinking = fake.messages("general").find((m) => m.origin === "interaction-deferred");
  expect(thinking).toMatchObject({ deleted: true, loading: true });
});
