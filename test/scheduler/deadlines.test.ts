/**
 * Turn deadlines on a clock the test controls, over real SQLite: the reminder goes once, the
 * deadline makes the late decision (logged as "deadline") and posts the turn, what fell due while
 * the bot was down is done on start, and nothing is applied twice.
 */
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { pendingDecision } from "../../src/engine/index.ts";
import { runLocalPlay } from "../../src/play/local-play.ts";
import {
  checkDeadlines,
  deadlineInteractionId,
  startDeadlineScheduler,
} from "../../src/scheduler/deadlines.ts";
import { DEADLINE_ACTOR } from "../../src/store/log-actors.ts";
import { tempDatabases } from "../store/temp-database.ts";
import {
  BLUE_PLAYER,
  CHANNEL,
  GUILD,
  type Harness,
  HOUR,
  openHarness,
  RED_PLAYER,
  startDeadlineDuel,
  T0,
  textOf,
} from "./deadline-battle.ts";

const databases = tempDatabases();
const open: Harness[] = [];

afterEach(async () => {
  for (const h of open.splice(0)) await h.database.close();
});

async function harness(url = databases.migratedUrl(), hours = 0): Promise<Harness> {
  const h = await openHarness(url, hours);
  open.push(h);
  return h;
}

const check = (h: Harness) => checkDeadlines({ services: h.services, post: h.post });

/** The initiative's winner and the player of the side that loses it (SeededDice(7)). */
async function initiative(h: Harness, battleId: string) {
  const { state } = await h.services.battles.load(battleId);
  const decision = state === null ? undefined : pendingDecision(state);
  if (decision?.kind !== "initiative") throw new Error("expected the initiative");
  const winner = decision.side;
  return {
    winner,
    winnerPlayer: winner === "red" ? RED_PLAYER : BLUE_PLAYER,
    loser: winner === "red" ? "blue" : "red",
    loserPlayer: winner === "red" ? BLUE_PLAYER : RED_PLAYER,
  };
}

