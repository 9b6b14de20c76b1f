import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createLogger } from "../src/log.ts";

const TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB";
const APP_ID = "123456789012345678";

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("defaults to local play on the embedded SQLite file", () => {
    expect(loadConfig({})).toEqual({
      discord: undefined,
      databaseUrl: "file:./data/melee.db",
      logLevel: "info",
      localPlayUser: "player",
      localPlayOutputDir: "./out",
      deadlineCheckSeconds: 30,
      rateLimit: { commands: 10, windowSeconds: 20 },
      limits: { figuresPerUser: 25, activeBattlesPerGuild: 50, figuresPerBattle: 30 },
    });
  });

  it("treats empty values, as copied from .env.example, as unset", () => {
    const env = { DISCORD_TOKEN: "", DATABASE_URL: " ", LOG_LEVEL: "", LOCAL_PLAY_USER: "" };
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });

  it("reads every setting", () => {
    const config = loadConfig({
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: APP_ID,
      DISCORD_DEV_GUILD_ID: "987654321098765432",
      DATABASE_URL: "file:/var/lib/melee/bot.db",
      LOG_LEVEL: "DEBUG",
      LOCAL_PLAY_USER: "Gwen",
      LOCAL_PLAY_OUTPUT_DIR: "/tmp/melee",
      DEADLINE_CHECK_SECONDS: "5",
      RATE_LIMIT_COMMANDS: "4",
      RATE_LIMIT_WINDOW_SECONDS: "60",
      MAX_FIGURES_PER_USER: "3",
      MAX_ACTIVE_BATTLES_PER_GUILD: "7",
      MAX_FIGURES_PER_BATTLE: "12",
    });
    expect(config).toEqual({
      discord: {
        token: TOKEN,
        applicationId: APP_ID,
        devGuildId: "987654321098765432",
        apiUrl: undefined,
        shardCount: "auto",
      },
      databaseUrl: "file:/var/lib/melee/bot.db",
      logLevel: "debug",
      localPlayUser: "Gwen",
      localPlayOutputDir: "/tmp/melee",
      deadlineCheckSeconds: 5,
      rateLimit: { commands: 4, windowSeconds: 60 },
      limits: { figuresPerUser: 3, activeBattlesPerGuild: 7, figuresPerBattle: 12 },
    });
  });

  it("wants the deadline check interval as whole seconds, 1 to 3600", () => {
    for (const value of ["0", "1.5", "soon", "3601"]) {
      const error = configError({ DEADLINE_CHECK_SECONDS: value });
      expect(error.variable).toBe("DEADLINE_CHECK_SECONDS");
      expect(error.message).toBe(
        `DEADLINE_CHECK_SECONDS must be a whole number of seconds from 1 to 3600; got "${value}"`,
      );
    }
    expect(loadConfig({ DEADLINE_CHECK_SECONDS: "3600" }).deadlineCheckSeconds).toBe(3600);
  });

  it.each([
    ["RATE_LIMIT_COMMANDS", 1, 1000],
    ["RATE_LIMIT_WINDOW_SECONDS", 1, 3600],
    ["MAX_FIGURES_PER_USER", 1, 10_000],
    ["MAX_ACTIVE_BATTLES_PER_GUILD", 1, 10_000],
    ["MAX_FIGURES_PER_BATTLE", 2, 200],
  ])("wants %s as a whole number from %i to %i", (variable, min, max) => {
    for (const value of ["0", "-1", "2.5", "lots", String(max + 1)]) {
      const error = configError({ [variable]: value });
      expect(error.variable).toBe(variable);
      expect(error.message).toBe(
        `${variable} must be a whole number from ${min} to ${max}; got "${value}"`,
      );
    }
    expect(() => loadConfig({ [variable]: String(max) })).not.toThrow();
  });

  it("never echoes the token when it is pasted into another variable", () => {
    for (const variable of [
      "DISCORD_APPLICATION_ID",
      "LOG_LEVEL",
      "DEADLINE_CHECK_SECONDS",
      "RATE_LIMIT_COMMANDS",
      "MAX_FIGURES_PER_USER",
    ]) {
      const error = configError({
        DISCORD_TOKEN: TOKEN,
        DISCORD_APPLICATION_ID: APP_ID,
        [variable]: TOKEN,
      });
      expect(error.variable).toBe(variable);
      expect(error.message).toContain("got a value shaped like a bot token (not shown)");
      expect(error.message.toLowerCase()).not.toContain(TOKEN.toLowerCase());
    }
  });

  it("never echoes a database password in a DATABASE_URL error", () => {
    const error = configError({ DATABASE_URL: "mysql://melee:hunter2@db.example/melee" });
    expect(error.message).toContain('got "mysql://melee:***@db.example/melee"');
    expect(error.message).not.toContain("hunter2");
  });

  it("rejects a token of the wrong shape without printing it", () => {
    const error = configError({
      DISCORD_TOKEN: "my-secret-client-secret",
      DISCORD_APPLICATION_ID: APP_ID,
    });
    expect(error.variable).toBe("DISCORD_TOKEN");
    expect(error.message).toMatch(/^DISCORD_TOKEN does not look like a Discord bot token/);
    expect(error.message).not.toContain("my-secret-client-secret");
  });

  it("requires the application id with a token", () => {
    const error = configError({ DISCORD_TOKEN: TOKEN });
    expect(error.variable).toBe("DISCORD_APPLICATION_ID");
    expect(error.message).toContain("is required when DISCORD_TOKEN is set");
  });

  it.each(["DISCORD_APPLICATION_ID", "DISCORD_DEV_GUILD_ID"])(
    "rejects a %s that is not a Discord id",
    (variable) => {
      const error = configError({
        DISCORD_TOKEN: TOKEN,
        DISCORD_APPLICATION_ID: APP_ID,
        [variable]: "my-server",
      });
      expect(error.variable).toBe(variable);
      expect(error.message).toBe(
        `${variable} must be a Discord id (17 to 20 digits); got "my-server"`,
      );
    },
  );

  it.each(["postgresql://melee@localhost/melee", "postgres://u:p@db.example:5432/melee"])(
    "accepts the PostgreSQL URL %s",
    (url) => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    },
  );

  it.each(["mysql://localhost/melee", "./data/melee.db", "file:", "postgres://"])(
    "rejects DATABASE_URL %s",
    (url) => {
      const error = configError({ DATABASE_URL: url });
      expect(error.variable).toBe("DATABASE_URL");
      expect(error.message).toContain("must be a SQLite file: URL");
      expect(error.message).toContain("or a PostgreSQL URL");
    },
  );

  it("lists the allowed log levels", () => {
    expect(configError({ LOG_LEVEL: "verbose" }).message).toBe(
      'LOG_LEVEL must be one of debug, info, warn, error; got "verbose"',
    );
  });

  it("keeps LOCAL_PLAY_USER to a display name's length", () => {
    const error = configError({ LOCAL_PLAY_USER: "x".repeat(33) });
    expect(error.variable).toBe("LOCAL_PLAY_USER");
    expect(error.message).toContain("at most 32 characters");
  });
});

