/**
 * EP stops at MAX_EP at a battle's end, so the column never overflows (on PostgreSQL a 32-bit
 * INTEGER) and the ending transaction always commits.
 */
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { MAX_EP, SeededDice } from "../../src/engine/index.ts";
import type { Database } from "../../src/store/database.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { GM, killOrder, startDuel } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

describeEachEngine("EP at a battle's end", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  async function redWinsToTheDeath(redEp: number) {
    const duel = await startDuel(db, store, { combatType: "death" });
    // Set directly, as a row stored before EP had a ceiling may hold more than the store accepts.
    await db.prisma.figure.update({ where: { id: duel.redFigureId }, data: { ep: redEp } });
    const outcome = await store.submitOrder({
      battleId: duel.battleId,
      order: killOrder("f2"),
      actorId: GM,
      dice: new SeededDice(1),
    });
    if (outcome.kind !== "applied" || outcome.value.ended === null) throw new Error("did not end");
    const award = outcome.value.ended.awards.find((a) => a.figureKey === "f1");
    const history = await new FigureStore(db).history(duel.redFigureId);
    return { duel, award, last: history.at(-1) };
  }

  it("cuts an award at 100,000 EP and says so in the figure's history", async () => {
    const { award, last } = await redWinsToTheDeath(MAX_EP - 10);
    expect(award).toMatchObject({ awarded: 50, applied: 10, epAfter: MAX_EP });
    expect(last).toMatchObject({ kind: "ep", epDelta: 10 });
    expect(last?.detail).toContain("(+10 EP applied: EP stops at 100,000)");
  });

  it("ends the battle when the winner already holds EP near 2³¹, adding nothing", async () => {
    const { duel, award } = await redWinsToTheDeath(2 ** 31 - 1);
    expect(award).toMatchObject({ awarded: 50, applied: 0, epAfter: 2 ** 31 - 1 });
    expect((await store.load(duel.battleId)).battle.status).toBe("ended");
  });
});