describe("turn deadlines", () => {
  it("sets the deadline from the start and reminds the late player once, at 75% of it", async () => {
    const h = await harness();
    const battleId = await startDeadlineDuel(h);
    const { winnerPlayer } = await initiative(h, battleId);
    const { battle } = await h.services.battles.load(battleId);
    expect(battle.turnDeadlineAt).toEqual(new Date(T0.getTime() + 24 * HOUR));

    h.at(17.9);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 0 });
    expect(h.posted).toEqual([]);

    h.at(18);
    expect(await check(h)).toEqual({ reminders: 1, deadlines: 0 });
    expect(h.posted).toHaveLength(1);
    const [reminder] = h.posted;
    expect(reminder?.place).toMatchObject({ guildId: GUILD, channelId: CHANNEL });
    expect(reminder?.reply.mentionUserIds).toEqual([winnerPlayer]);
    expect(reminder?.reply.content).toContain(`<@${winnerPlayer}> reminder`);
    expect(reminder?.reply.content).toContain("2026-03-02 12:00 UTC");
    expect(reminder?.reply.content).toContain("your side moves second");

    h.at(20);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 0 });
    h.at(23.99);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 0 });
    expect(h.posted).toHaveLength(1);
    const after = await h.services.battles.load(battleId);
    expect(after.battle.reminderSentAt).toEqual(new Date(T0.getTime() + 18 * HOUR));
    // The reminder is not a new version: the prompt's buttons stay good.
    expect(after.version).toBe(battle.version);
  });

  it("at the deadline makes the late decision, logs it as the deadline's and posts the turn", async () => {
    const h = await harness();
    const battleId = await startDeadlineDuel(h);
    const { winner, loser, loserPlayer, winnerPlayer } = await initiative(h, battleId);
    const before = await h.services.battles.load(battleId);

    // The initiative: its winner moves second.
    h.at(24);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 1 });
    const winnerName = winner === "red" ? "Red side" : "Blue side";
    expect(textOf(h.posted.map((p) => p.reply))).toContain(
      `${winnerName} did not answer in time: moves second.`,
    );
    const last = h.posted[h.posted.length - 1]?.reply;
    expect(last?.mentionUserIds).toEqual([loserPlayer]);
    let loaded = await h.services.battles.load(battleId);
    expect(loaded.state?.phase).toMatchObject({ kind: "movement", order: [loser, winner] });
    expect(loaded.battle.turnDeadlineAt).toEqual(new Date(T0.getTime() + 48 * HOUR));

    // The side that moves first is late too: engaged, its figure defends.
    h.posted.length = 0;
    h.at(48);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 1 });
    const loserFigure = loser === "red" ? "Red" : "Blue";
    expect(textOf(h.posted.map((p) => p.reply))).toContain(
      `${loserFigure} did not answer in time: defends (i).`,
    );
    expect(h.posted[h.posted.length - 1]?.reply.mentionUserIds).toEqual([winnerPlayer]);

    // And the other, which finishes the turn: the map and the turn's log are posted.
    h.posted.length = 0;
    h.at(72);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 1 });
    const winnerFigure = winner === "red" ? "Red" : "Blue";
    expect(textOf(h.posted.map((p) => p.reply))).toContain(
      `${winnerFigure} did not answer in time: defends (i).`,
    );
    expect(h.posted.some((p) => (p.reply.files ?? []).length > 0)).toBe(true);
    expect(textOf(h.posted.map((p) => p.reply))).toContain("Turn 2");

    // The log: three orders given by the deadline, each with its deterministic interaction id.
    const log = await h.services.battles.log(battleId);
    const orders = log.entries.filter((e) => e.kind === "order");
    expect(orders.map((e) => e.actorId)).toEqual([DEADLINE_ACTOR, DEADLINE_ACTOR, DEADLINE_ACTOR]);
    expect(orders.map((e) => e.interactionId)).toEqual([
      deadlineInteractionId(battleId, before.version),
      deadlineInteractionId(battleId, before.version + 1),
      deadlineInteractionId(battleId, before.version + 2),
    ]);
    expect(orders.map((e) => (e.kind === "order" ? e.order : null))).toEqual([
      { type: "initiative", side: winner, moveFirst: false },
      { type: "move", figure: loser, option: "i" },
      { type: "move", figure: winner, option: "i" },
    ]);
    loaded = await h.services.battles.load(battleId);
    expect(loaded.state?.turn).toBe(2);
  });

  it("has a figure that is not engaged stand still and do nothing", async () => {
    const h = await harness();
    const battleId = await startDeadlineDuel(h, 24, { apart: true });
    const { winner, loser } = await initiative(h, battleId);
    h.at(24);
    await check(h);
    h.posted.length = 0;
    h.at(48);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 1 });
    const name = loser === "red" ? "Red" : "Blue";
    expect(textOf(h.posted.map((p) => p.reply))).toContain(
      `${name} did not answer in time: stands still and does nothing.`,
    );
    const log = await h.services.battles.log(battleId);
    const last = log.entries[log.entries.length - 1];
    expect(last?.kind === "order" && last.order).toEqual({
      type: "move",
      figure: loser,
      option: "pass",
    });
    expect(last?.actorId).toBe(DEADLINE_ACTOR);
    const { state } = await h.services.battles.load(battleId);
    expect(state === null ? undefined : pendingDecision(state)).toMatchObject({
      kind: "orders",
      side: winner,
    });
  });

  it("processes twice, or twice at once, and applies once", async () => {
    const h = await harness();
    const battleId = await startDeadlineDuel(h);
    const before = await h.services.battles.load(battleId);
    h.at(30);
    const [one, two] = await Promise.all([check(h), check(h)]);
    expect((one?.deadlines ?? 0) + (two?.deadlines ?? 0)).toBe(1);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 0 });
    const log = await h.services.battles.log(battleId);
    expect(log.entries.filter((e) => e.actorId === DEADLINE_ACTOR)).toHaveLength(1);
    const after = await h.services.battles.load(battleId);
    expect(after.version).toBe(before.version + 1);

    // The same deadline order delivered again is answered from the record.
    const again = await h.services.battles.submitOrder({
      battleId,
      order: { type: "initiative", side: "red", moveFirst: false },
      actorId: DEADLINE_ACTOR,
      interactionId: deadlineInteractionId(battleId, before.version),
      onlyAtVersion: before.version,
      dice: h.services.newDice(),
    });
    expect(again.kind).toBe("duplicate");
    expect((await h.services.battles.load(battleId)).version).toBe(after.version);
  });

  it("leaves a decision answered in time alone, and a paused battle too", async () => {
    const h = await harness();
    const battleId = await startDeadlineDuel(h);
    const { winner } = await initiative(h, battleId);
    h.at(23);
    const answered = await h.services.battles.submitOrder({
      battleId,
      order: { type: "initiative", side: winner, moveFirst: true },
      actorId: winner === "red" ? RED_PLAYER : BLUE_PLAYER,
      dice: h.services.newDice(),
    });
    expect(answered.kind).toBe("applied");
    h.at(24);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 0 });

    await h.services.battles.pause({ battleId, gmId: "gm" });
    h.at(24 * 30);
    expect(await check(h)).toEqual({ reminders: 0, deadlines: 0 });
    expect(h.posted).toEqual([]);
  });

  it("leaves the battles of guilds another shard owns to that shard", async () => {
    const h = await harness();
    await startDeadlineDuel(h);
    const asked: string[] = [];
    const elsewhere = (guildId: string) => {
      asked.push(guildId);
      return false;
    };
    h.at(24);
    expect(
      await checkDeadlines({ services: h.services, post: h.post, ownsGuild: elsewhere }),
    ).toEqual({ reminders: 0, deadlines: 0 });
    expect(asked).toEqual([GUILD]);
    expect(h.posted).toEqual([]);
    const here = (guildId: string) => guildId === GUILD;
    expect(await checkDeadlines({ services: h.services, post: h.post, ownsGuild: here })).toEqual({
      reminders: 0,
      deadlines: 1,
    });
  });
});

