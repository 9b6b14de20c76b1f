/**
 * The whole bot through the fake Discord (test/fake-discord, 127.0.0.1 only): the real
 * discord.js client, the real commands and a SQLite file. The replies are measured with the bot
 * as `npm start` runs it, in a process of its own (test/deployment/bot-processes.ts), so the
 * fake Discord and the players driving it do not share its event loop, as Discord would not.
 *
 * - bot.login_ms: startBot to ready (GET /gateway/bot, IDENTIFY, READY, GUILD_CREATE), the
 *   median of several logins on one fake Discord (the first, cold, included), in this process.
 * - bot.reply_median_ms / bot.reply_p99_ms: one duel (two monsters, the GM giving every order);
 *   from the turn's last /battle order dispatched over the gateway to its reply, the message
 *   with the turn's map (a PNG) and log, recorded by the fake (for an answer the bot deferred,
 *   the edit that delivered it). One sample per turn.
 * - bot.reply_median_ms_100_battles / bot.reply_p99_ms_100_battles: the same with 100 battles
 *   running at once, one per channel (over two servers, as the default limit allows 50 open
 *   battles per server): 100 formed, 90 of them started and played by
 *   CONCURRENCY players at a time, each turn in a different channel from the last (orders
 *   interleaved across channels), while the other 10 stay forming and take /battle join
 *   attempts and /battle status between turns.
 *
 * - bot.late_acks_100_battles: interactions of the 100 battles (forming them and playing) whose
 *   first answer reached the fake Discord after its 3 s, Discord's window (refused there with
 *   10062, as Discord would): must be 0, since steps and maps are acknowledged on arrival.
 *
 * - bot.cpu_ms_per_interaction_100_battles: the bot process's CPU time (user and system, from
 *   its health line) over the 100 battles' turns, per interaction it handled: what the latency
 *   figures come from, and unlike them hardly moved by other processes on the machine.
 *
 * Every loop is bounded in count and in time (a budget per phase); an interaction the bot does
 * not finish within TIMEOUT_MS fails the module.
 */

import { HEALTH_SIGNAL } from "../src/bot/health.ts";
import { DEFAULT_LIMITS } from "../src/config.ts";
import { createServices } from "../src/services.ts";
import { openDatabase } from "../src/store/database.ts";
import { type BotProcesses, startBotProcesses } from "../test/deployment/bot-processes.ts";
import { type Arena, awaitedFigure } from "../test/deployment/monster-battles.ts";
import { registerTestCommands, startTestBot, tempDatabase } from "../test/e2e/support/start-bot.ts";
import {
  type FakeDiscord,
  type InteractionHandle,
  type OptionInput,
  startFakeDiscord,
} from "../test/fake-discord/index.ts";
import type { Report } from "./report.ts";

const LOGIN_RUNS = 7;
const DUEL_TURNS = 60;
const BATTLES = 100;
const FORMING = 10;
/** Players acting at once in the 100 battles (BENCH_BOT_CONCURRENCY overrides, 1 to 100). */
const CONCURRENCY = Math.min(100, Math.max(1, Number(process.env.BENCH_BOT_CONCURRENCY) || 10));
const TURNS_PER_BATTLE = 2;
const TIMEOUT_MS = 10_000;
const PHASE_BUDGET_MS = 90_000;

const GM = "alice";
/**
 * The servers: the duel has its own, and the 100 battles are spread over as many as the default
 * limit of open battles per server (src/config.ts) needs.
 */
const DUEL_GUILD = "Duel";
const ARENAS = Math.ceil(BATTLES / DEFAULT_LIMITS.activeBattlesPerGuild);
const channelName = (i: number) => `battle-${i}`;
const arenaName = (i: number) => `Arena ${i % ARENAS}`;
const GUILD_NAMES = [DUEL_GUILD, ...Array.from({ length: ARENAS }, (_, i) => arenaName(i))];
const CHANNELS = ["duel", ...Array.from({ length: BATTLES }, (_, i) => channelName(i))];
/** The server of a channel: the channel names are unique across them. */
const guildOf = (channel: string) =>
  channel === "duel" ? DUEL_GUILD : arenaName(Number(channel.slice("battle-".length)));

