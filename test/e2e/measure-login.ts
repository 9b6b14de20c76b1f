/**
 * Measures the bot's login against the fake Discord: from calling startBot (src/bot/client.ts)
 * to the client being ready (GET /gateway/bot, websocket, HELLO, IDENTIFY, READY, every
 * GUILD_CREATE). For the later `bench bot.login_ms`.
 *
 *   npx tsx test/e2e/measure-login.ts [runs] [guilds]
 *
 * Prints one JSON line: the first (cold) login and the statistics of the warm ones, in ms.
 */
import { startFakeDiscord } from "../fake-discord/index.ts";
import { registerTestCommands, startTestBot, tempDatabase } from "./support/start-bot.ts";

const runs = Number(process.argv[2] ?? 20);
const guildCount = Number(process.argv[3] ?? 3);

const discord = await startFakeDiscord({
  users: [{ username: "alice" }, { username: "bob" }],
  guilds: Array.from({ length: guildCount }, (_, i) => ({ name: `Guild ${i + 1}` })),
  // Discord's usual interval: no heartbeat falls inside a login.
  heartbeatMs: 41_250,
});
const database = await tempDatabase();
const samples: number[] = [];
try {
  await registerTestCommands(discord);
  for (let i = 0; i < runs; i += 1) {
    const bot = await startTestBot(discord, database.url);
    samples.push(bot.loginMs);
    await bot.stop();
  }
} finally {
  await discord.stop();
  await database.remove();
}

if (process.env.MEASURE_VERBOSE) console.error(samples.map((ms) => Math.round(ms)).join(" "));
const [cold, ...warm] = samples;
const sorted = [...warm].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;
console.log(
  JSON.stringify({
    bench: "bot.login_ms",
    guilds: guildCount,
    runs,
    cold: round(cold ?? NaN),
    median: round(at(0.5)),
    p90: round(at(0.9)),
    min: round(sorted[0] ?? NaN),
    max: round(sorted[sorted.length - 1] ?? NaN),
  }),
);
