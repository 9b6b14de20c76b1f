/**
 * The connection to Discord: heartbeats, resuming after a dropped connection, a restart on the
 * same database, and two shards.
 */
import { InteractionResponseType } from "discord-api-types/v10";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shardOf, startFakeDiscord } from "../fake-discord/index.ts";
import { PEOPLE, type Session, startSession } from "./support/session.ts";
import { startTestBot, tempDatabase } from "./support/start-bot.ts";

const RAGNAR = { name: "Ragnar", race: "human", st: 11, dx: 13, weapons: "spear" } as const;

let s: Session | undefined;
afterEach(async () => {
  if (s === undefined) return;
  expect(s.discord.unhandled).toEqual([]);
  expect(s.bot.errors()).toEqual([]);
  await s.close();
  s = undefined;
});

/** Every interaction so far was answered exactly once and handled exactly once. */
async function expectExactlyOnce(session: Session): Promise<void> {
  const counts = session.discord.answerCounts();
  expect(counts.size).toBeGreaterThan(0);
  for (const [id, answers] of counts) {
    expect(answers, `callbacks for ${id}`).toBe(1);
    // dispatch logs when it is done, just after the answer reached Discord.
    await vi.waitFor(() => expect(session.bot.handled(id), `handled ${id}`).toBe(1));
  }
}

describe("the gateway connection", () => {
  it("heartbeats at HELLO's interval and gets each beat acknowledged", async () => {
    s = await startSession({ heartbeatMs: 50 });
    const session = s.discord.sessions[0];
    await vi.waitFor(() => expect(session?.heartbeats).toBeGreaterThanOrEqual(3), {
      timeout: 2000,
    });
    // The client measured a round trip, so the ACKs arrived.
    expect(s.bot.client.ws.ping).toBeGreaterThanOrEqual(0);
  });

  it("resumes a dropped connection and answers a command sent meanwhile exactly once", async () => {
    s = await startSession({ heartbeatMs: 100 });
    const { discord } = s;
    const identified = discord.gatewayEvents.filter((e) => e.kind === "identify");
    expect(identified).toHaveLength(1);
    await (
      await discord.command({
        guild: "Arena",
        channel: "general",
        user: "alice",
        name: "figure",
        subcommand: "create",
        options: RAGNAR,
      })
    ).reply();

    const resumed = discord.waitForGateway((e) => e.kind === "resume");
    expect(discord.dropGateway()).toBe(1);
    // Sent while the bot is disconnected: Discord holds it and replays it on RESUME.
    const show = await discord.command({
      guild: "Arena",
      channel: "general",
      user: "alice",
      name: "figure",
      subcommand: "show",
      options: { name: "Ragnar" },
    });
    const resume = await resumed;
    const reply = await show.reply();

    expect(reply.embeds[0]?.title).toBe("Ragnar");
    // RESUME on READY's resume_gateway_url, for the same session: no second IDENTIFY.
    expect(resume.path).toBe("/resume");
    expect(resume.sessionId).toBe(identified[0]?.sessionId);
    expect(discord.gatewayEvents.filter((e) => e.kind === "identify")).toHaveLength(1);
    expect(show.deliveries).toBe(1);
    await expectExactlyOnce(s);

    // And the resumed connection carries the next command as usual.
    const list = await discord.command({
      guild: "Arena",
      channel: "general",
      user: "alice",
      name: "figure",
      subcommand: "list",
    });
    expect((await list.reply()).content).toContain("Ragnar");
    await expectExactlyOnce(s);
  });

  it("reconnects and resumes when heartbeats stop being acknowledged", async () => {
    s = await startSession({ heartbeatMs: 50 });
    const { discord } = s;
    const resumed = discord.waitForGateway((e) => e.kind === "resume", 3000);
    discord.ackHeartbeats = false;
    await resumed;
    discord.ackHeartbeats = true;
    const help = await discord.command({
      guild: "Arena",
      channel: "general",
      user: "bob",
      name: "help",
    });
    expect(JSON.stringify((await help.reply()).embeds)).toContain("/figure create");
    expect(discord.gatewayEvents.filter((e) => e.kind === "identify")).toHaveLength(1);
    await expectExactlyOnce(s);
  });
});

