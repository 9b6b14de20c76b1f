/**
 * The bot on a PostgreSQL server that goes down for a while: commands get a clear private
 * answer and change nothing, and once the server is back the bot carries on by itself, with
 * no restart. The server here is private to this file, since it is stopped on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_UNAVAILABLE } from "../../src/bot/answer-privately.ts";
import { assertNothingRefused } from "../e2e/support/refusals.ts";
import { registerTestCommands, startTestBot, type TestBot } from "../e2e/support/start-bot.ts";
import { type FakeDiscord, startFakeDiscord } from "../fake-discord/index.ts";
import {
  databaseUrl,
  type PostgresServer,
  postgresBinDir,
  startPostgresServer,
  withAdmin,
} from "../support/postgres-server.ts";
import {
  type Arena,
  awaitedFigure,
  gmCommand,
  openMonsterBattle,
  type Table,
} from "./monster-battles.ts";

const binaries = await postgresBinDir();
const TABLE: Table = { guild: "Arena", channel: "general", gm: "alice" };

describe.skipIf(binaries === null && process.env.CI !== "true")(
  "a PostgreSQL outage while a battle is on",
  () => {
    let server: PostgresServer;
    let discord: FakeDiscord;
    let bot: TestBot;
    let arena: Arena;

    beforeAll(async () => {
      server = await startPostgresServer();
      await withAdmin(server.url, (admin) => admin.query(`CREATE DATABASE melee`));
      discord = await startFakeDiscord({
        users: [{ username: "alice" }],
        guilds: [{ name: "Arena", channels: ["general"], members: [{ user: "alice" }] }],
      });
      await registerTestCommands(discord);
      bot = await startTestBot(discord, databaseUrl(server.url, "melee"));
      arena = { discord, battles: bot.services.battles, timeoutMs: 60_000 };
    }, 120_000);

    afterAll(async () => {
      await bot?.stop();
      await discord?.stop();
      if (discord !== undefined) assertNothingRefused(discord);
      await server?.stop();
    });

    it("answers privately while the server is down, writes nothing, and recovers by itself", async () => {
      await openMonsterBattle(arena, TABLE);
      await gmCommand(arena, TABLE, "initiative", { choice: "first" });
      const figure = await awaitedFigure(arena, TABLE);
      const guild = discord.guild("Arena");
      const battle = await bot.services.battles.activeInChannel(
        guild.id,
        guild.channel("general").id,
      );
      const versionBefore = battle?.version;

      await server.down();
      const order = { figure: figure ?? "", option: "pass" };
      for (const subcommand of ["order", "status"] as const) {
        const handle = await discord.command({
          ...TABLE,
          user: TABLE.gm,
          name: "battle",
          subcommand,
          options: subcommand === "order" ? order : {},
        });
        const reply = await handle.reply(60_000);
        expect(reply.ephemeral).toBe(true);
        expect(reply.content).toBe(STORE_UNAVAILABLE);
      }

      await server.up();
      const after = await bot.services.battles.load(battle?.id ?? "");
      expect(after.version).toBe(versionBefore);
      expect(await awaitedFigure(arena, TABLE)).toBe(figure);
      const { reply } = await gmCommand(arena, TABLE, "order", order);
      expect(reply.ephemeral).toBe(false);
      expect((await bot.services.battles.load(battle?.id ?? "")).version).toBe(
        (versionBefore ?? 0) + 1,
      );
      // Failures were logged as such, and the process never stopped.
      expect(bot.errors().length).toBeGreaterThan(0);
      expect(bot.client.isReady()).toBe(true);
    }, 120_000);
  },
);
