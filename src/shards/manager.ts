/**
 * Runs the bot as several shard processes with discord.js's ShardingManager: each child runs
 * src/main.ts (which logs in with the shard ids the manager gives it) for its share of the
 * guilds. A child that dies, even by kill -9, is spawned again; its battles go on from the
 * database, which every shard shares.
 */
import { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type Shard, ShardingManager } from "discord.js";
import type { DiscordConfig } from "../config.ts";
import type { Logger } from "../log.ts";
import { fetchGatewayInfo, spawnDelayMs } from "./gateway-info.ts";

const SHARD_ENTRY = fileURLToPath(new URL("../main.ts", import.meta.url));
/** How long one shard may take from spawn to ready before the start counts as failed. */
const READY_TIMEOUT_MS = 60_000;

export async function startShards(discord: DiscordConfig, log: Logger): Promise<ShardingManager> {
  const gateway = await fetchGatewayInfo(discord.token, discord.apiUrl);
  const count = discord.shardCount === "auto" ? gateway.shards : discord.shardCount;
  const manager = new ShardingManager(SHARD_ENTRY, {
    token: discord.token,
    totalShards: count,
    ...(discord.shardIds === undefined ? {} : { shardList: [...discord.shardIds] }),
    respawn: true,
    // The children run TypeScript the way this process does (tsx's loader).
    execArgv: process.execArgv,
  });
  manager.on("shardCreate", (shard) => watch(shard, log));
  log.info("starting shards", {
    shards: count,
    here: discord.shardIds ?? "all",
    recommended: gateway.shards,
  });
  try {
    await manager.spawn({
      amount: count,
      delay: spawnDelayMs(count, gateway),
      timeout: READY_TIMEOUT_MS,
    });
  } catch (error) {
    // Children already started would otherwise outlive a failed start.
    stopShards(manager);
    throw error;
  }
  return manager;
}

/** Stops every shard without respawning it: each child gets SIGTERM and shuts down cleanly. */
export function stopShards(manager: ShardingManager): void {
  for (const shard of manager.shards.values()) shard.kill();
}

function watch(shard: Shard, log: Logger): void {
  const fields = { shard: shard.id };
  // The manager runs shards as processes (its default mode), never as worker threads.
  shard.on("spawn", (child) =>
    log.info("shard spawned", { ...fields, pid: child instanceof ChildProcess ? child.pid : null }),
  );
  shard.on("ready", () => log.info("shard ready", fields));
  shard.on("death", (child) =>
    log.warn("shard died; spawning it again", {
      ...fields,
      ...(child instanceof ChildProcess
        ? { exitCode: child.exitCode, signal: child.signalCode }
        : {}),
    }),
  );
  shard.on("error", (error) => log.error("shard error", { ...fields, error }));
}
