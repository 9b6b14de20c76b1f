/**
 * The bot as `npm run start:shards` runs it: a ShardingManager and one process per shard, on one
 * PostgreSQL database, against a fake Discord that recommends two shards. Battles in guilds on
 * both shards go on at once; a shard killed with kill -9 comes back and its battle goes on with
 * no order lost or doubled; repeated gateway drops are resumed with each interaction handled once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServices } from "../../src/services.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { assertNothingRefused } from "../e2e/support/refusals.ts";
import { registerTestCommands } from "../e2e/support/start-bot.ts";
import { type FakeDiscord, shardOf, startFakeDiscord } from "../fake-discord/index.ts";
import { postgresDatabases } from "../support/postgres-databases.ts";
import { type BotProcesses, startBotProcesses } from "./bot-processes.ts";
import {
  type Arena,
  awaitedFigure,
  gmCommand,
  openMonsterBattle,
  playQuietTurn,
  RefusedError,
  type Table,
} from "./monster-battles.ts";

const servers = postgresDatabases();
const NORTH: Table = { guild: "North", channel: "arena", gm: "nora" };
const SOUTH: Table = { guild: "South", channel: "arena", gm: "sam" };
const noThinking = async () => {};

describe.skipIf(servers.missing !== null)("the bot as shard processes on PostgreSQL", () => {
  let discord: FakeDiscord;
  let bot: BotProcesses;
  let reader: Database;
  let arena: Arena;

  beforeAll(async () => {
    discord = await startFakeDiscord({
      users: [{ username: "nora" }, { username: "sam" }],
      guilds: [
        { name: "North", channels: ["arena"], members: [{ user: "nora" }] },
        { name: "South", channels: ["arena"], members: [{ user: "sam" }] },
      ],
      shards: 2,
    });
    await registerTestCommands(discord);
    const databaseUrl = await servers.url();
    bot = await startBotProcesses(discord, { databaseUrl });
    reader = await openDatabase(databaseUrl, { maxConnections: 2 });
    arena = { discord, battles: createServices(reader).battles, timeoutMs: 60_000 };
  }, 120_000);

  afterAll(async () => {
    await bot?.stop();
    await reader?.close();
    await discord?.stop();
    if (discord !== undefined) assertNothingRefused(discord);
  });

  /** The orders the battle's log holds, as "figure option" or "initiative". */
  async function loggedOrders(table: Table): Promise<string[]> {
    const guild = discord.guild(table.guild);
    const battle = await arena.battles.activeInChannel(guild.id, guild.channel(table.channel).id);
    if (battle === null) throw new Error(`no battle in ${table.guild}`);
    const { entries } = await arena.battles.log(battle.id);
    const nameOf = (key: string) => battle.figures.find((f) => f.figureKey === key)?.name ?? key;
    return entries.flatMap((e) => {
      if (e.kind !== "order") return [];
      return [
        e.order.type === "move" ? `${nameOf(e.order.figure)} ${e.order.option}` : e.order.type,
      ];
    });
  }

  it("runs one process per shard and plays battles in guilds of both at once", async () => {
    expect([shardOf(discord.guild("North").id, 2), shardOf(discord.guild("South").id, 2)]).toEqual([
      0, 1,
    ]);
    const ready = bot.logs.filter((l) => l.msg === "ready");
    expect(ready.map((l) => l.shard).sort()).toEqual([0, 1]);
    expect(new Set(ready.map((l) => l.pid)).size).toBe(2);

    const play = async (table: Table) => {
      const samples = await openMonsterBattle(arena, table);
      for (let turn = 0; turn < 2; turn++) {
        samples.push(...(await playQuietTurn(arena, table, noThinking)));
      }
      return samples;
    };
    const [north, south] = await Promise.all([play(NORTH), play(SOUTH)]);
    // The start and each turn's last order are answered with the map.
    const withMap = (samples: typeof north) =>
      samples?.filter((s) => s.withMap).map((s) => s.subcommand);
    expect(withMap(north)).toEqual(["start", "order", "order"]);
    expect(withMap(south)).toEqual(["start", "order", "order"]);

    // Each guild's interactions were handled by its own shard's process (which logs it just
    // after the last message of the answer).
    const handledBy = (shard: number) =>
      bot.logs.filter((l) => l.msg === "interaction handled" && l.shard === shard).length;
    await vi.waitFor(() => {
      expect(handledBy(0)).toBe(north?.length);
      expect(handledBy(1)).toBe(south?.length);
    });
    expect(bot.logs.filter((l) => l.level === "error")).toEqual([]);
  }, 120_000);

  it("respawns a shard killed with kill -9 in the middle of a turn; its battle goes on", async () => {
    const before = await loggedOrders(SOUTH);
    await gmCommand(arena, SOUTH, "initiative", { choice: "first" });
    const first = await awaitedFigure(arena, SOUTH);
    expect(first).toBeDefined();

    // The order is dispatched and the process dies at once, before or after it is written.
    const logsBefore = bot.logs.length;
    const oldPid = bot.pidOf(1);
    await discord.command({
      ...SOUTH,
      user: SOUTH.gm,
      name: "battle",
      subcommand: "order",
      options: { figure: first ?? "", option: "pass" },
    });
    process.kill(oldPid, "SIGKILL");
    await bot.waitForLog((l) => l.msg === "shard died; spawning it again" && l.shard === 1, {
      after: logsBefore,
    });
    await bot.waitForLog((l) => l.msg === "ready" && l.shard === 1, {
      after: logsBefore,
      timeoutMs: 60_000,
    });
    expect(bot.pidOf(1)).not.toBe(oldPid);

    // The player sees no answer and orders again if the battle still waits for that figure.
    if ((await awaitedFigure(arena, SOUTH)) === first) {
      await gmCommand(arena, SOUTH, "order", { figure: first ?? "", option: "pass" });
    }
    const second = await awaitedFigure(arena, SOUTH);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const { sample } = await gmCommand(arena, SOUTH, "order", {
      figure: second ?? "",
      option: "pass",
    });
    expect(sample.withMap).toBe(true);

    expect(await loggedOrders(SOUTH)).toEqual([
      ...before,
      "initiative",
      `${first} pass`,
      `${second} pass`,
    ]);
    // The other shard never noticed.
    expect(
      bot.logs.filter((l) => l.msg === "shard died; spawning it again" && l.shard === 0),
    ).toEqual([]);
  }, 120_000);

  it("resumes after the gateway is dropped again and again, handling each interaction once", async () => {
    const before = await loggedOrders(NORTH);
    const ids: string[] = [];
    const sessions = discord.gatewayEvents.filter((e) => e.kind === "identify").length;
    for (let drop = 0; drop < 3; drop++) {
      const resumes = discord.gatewayEvents.filter((e) => e.kind === "resume").length;
      expect(discord.dropGateway(0)).toBe(1);
      await discord.waitForGateway(
        (e) =>
          e.kind === "resume" &&
          discord.gatewayEvents.filter((x) => x.kind === "resume").length > resumes,
        20_000,
      );
      const figure = await awaitedFigure(arena, NORTH);
      const handle = await discord.command({
        ...NORTH,
        user: NORTH.gm,
        name: "battle",
        ...(figure === undefined
          ? { subcommand: "initiative", options: { choice: "first" } }
          : { subcommand: "order", options: { figure, option: "pass" } }),
      });
      const reply = await handle.reply(60_000);
      expect(reply.ephemeral).toBe(false);
      ids.push(handle.id);
    }
    // Resumed, not identified afresh; every interaction answered once.
    expect(discord.gatewayEvents.filter((e) => e.kind === "identify").length).toBe(sessions);
    expect(ids.map((id) => discord.answerCount(id))).toEqual([1, 1, 1]);
    const after = await loggedOrders(NORTH);
    expect(after.length - before.length).toBe(3);
  }, 120_000);
});