function quantile(sorted: readonly number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Tracks which interactions the bot has finished, from its log, without rescanning it. */
class Finished {
  readonly #done = new Set<string>();
  #seen = 0;
  constructor(private readonly bot: Pick<BotProcesses, "logs">) {}

  has(id: string): boolean {
    const logs = this.bot.logs;
    for (; this.#seen < logs.length; this.#seen++) {
      const entry = logs[this.#seen];
      if (entry === undefined) continue;
      if (entry.msg === "interaction handled" || entry.msg === "interaction failed") {
        if (typeof entry.interactionId === "string") this.#done.add(entry.interactionId);
      }
    }
    return this.#done.has(id);
  }

  async wait(handle: InteractionHandle): Promise<void> {
    const deadline = performance.now() + TIMEOUT_MS;
    while (!this.has(handle.id)) {
      if (performance.now() > deadline) {
        throw new Error(`interaction ${handle.id} not finished after ${TIMEOUT_MS} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
}

interface Bench {
  readonly discord: FakeDiscord;
  /** Reads the bot's database, to know which figure a battle awaits. */
  readonly arena: Arena;
  readonly finished: Finished;
  /** Every interaction sent, for the count of late first answers. */
  readonly sent: InteractionHandle[];
}

/**
 * Whether the bot's first answer was refused as too late: once the bot is done with an
 * interaction, the fake has accepted a first answer unless it came after the 3 s.
 */
const answeredLate = (handle: InteractionHandle) => handle.responseType === undefined;

async function battle(
  b: Bench,
  channel: string,
  subcommand: string,
  options: Readonly<Record<string, OptionInput>> = {},
): Promise<InteractionHandle> {
  const handle = await b.discord.command({
    guild: guildOf(channel),
    channel,
    user: GM,
    name: "battle",
    subcommand,
    options,
  });
  b.sent.push(handle);
  return handle;
}

/**
 * Sends a command and waits until the bot is done with it; a refusal fails the bench. An answer
 * refused as late is left to the count of late answers.
 */
async function step(
  b: Bench,
  channel: string,
  subcommand: string,
  options: Readonly<Record<string, OptionInput>> = {},
  answer: "public" | "private" | "any" = "public",
): Promise<void> {
  const handle = await battle(b, channel, subcommand, options);
  await b.finished.wait(handle);
  if (answeredLate(handle)) return;
  const reply = await handle.reply(TIMEOUT_MS);
  if (answer !== "any" && reply.ephemeral !== (answer === "private")) {
    throw new Error(`/battle ${subcommand} in ${channel}: unexpected answer "${reply.content}"`);
  }
}

/** A battle of a bear against a wolf in the channel, formed (and started unless told not to). */
async function openBattle(b: Bench, channel: string, start: boolean): Promise<void> {
  await step(b, channel, "new", { type: "arena", thread: false });
  await step(b, channel, "add", { monster: "bear", side: "a" });
  await step(b, channel, "add", { monster: "wolf", side: "b" });
  if (start) await step(b, channel, "start");
}

/** The figure the battle in this channel awaits orders for. */
async function awaited(b: Bench, channel: string): Promise<string> {
  const figure = await awaitedFigure(b.arena, { guild: guildOf(channel), channel, gm: GM });
  if (figure === undefined) throw new Error(`${channel} awaits the initiative, not orders`);
  return figure;
}

/**
 * One turn in which both figures do nothing: the initiative, the first mover's order, then the
 * measured one, the order that resolves the turn and is answered with the map and the log.
 */
async function turn(b: Bench, channel: string): Promise<number | undefined> {
  await step(b, channel, "initiative", { choice: "first" });
  await step(b, channel, "order", { figure: await awaited(b, channel), option: "pass" });
  const figure = await awaited(b, channel);
  const started = performance.now();
  const handle = await battle(b, channel, "order", { figure, option: "pass" });
  const reply = await handle.reply(TIMEOUT_MS).catch(async (error: unknown) => {
    await b.finished.wait(handle);
    // Counted among the late answers; the turn has no time to report.
    if (answeredLate(handle)) return undefined;
    throw error;
  });
  if (reply === undefined) return undefined;
  const elapsed = performance.now() - started;
  const [file] = reply.attachments;
  if (reply.ephemeral || file === undefined || !file.filename.endsWith(".png")) {
    throw new Error(`${channel}: the turn's reply has no map: "${reply.content}"`);
  }
  // The next turn's prompt follows the map; the next step waits for it.
  await b.finished.wait(handle);
  return elapsed;
}

function checkBudget(started: number, what: string): void {
  if (performance.now() - started > PHASE_BUDGET_MS) {
    throw new Error(`${what} took over ${PHASE_BUDGET_MS / 1000} s`);
  }
}

/** Runs `work` on items with at most `limit` at once. */
async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The bot's CPU time so far and the interactions it has handled, from a health line asked for. */
async function botWork(bot: BotProcesses): Promise<{ cpuMs: number; handled: number }> {
  const after = bot.logs.length;
  process.kill(bot.pid, HEALTH_SIGNAL);
  const line = await bot.waitForLog((l) => l.msg === "health", { after });
  const handled = bot.logs.filter((l) => l.msg === "interaction handled").length;
  return { cpuMs: Number(line.cpuMs), handled };
}

function reportTimes(report: Report, suffix: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  report(`bot.reply_median_ms${suffix}`, quantile(sorted, 0.5), "ms");
  report(`bot.reply_p99_ms${suffix}`, quantile(sorted, 0.99), "ms");
}

export async function run(report: Report): Promise<void> {
  const discord = await startFakeDiscord({
    users: [{ username: GM }, { username: "bob" }],
    guilds: GUILD_NAMES.map((name) => ({
      name,
      channels: CHANNELS.filter((channel) => guildOf(channel) === name),
      members: [{ user: GM, manageGuild: true }, { user: "bob" }],
    })),
    // Discord's usual interval: heartbeats do not crowd the measurement.
    heartbeatMs: 41_250,
  });
  const database = await tempDatabase();
  let bot: BotProcesses | undefined;
  let reader: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    await registerTestCommands(discord);
    const logins: number[] = [];
    for (let i = 0; i < LOGIN_RUNS; i++) {
      const login = await startTestBot(discord, database.url);
      logins.push(login.loginMs);
      await login.stop();
    }
    report(
      "bot.login_ms",
      quantile(
        [...logins].sort((a, b) => a - b),
        0.5,
      ),
      "ms",
    );
    bot = await startBotProcesses(discord, {
      databaseUrl: database.url,
      entry: "single",
      // The bench's one GM acts faster than a person may.
      env: { RATE_LIMIT_COMMANDS: "1000" },
    });
    reader = await openDatabase(database.url);
    const arena: Arena = {
      discord,
      battles: createServices(reader).battles,
      timeoutMs: TIMEOUT_MS,
    };
    const b: Bench = { discord, arena, finished: new Finished(bot), sent: [] };
    const errors = (running: BotProcesses) => running.logs.filter((l) => l.level === "error");

    // One duel: the first turns warm up the renderer's caches and the database.
    let phase = performance.now();
    await openBattle(b, "duel", true);
    for (let i = 0; i < 3; i++) await turn(b, "duel");
    const duel: number[] = [];
    for (let i = 0; i < DUEL_TURNS; i++) {
      const elapsed = await turn(b, "duel");
      if (elapsed !== undefined) duel.push(elapsed);
      checkBudget(phase, "the duel");
    }
    reportTimes(report, "", duel);

    // 100 battles: formed (10 left forming), then turns interleaved across the started ones.
    phase = performance.now();
    b.sent.length = 0;
    const channels = Array.from({ length: BATTLES }, (_, i) => channelName(i));
    const forming = new Set(channels.slice(0, FORMING));
    await pool(channels, CONCURRENCY, async (channel) => {
      await openBattle(b, channel, !forming.has(channel));
      checkBudget(phase, "forming 100 battles");
    });
    const started = channels.filter((c) => !forming.has(c));
    const jobs: string[] = [];
    for (let round = 0; round < TURNS_PER_BATTLE; round++) jobs.push(...started);
    const crowded: number[] = [];
    const formingList = [...forming];
    let job = 0;
    const before = await botWork(bot);
    phase = performance.now();
    await pool(jobs, CONCURRENCY, async (channel) => {
      const elapsed = await turn(b, channel);
      if (elapsed !== undefined) crowded.push(elapsed);
      // Between turns, traffic for a forming battle: a status and a refused early order.
      const other = formingList[job++ % formingList.length] ?? "battle-0";
      await step(b, other, "status", {}, "any");
      await step(b, other, "order", { figure: "Bear", option: "pass" }, "private");
      checkBudget(phase, "100 battles");
    });
    reportTimes(report, "_100_battles", crowded);
    report("bot.late_acks_100_battles", b.sent.filter(answeredLate).length, "count");
    const done = await botWork(bot);
    report(
      "bot.cpu_ms_per_interaction_100_battles",
      (done.cpuMs - before.cpuMs) / (done.handled - before.handled),
      "ms",
    );
    process.stderr.write(
      `(bot: ${duel.length} duel turns; ${crowded.length} turns over ${started.length} started ` +
        `and ${FORMING} forming battles, ${CONCURRENCY} players at once; ` +
        `${errors(bot).length} errors logged)\n`,
    );
    if (process.env.BENCH_VERBOSE) {
      const rounded = (times: number[]) => times.map((ms) => Math.round(ms)).join(" ");
      process.stderr.write(`duel: ${rounded(duel)}\n100 battles: ${rounded(crowded)}\n`);
      process.stderr.write(`logins: ${rounded(logins)}\n`);
    }
    const [error] = errors(bot);
    if (error !== undefined) throw new Error(JSON.stringify(error));
  } finally {
    await reader?.close();
    await bot?.stop().catch(() => undefined);
    await discord.stop();
    await database.remove();
  }
}
