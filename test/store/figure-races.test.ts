/**
 * Figure writes racing each other and a battle's EP award, with real concurrency. On PostgreSQL
 * the racers use two clients, as two shards of the bot would; on SQLite the bot is one process
 * with one client.
 */

import { afterEach, beforeEach, expect, it } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { awardEp } from "../../src/store/ep-award.ts";
import { FigureChangedError, FigureLimitError } from "../../src/store/errors.ts";
import { exclusive } from "../../src/store/exclusive.ts";
import { FigureStore, type StoredFigure } from "../../src/store/figure-store.ts";
import { writtenValue } from "./battles.ts";
import { describeEachEngine } from "./engines.ts";
import { ragnar } from "./figures.ts";

const G = "guild-1";
const O = "owner-1";

describeEachEngine("figure writes under races", (engine) => {
  let databases: Database[];
  let stores: FigureStore[];

  beforeEach(async () => {
    const url = await engine.url();
    const first = await openDatabase(url);
    databases = engine.provider === "postgresql" ? [first, await openDatabase(url)] : [first];
    stores = databases.map((db) => new FigureStore(db));
  });
  afterEach(async () => {
    for (const db of databases) await db.close();
  });

  const storeFor = (i: number) => stores[i % stores.length] as FigureStore;
  const main = () => storeFor(0);

  /** Every row's history deltas add up to its EP: no change was lost or counted twice. */
  async function expectConsistent(figure: StoredFigure): Promise<void> {
    const history = await main().history(figure.id);
    expect(history.reduce((sum, h) => sum + h.epDelta, 0)).toBe(figure.ep);
  }

  it("keeps the per-owner limit exactly when 20 creates race for 5 places", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        storeFor(i).create({ guildId: G, ownerId: O, spec: ragnar({ name: `R${i}` }), limit: 5 }),
      ),
    );
    const refused = results.filter((r) => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    for (const r of refused) expect(r.reason).toBeInstanceOf(FigureLimitError);
    expect(await main().count(G, O)).toBe(5);
  });

  it("keeps both an advance and a battle's EP award that race, or refuses the advance", async () => {
    const battles = new MeleeBattles(databases[0] as Database);
    const battle = writtenValue(
      await battles.create({
        guildId: G,
        channelId: "arena",
        gmId: "gm",
        combatType: "death",
        sides: [
          { id: "a", name: "A", entrance: 0 },
          { id: "b", name: "B", entrance: 1 },
        ],
      }),
    );
    const created = await main().create({ guildId: G, ownerId: O, spec: ragnar(), ep: 150 });
    const read = (await main().getById(created.id)) as StoredFigure;
    const award = databases[databases.length - 1] as Database;
    const [awarded, advanced] = await Promise.allSettled([
      exclusive(award.prisma, () =>
        award.prisma.$transaction((tx) => awardEp(tx, read.id, 50, "Death combat", battle.id)),
      ),
      storeFor(1).advance(read, ragnar({ st: 13 }), 50, "+1 ST"),
    ]);
    expect(awarded.status).toBe("fulfilled");
    const after = (await main().getById(read.id)) as StoredFigure;
    if (advanced.status === "fulfilled") {
      expect(after).toMatchObject({ ep: 100, spec: { st: 13 } });
    } else {
      expect(advanced.reason).toBeInstanceOf(FigureChangedError);
      expect(after).toMatchObject({ ep: 200, spec: { st: 12 } });
    }
    await expectConsistent(after);
  });

  it("applies exactly one of two simultaneous advances and refuses the other", async () => {
    const created = await main().create({ guildId: G, ownerId: O, spec: ragnar(), ep: 200 });
    const results = await Promise.allSettled([
      storeFor(0).advance(created, ragnar({ st: 13 }), 100, "+1 ST"),
      storeFor(1).advance(created, ragnar({ dx: 13 }), 100, "+1 DX"),
    ]);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(1);
    expect(refused[0]?.reason).toBeInstanceOf(FigureChangedError);
    const after = (await main().getById(created.id)) as StoredFigure;
    expect(after.ep).toBe(100);
    expect(after.spec.st + after.spec.dx).toBe(25);
    await expectConsistent(after);
  });

  it("keeps an equip and an advance from one read apart: one lands, the other is refused", async () => {
    const created = await main().create({ guildId: G, ownerId: O, spec: ragnar(), ep: 100 });
    const results = await Promise.allSettled([
      storeFor(0).updateSpec(created, ragnar({ armor: "chainmail" }), "Chainmail"),
      storeFor(1).advance(created, ragnar({ st: 13 }), 0, "+1 ST"),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    const after = (await main().getById(created.id)) as StoredFigure;
    const landed = results.findIndex((r) => r.status === "fulfilled");
    expect(after).toMatchObject(
      landed === 0
        ? { ep: 100, spec: { armor: "chainmail", st: 12 } }
        : { ep: 0, spec: { armor: "leather", st: 13 } },
    );
    await expectConsistent(after);
  });
});
