/**
 * Every setting the bot reads, validated once at start-up so a typo fails fast with a message
 * that names the variable, instead of surfacing later as a strange runtime error.
 */
import { z } from "zod";
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
const WHOLE_NUMBER = /^\d+$/;
const MAX_USER_NAME = 32;
const MAX_SHARDS = 64;
const MAX_CHECK_SECONDS = 3600;

/** An empty value counts as unset, so `NAME=` lines copied from .env.example mean "default". */
function blankIsUnset(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A variable whose text must pass `test`; `problem` says what it must be (before "; got …"). */
function variable(test: (value: string) => boolean, problem: string) {
  return z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine(test, { error: (issue) => `${problem}; got ${shown(String(issue.input))}` })
      .optional(),
  );
}

/** A whole number from `min` to `max`, `fallback` when unset. */
function wholeNumber(fallback: number, min: number, max: number, unit = "") {
  return variable(
    (value) => WHOLE_NUMBER.test(value) && Number(value) >= min && Number(value) <= max,
    `must be a whole number${unit} from ${min} to ${max}`,
  ).transform((value) => (value === undefined ? fallback : Number(value)));
}

/** A word from a list, in any case. */
function lowerCase<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    const text = blankIsUnset(value);
    return typeof text === "string" ? text.toLowerCase() : text;
  }, schema);
}

const snowflake = variable(
  (value) => SNOWFLAKE.test(value),
  "must be a Discord id (17 to 20 digits)",
);

const MIN_SIGNING_SECRET_LENGTH = 32;

/** The settings every process reads, one variable a field. */
const SETTINGS = z.object({
  DISCORD_TOKEN: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(TOKEN_SHAPE, {
        error:
          "does not look like a Discord bot token (three dot-separated parts); copy it from the Bot page of your application, or leave it unset for local play",
      })
      .optional(),
  ),
  DISCORD_APPLICATION_ID: snowflake,
  DISCORD_DEV_GUILD_ID: snowflake,
  DATABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .default("file:./data/melee.db")
      .refine(
        (url) =>
          /^postgres(ql)?:\/\/[^/]/i.test(url) ||
          (url.startsWith("file:") && url.length > "file:".length),
        {
          error: (issue) =>
            `must be a SQLite file: URL such as file:./data/melee.db, or a PostgreSQL URL such as postgresql://user:password@host:5432/melee; got ${shown(redactPassword(String(issue.input)))}`,
        },
      ),
  ),
  // Short keys are guessable; the value itself is never quoted back.
  FIGURE_SIGNING_SECRET: z.preprocess(
    blankIsUnset,
    z
      .string()
      .min(MIN_SIGNING_SECRET_LENGTH, {
        error: `must be at least ${MIN_SIGNING_SECRET_LENGTH} characters long (for example \`openssl rand -hex 32\`), or unset to let the bot keep its own`,
      })
      .optional(),
  ),
  LOG_LEVEL: lowerCase(
    z
      .enum(LOG_LEVELS, {
        error: (issue) =>
          `must be one of ${LOG_LEVELS.join(", ")}; got ${shown(String(issue.input))}`,
      })
      .default("info"),
  ),
  LOCAL_PLAY_USER: z.preprocess(
    blankIsUnset,
    z
      .string()
      .max(MAX_USER_NAME, {
        error: `must be at most ${MAX_USER_NAME} characters, like a Discord display name`,
      })
      .default("player"),
  ),
  LOCAL_PLAY_OUTPUT_DIR: z.preprocess(blankIsUnset, z.string().default("./out")),
  DEADLINE_CHECK_SECONDS: wholeNumber(30, 1, MAX_CHECK_SECONDS, " of seconds"),
  RATE_LIMIT_COMMANDS: wholeNumber(DEFAULT_RATE_LIMIT.commands, 1, 1000),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(DEFAULT_RATE_LIMIT.windowSeconds, 1, 3600),
  MAX_FIGURES_PER_USER: wholeNumber(DEFAULT_LIMITS.figuresPerUser, 1, 10_000),
  MAX_ACTIVE_BATTLES_PER_GUILD: wholeNumber(DEFAULT_LIMITS.activeBattlesPerGuild, 1, 10_000),
  MAX_FIGURES_PER_BATTLE: wholeNumber(DEFAULT_LIMITS.figuresPerBattle, 2, 200),
});

