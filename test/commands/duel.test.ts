/**
 * /duel challenge: the challenge and its buttons, answers only from the challenged player, the
 * bot's permissions named exactly, and an accepted duel formed in a new thread, ready to start.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { battleCommand } from "../../commands/battle.ts";
import { NO_THREADS } from "../../commands/duel/permissions.ts";
import { duelCommand, NOT_CHALLENGED } from "../../commands/duel.ts";
import type { Actor, OptionValue, Thread } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { allText, buttonIds, refusal } from "./battle-helpers.ts";
import {
  ALICE,
  actor,
  BOB,
  type FakeCommand,
  type FakeComponent,
  fakeCommand,
  fakeComponent,
  GUILD,
  type OpenedThread,
  THREAD_BATTLE_PERMISSIONS,
  threadOpener,
} from "./fake-interaction.ts";
import { FLAVIUS, RAGNAR, runFigure, WULF } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const CAROL = actor("carol");

const t = servicesPerTest();
/** Threads the fake platform opened, with what was posted in them. */
let threads: OpenedThread[];
/** The messages threads were started from: Discord allows one thread per message. */
let threadMessages: Set<string>;
/** The message a challenge is posted as, in these tests. */
const CHALLENGE_MESSAGE = "message-challenge";
/** What the bot may do in channel-1. */
let permissions: string[];
let threadsAllowed: boolean;
/** The server's limit on open battles, when a test sets one. */
let battleLimit: number | undefined;

function services(): Services {
  const all = t.services;
  if (battleLimit === undefined) return all;
  return { ...all, limits: { ...all.limits, activeBattlesPerGuild: battleLimit } };
}

beforeEach(async () => {
  threads = [];
  threadMessages = new Set();
  permissions = [...THREAD_BATTLE_PERMISSIONS];
  threadsAllowed = true;
  battleLimit = undefined;
});

function capabilities(messageId = CHALLENGE_MESSAGE) {
  return {
    ...(threadsAllowed
      ? {
          async createThread(name: string): Promise<Thread> {
            if (threadMessages.has(messageId)) {
              throw new Error("A thread has already been created for this message");
            }
            threadMessages.add(messageId);
            return threadOpener(threads)(name);
          },
        }
      : {}),
    botPermissions: async () => permissions,
  };
}

async function challenge(
  who: Actor,
  options: Readonly<Record<string, OptionValue>>,
): Promise<FakeCommand> {
  const interaction = {
    ...fakeCommand("challenge", options, { actor: who }),
    commandName: "duel",
    ...capabilities(),
  };
  await duelCommand.execute(interaction, t.services);
  return interaction;
}

async function click(
  who: Actor,
  customId: string,
  values: string[] = [],
  messageId = CHALLENGE_MESSAGE,
): Promise<FakeComponent> {
  const interaction = {
    ...fakeComponent(customId, { actor: who }),
    messageId,
    values,
    ...capabilities(messageId),
  };
  await duelCommand.handleComponent?.(interaction, services());
  return interaction;
}

async function figures() {
  await runFigure(t.services, "create", FLAVIUS, { actor: ALICE });
  await runFigure(t.services, "create", WULF, { actor: BOB });
}