describe("FIGURE_SIGNING_SECRET", () => {
  it("is unset by default: the install keeps its own key", () => {
    expect(loadConfig({}).figureSigningSecret).toBeUndefined();
  });

  it("is taken when 32 characters or longer", () => {
    const secret = "0123456789abcdef0123456789abcdef";
    expect(loadConfig({ FIGURE_SIGNING_SECRET: secret }).figureSigningSecret).toBe(secret);
  });

  it("refuses a short key without quoting it", () => {
    const error = configError({ FIGURE_SIGNING_SECRET: "short-secret" });
    expect(error.variable).toBe("FIGURE_SIGNING_SECRET");
    expect(error.message).toMatch(/^FIGURE_SIGNING_SECRET must be at least 32 characters long/);
    expect(error.message).not.toContain("short-secret");
  });
});

describe("createLogger", () => {
  function capture(level: "debug" | "info" | "warn" | "error", secrets: string[] = []) {
    const lines: string[] = [];
    const log = createLogger({
      level,
      secrets,
      write: (line) => lines.push(line),
      now: () => new Date("2026-01-02T03:04:05.000Z"),
    });
    return { log, entries: () => lines.map((line) => JSON.parse(line)) };
  }

  it("writes one JSON object per line with time, level, message and fields", () => {
    const { log, entries } = capture("info");
    log.info("ready", { ms: 42 });
    expect(entries()).toEqual([
      { time: "2026-01-02T03:04:05.000Z", level: "info", msg: "ready", ms: 42 },
    ]);
  });

  it("drops messages below LOG_LEVEL", () => {
    const { log, entries } = capture("warn");
    log.debug("a");
    log.info("b");
    log.warn("c");
    log.error("d");
    expect(entries().map((e) => e.msg)).toEqual(["c", "d"]);
  });

  it("never prints the token, even inside an error or a nested field", () => {
    const { log, entries } = capture("debug", [TOKEN]);
    log.error("login failed", {
      token: TOKEN,
      request: { headers: { authorization: `Bot ${TOKEN}` } },
      error: new Error(`bad token ${TOKEN}`),
    });
    const [entry] = entries();
    expect(JSON.stringify(entry)).not.toContain(TOKEN);
    expect(entry.token).toBe("[redacted]");
    expect(entry.request.headers.authorization).toBe("Bot [redacted]");
    expect(entry.error).toMatchObject({ name: "Error", message: "bad token [redacted]" });
  });
});
