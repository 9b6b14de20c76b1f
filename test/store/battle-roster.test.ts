/**
 * A battle's players and figures, kept by the store between reads while the battle's version
 * stays the same: a change made through another store on the same database (another process)
 * is seen at the next read all the same.
 */

import { afterEach, beforeEach, expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { hex } from "../../src/engine/index.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { GM, GUILD, RED_PLAYER, writtenValue } from "./battles.ts";
import { describeEachEngine } from "./engines.ts";

describeEachEngine("MeleeBattles roster", (engine) => {
  let url: string;
  let db: Database;
  let other: Database;

  beforeEach(async () => {
    url = await engine.url();
    db = await openDatabase(url);
    other = await openDatabase(url);
  });
  afterEach(async () => {
    await other.close();
    await db.close();
  });

  it("sees players and figures another store added, and the same roster while nothing changed", async () => {
    const store = new MeleeBattles(db);
    const elsewhere = new MeleeBattles(other);
    const formed = writtenValue(
      await store.create({
        guildId: GUILD,
        channelId: "roster",
        gmId: GM,
        combatType: "arena",
        sides: [
          { id: "a", name: "A", entrance: 0 },
          { id: "b", name: "B", entrance: 1 },
        ],
      }),
    );
    expect((await store.load(formed.id)).battle.figures).toEqual([]);

    await elsewhere.join({ battleId: formed.id, userId: RED_PLAYER, sideId: "a" });
    await elsewhere.addFigure({
      battleId: formed.id,
      kind: "monster",
      monster: "wolf",
      name: "Grey",
      sideId: "b",
      position: hex(3, 6),
      facing: 3,
    });
    const seen = await store.activeInChannel(GUILD, "roster");
    expect(seen?.participants).toEqual([{ userId: RED_PLAYER, sideId: "a" }]);
    expect(seen?.figures.map((f) => [f.figureKey, f.name, f.sideId])).toEqual([
      ["f1", "Grey", "b"],
    ]);

    const again = await store.load(formed.id);
    expect(again.battle.figures).toEqual(seen?.figures);
    expect(again.battle.version).toBe(seen?.version);

    await elsewhere.removeFigure({ battleId: formed.id, figureKey: "f1" });
    expect((await store.load(formed.id)).battle.figures).toEqual([]);
  });
});
