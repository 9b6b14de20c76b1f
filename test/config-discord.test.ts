import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

const BOT = {
  DISCORD_TOKEN: "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB",
  DISCORD_APPLICATION_ID: "123456789012345678",
};

function problem(env: Record<string, string>): { variable: string; message: string } {
  try {
    loadConfig({ ...BOT, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return { variable: error.variable, message: error.message };
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("shards and the Discord API address", () => {
  it("runs as many shards as Discord recommends unless told a number", () => {
    expect(loadConfig(BOT).discord?.shardCount).toBe("auto");
    expect(loadConfig({ ...BOT, DISCORD_SHARDS: "AUTO" }).discord?.shardCount).toBe("auto");
    expect(loadConfig({ ...BOT, DISCORD_SHARDS: "4" }).discord?.shardCount).toBe(4);
  });

  it("wants a shard count from 1 to 64", () => {
    for (const value of ["0", "2.5", "many", "65"]) {
      expect(problem({ DISCORD_SHARDS: value })).toEqual({
        variable: "DISCORD_SHARDS",
        message: `DISCORD_SHARDS must be "auto" or a whole number of shards from 1 to 64; got "${value}"`,
      });
    }
  });

  it("reads the shard and API settings only with a bot token (local play ignores them)", () => {
    const env = { DISCORD_SHARDS: "many", DISCORD_SHARD_IDS: "x", DISCORD_API_URL: "nowhere" };
    expect(loadConfig(env).discord).toBeUndefined();
  });

  it("talks to discord.com unless DISCORD_API_URL names another API base", () => {
    expect(loadConfig(BOT).discord?.apiUrl).toBeUndefined();
    const url = "http://127.0.0.1:40123/api";
    expect(loadConfig({ ...BOT, DISCORD_API_URL: url }).discord?.apiUrl).toBe(url);
  });

  it("refuses an API address that is not an http(s) base ending in /api", () => {
    for (const value of ["127.0.0.1:80/api", "http://127.0.0.1/api/v10", "ftp://x/api"]) {
      expect(problem({ DISCORD_API_URL: value })).toEqual({
        variable: "DISCORD_API_URL",
        message: `DISCORD_API_URL must be an http(s) URL ending in /api, such as http://127.0.0.1:8080/api; got "${value}"`,
      });
    }
  });

  it("runs every shard here unless DISCORD_SHARD_IDS names this machine's share", () => {
    expect(loadConfig({ ...BOT, DISCORD_SHARDS: "4" }).discord?.shardIds).toBeUndefined();
    expect(
      loadConfig({ ...BOT, DISCORD_SHARDS: "4", DISCORD_SHARD_IDS: "2, 3" }).discord?.shardIds,
    ).toEqual([2, 3]);
  });

  it("wants DISCORD_SHARD_IDS to be different numbers below a DISCORD_SHARDS that is a number", () => {
    for (const [count, ids] of [
      ["auto", "0"],
      ["2", "2"],
      ["4", "1,1"],
      ["4", "one"],
      ["4", "0,,1"],
    ] as const) {
      expect(problem({ DISCORD_SHARDS: count, DISCORD_SHARD_IDS: ids })).toEqual({
        variable: "DISCORD_SHARD_IDS",
        message: `DISCORD_SHARD_IDS must list different shard numbers below DISCORD_SHARDS, separated by commas (such as 0,1), and needs DISCORD_SHARDS set to a number; got "${ids}"`,
      });
    }
  });
});
