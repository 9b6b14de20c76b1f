/**
 * A figure's IQ (ADVANCED MELEE) in the store: kept in the spec and repeated in the `iq` column
 * on both engines; a MELEE figure's column stays null and its spec unchanged.
 */
import { expect, it } from "vitest";
import { FigureStore } from "../../src/store/figure-store.ts";
import { databasePerTest, describeEachEngine, type OpenedDatabase } from "./engines.ts";
import { ragnar } from "./figures.ts";

const G = "guild-1";
const O = "owner-1";

describeEachEngine("a figure's IQ", (engine) => {
  let opened: OpenedDatabase;
  databasePerTest(engine, (o) => {
    opened = o;
  });

  it("stores IQ in the spec and its column, and reads it back", async () => {
    const store = new FigureStore(opened.db);
    const spec = ragnar({ name: "Kov", st: 11, dx: 12, iq: 9 });
    const created = await store.create({ guildId: G, ownerId: O, spec });
    expect((await store.getById(created.id))?.spec).toEqual(spec);
    const row = await opened.db.prisma.figure.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.iq).toBe(9);
    expect(JSON.parse(row.spec)).toMatchObject({ iq: 9 });
  });

  it("leaves a MELEE figure's IQ column null and its spec without one", async () => {
    const store = new FigureStore(opened.db);
    const created = await store.create({ guildId: G, ownerId: O, spec: ragnar() });
    const row = await opened.db.prisma.figure.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.iq).toBeNull();
    expect(JSON.parse(row.spec)).not.toHaveProperty("iq");
  });

  it("calls a row corrupt when its IQ column disagrees with its spec", async () => {
    const store = new FigureStore(opened.db);
    const spec = ragnar({ name: "Kov", st: 11, dx: 12, iq: 9 });
    const { id } = await store.create({ guildId: G, ownerId: O, spec });
    await opened.db.prisma.figure.update({ where: { id }, data: { iq: 14 } });
    await expect(store.getById(id)).rejects.toThrow(
      "the name/race/st/dx/iq columns disagree with spec",
    );
  });

  it("refuses to store an IQ outside 1 to 99", () => {
    const store = new FigureStore(opened.db);
    const spec = ragnar({ iq: 100 });
    expect(() => store.create({ guildId: G, ownerId: O, spec })).toThrow(
      "Figure not stored: IQ must be from 1 to 99; Ragnar has IQ 100",
    );
  });
});