describe("/duel challenge", () => {
  it("posts a challenge that only the challenged player can answer; accepting forms the battle in a thread", async () => {
    await figures();
    const posted = await challenge(ALICE, { opponent: BOB.id });
    const [reply] = posted.replies;
    expect(reply?.ephemeral).toBeUndefined();
    expect(reply?.content).toBe(
      "<@user:bob>, alice challenges you to a duel (arena combat) with Flavius. Accept or decline?",
    );
    expect(reply?.mentionUserIds).toEqual([BOB.id]);
    const [accept = "", decline = ""] = buttonIds(posted.replies);
    expect(accept.startsWith("duel:accept:")).toBe(true);
    expect(accept.length).toBeLessThanOrEqual(100);
    expect(decline.startsWith("duel:decline:")).toBe(true);

    // Neither a bystander nor the challenger may answer for the challenged.
    expect(refusal(await click(CAROL, accept))).toBe(NOT_CHALLENGED);
    expect(refusal(await click(ALICE, accept))).toBe(NOT_CHALLENGED);
    expect(refusal(await click(CAROL, decline))).toBe(NOT_CHALLENGED);
    expect(threads).toEqual([]);

    const accepted = await click(BOB, accept);
    expect(accepted.replies).toEqual([]);
    expect(accepted.updates).toEqual([
      {
        content:
          "bob accepts the duel: Flavius against Wulf in <#thread-1>. Either of you starts it there with /battle start.",
        components: [],
        mentionUserIds: [ALICE.id],
      },
    ]);
    expect(threads.map((th) => th.name)).toEqual(["Duel: Flavius vs Wulf"]);
    expect(allText(threads[0]?.posts ?? [])).toBe(
      "Duel, arena combat: Flavius (<@user:alice>) against Wulf (<@user:bob>).\nYou are equals: nobody is GM. Either of you starts it here with /battle start; a re-roll is proposed with /gm reroll and made only when the other clicks Agree; /battle concede gives up.",
    );

    // The battle is in the thread, not in the channel, forming and ready to start.
    expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
    const battle = await t.battles.activeInChannel(GUILD, "thread-1");
    expect(battle?.status).toBe("forming");
    expect(battle?.gmId).toBe(ALICE.id);
    expect(battle?.combatType).toBe("arena");
    expect(battle?.sides.map((s) => s.name)).toEqual(["Flavius", "Wulf"]);
    expect(battle?.figures.map((f) => [f.name, f.sideId, f.ownerId])).toEqual([
      ["Flavius", "a", ALICE.id],
      ["Wulf", "b", BOB.id],
    ]);
    const start = {
      ...fakeCommand("start", {}, { actor: ALICE }),
      commandName: "battle",
      place: { guildId: GUILD, channelId: "thread-1" },
    };
    t.force(5, 2);
    await battleCommand.execute(start, t.services);
    expect(start.replies[0]?.ephemeral).toBeUndefined();
    expect((await t.battles.activeInChannel(GUILD, "thread-1"))?.status).toBe("active");
  });

  it("lets the challenged player decline", async () => {
    await figures();
    const posted = await challenge(ALICE, { opponent: BOB.id, figure: "flavius", type: "death" });
    const [, decline = ""] = buttonIds(posted.replies);
    const declined = await click(BOB, decline);
    expect(declined.updates).toEqual([
      { content: "bob declines the duel with <@user:alice>.", components: [] },
    ]);
    expect(threads).toEqual([]);
  });

  it("names the exact permission the bot lacks, before challenging and on accept", async () => {
    await figures();
    permissions = THREAD_BATTLE_PERMISSIONS.filter((p) => p !== "AttachFiles");
    expect(refusal(await challenge(ALICE, { opponent: BOB.id }))).toBe(
      'I cannot open a duel here: I need the "Attach Files" permission in this channel. A server admin can grant it in the channel\'s settings.',
    );
    permissions = [...THREAD_BATTLE_PERMISSIONS];
    const [accept = ""] = buttonIds((await challenge(ALICE, { opponent: BOB.id })).replies);
    permissions = THREAD_BATTLE_PERMISSIONS.filter(
      (p) => p !== "CreatePublicThreads" && p !== "SendMessages",
    );
    expect(refusal(await click(BOB, accept))).toBe(
      'I cannot open a duel here: I need the "Send Messages" and "Create Public Threads" permissions in this channel. A server admin can grant them in the channel\'s settings.',
    );
    threadsAllowed = false;
    permissions = [...THREAD_BATTLE_PERMISSIONS];
    expect(refusal(await click(BOB, accept))).toBe(NO_THREADS);
    expect(threads).toEqual([]);
    expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
  });

  it("refuses a challenge to oneself, without figures, or with an ambiguous figure", async () => {
    expect(refusal(await challenge(ALICE, { opponent: ALICE.id }))).toBe(
      "You cannot challenge yourself.",
    );
    expect(refusal(await challenge(ALICE, { opponent: BOB.id }))).toBe(
      "You have no figures yet; make one with /figure create.",
    );
    await runFigure(t.services, "create", FLAVIUS, { actor: ALICE });
    await runFigure(t.services, "create", RAGNAR, { actor: ALICE });
    expect(refusal(await challenge(ALICE, { opponent: BOB.id }))).toBe(
      "You have 2 figures; name one with figure:.",
    );
    expect(refusal(await challenge(ALICE, { opponent: BOB.id, figure: "Nobody" }))).toBe(
      'You have no figure named "Nobody".',
    );
    const [accept = ""] = buttonIds(
      (await challenge(ALICE, { opponent: BOB.id, figure: "Ragnar" })).replies,
    );
    expect(refusal(await click(BOB, accept))).toBe(
      "You have no figures yet; make one with /figure create, then accept.",
    );
  });

  it("asks a challenged player with several figures which one fights", async () => {
    await figures();
    await runFigure(t.services, "create", RAGNAR, { actor: BOB });
    const [accept = ""] = buttonIds((await challenge(ALICE, { opponent: BOB.id })).replies);
    const asked = await click(BOB, accept);
    const menu = asked.replies[0]?.components?.[0];
    expect(asked.replies[0]?.ephemeral).toBe(true);
    if (menu?.kind !== "select") throw new Error("expected a menu");
    expect(menu.menu.options.map((o) => o.label)).toEqual(["Ragnar", "Wulf"]);
    const ragnar = menu.menu.options[0]?.value ?? "";
    expect(refusal(await click(CAROL, menu.menu.customId, [ragnar], "message-menu"))).toBe(
      NOT_CHALLENGED,
    );
    const picked = await click(BOB, menu.menu.customId, [ragnar], "message-menu");
    expect(picked.updates[0]?.content).toContain("Flavius against Ragnar in <#thread-1>");
    const battle = await t.battles.activeInChannel(GUILD, "thread-1");
    expect(battle?.figures.map((f) => f.name)).toEqual(["Flavius", "Ragnar"]);
  });
});

