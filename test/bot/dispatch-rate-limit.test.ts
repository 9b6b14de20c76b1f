/**
 * dispatch's per-user rate limit: over it, a command or button gets a friendly ephemeral wait
 * and never reaches its handler; autocomplete gets no choices; other users are unaffected.
 */
import { MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import type { Command } from "../../commands/command.ts";
import type { Services } from "../../commands/services.ts";
import { dispatch } from "../../src/bot/dispatch.ts";
import { RateLimiter } from "../../src/bot/rate-limit.ts";
import { createLogger } from "../../src/log.ts";
import { fakeInteraction } from "./fake-interactions.ts";

function harness() {
  const handled: string[] = [];
  const command: Command = {
    definition: { name: "figure", description: "Figures" },
    async execute(interaction) {
      handled.push(`command by ${interaction.actor.id}`);
      await interaction.reply({ content: "done" });
    },
    async autocomplete(interaction) {
      handled.push("autocomplete");
      await interaction.respond([{ name: "Ragnar", value: "Ragnar" }]);
    },
    componentPrefixes: ["figure-delete"],
    async handleComponent(interaction) {
      handled.push("button");
      await interaction.update({ content: "Deleted." });
    },
  };
  const clock = { ms: 0 };
  const lines: string[] = [];
  const context = {
    commands: [command],
    // The handlers here never touch the services.
    services: {} as Services,
    log: createLogger({ level: "info", write: (line) => lines.push(line) }),
    rateLimiter: new RateLimiter({ commands: 2, windowSeconds: 10 }, () => clock.ms),
  };
  return { context, handled, clock, logged: () => lines.map((l) => JSON.parse(l)) };
}

const SLOW_DOWN = {
  method: "reply",
  payload: {
    content: "You're sending commands faster than the arena can keep up — wait 5 seconds.",
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  },
};

function as(userId: string, fake: ReturnType<typeof fakeInteraction>) {
  fake.interaction.user = { id: userId, displayName: userId };
  return fake;
}

describe("dispatch rate limit", () => {
  it("answers a user over the limit with the wait, privately, and runs nothing", async () => {
    const { context, handled, logged } = harness();
    for (let i = 0; i < 2; i++) {
      await dispatch(fakeInteraction({ kind: "command" }).asDiscord, context);
    }
    const third = fakeInteraction({ kind: "command" });
    await dispatch(third.asDiscord, context);
    expect(third.sent).toEqual([SLOW_DOWN]);
    const button = fakeInteraction({ kind: "button", customId: "figure-delete:confirm:x" });
    await dispatch(button.asDiscord, context);
    expect(button.sent).toEqual([SLOW_DOWN]);
    expect(handled).toEqual(["command by user-1", "command by user-1"]);
    expect(logged()).toContainEqual(
      expect.objectContaining({ level: "info", msg: "rate limited", userId: "user-1" }),
    );
  });

  it("lets the user in again once a token has refilled", async () => {
    const { context, handled, clock } = harness();
    for (let i = 0; i < 3; i++) {
      await dispatch(fakeInteraction({ kind: "command" }).asDiscord, context);
    }
    clock.ms += 5_000;
    const later = fakeInteraction({ kind: "command" });
    await dispatch(later.asDiscord, context);
    expect(later.sent.map((s) => s.method)).toEqual(["reply"]);
    expect(handled).toHaveLength(3);
  });

  it("answers autocomplete with no choices when over the limit, and typing spends nothing", async () => {
    const { context, handled } = harness();
    const typing = () =>
      fakeInteraction({ kind: "autocomplete", focused: { name: "name", value: "r" } });
    for (let i = 0; i < 5; i++) await dispatch(typing().asDiscord, context);
    expect(handled).toEqual(Array(5).fill("autocomplete"));
    for (let i = 0; i < 2; i++) {
      await dispatch(fakeInteraction({ kind: "command" }).asDiscord, context);
    }
    const refused = typing();
    await dispatch(refused.asDiscord, context);
    expect(refused.sent).toEqual([{ method: "respond", payload: [] }]);
    expect(handled).toHaveLength(7);
  });

  it("limits each user on their own", async () => {
    const { context, handled } = harness();
    for (let i = 0; i < 3; i++) {
      await dispatch(as("flooder", fakeInteraction({ kind: "command" })).asDiscord, context);
    }
    const other = as("calm", fakeInteraction({ kind: "command" }));
    await dispatch(other.asDiscord, context);
    expect(other.sent.map((s) => s.method)).toEqual(["reply"]);
    expect(handled).toEqual(["command by flooder", "command by flooder", "command by calm"]);
  });

  it("limits nothing without a limiter", async () => {
    const { context, handled } = harness();
    const { rateLimiter: _, ...unlimited } = context;
    for (let i = 0; i < 20; i++) {
      await dispatch(fakeInteraction({ kind: "command" }).asDiscord, unlimited);
    }
    expect(handled).toHaveLength(20);
  });
});
