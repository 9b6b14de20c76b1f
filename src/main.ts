import path from "node:path";
import { scenariosFromArguments } from "./cli/scenario-arguments.ts";
import { loadStartupConfig } from "./config.ts";
import { createLocalPlayLogger, createLogger } from "./log.ts";
import { createServices } from "./services.ts";
import { openDatabase } from "./store/database.ts";

const LOCAL_PLAY_LOG_FILE = "local-play.log";

const config = loadStartupConfig();
const chosen = scenariosFromArguments(process.argv.slice(2), config.discord === undefined);
if ("problem" in chosen) {
  process.stderr.write(`${chosen.problem}\n`);
  process.exit(1);
}
const { scenarios } = chosen;
// Local play keeps the terminal for the game: its log lines go to a file beside its images.
const log =
  config.discord === undefined
    ? createLocalPlayLogger({
        level: config.logLevel,
        file: path.join(config.localPlayOutputDir, LOCAL_PLAY_LOG_FILE),
        secrets: config.figureSigningSecret === undefined ? [] : [config.figureSigningSecret],
      })
    : createLogger({
        level: config.logLevel,
        secrets: [config.discord.token, config.figureSigningSecret ?? ""],
        // discord.js's ShardingManager tells each child process its shard in SHARDS.
        ...(process.env.SHARDS === undefined
          ? {}
          : { fields: { shard: Number(process.env.SHARDS) } }),
      });

/** How often each bot process logs its "health" line (see docs/operations.md). */
const HEALTH_LOG_SECONDS = 60;

/** What to close on the way out, newest first. */
const closers: (() => Promise<void>)[] = [];
const shutdown = once(async (reason: string, exitCode: number) => {
  log.info("stopping", { reason });
  for (const close of closers.reverse()) {
    await close().catch((error: unknown) => log.error("could not close cleanly", { error }));
  }
  process.exit(exitCode);
});
process.once("SIGINT", () => void shutdown("SIGINT", 0));
process.once("SIGTERM", () => void shutdown("SIGTERM", 0));

try {
  await run();
} catch (error) {
  log.error("stopped by an error", { error });
  await shutdown("error", 1);
}

async function run(): Promise<void> {
  const database = await openDatabase(config.databaseUrl, { log });
  closers.push(() => database.close());
  if (database.migrationsApplied.length > 0) {
    log.info("migrations applied", { migrations: database.migrationsApplied });
  }
  const services = createServices(database, {
    limits: config.limits,
    scenarios,
    ...(config.figureSigningSecret === undefined
      ? {}
      : { figureSigningSecret: config.figureSigningSecret }),
  });
  // Made on the first start, so every process sharing the database signs with the same key.
  await services.figureSigningKey();

  // Each mode is imported only when chosen: local play should not pay for loading discord.js.
  if (config.discord === undefined) {
    const { runLocalPlay } = await import("./play/local-play.ts");
    logReady({ mode: "local" });
    await runLocalPlay({
      services,
      input: process.stdin,
      output: process.stdout,
      user: config.localPlayUser,
      outputDir: config.localPlayOutputDir,
      deadlineCheckSeconds: config.deadlineCheckSeconds,
      log,
    });
    await shutdown("end of input", 0);
    return;
  }
  const [
    { startBot },
    { channelMessages, postToChannel },
    { directMessages },
    { COMMANDS },
    { startDeadlineScheduler },
    { startHealthLog },
    { RateLimiter },
  ] = await Promise.all([
    import("./bot/client.ts"),
    import("./bot/post.ts"),
    import("./bot/direct-message.ts"),
    import("../commands/index.ts"),
    import("./scheduler/deadlines.ts"),
    import("./bot/health.ts"),
    import("./bot/rate-limit.ts"),
  ]);
  const { token, apiUrl } = config.discord;
  const client = await startBot({
    token,
    commands: COMMANDS,
    services,
    log,
    rateLimiter: new RateLimiter(config.rateLimit),
    ...(apiUrl === undefined ? {} : { rest: { api: apiUrl } }),
  });
  closers.push(() => client.destroy());
  // Reminders and deadlines, including those that fell due while the bot was down.
  const deadlines = startDeadlineScheduler({
    services,
    post: (place, reply) => postToChannel(client, place, reply),
    messagesIn: (place) => channelMessages(client, place),
    sendDirect: directMessages(client),
    // Under the sharding manager each process keeps the deadlines of its own guilds only.
    ownsGuild: (guildId) => client.guilds.cache.has(guildId),
    intervalSeconds: config.deadlineCheckSeconds,
    log,
  });
  closers.push(() => deadlines.stop());
  const health = startHealthLog(
    { guilds: () => client.guilds.cache.size, pingMs: () => client.ws.ping },
    log,
    HEALTH_LOG_SECONDS,
  );
  closers.push(async () => health.stop());
  logReady({
    mode: "discord",
    user: client.user.tag,
    guilds: client.guilds.cache.size,
    pid: process.pid,
  });
}

function logReady(fields: Record<string, unknown>): void {
  log.info("ready", { ...fields, ms: Math.round(performance.now()) });
}

/** Runs `task` the first time only, so a second Ctrl-C cannot close things twice. */
function once<A extends unknown[]>(task: (...args: A) => Promise<void>) {
  let running: Promise<void> | undefined;
  return (...args: A): Promise<void> => {
    running ??= task(...args);
    return running;
  };
}
