/**
 * A stored battle names its game, and its log is folded with that game's module: a battle
 * defaults to MELEE, exports say so, and a row naming a game this build does not know is
 * refused as corrupt rather than folded with the wrong rules.
 */
import { expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { SeededDice } from "../../src/engine/index.ts";
import { foldExport } from "../../src/store/battle-log.ts";
import type { Database } from "../../src/store/database.ts";
import { CorruptBattleError } from "../../src/store/errors.ts";
import { GM, nextOrder, startDuel } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

describeEachEngine("a stored battle's game", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  it("is MELEE by default, in the summary and the export, which folds to the same state", async () => {
    const duel = await startDuel(db, store);
    const order = nextOrder(duel.state);
    await store.submitOrder({
      battleId: duel.battleId,
      order,
      dice: new SeededDice(3),
      actorId: GM,
    });
    const loaded = await store.load(duel.battleId);
    expect(loaded.battle.game).toBe("melee");
    expect(loaded.battle.ruleset).toBe("melee");
    const exported = await store.exportBattle(duel.battleId);
    expect(exported.battle.game).toBe("melee");
    expect(foldExport(exported)).toEqual(loaded.state);
    // Documents exported before battles named their game are MELEE's.
    const { game: _game, ...older } = exported.battle;
    expect(foldExport({ ...exported, battle: older })).toEqual(loaded.state);
  });

  it("refuses to fold a battle whose row names a game this build does not know", async () => {
    const duel = await startDuel(db, store);
    // The snapshot is dropped too, so the state must come from the log's fold.
    await db.prisma.battle.update({
      where: { id: duel.battleId },
      data: { game: "chess", snapshot: null },
    });
    const fresh = new MeleeBattles(db);
    await expect(fresh.load(duel.battleId)).rejects.toThrow(
      new CorruptBattleError(duel.battleId, 'there is no game "chess"'),
    );
    await expect(fresh.foldLog(duel.battleId)).rejects.toThrow(CorruptBattleError);
  });

  it("keeps ADVANCED MELEE's optional rules it was made with, in the state and its fold", async () => {
    const rules = ["delayed-actions", "waiting-for-an-opening"];
    const duel = await startDuel(db, store, { optionalRules: rules });
    expect(duel.state.optionalRules).toEqual(rules);
    await db.prisma.battle.update({ where: { id: duel.battleId }, data: { snapshot: null } });
    const folded = await new MeleeBattles(db).load(duel.battleId);
    expect(folded.state?.ruleset).toBe("advanced-melee");
    expect(folded.state?.optionalRules).toEqual(rules);
  });
});