describe("deadlines across restarts", () => {
  it("keeps deadlines in the database and does on start what fell due while the bot was down", async () => {
    const url = databases.migratedUrl();
    const first = await harness(url);
    const battleId = await startDeadlineDuel(first);
    const { winnerPlayer, winner } = await initiative(first, battleId);
    const deadline = (await first.services.battles.load(battleId)).battle.turnDeadlineAt;
    await first.database.close();
    open.splice(open.indexOf(first), 1);

    // Back up after the reminder fell due: the reminder goes at once, on start.
    const second = await harness(url, 19);
    expect((await second.services.battles.load(battleId)).battle.turnDeadlineAt).toEqual(deadline);
    const running = startDeadlineScheduler({
      services: second.services,
      post: second.post,
      intervalSeconds: 3600,
    });
    await running.started;
    await running.stop();
    expect(second.posted.map((p) => p.reply.mentionUserIds)).toEqual([[winnerPlayer]]);
    await second.database.close();
    open.splice(open.indexOf(second), 1);

    // Down again past the deadline: on start the deadline acts, with no second reminder.
    const third = await harness(url, 30);
    expect((await third.services.battles.load(battleId)).battle.reminderSentAt).not.toBeNull();
    const again = startDeadlineScheduler({
      services: third.services,
      post: third.post,
      intervalSeconds: 3600,
    });
    await again.started;
    await again.stop();
    const text = textOf(third.posted.map((p) => p.reply));
    expect(text).toContain("did not answer in time: moves second.");
    expect(text).not.toContain("reminder");
    const loaded = await third.services.battles.load(battleId);
    expect(loaded.state?.phase).toMatchObject({ kind: "movement" });
    expect(loaded.state?.phase.kind === "movement" && loaded.state.phase.order[1]).toBe(winner);
    // The next decision's deadline runs from when the late one was made.
    expect(loaded.battle.turnDeadlineAt).toEqual(new Date(T0.getTime() + 54 * HOUR));
  });

  it("checks again every interval", async () => {
    const h = await harness();
    const battleId = await startDeadlineDuel(h, 1);
    const running = startDeadlineScheduler({
      services: h.services,
      post: h.post,
      intervalSeconds: 0.05,
    });
    await running.started;
    expect(h.posted).toEqual([]);
    h.at(2);
    await expect.poll(() => h.posted.length, { timeout: 5000 }).toBeGreaterThan(0);
    await running.stop();
    const log = await h.services.battles.log(battleId);
    expect(log.entries.some((e) => e.actorId === DEADLINE_ACTOR)).toBe(true);
  });
});

describe("deadlines in local play", () => {
  it("prints what the deadline posts in the terminal", async () => {
    const h = await harness();
    await startDeadlineDuel(h);
    h.at(25);
    const input = new PassThrough();
    const output = new PassThrough();
    let printed = "";
    output.on("data", (chunk: Buffer) => {
      printed += chunk.toString("utf8");
    });
    const done = runLocalPlay({
      services: h.services,
      input,
      output,
      user: "player",
      outputDir: path.join(databases.dir, "out"),
      deadlineCheckSeconds: 3600,
    });
    await expect
      .poll(() => printed, { timeout: 5000 })
      .toContain("did not answer in time: moves second.");
    input.end();
    await done;
    expect(printed).toContain("(in #channel-1)");
    expect(printed).toContain("Blue: (h) Shift and attack");
  });
});
