/**
 * The bot as `npm start` runs it on Discord: src/main.ts in a process of its own, configured
 * only by environment variables (every optional one set, so a setting that collides with
 * discord.js's own environment shows), against the fake Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotProcesses, startBotProcesses } from "../deployment/bot-processes.ts";
import { type FakeDiscord, startFakeDiscord } from "../fake-discord/index.ts";
import { assertNothingRefused } from "./support/refusals.ts";
import { registerTestCommands, tempDatabase } from "./support/start-bot.ts";

describe("npm start with a token", () => {
  let discord: FakeDiscord;
  let bot: BotProcesses;
  let database: { url: string; remove(): Promise<void> };

  beforeAll(async () => {
    discord = await startFakeDiscord({
      users: [{ username: "alice" }],
      guilds: [{ name: "Arena", members: [{ user: "alice" }] }],
    });
    await registerTestCommands(discord);
    database = await tempDatabase();
    bot = await startBotProcesses(discord, {
      databaseUrl: database.url,
      entry: "single",
      env: {
        DISCORD_SHARDS: "auto",
        DEADLINE_CHECK_SECONDS: "5",
        RATE_LIMIT_COMMANDS: "2",
        RATE_LIMIT_WINDOW_SECONDS: "60",
        MAX_FIGURES_PER_USER: "5",
        MAX_ACTIVE_BATTLES_PER_GUILD: "5",
      },
    });
  }, 60_000);

  afterAll(async () => {
    await bot?.stop();
    await discord?.stop();
    if (discord !== undefined) assertNothingRefused(discord);
    await database?.remove();
  });

  it("logs in, answers commands and limits a user's rate", async () => {
    expect(bot.logs.find((l) => l.msg === "ready")).toMatchObject({ mode: "discord", guilds: 1 });
    const help = () =>
      discord.command({ guild: "Arena", channel: "general", user: "alice", name: "help" });
    for (let i = 0; i < 2; i++) {
      const reply = await (await help()).reply(10_000);
      expect(reply.embeds.length).toBeGreaterThan(0);
    }
    const refused = await (await help()).reply(10_000);
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/^You're sending commands faster than the arena can keep up/);
    expect(bot.logs.filter((l) => l.level === "error")).toEqual([]);
  }, 60_000);
});
