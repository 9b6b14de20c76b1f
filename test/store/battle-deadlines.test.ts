/**
 * The store's side of deadlines: which battles are due, the reminder claimed once per decision,
 * and an order held to one version.
 */
import { afterEach, describe, expect, it } from "vitest";
import { pendingDecision } from "../../src/engine/index.ts";
import {
  type Harness,
  HOUR,
  openHarness,
  startDeadlineDuel,
  T0,
} from "../scheduler/deadline-battle.ts";
import { tempDatabases } from "./temp-database.ts";

const databases = tempDatabases();
const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.database.close();
});

async function duel() {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const battleId = await startDeadlineDuel(h);
  return { h, battleId, store: h.services.battles };
}

const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

describe("MeleeBattles deadlines", () => {
  it("finds battles whose reminder or deadline is due, and only those", async () => {
    const { battleId, store } = await duel();
    const { version } = await store.load(battleId);
    expect(await store.dueBattles(at(17))).toEqual([]);
    const reminder = await store.dueBattles(at(18));
    expect(reminder).toEqual([
      {
        battleId,
        guildId: "guild-1",
        channelId: "channel-1",
        version,
        turnDeadlineAt: at(24),
        reminderAt: at(18),
        due: "reminder",
      },
    ]);
    // Another fraction moves the reminder.
    expect(await store.dueBattles(at(11), { reminderFraction: 0.5 })).toEqual([]);
    expect(await store.dueBattles(at(12), { reminderFraction: 0.5 })).toMatchObject([
      { reminderAt: at(12), due: "reminder" },
    ]);
    expect(await store.dueBattles(at(24))).toMatchObject([{ battleId, due: "deadline" }]);
  });

  it("claims a reminder once per decision, without a new version", async () => {
    const { battleId, store } = await duel();
    const { version } = await store.load(battleId);
    expect(await store.markReminderSent(battleId, version - 1, at(18))).toBe(false);
    expect(await store.markReminderSent(battleId, version, at(18))).toBe(true);
    expect(await store.markReminderSent(battleId, version, at(19))).toBe(false);
    expect(await store.dueBattles(at(20))).toEqual([]);
    expect((await store.load(battleId)).version).toBe(version);
    // Given back, it is due again.
    await store.unmarkReminderSent(battleId, version, at(18));
    expect(await store.dueBattles(at(20))).toMatchObject([{ due: "reminder" }]);
  });

  it("starts each decision's deadline and reminder afresh, and stops them while paused", async () => {
    const { h, battleId, store } = await duel();
    const { version, state } = await store.load(battleId);
    await store.markReminderSent(battleId, version, at(18));
    const decision = state === null ? undefined : pendingDecision(state);
    if (decision?.kind !== "initiative") throw new Error("expected the initiative");
    h.at(20);
    await store.submitOrder({
      battleId,
      order: { type: "initiative", side: decision.side, moveFirst: true },
      actorId: "someone",
      dice: h.services.newDice(),
    });
    const loaded = await store.load(battleId);
    expect(loaded.battle.turnDeadlineAt).toEqual(at(44));
    expect(loaded.battle.reminderSentAt).toBeNull();
    await store.pause({ battleId, gmId: "gm" });
    expect(await store.dueBattles(at(1000))).toEqual([]);
  });

  it("refuses an order held to a version the battle has left, as a conflict", async () => {
    const { h, battleId, store } = await duel();
    const { version, state } = await store.load(battleId);
    const decision = state === null ? undefined : pendingDecision(state);
    if (decision?.kind !== "initiative") throw new Error("expected the initiative");
    const outcome = await store.submitOrder({
      battleId,
      order: { type: "initiative", side: decision.side, moveFirst: false },
      actorId: "deadline",
      onlyAtVersion: version - 1,
      dice: h.services.newDice(),
    });
    expect(outcome).toMatchObject({ kind: "refused", refusal: { code: "conflict" } });
    expect((await store.load(battleId)).version).toBe(version);
    const applied = await store.submitOrder({
      battleId,
      order: { type: "initiative", side: decision.side, moveFirst: false },
      actorId: "deadline",
      onlyAtVersion: version,
      dice: h.services.newDice(),
    });
    expect(applied.kind).toBe("applied");
  });
});

describe("MeleeBattles board", () => {
  it("records the board message without a new version, and gives the current deadline", async () => {
    const { battleId, store } = await duel();
    const loaded = await store.load(battleId);
    expect(await store.board(battleId)).toEqual({
      messageId: null,
      deadlineAt: loaded.battle.turnDeadlineAt,
    });
    await store.setBoardMessage(battleId, "message-1");
    expect((await store.board(battleId))?.messageId).toBe("message-1");
    expect((await store.load(battleId)).version).toBe(loaded.version);
    expect(await store.board("no-such-battle")).toBeNull();
  });
});
