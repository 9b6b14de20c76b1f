/**
 * Snowflake-like ids, so ids look and sort like Discord's and carry a creation time
 * (discord.js derives `createdTimestamp` from them, and @discordjs/rest buckets routes by
 * 17–19-digit ids). A guild's shard is `(guild_id >> 22) % shard_count`, Discord's formula.
 */

/** 2015-01-01T00:00:00Z, the first millisecond of a Discord snowflake. */
export const DISCORD_EPOCH = 1_420_070_400_000n;

/** The shard that receives a guild's events when the bot runs `shards` shards. */
export function shardOf(guildId: string, shards: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shards));
}

/** When a snowflake was made, in Unix milliseconds. */
export function timestampOf(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** Makes unique, increasing snowflakes. */
export class Snowflakes {
  #lastMs = 0n;
  #increment = 0n;

  /** A fresh id stamped with the current time. */
  next(): string {
    return this.#make(this.#now());
  }

  /**
   * A fresh id for a guild that falls on `shard` of `shards`: its timestamp is moved forward
   * (by less than `shards` ms) until `(id >> 22) % shards === shard`.
   */
  onShard(shard: number, shards: number): string {
    const count = BigInt(shards);
    let ms = this.#now();
    while (ms % count !== BigInt(shard)) ms += 1n;
    return this.#make(ms);
  }

  /** Now, or the last time used if the clock is behind it, so ids only increase. */
  #now(): bigint {
    const now = BigInt(Date.now()) - DISCORD_EPOCH;
    return now > this.#lastMs ? now : this.#lastMs;
  }

  #make(ms: bigint): string {
    if (ms === this.#lastMs) this.#increment = (this.#increment + 1n) & 0xfffn;
    else this.#increment = 0n;
    this.#lastMs = ms;
    // Worker 1, process 0: fixed, so ids differ from a real Discord's only by chance.
    return ((ms << 22n) | (1n << 17n) | this.#increment).toString();
  }
}