describe.skipIf(servers.missing !== null)("shards split between two machines", () => {
  it("runs shard 0 on one manager and shard 1 on another, on one database, rate-limiting users", async () => {
    const discord = await startFakeDiscord({
      users: [{ username: "nora" }, { username: "sam" }],
      guilds: [
        { name: "North", channels: ["arena"], members: [{ user: "nora" }] },
        { name: "South", channels: ["arena"], members: [{ user: "sam" }] },
      ],
      shards: 2,
    });
    const databaseUrl = await servers.url();
    const machines: BotProcesses[] = [];
    const reader = await openDatabase(databaseUrl, { maxConnections: 2 });
    try {
      await registerTestCommands(discord);
      for (const shard of ["0", "1"]) {
        machines.push(
          await startBotProcesses(discord, {
            databaseUrl,
            env: {
              DISCORD_SHARDS: "2",
              DISCORD_SHARD_IDS: shard,
              // 4 commands an hour: a slow machine opening the battles earns no token back.
              RATE_LIMIT_COMMANDS: "4",
              RATE_LIMIT_WINDOW_SECONDS: "3600",
            },
          }),
        );
      }
      const arena: Arena = { discord, battles: createServices(reader).battles, timeoutMs: 60_000 };
      await Promise.all([openMonsterBattle(arena, NORTH), openMonsterBattle(arena, SOUTH)]);
      const handled = () =>
        machines.map((m) =>
          m.logs.filter((l) => l.msg === "interaction handled").map((l) => l.shard),
        );
      await vi.waitFor(() =>
        expect(handled()).toEqual([
          [0, 0, 0, 0],
          [1, 1, 1, 1],
        ]),
      );
      // Each GM has spent the 4 commands the limit allows in its window: the next is refused.
      const refused = await gmCommand(arena, NORTH, "status").catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RefusedError);
      expect(String(refused)).toMatch(
        /You're sending commands faster than the arena can keep up — wait \d+ seconds\./,
      );
    } finally {
      for (const machine of machines) await machine.stop();
      await reader.close();
      await discord.stop();
    }
  }, 240_000);
});
