/**
 * MeleeBattles.handOverGm: the GM role moves to another user; the state and log are untouched,
 * a redelivery is answered from its record, and an ended battle keeps its GM.
 */
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import type { Database } from "../../src/store/database.ts";
import { BLUE_PLAYER, GM, startDuel, writtenValue } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

describeEachEngine("MeleeBattles.handOverGm", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  it("hands the GM role over without changing the state or the log", async () => {
    const duel = await startDuel(db, store);
    const before = await store.load(duel.battleId);
    const handed = await store.handOverGm({
      battleId: duel.battleId,
      toGmId: BLUE_PLAYER,
      interactionId: "handover-1",
    });
    expect(handed.kind).toBe("applied");
    expect(writtenValue(handed).gmId).toBe(BLUE_PLAYER);
    const after = await store.load(duel.battleId);
    expect(after.battle.gmId).toBe(BLUE_PLAYER);
    expect(after.version).toBe(before.version + 1);
    expect(after.state).toEqual(before.state);
    expect(after.battle.lastSeq).toBe(before.battle.lastSeq);

    const again = await store.handOverGm({
      battleId: duel.battleId,
      toGmId: BLUE_PLAYER,
      interactionId: "handover-1",
    });
    expect(again.kind).toBe("duplicate");
    expect((await store.load(duel.battleId)).version).toBe(after.version);
  });

  it("refuses the same GM and an ended battle", async () => {
    const duel = await startDuel(db, store);
    await expect(store.handOverGm({ battleId: duel.battleId, toGmId: GM })).resolves.toEqual({
      kind: "refused",
      refusal: { code: "already-gm" },
    });
    await store.abandon({ battleId: duel.battleId, gmId: GM });
    await expect(
      store.handOverGm({ battleId: duel.battleId, toGmId: BLUE_PLAYER }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "not-running", status: "ended" },
    });
  });
});
