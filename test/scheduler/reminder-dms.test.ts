/**
 * The reminder by DM: sent once to each awaited player who asked for it, however many schedulers
 * check at once; a closed inbox is logged and recorded, never retried.
 */
import { afterEach, expect, it } from "vitest";
import { awaitedPlayers } from "../../commands/battle/awaited-players.ts";
import type { Reply } from "../../commands/interaction.ts";
import { DirectMessagesClosedError } from "../../commands/shared/direct-message.ts";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import { tempDatabases } from "../store/temp-database.ts";
import {
  BLUE_PLAYER,
  GM,
  type Harness,
  openHarness,
  RED_PLAYER,
  startDeadlineDuel,
} from "./deadline-battle.ts";

const databases = tempDatabases();
const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.database.close();
});

/** A duel whose players both asked for DMs, at the reminder's time; who it waits for. */
async function dueForReminder() {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const battleId = await startDeadlineDuel(h);
  await h.services.reminders.setRemindersByDm(RED_PLAYER, true);
  await h.services.reminders.setRemindersByDm(BLUE_PLAYER, true);
  const loaded = await h.services.battles.load(battleId);
  const awaited = awaitedPlayers(loaded.battle, loaded.state ?? fail());
  h.at(18);
  return { h, battleId, version: loaded.version, awaited };
}

/** Runs one deadline check; returns whom it sent a DM, in order. */
async function directMessagesOfOneCheck(h: Harness): Promise<string[]> {
  const sent: string[] = [];
  await checkDeadlines({
    services: h.services,
    post: h.post,
    sendDirect: async (userId) => {
      sent.push(userId);
    },
  });
  return sent;
}

function fail(): never {
  throw new Error("the duel has not started");
}

it("DMs each awaited player who asked, once, with two schedulers checking at once", async () => {
  const { h, awaited } = await dueForReminder();
  const sent: { userId: string; reply: Reply }[] = [];
  const check = () =>
    checkDeadlines({
      services: h.services,
      post: h.post,
      sendDirect: async (userId, reply) => {
        sent.push({ userId, reply });
      },
    });
  await Promise.all([check(), check()]);
  await check();
  expect(sent.map((s) => s.userId).sort()).toEqual([...awaited].sort());
  expect(sent[0]?.reply.content).toContain("**Red side vs Blue side**, turn 1:");
  expect(sent[0]?.reply.content).toContain(
    "[Jump to the board](https://discord.com/channels/guild-1/channel-1)",
  );
  expect(h.posted).toHaveLength(1);
});

it("logs a closed inbox, records it and does not try again", async () => {
  const { h, battleId, version, awaited } = await dueForReminder();
  const errors: { msg: string; fields?: Readonly<Record<string, unknown>> }[] = [];
  let tries = 0;
  const options = {
    services: h.services,
    post: h.post,
    sendDirect: async () => {
      tries += 1;
      throw new DirectMessagesClosedError();
    },
    log: {
      info: () => {},
      error: (msg: string, fields?: Readonly<Record<string, unknown>>) =>
        errors.push({ msg, fields }),
    },
  };
  expect(await checkDeadlines(options)).toEqual({ reminders: 1, deadlines: 0 });
  await checkDeadlines(options);
  expect(tries).toBe(awaited.length);
  expect(errors).toContainEqual({
    msg: "reminder DM not delivered",
    fields: { battleId, userId: awaited[0], reason: "dms-closed" },
  });
  expect(await h.services.reminders.reminderDmOutcome(battleId, version, awaited[0] ?? "")).toBe(
    "dms-closed",
  );
});

it("sends no DM to a player who did not ask", async () => {
  const { h, awaited } = await dueForReminder();
  for (const id of awaited) await h.services.reminders.setRemindersByDm(id, false);
  const sent = await directMessagesOfOneCheck(h);
  expect(sent).toEqual([]);
  expect(h.posted).toHaveLength(1);
});

it("tells the GM, not the owner, of a decision owed by a figure under the computer's control", async () => {
  const { h, battleId, awaited } = await dueForReminder();
  const owner = awaited[0] ?? "";
  await h.services.battles.setComputerControl({
    battleId,
    gmId: GM,
    figureKeys: [owner === RED_PLAYER ? "red" : "blue"],
    computer: true,
    interactionId: "computer-reminder",
  });
  await h.services.reminders.setRemindersByDm(GM, true);
  const sent = await directMessagesOfOneCheck(h);
  expect(awaited).toEqual([owner]);
  expect(sent).toEqual([GM]);
  expect(h.posted[0]?.reply.mentionUserIds).toEqual([GM]);
});
