/**
 * Figures' records, written in the transaction that ends a battle from its log: win or loss,
 * foes felled, times knocked out, the slain marked dead (kept out of new battles until a server
 * manager restores them), and the server's leaderboard.
 */

import { afterEach, beforeEach, expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { hex, SeededDice } from "../../src/engine/index.ts";
import { tallyBattle } from "../../src/games/melee/battle-tally.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { FigureRecordStore } from "../../src/store/figure-record-store.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { GM, GUILD, killOrder, nextOrder, startDuel, writtenValue } from "./battles.ts";
import { describeEachEngine } from "./engines.ts";

describeEachEngine("figure records", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  let records: FigureRecordStore;

  beforeEach(async () => {
    db = await openDatabase(await engine.url());
    store = new MeleeBattles(db, { now: () => new Date("2026-11-26T12:00:00Z") });
    records = new FigureRecordStore(db);
  });
  afterEach(() => db.close());

  async function blueSlainByRuling() {
    const duel = await startDuel(db, store, { combatType: "death" });
    await store.submitOrder({
      battleId: duel.battleId,
      order: killOrder("f2"),
      actorId: GM,
      dice: new SeededDice(1),
    });
    return duel;
  }

  it("gives the winner a win and the slain a loss and a death no blow caused", async () => {
    const duel = await blueSlainByRuling();
    expect(await records.recordOf(duel.redFigureId)).toEqual({
      battles: 1,
      wins: 1,
      losses: 0,
      felled: 0,
      knockedOut: 0,
      epEarned: 50,
    });
    expect(await records.recordOf(duel.blueFigureId)).toMatchObject({ battles: 1, losses: 1 });
    const blue = await new FigureStore(db).getById(duel.blueFigureId);
    expect(blue?.death).toEqual({
      at: new Date("2026-11-26T12:00:00Z"),
      battleId: duel.battleId,
      byName: null,
      turn: 1,
    });
  });

  it("counts felled foes and knockouts as the log's blows say, to the end of a fought battle", async () => {
    const duel = await startDuel(db, store, { combatType: "death", seed: 3 });
    let state = duel.state;
    for (let step = 0; state.phase.kind !== "ended" && step < 500; step++) {
      const outcome = await store.submitOrder({
        battleId: duel.battleId,
        order: nextOrder(state),
        actorId: GM,
        dice: new SeededDice(step),
      });
      if (outcome.kind !== "applied") throw new Error(`step ${step}: ${outcome.kind}`);
      state = outcome.value.state;
    }
    const { entries } = await store.log(duel.battleId);
    const tally = tallyBattle(entries.flatMap((e) => (e.kind === "control" ? [] : e.events)));
    const figures = new FigureStore(db);
    for (const [key, figureId] of [
      ["f1", duel.redFigureId],
      ["f2", duel.blueFigureId],
    ] as const) {
      const felled = new Set(tally.fellings.filter((f) => f.by === key).map((f) => f.figure));
      const knockouts = tally.fellings.filter((f) => f.figure === key && f.outcome !== "dead");
      const won =
        state.phase.kind === "ended" && state.phase.winner === (key === "f1" ? "red" : "blue");
      expect(await records.recordOf(figureId)).toMatchObject({
        battles: 1,
        wins: won ? 1 : 0,
        felled: felled.size,
        knockedOut: knockouts.length,
      });
      const slain = state.figures.find((f) => f.id === key)?.condition === "dead";
      expect((await figures.getById(figureId))?.death?.battleId ?? null).toBe(
        slain ? duel.battleId : null,
      );
    }
    expect(tally.fellings.length).toBeGreaterThan(0);
  });

  it("refuses a slain figure a new battle until a server manager restores it, logged", async () => {
    const duel = await blueSlainByRuling();
    const next = writtenValue(
      await store.create({
        guildId: GUILD,
        channelId: "another-channel",
        gmId: GM,
        combatType: "arena",
        sides: [
          { id: "red", name: "Red", entrance: 0 },
          { id: "blue", name: "Blue", entrance: 1 },
        ],
      }),
    );
    const enter = () =>
      store.addFigure({
        battleId: next.id,
        kind: "fighter",
        figureId: duel.blueFigureId,
        sideId: "blue",
        position: hex(5, 5),
        facing: 0,
      });
    expect(await enter()).toMatchObject({ kind: "refused", refusal: { code: "figure-dead" } });

    expect(await records.restore(duel.blueFigureId, "manager-1")).toBe(true);
    expect(await records.restore(duel.blueFigureId, "manager-1")).toBe(false);
    const history = await new FigureStore(db).history(duel.blueFigureId);
    expect(history.at(-1)).toMatchObject({
      kind: "restored",
      detail: "Restored to life by <@manager-1>",
    });
    expect((await enter()).kind).toBe("applied");
    expect((await store.load(next.id)).battle.figures).toHaveLength(1);
  });

  it("ranks the server's figures by wins and by EP earned", async () => {
    const first = await blueSlainByRuling();
    const second = await blueSlainByRuling();
    const wins = await records.leaderboard(GUILD, "wins");
    const winners = new Set([first.redFigureId, second.redFigureId]);
    expect(wins.map((r) => [winners.has(r.figureId), r.wins, r.dead])).toEqual([
      [true, 1, false],
      [true, 1, false],
      [false, 0, true],
      [false, 0, true],
    ]);
    const ep = await records.leaderboard(GUILD, "ep", 1);
    expect(ep).toHaveLength(1);
    expect(winners.has(ep[0]?.figureId ?? "")).toBe(true);
    expect(ep[0]?.epEarned).toBe(50);
    expect(await records.leaderboard("another-guild", "wins")).toEqual([]);
  });
});
