/**
 * Every setting the bot reads, validated once at start-up so a typo fails fast with a message
 * that names the variable, instead of surfacing later as a strange runtime error.
 */
import { loadEnvFile } from "./env-file.ts";
import { redactPassword } from "./store/database-url.ts";
import type { Limits } from "./store/limits.ts";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface DiscordConfig {
  readonly token: string;
  readonly applicationId: string;
  /** Register commands to this one guild (instant) instead of globally. */
  readonly devGuildId: string | undefined;
  /**
   * Discord's REST API base, when not discord.com: the end-to-end tests and the load bench
   * point the bot at the fake Discord under test/ with it.
   */
  readonly apiUrl: string | undefined;
  /** Shards the bot has in all: a number, or as many as Discord recommends. */
  readonly shardCount: number | "auto";
  /**
   * The shards this machine's `npm run start:shards` runs (several machines split them);
   * undefined: all of them.
   */
  readonly shardIds: readonly number[] | undefined;
}

export interface Config {
  /** Absent when no token is set: the bot then runs as local play in the terminal. */
  readonly discord: DiscordConfig | undefined;
  readonly databaseUrl: string;
  readonly logLevel: LogLevel;
  readonly localPlayUser: string;
  readonly localPlayOutputDir: string;
  /** How often the turn deadlines and reminders are checked, in seconds. */
  readonly deadlineCheckSeconds: number;
  /** Each user may send `commands` interactions in any `windowSeconds` (a token bucket). */
  readonly rateLimit: RateLimitSettings;
  readonly limits: Limits;
  /** The key figure exports are signed with; unset: the install makes and keeps its own. */
  readonly figureSigningSecret: string | undefined;
}

export interface RateLimitSettings {
  readonly commands: number;
  readonly windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitSettings = { commands: 10, windowSeconds: 20 };
export const DEFAULT_LIMITS: Limits = {
  figuresPerUser: 25,
  activeBattlesPerGuild: 50,
  figuresPerBattle: 30,
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = "ConfigError";
  }
}

type Env = Readonly<Record<string, string | undefined>>;

// A bot token is three base64url parts joined by dots; checking the shape catches a pasted
// client secret or application id without ever echoing the value.
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const SNOWFLAKE = /^\d{17,20}$/;
const MAX_USER_NAME = 32;

export function loadConfig(env: Env = process.env): Config {
  const token = read(env, "DISCORD_TOKEN");
  if (token !== undefined && !TOKEN_SHAPE.test(token)) {
    throw new ConfigError(
      "DISCORD_TOKEN",
      "does not look like a Discord bot token (three dot-separated parts); copy it from the Bot page of your application, or leave it unset for local play",
    );
  }
  const applicationId = snowflake(env, "DISCORD_APPLICATION_ID");
  const devGuildId = snowflake(env, "DISCORD_DEV_GUILD_ID");
  if (token !== undefined && applicationId === undefined) {
    throw new ConfigError(
      "DISCORD_APPLICATION_ID",
      "is required when DISCORD_TOKEN is set (the Application ID from the General Information page)",
    );
  }
  return {
    discord:
      token !== undefined && applicationId !== undefined
        ? { token, applicationId, devGuildId, apiUrl: apiUrl(env), ...shards(env) }
        : undefined,
    databaseUrl: databaseUrl(env),
    figureSigningSecret: figureSigningSecret(env),
    logLevel: logLevel(env),
    localPlayUser: localPlayUser(env),
    localPlayOutputDir: read(env, "LOCAL_PLAY_OUTPUT_DIR") ?? "./out",
    deadlineCheckSeconds: deadlineCheckSeconds(env),
    rateLimit: {
      commands: wholeNumber(env, "RATE_LIMIT_COMMANDS", DEFAULT_RATE_LIMIT.commands, 1, 1000),
      windowSeconds: wholeNumber(
        env,
        "RATE_LIMIT_WINDOW_SECONDS",
        DEFAULT_RATE_LIMIT.windowSeconds,
        1,
        3600,
      ),
    },
    limits: {
      figuresPerUser: wholeNumber(
        env,
        "MAX_FIGURES_PER_USER",
        DEFAULT_LIMITS.figuresPerUser,
        1,
        10_000,
      ),
      activeBattlesPerGuild: wholeNumber(
        env,
        "MAX_ACTIVE_BATTLES_PER_GUILD",
        DEFAULT_LIMITS.activeBattlesPerGuild,
        1,
        10_000,
      ),
      figuresPerBattle: wholeNumber(
        env,
        "MAX_FIGURES_PER_BATTLE",
        DEFAULT_LIMITS.figuresPerBattle,
        2,
        200,
      ),
    },
  };
}

/**
 * For entry points: loads `.env` when it exists (variables set in the shell win), then the
 * settings. A bad setting ends the process with one plain line rather than a stack trace.
 */
export function loadStartupConfig(envFile = ".env"): Config {
  loadEnvFile(envFile);
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
}

