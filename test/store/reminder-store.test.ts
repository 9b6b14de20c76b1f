/**
 * Reminders by DM in the store, on both engines: the player's setting, each DM claimed once per
 * player per decision (even by racing schedulers on separate connections), and the running
 * battles /battle mine looks through.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { ReminderStore } from "../../src/store/reminder-store.ts";
import { BLUE_PLAYER, GM, GUILD, RED_PLAYER, startDuel } from "./battles.ts";
import { describeEachEngine } from "./engines.ts";

describeEachEngine("reminder store", (engine) => {
  let databases: Database[];
  let store: ReminderStore;

  beforeEach(async () => {
    const url = await engine.url();
    databases = [await openDatabase(url), await openDatabase(url)];
    store = new ReminderStore(databases[0] as Database);
  });
  afterEach(async () => {
    for (const db of databases) await db.close();
  });

  it("keeps each player's choice, off until they turn it on", async () => {
    expect(await store.remindersByDm("alice")).toBe(false);
    await store.setRemindersByDm("alice", true);
    await store.setRemindersByDm("bob", true);
    await store.setRemindersByDm("bob", false);
    expect(await store.remindersByDm("alice")).toBe(true);
    expect(await store.optedIn(["carol", "bob", "alice"])).toEqual(["alice"]);
  });

  it("claims a DM once per player and decision, and keeps what became of it", async () => {
    const other = new ReminderStore(databases[1] as Database);
    const claims = await Promise.all([
      store.claimReminderDm("b1", 4, "alice"),
      other.claimReminderDm("b1", 4, "alice"),
      store.claimReminderDm("b1", 4, "alice"),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.reminderDmOutcome("b1", 4, "alice")).toBe("claimed");
    await store.recordReminderDm("b1", 4, "alice", "dms-closed");
    expect(await other.reminderDmOutcome("b1", 4, "alice")).toBe("dms-closed");
    // Another decision, or another player, is another DM.
    expect(await store.claimReminderDm("b1", 5, "alice")).toBe(true);
    expect(await store.claimReminderDm("b1", 4, "bob")).toBe(true);
    expect(await store.reminderDmOutcome("b2", 4, "alice")).toBeNull();
  });

  it("finds the server's running battles a user plays in or is the GM of", async () => {
    const battles = new MeleeBattles(databases[0] as Database);
    const duel = await startDuel(databases[0] as Database, battles);
    for (const user of [RED_PLAYER, BLUE_PLAYER, GM]) {
      expect((await battles.runningBattlesOf(GUILD, user)).map((b) => b.id)).toEqual([
        duel.battleId,
      ]);
    }
    expect(await battles.runningBattlesOf(GUILD, "carol")).toEqual([]);
    expect(await battles.runningBattlesOf("guild-2", RED_PLAYER)).toEqual([]);
  });
});
