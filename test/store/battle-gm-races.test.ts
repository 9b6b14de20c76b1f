/**
 * A GM's undo and re-roll name steps as the GM saw them (the battle's version): a player's step
 * landing first is never what gets taken back or re-rolled; the GM's write is refused instead.
 * Races use real concurrency on both engines.
 */
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { SeededDice } from "../../src/engine/index.ts";
import type { Database } from "../../src/store/database.ts";
import { BLUE_PLAYER, GM, nextOrder, stallUntilTurn, startDuel, writtenValue } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

const ROUNDS = 5;

describeEachEngine("A GM's undo and re-roll against a player's step", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  /** A running duel whose newest step rolled dice (it ended turn 1), as the GM sees it. */
  async function seenByGm() {
    const duel = await startDuel(db, store);
    const loaded = await stallUntilTurn(store, duel.battleId, 2);
    if (loaded.state === null) throw new Error("the duel runs");
    const seen = loaded.battle.lastSeq;
    return { battleId: duel.battleId, version: loaded.version, seen, state: loaded.state };
  }

  /** The player's next step, sent against the version the GM saw. */
  function playerStep(gm: Awaited<ReturnType<typeof seenByGm>>, id: string) {
    return store.submitOrder({
      battleId: gm.battleId,
      order: nextOrder(gm.state, "stall"),
      actorId: BLUE_PLAYER,
      interactionId: id,
      expectedVersion: gm.version,
      dice: new SeededDice(99),
    });
  }

  /** The seqs each undo took back, and the log folding to the served state. */
  async function undone(battleId: string) {
    const undos = await db.prisma.battleUndo.findMany({
      where: { battleId },
      include: { events: { orderBy: { seq: "asc" } } },
    });
    expect(await store.foldLog(battleId)).toEqual((await store.load(battleId)).state);
    return undos.map((u) => u.events.map((e) => e.seq));
  }

  it("refuses an undo once a player's step has landed, leaving that step alone", async () => {
    const gm = await seenByGm();
    expect((await playerStep(gm, "player-first")).kind).toBe("applied");
    await expect(
      store.undo({ battleId: gm.battleId, steps: 1, gmId: GM, reason: "x", atVersion: gm.version }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "moved-on-since-chosen", action: "undone" },
    });
    expect(await undone(gm.battleId)).toEqual([]);
    expect((await store.load(gm.battleId)).battle.lastSeq).toBe(gm.seen + 1);
  });

  it("refuses a re-roll once a player's step has landed, leaving that step alone", async () => {
    const gm = await seenByGm();
    expect((await playerStep(gm, "player-first")).kind).toBe("applied");
    await expect(
      store.reroll({
        battleId: gm.battleId,
        atVersion: gm.version,
        gmId: GM,
        reason: "x",
        dice: new SeededDice(5),
      }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "moved-on-since-chosen", action: "re-rolled" },
    });
    expect(await undone(gm.battleId)).toEqual([]);
  });

  it("racing a player's step, undoes or re-rolls only the step the GM saw", async () => {
    for (let round = 0; round < ROUNDS * 2; round++) {
      const gm = await seenByGm();
      const write =
        round % 2 === 0
          ? store.undo({
              battleId: gm.battleId,
              steps: 1,
              gmId: GM,
              reason: "race",
              atVersion: gm.version,
            })
          : store.reroll({
              battleId: gm.battleId,
              atVersion: gm.version,
              gmId: GM,
              reason: "race",
              dice: new SeededDice(round),
            });
      const [gmWrite, player] = await Promise.all([write, playerStep(gm, `p-${round}`)]);
      const taken = await undone(gm.battleId);
      if (gmWrite.kind === "applied") {
        // The GM's step went back (with whatever was logged after it: nothing of the player's).
        expect(taken).toEqual([[gm.seen]]);
      } else {
        expect(gmWrite).toMatchObject({
          kind: "refused",
          refusal: { code: "moved-on-since-chosen" },
        });
        expect(taken).toEqual([]);
        expect(player.kind).toBe("applied");
      }
    }
  });

  it("re-rolls the step the GM saw in one write: the same order, fresh dice", async () => {
    const gm = await seenByGm();
    const before = await store.log(gm.battleId);
    const rerolled = await store.reroll({
      battleId: gm.battleId,
      atVersion: gm.version,
      gmId: GM,
      reason: "a die fell off the table",
      dice: new SeededDice(1234),
      interactionId: "reroll-1",
    });
    expect(writtenValue(rerolled)?.version).toBe(gm.version + 1);
    const after = await store.log(gm.battleId);
    const old = before.entries.at(-1);
    const fresh = after.entries.at(-1);
    expect(fresh?.seq).toBe(gm.seen);
    expect(fresh?.kind !== "start" && fresh?.kind !== "control" && fresh?.order).toEqual(
      old?.kind !== "start" && old?.kind !== "control" && old?.order,
    );
    expect(after.undos.map((u) => [u.reason, u.entries.map((e) => e.seq)])).toEqual([
      ["re-roll: a die fell off the table", [gm.seen]],
    ]);
    // A redelivery is answered from the record, not re-rolled again.
    const again = await store.reroll({
      battleId: gm.battleId,
      atVersion: gm.version,
      gmId: GM,
      reason: "a die fell off the table",
      dice: new SeededDice(1),
      interactionId: "reroll-1",
    });
    expect(again).toEqual({ kind: "duplicate", value: null });
    expect(await undone(gm.battleId)).toEqual([[gm.seen]]);
  });
});