/** The settings read only with a bot token: how to reach Discord and which shards run here. */
const DISCORD_SETTINGS = z
  .object({
    DISCORD_API_URL: variable(
      (value) => /^https?:\/\/[^/]+\/api$/.test(value),
      "must be an http(s) URL ending in /api, such as http://127.0.0.1:8080/api",
    ),
    DISCORD_SHARDS: lowerCase(
      z
        .string()
        .refine(
          (value) =>
            value === "auto" ||
            (WHOLE_NUMBER.test(value) && Number(value) >= 1 && Number(value) <= MAX_SHARDS),
          {
            error: (issue) =>
              `must be "auto" or a whole number of shards from 1 to ${MAX_SHARDS}; got ${shown(String(issue.input))}`,
          },
        )
        .transform((value) => (value === "auto" ? value : Number(value)))
        .default("auto"),
    ),
    DISCORD_SHARD_IDS: z.preprocess(blankIsUnset, z.string().optional()),
  })
  .transform((settings, context): Pick<DiscordConfig, "apiUrl" | "shardCount" | "shardIds"> => {
    const { DISCORD_API_URL: apiUrl, DISCORD_SHARDS: count, DISCORD_SHARD_IDS: ids } = settings;
    if (ids === undefined) return { apiUrl, shardCount: count, shardIds: undefined };
    const numbers = ids
      .split(",")
      .map((id) => (WHOLE_NUMBER.test(id.trim()) ? Number(id) : Number.NaN));
    if (
      count === "auto" ||
      numbers.some((n) => !(n < count)) ||
      new Set(numbers).size < numbers.length
    ) {
      context.addIssue({
        code: "custom",
        path: ["DISCORD_SHARD_IDS"],
        message: `must list different shard numbers below DISCORD_SHARDS, separated by commas (such as 0,1), and needs DISCORD_SHARDS set to a number; got ${shown(ids)}`,
      });
      return z.NEVER;
    }
    return { apiUrl, shardCount: count, shardIds: numbers };
  });

/** The settings' first problem as a ConfigError naming its variable; the value when none. */
function parsed<T>(schema: z.ZodType<T>, env: Env): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new ConfigError(String(issue?.path[0]), issue?.message ?? "is not valid");
}

export function loadConfig(env: Env = process.env): Config {
  const settings = parsed(SETTINGS, env);
  const token = settings.DISCORD_TOKEN;
  const applicationId = settings.DISCORD_APPLICATION_ID;
  if (token !== undefined && applicationId === undefined) {
    throw new ConfigError(
      "DISCORD_APPLICATION_ID",
      "is required when DISCORD_TOKEN is set (the Application ID from the General Information page)",
    );
  }
  return {
    discord:
      token !== undefined && applicationId !== undefined
        ? {
            token,
            applicationId,
            devGuildId: settings.DISCORD_DEV_GUILD_ID,
            ...parsed(DISCORD_SETTINGS, env),
          }
        : undefined,
    databaseUrl: settings.DATABASE_URL,
    figureSigningSecret: settings.FIGURE_SIGNING_SECRET,
    logLevel: settings.LOG_LEVEL,
    localPlayUser: settings.LOCAL_PLAY_USER,
    localPlayOutputDir: settings.LOCAL_PLAY_OUTPUT_DIR,
    deadlineCheckSeconds: settings.DEADLINE_CHECK_SECONDS,
    rateLimit: {
      commands: settings.RATE_LIMIT_COMMANDS,
      windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS,
    },
    limits: {
      figuresPerUser: settings.MAX_FIGURES_PER_USER,
      activeBattlesPerGuild: settings.MAX_ACTIVE_BATTLES_PER_GUILD,
      figuresPerBattle: settings.MAX_FIGURES_PER_BATTLE,
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