/**
 * A bad value quoted for the error message, unless it looks like the bot token (pasted into the
 * wrong variable): error messages are printed and may be shared, so the token never is.
 */
function shown(value: string): string {
  return TOKEN_SHAPE.test(value) ? "a value shaped like a bot token (not shown)" : `"${value}"`;
}

/** An empty value counts as unset, so `NAME=` lines copied from .env.example mean "default". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

function snowflake(env: Env, name: string): string | undefined {
  const value = read(env, name);
  if (value !== undefined && !SNOWFLAKE.test(value)) {
    throw new ConfigError(name, `must be a Discord id (17 to 20 digits); got ${shown(value)}`);
  }
  return value;
}

function databaseUrl(env: Env): string {
  const url = read(env, "DATABASE_URL") ?? "file:./data/melee.db";
  if (/^postgres(ql)?:\/\/[^/]/i.test(url)) return url;
  if (!url.startsWith("file:") || url.length === "file:".length) {
    throw new ConfigError(
      "DATABASE_URL",
      `must be a SQLite file: URL such as file:./data/melee.db, or a PostgreSQL URL such as postgresql://user:password@host:5432/melee; got ${shown(redactPassword(url))}`,
    );
  }
  return url;
}

/** Short keys are guessable; the value itself is never quoted back. */
const MIN_SIGNING_SECRET_LENGTH = 32;

function figureSigningSecret(env: Env): string | undefined {
  const value = read(env, "FIGURE_SIGNING_SECRET");
  if (value !== undefined && value.length < MIN_SIGNING_SECRET_LENGTH) {
    throw new ConfigError(
      "FIGURE_SIGNING_SECRET",
      `must be at least ${MIN_SIGNING_SECRET_LENGTH} characters long (for example \`openssl rand -hex 32\`), or unset to let the bot keep its own`,
    );
  }
  return value;
}

function logLevel(env: Env): LogLevel {
  const value = read(env, "LOG_LEVEL")?.toLowerCase() ?? "info";
  const level = LOG_LEVELS.find((l) => l === value);
  if (level === undefined) {
    throw new ConfigError(
      "LOG_LEVEL",
      `must be one of ${LOG_LEVELS.join(", ")}; got ${shown(value)}`,
    );
  }
  return level;
}

function apiUrl(env: Env): string | undefined {
  const value = read(env, "DISCORD_API_URL");
  if (value !== undefined && !/^https?:\/\/[^/]+\/api$/.test(value)) {
    throw new ConfigError(
      "DISCORD_API_URL",
      `must be an http(s) URL ending in /api, such as http://127.0.0.1:8080/api; got ${shown(value)}`,
    );
  }
  return value;
}

const MAX_SHARDS = 64;

function shards(env: Env): Pick<DiscordConfig, "shardCount" | "shardIds"> {
  const count = shardCount(env);
  const ids = read(env, "DISCORD_SHARD_IDS");
  if (ids === undefined) return { shardCount: count, shardIds: undefined };
  const list = ids.split(",").map((id) => id.trim());
  const numbers = list.map((id) => (/^\d+$/.test(id) ? Number(id) : Number.NaN));
  if (
    count === "auto" ||
    numbers.some((n) => !(n < count)) ||
    new Set(numbers).size < list.length
  ) {
    throw new ConfigError(
      "DISCORD_SHARD_IDS",
      `must list different shard numbers below DISCORD_SHARDS, separated by commas (such as 0,1), and needs DISCORD_SHARDS set to a number; got ${shown(ids)}`,
    );
  }
  return { shardCount: count, shardIds: numbers };
}

function shardCount(env: Env): number | "auto" {
  const value = read(env, "DISCORD_SHARDS")?.toLowerCase() ?? "auto";
  if (value === "auto") return value;
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= MAX_SHARDS)) {
    throw new ConfigError(
      "DISCORD_SHARDS",
      `must be "auto" or a whole number of shards from 1 to ${MAX_SHARDS}; got ${shown(value)}`,
    );
  }
  return count;
}

const MAX_CHECK_SECONDS = 3600;

function deadlineCheckSeconds(env: Env): number {
  const value = read(env, "DEADLINE_CHECK_SECONDS");
  if (value === undefined) return 30;
  const seconds = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds >= 1 && seconds <= MAX_CHECK_SECONDS)) {
    throw new ConfigError(
      "DEADLINE_CHECK_SECONDS",
      `must be a whole number of seconds from 1 to ${MAX_CHECK_SECONDS}; got ${shown(value)}`,
    );
  }
  return seconds;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new ConfigError(
      name,
      `must be a whole number from ${min} to ${max}; got ${shown(value)}`,
    );
  }
  return number;
}

function localPlayUser(env: Env): string {
  const value = read(env, "LOCAL_PLAY_USER") ?? "player";
  if (value.length > MAX_USER_NAME) {
    throw new ConfigError(
      "LOCAL_PLAY_USER",
      `must be at most ${MAX_USER_NAME} characters, like a Discord display name`,
    );
  }
  return value;
}
