/**
 * `npm run start:shards`: the bot as DISCORD_SHARDS shard processes (default: as many as Discord
 * recommends) on one PostgreSQL database. See docs/operations.md.
 */
import { loadStartupConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { migrateDatabase } from "../store/database.ts";
import { databaseProvider } from "../store/database-url.ts";
import { startShards, stopShards } from "./manager.ts";

const config = loadStartupConfig();
const { discord } = config;
if (discord === undefined) {
  process.stderr.write(
    "start:shards runs the Discord bot: set DISCORD_TOKEN and DISCORD_APPLICATION_ID (local play is `npm start`).\n",
  );
  process.exit(1);
}
if (databaseProvider(config.databaseUrl) !== "postgresql") {
  process.stderr.write(
    "Several shard processes need one PostgreSQL database (DATABASE_URL=postgresql://…); the SQLite file serves one process: use `npm start`.\n",
  );
  process.exit(1);
}
const log = createLogger({ level: config.logLevel, secrets: [discord.token] });
try {
  // Once here, so a database that cannot be reached stops the start before any shard logs in.
  const applied = await migrateDatabase(config.databaseUrl);
  if (applied.length > 0) log.info("migrations applied", { migrations: applied });
  const manager = await startShards(discord, log);
  log.info("all shards ready", { shards: manager.totalShards });
  const stop = (signal: string) => {
    log.info("stopping", { reason: signal });
    stopShards(manager);
    process.exit(0);
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
} catch (error) {
  log.error("shards could not start", { error });
  process.exit(1);
}
