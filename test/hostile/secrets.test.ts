/**
 * The bot token comes only from the environment and is never written anywhere a person reads:
 * not in a log line (however deeply an error quotes it) and not in an answer to a user.
 */
import { DiscordAPIError } from "discord.js";
import { describe, expect, it } from "vitest";
import type { Command } from "../../commands/command.ts";
import type { Services } from "../../commands/services.ts";
import { dispatch } from "../../src/bot/dispatch.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { fakeInteraction } from "../bot/fake-interactions.ts";

const TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB";

/** A logger set up as src/main.ts sets it up: the secrets are the configured token. */
function loggerFromConfig() {
  const config = loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: "123456789012345678" });
  const lines: string[] = [];
  const log = createLogger({
    level: "debug",
    secrets: config.discord === undefined ? [] : [config.discord.token],
    write: (line) => lines.push(line),
  });
  return { log, output: () => lines.join("") };
}

describe("the bot token in logs", () => {
  it("is redacted from an error's message, stack, nested causes and own fields", () => {
    const { log, output } = loggerFromConfig();
    const root = new Error(`401 for Bot ${TOKEN}`);
    const middle = new Error("login failed", { cause: root });
    const top = Object.assign(new Error("could not start", { cause: middle }), {
      request: { headers: { Authorization: `Bot ${TOKEN}` } },
    });
    log.error("stopped by an error", { error: top });
    const [entry] = output()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(output()).not.toContain(TOKEN);
    // Nothing is dropped on the way: every level of the cause chain is there, redacted.
    expect(entry.error.message).toBe("could not start");
    expect(entry.error.request.headers.Authorization).toBe("Bot [redacted]");
    expect(entry.error.cause.message).toBe("login failed");
    expect(entry.error.cause.cause.message).toBe("401 for Bot [redacted]");
    expect(entry.error.cause.cause.stack).toMatch(/^Error: 401 for Bot \[redacted\]\n/);
  });

  it("is redacted from a discord.js API error's request url and body", () => {
    const { log, output } = loggerFromConfig();
    const error = new DiscordAPIError(
      { code: 50035, message: `Invalid Form Body ${TOKEN}` },
      50035,
      400,
      "POST",
      `https://discord.com/api/v10/channels/1/messages?t=${TOKEN}`,
      { body: { content: TOKEN } },
    );
    log.error("interaction failed", { error });
    const [entry] = output()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(output()).not.toContain(TOKEN);
    expect(entry.error).toMatchObject({
      name: "DiscordAPIError[50035]",
      status: 400,
      method: "POST",
      url: "https://discord.com/api/v10/channels/1/messages?t=[redacted]",
      requestBody: { json: { content: "[redacted]" } },
    });
  });

  it("is redacted from aggregate errors, thrown strings, keys and cyclic fields, without crashing", () => {
    const { log, output } = loggerFromConfig();
    const cyclic: Record<string, unknown> = { note: TOKEN };
    cyclic.self = cyclic;
    log.warn(`message with ${TOKEN}`, {
      error: new AggregateError([new Error(TOKEN), TOKEN], "several failed"),
      [TOKEN]: "as a key",
      cyclic,
      big: 10n,
    });
    const [entry] = output()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(output()).not.toContain(TOKEN);
    expect(entry.msg).toBe("message with [redacted]");
    expect(entry.error.errors).toMatchObject([{ message: "[redacted]" }, "[redacted]"]);
    expect(entry["[redacted]"]).toBe("as a key");
    expect(entry.cyclic).toEqual({ note: "[redacted]", self: "[circular]" });
    expect(entry.big).toBe("10");
  });

  it("logs a field whose getter throws as unloggable rather than throwing", () => {
    const { log, output } = loggerFromConfig();
    const hostile = {
      get boom(): never {
        throw new Error(`getter saw ${TOKEN}`);
      },
    };
    expect(() => log.error("odd field", { hostile })).not.toThrow();
    const [entry] = output()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(entry).toMatchObject({
      level: "error",
      msg: "odd field",
      unloggable: "Error: getter saw [redacted]",
    });
  });
});

describe("the bot token in answers", () => {
  it("never reaches the user when a handler fails with it in the error", async () => {
    const { log, output } = loggerFromConfig();
    const failing: Command = {
      definition: { name: "figure", description: "Figures" },
      async execute() {
        throw new Error(`request with Bot ${TOKEN} failed`, { cause: new Error(TOKEN) });
      },
    };
    const fake = fakeInteraction({ kind: "command" });
    // The failing handler never reaches the services.
    await dispatch(fake.asDiscord, { commands: [failing], services: {} as Services, log });
    expect(JSON.stringify(fake.sent)).not.toContain(TOKEN);
    expect(fake.sent).toMatchObject([
      {
        method: "reply",
        payload: {
          content:
            "Something went wrong while handling that. It has been logged; please try again.",
        },
      },
    ]);
    expect(output()).toContain("request with Bot [redacted] failed");
    expect(output()).not.toContain(TOKEN);
  });
});