describe("a restart", () => {
  it("keeps the figures: a new process on the same database shows them", async () => {
    s = await startSession();
    const { discord } = s;
    const where = { guild: "Arena", channel: "general", user: "alice", name: "figure" } as const;
    await (await discord.command({ ...where, subcommand: "create", options: RAGNAR })).reply();

    const before = s.bot.client;
    await s.restart();
    expect(before.isReady()).toBe(false);
    // The old session ended with a normal close; the new process identified afresh.
    const identifies = discord.gatewayEvents.filter((e) => e.kind === "identify");
    expect(identifies).toHaveLength(2);
    await vi.waitFor(() => expect(discord.sessions[0]?.invalid).toBe(true));

    const show = await discord.command({
      ...where,
      subcommand: "show",
      options: { name: "Ragnar" },
    });
    const reply = await show.reply();
    expect(reply.embeds[0]?.description).toBe("Human\nST 11\nDX 13\nMA 10");
    expect(show.answers).toBe(1);
    await vi.waitFor(() => expect(s?.bot.handled(show.id)).toBe(1));
  });
});

describe("two shards announced", () => {
  const TWO_GUILDS = {
    shards: 2,
    users: [{ username: "alice" }, { username: "bob" }],
    guilds: [{ name: "Arena" }, { name: "Keep" }],
  } as const;

  const createIn = (session: Session, guild: string, name: string) =>
    session.discord.command({
      guild,
      channel: session.discord.guild(guild).channel("general").id,
      user: "alice",
      name: "figure",
      subcommand: "create",
      options: { ...RAGNAR, name },
    });

  /** Ids of the interactions written to the sessions of one shard. */
  const carried = (session: Session, shard: number) =>
    session.discord.sessions
      .filter((gateway) => gateway.shard[0] === shard)
      .flatMap((gateway) => gateway.sent)
      .filter((event) => event.t === "INTERACTION_CREATE")
      .map((event) => (event.d as { id: string }).id);

  it("runs one shard for both guilds as shipped (the recommendation is not followed)", async () => {
    s = await startSession(TWO_GUILDS);
    const { discord, bot } = s;
    expect(discord.guilds.map((g) => g.shard)).toEqual([0, 1]);
    expect(bot.client.ws.shards.size).toBe(1);
    expect(discord.gatewayEvents.filter((e) => e.kind === "identify").map((e) => e.shard)).toEqual([
      [0, 1],
    ]);
    expect(bot.client.guilds.cache.size).toBe(2);
    const inArena = await createIn(s, "Arena", "Ragnar");
    const inKeep = await createIn(s, "Keep", "Wulf");
    expect((await inArena.reply()).content).toBe("Ragnar joins the roster.");
    expect((await inKeep.reply()).content).toBe("Wulf joins the roster.");
    expect(carried(s, 0)).toEqual([inArena.id, inKeep.id]);
    await expectExactlyOnce(s);
  });

  it('with shards: "auto", identifies both and answers on each guild\'s own shard', async () => {
    s = await startSession({ ...TWO_GUILDS, bot: { shards: "auto" } });
    const { discord, bot } = s;
    const arena = discord.guild("Arena");
    const keep = discord.guild("Keep");
    expect([shardOf(arena.id, 2), shardOf(keep.id, 2)]).toEqual([0, 1]);
    expect(bot.client.ws.shards.size).toBe(2);
    expect(bot.client.guilds.cache.get(arena.id)?.shardId).toBe(0);
    expect(bot.client.guilds.cache.get(keep.id)?.shardId).toBe(1);
    const identified = discord.gatewayEvents
      .filter((e) => e.kind === "identify")
      .map((e) => e.shard)
      .sort();
    expect(identified).toEqual([
      [0, 2],
      [1, 2],
    ]);

    const inArena = await createIn(s, "Arena", "Ragnar");
    const inKeep = await createIn(s, "Keep", "Wulf");
    expect((await inArena.reply()).content).toBe("Ragnar joins the roster.");
    expect((await inKeep.reply()).content).toBe("Wulf joins the roster.");
    expect(inArena.responseType).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(carried(s, 0)).toEqual([inArena.id]);
    expect(carried(s, 1)).toEqual([inKeep.id]);

    // Figures belong to their server.
    const list = await discord.command({
      guild: "Keep",
      channel: keep.channel("general").id,
      user: "alice",
      name: "figure",
      subcommand: "list",
    });
    const listed = (await list.reply()).content;
    expect(listed).toContain("Wulf");
    expect(listed).not.toContain("Ragnar");
    await expectExactlyOnce(s);
  });
});

describe("a wrong token", () => {
  it("fails the login with discord.js's invalid-token error instead of hanging", async () => {
    const discord = await startFakeDiscord(PEOPLE);
    const database = await tempDatabase();
    try {
      const wrong = { token: "AAAA.BBBB.CCCC", restUrl: discord.restUrl };
      await expect(startTestBot(wrong, database.url)).rejects.toThrow(/invalid token/i);
      expect(discord.requests.map((r) => [r.path, r.status])).toEqual([["/gateway/bot", 401]]);
      expect(discord.takeRefusals().map((r) => r.status)).toEqual([401]);
    } finally {
      await discord.stop();
      await database.remove();
    }
  });
});
