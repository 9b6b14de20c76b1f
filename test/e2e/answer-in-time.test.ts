/**
 * Answers within Discord's 3 s, through the fake Discord, without depending on how long the work
 * takes: a step (a command or a button) is acknowledged before the bot writes it — a
 * "thinking…" reply for a command, a deferred update for a button — and its answer arrives
 * afterwards; a private answer stays private; and a database that cannot be reached gets its
 * own private message.
 */
import { InteractionResponseType } from "discord-api-types/v10";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Prisma } from "../../generated/prisma/client.ts";
import { STORE_UNAVAILABLE } from "../../src/bot/answer-privately.ts";
import { pendingDecision } from "../../src/engine/index.ts";
import type { InteractionHandle, RecordedMessage } from "../fake-discord/index.ts";
import { battle, settle, text } from "./support/battle.ts";
import { type Session, startSession } from "./support/session.ts";

const CHANNEL = "battles";

let s: Session;

beforeAll(async () => {
  s = await startSession();
});
afterAll(() => s.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * From now on, each step the bot writes notes how many answers Discord had received for its
 * interaction at that moment.
 */
function answersBeforeWrites(): number[] {
  const seen: number[] = [];
  const store = s.bot.services.battles;
  const submit = store.submitOrder.bind(store);
  vi.spyOn(store, "submitOrder").mockImplementation(async (input) => {
    seen.push(s.discord.answerCount(input.interactionId ?? ""));
    return submit(input);
  });
  return seen;
}

/** From now on, finding the channel's battle fails with `error`. */
function failingLookups(error: Error): void {
  vi.spyOn(s.bot.services.battles, "loadActiveIn").mockRejectedValue(error);
}

function unreachable(): Error {
  return new Prisma.PrismaClientKnownRequestError("Can't reach database server at db:5432", {
    code: "P1001",
    clientVersion: Prisma.prismaVersion.client,
  });
}

async function send(
  user: string,
  subcommand: string,
  options: Record<string, string | boolean> = {},
): Promise<InteractionHandle> {
  return battle(s, user, subcommand, options, CHANNEL);
}

/** The figure the channel's battle awaits orders for. */
async function awaitedFigure(): Promise<string> {
  const arena = s.discord.guild("Arena");
  const stored = await s.bot.services.battles.activeInChannel(arena.id, arena.channel(CHANNEL).id);
  const state = stored === null ? null : (await s.bot.services.battles.load(stored.id)).state;
  const decision = state === null ? undefined : pendingDecision(state);
  if (decision?.kind !== "orders") throw new Error(`not waiting for orders: ${decision?.kind}`);
  const name = stored?.figures.find((f) => f.figureKey === decision.figures[0])?.name;
  if (name === undefined) throw new Error("no awaited figure");
  return name;
}

/** The message the interaction's deferral posted ("thinking…"), deleted or not. */
function thinkingMessage(handle: InteractionHandle): RecordedMessage | undefined {
  return s.discord
    .messages(CHANNEL)
    .find((m) => m.interactionId === handle.id && m.origin === "interaction-deferred");
}

describe("answering in time", () => {
  it("acknowledges every step before writing it, and delivers the turn as the edit", async () => {
    await settle(s, await send("alice", "new", { type: "arena", thread: false }));
    await settle(s, await send("alice", "add", { monster: "bear", side: "a" }));
    await settle(s, await send("alice", "add", { monster: "wolf", side: "b" }));
    await settle(s, await send("alice", "start"));
    const answered = answersBeforeWrites();
    await settle(s, await send("alice", "initiative", { choice: "first" }));
    const first = await send("alice", "order", { figure: await awaitedFigure(), option: "pass" });
    await settle(s, first);
    const last = await send("alice", "order", { figure: await awaitedFigure(), option: "pass" });
    expect(await last.acknowledged()).toBe(
      InteractionResponseType.DeferredChannelMessageWithSource,
    );

    const all = await settle(s, last);
    const [turn] = all;
    // Discord had its acknowledgement before each step was written: no timer was waited on.
    expect(answered).toEqual([1, 1, 1]);
    expect(first.responseType).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(turn).toMatchObject({
      ephemeral: false,
      loading: false,
      origin: "interaction-deferred",
    });
    expect(turn?.embeds[0]?.title).toBe("Turn 1");
    // The map shows the arena as the turn left it, going into turn 2.
    expect(turn?.attachments.map((a) => a.filename)).toEqual(["turn-2.png"]);
    // The next prompt rides on the turn's message.
    expect(text(all)).toContain("Turn 2: ");
    expect(text(all)).toContain("won the initiative.");
    expect(last.answers).toBe(1);
    expect(s.bot.errors()).toEqual([]);
  });

  it("acknowledges a click without a message before writing it, then answers on the clicked message with the next prompt", async () => {
    const prompt = s.discord
      .messages(CHANNEL)
      .filter((m) => m.content.includes("won the initiative"))
      .at(-1);
    if (prompt === undefined) throw new Error("no initiative prompt");
    const customId = JSON.stringify(prompt.components).match(
      /"(battle:[^"]*:init:first:\d+)"/,
    )?.[1];
    if (customId === undefined) throw new Error("no Move first button");

    const answered = answersBeforeWrites();
    const click = await s.discord.click({ message: prompt, customId, user: "alice" });
    expect(await click.acknowledged()).toBe(InteractionResponseType.DeferredMessageUpdate);
    const updated = await click.reply();
    expect(answered).toEqual([1]);
    expect(updated.id).toBe(prompt.id);
    // The orders prompt is for the clicker alone (the GM of both monsters): it replaces the
    // initiative buttons on the clicked message rather than coming as a new one.
    expect(JSON.stringify(updated.components)).not.toContain(":init:");
    expect(updated.content).toContain("Turn 2, movement:");
    const posted = await settle(s, click);
    expect(posted).toEqual([]);
    expect(click.answers).toBe(1);
    expect(s.bot.errors()).toEqual([]);
  });

  it("keeps a refusal private: the public thinking message is removed", async () => {
    const figure = await awaitedFigure();
    const handle = await send("bob", "order", { figure, option: "pass" });
    const [refusal, ...more] = await settle(s, handle);
    expect(more).toEqual([]);
    expect(refusal).toMatchObject({
      content: "That is not your figure.",
      ephemeral: true,
      origin: "follow-up",
    });
    expect(handle.responseType).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(thinkingMessage(handle)?.deleted).toBe(true);
    expect(s.bot.errors()).toEqual([]);
  });

  it("tells the user privately when the database cannot be reached", async () => {
    failingLookups(unreachable());
    const handle = await send("alice", "status");
    const answer = await handle.reply();
    expect(answer).toMatchObject({ content: STORE_UNAVAILABLE, ephemeral: true });
    expect(s.bot.errors().at(-1)).toMatchObject({
      msg: "interaction failed",
      interactionId: handle.id,
      storeUnavailable: true,
    });
  });

  it("says the same privately when the database fails after the bot had deferred", async () => {
    failingLookups(unreachable());
    const handle = await send("alice", "map");
    const answer = await handle.reply();
    expect(answer).toMatchObject({
      content: STORE_UNAVAILABLE,
      ephemeral: true,
      origin: "follow-up",
    });
    expect(handle.responseType).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(thinkingMessage(handle)?.deleted).toBe(true);
  });

  it("apologises generically for an error that is not the database's", async () => {
    failingLookups(new Error("a bug"));
    const handle = await send("alice", "status");
    const answer = await handle.reply();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      "Something went wrong while handling that. It has been logged; please try again.",
    );
  });
});
