/**
 * MeleeBattles.turnEntries: the log from the entry that started a turn, which is what the turn's
 * map needs, equal to the tail of the whole log however many pages back the turn began.
 */
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { SeededDice } from "../../src/engine/index.ts";
import type { LogEntry } from "../../src/store/battle-types.ts";
import type { Database } from "../../src/store/database.ts";
import { GM, nextOrder, startDuel } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

/** The seq of the entry whose events start `turn`. */
function startOf(entries: readonly LogEntry[], turn: number): number | undefined {
  return entries.find(
    (e) =>
      e.kind !== "control" && e.events.some((v) => v.type === "turn-started" && v.turn === turn),
  )?.seq;
}

describeEachEngine("MeleeBattles.turnEntries", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  it("returns the log from the entry that started the turn, for every turn of a long battle", async () => {
    const duel = await startDuel(db, store);
    const dice = new SeededDice(3);
    let state = duel.state;
    // "stall" only passes and defends: 60 orders make many turns, more than a page of entries.
    for (let i = 0; i < 60; i++) {
      const outcome = await store.submitOrder({
        battleId: duel.battleId,
        order: nextOrder(state, "stall"),
        actorId: GM,
        dice,
      });
      if (outcome.kind !== "applied") throw new Error(`order ${i}: ${outcome.kind}`);
      state = outcome.value.state;
    }
    const whole = (await store.log(duel.battleId)).entries;
    expect(whole).toHaveLength(61);
    expect(state.turn).toBeGreaterThan(10);
    for (const turn of [1, 2, Math.floor(state.turn / 2), state.turn]) {
      const from = startOf(whole, turn);
      expect(from).toBeDefined();
      const tail = whole.filter((e) => e.seq >= (from ?? 0));
      expect(await store.turnEntries(duel.battleId, turn)).toEqual(tail);
    }
    // Turn 1 starts in the start entry: the whole log, though it is four pages long.
    expect(startOf(whole, 1)).toBe(1);
  });

  it("returns the whole log for a turn that has not started, and nothing for a battle without one", async () => {
    const duel = await startDuel(db, store);
    const whole = (await store.log(duel.battleId)).entries;
    expect(await store.turnEntries(duel.battleId, 99)).toEqual(whole);
    expect(await store.turnEntries("no-such-battle", 1)).toEqual([]);
  });
});