/** The one battle of the guild not ended, after checking there is exactly one. */
async function onlyOpenBattle() {
  expect(await t.battles.countOpen(GUILD)).toBe(1);
  const [thread] = threads;
  const battle = await t.battles.activeInChannel(GUILD, thread?.place.channelId ?? "");
  expect(battle?.figures).toHaveLength(2);
  return battle;
}

const ALREADY = /^This duel is already accepted/;

describe("/duel accepted by racing clicks", () => {
  it("opens one thread and one battle for five simultaneous Accept clicks; the others are told", async () => {
    await figures();
    const [accept = ""] = buttonIds((await challenge(ALICE, { opponent: BOB.id })).replies);
    const clicks = await Promise.all(Array.from({ length: 5 }, () => click(BOB, accept)));
    expect(threads).toHaveLength(1);
    await onlyOpenBattle();
    const updated = clicks.filter((c) => c.updates.length > 0);
    expect(updated).toHaveLength(1);
    expect(updated[0]?.replies).toEqual([]);
    for (const other of clicks.filter((c) => c.updates.length === 0)) {
      expect(refusal(other)).toMatch(ALREADY);
    }
    // Once the thread is open, a late click says where the duel is.
    expect(refusal(await click(BOB, accept))).toBe(
      "This duel is already accepted: it is in <#thread-1>.",
    );
  });

  it("makes one battle when figures are picked at once from two menus of one challenge", async () => {
    await figures();
    await runFigure(t.services, "create", RAGNAR, { actor: BOB });
    const [accept = ""] = buttonIds((await challenge(ALICE, { opponent: BOB.id })).replies);
    const menus = await Promise.all([click(BOB, accept), click(BOB, accept)]);
    const picks = await Promise.all(
      menus.map((asked, i) => {
        const row = asked.replies[0]?.components?.[0];
        if (row?.kind !== "select") throw new Error("expected a menu");
        const value = row.menu.options[i]?.value ?? "";
        return click(BOB, row.menu.customId, [value], `message-menu-${i}`);
      }),
    );
    expect(threads).toHaveLength(1);
    await onlyOpenBattle();
    expect(picks.filter((p) => p.updates.length > 0)).toHaveLength(1);
    const refused = picks.find((p) => p.updates.length === 0);
    expect(refused === undefined ? "" : refusal(refused)).toMatch(ALREADY);
    // A later Accept on the challenge does not offer the menu again.
    expect(refusal(await click(BOB, accept))).toMatch(ALREADY);
  });

  it("keeps the server's battle limit when two challenges are accepted at once", async () => {
    await figures();
    await runFigure(t.services, "create", RAGNAR, { actor: CAROL });
    const DAVE = actor("dave");
    await runFigure(t.services, "create", FLAVIUS, { actor: DAVE });
    battleLimit = 1;
    const [first = ""] = buttonIds((await challenge(ALICE, { opponent: BOB.id })).replies);
    const [second = ""] = buttonIds((await challenge(CAROL, { opponent: DAVE.id })).replies);
    const clicks = await Promise.all([
      click(BOB, first, [], "message-first"),
      click(DAVE, second, [], "message-second"),
    ]);
    expect(threads).toHaveLength(1);
    await onlyOpenBattle();
    const refused = clicks.find((c) => c.updates.length === 0);
    expect(refused === undefined ? "" : refusal(refused)).toBe(
      "This server already has 1 battle in progress, the most allowed; one must end (/battle end) before another can begin.",
    );
  });

  it("puts a figure in one duel when two challenges with it are accepted at once", async () => {
    await figures();
    await runFigure(t.services, "create", RAGNAR, { actor: CAROL });
    const [first = ""] = buttonIds((await challenge(ALICE, { opponent: BOB.id })).replies);
    const [second = ""] = buttonIds((await challenge(ALICE, { opponent: CAROL.id })).replies);
    const clicks = await Promise.all([
      click(BOB, first, [], "message-first"),
      click(CAROL, second, [], "message-second"),
    ]);
    expect(threads).toHaveLength(1);
    await onlyOpenBattle();
    const refused = clicks.find((c) => c.updates.length === 0);
    expect(refused === undefined ? "" : refusal(refused)).toBe(
      "Flavius is already fighting in another battle; accept once that battle is over.",
    );
  });

  it("leaves no battle when the thread cannot be opened, so Accept can be pressed again", async () => {
    await figures();
    const [accept = ""] = buttonIds((await challenge(ALICE, { opponent: BOB.id })).replies);
    threadMessages.add(CHALLENGE_MESSAGE);
    await expect(click(BOB, accept)).rejects.toThrow("A thread has already been created");
    expect(await t.battles.countOpen(GUILD)).toBe(0);
    const [wulf] = await t.services.figures.list(GUILD, BOB.id);
    expect(await t.battles.isFighting(wulf?.id ?? "")).toBe(false);
    threadMessages.clear();
    const accepted = await click(BOB, accept);
    expect(accepted.updates[0]?.content).toContain("in <#thread-1>");
    await onlyOpenBattle();
  });
});
