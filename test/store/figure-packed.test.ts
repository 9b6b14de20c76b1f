/**
 * A figure's packed weapons (AM §5 "PACKED") in the store on both engines: kept in the spec and
 * read back; a figure without any is stored as before, and a stored list that is no weapons is
 * called corrupt.
 */
import { expect, it } from "vitest";
import { FigureStore } from "../../src/store/figure-store.ts";
import { databasePerTest, describeEachEngine, type OpenedDatabase } from "./engines.ts";
import { ragnar } from "./figures.ts";

const G = "guild-1";
const O = "owner-1";

describeEachEngine("a figure's packed weapons", (engine) => {
  let opened: OpenedDatabase;
  databasePerTest(engine, (o) => {
    opened = o;
  });

  it("stores the packed weapons in the spec and reads them back", async () => {
    const store = new FigureStore(opened.db);
    const spec = ragnar({ pack: "loaded", packed: ["mace", "small-ax"] });
    const created = await store.create({ guildId: G, ownerId: O, spec });
    expect((await store.getById(created.id))?.spec).toEqual(spec);
    const row = await opened.db.prisma.figure.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.parse(row.spec)).toMatchObject({ packed: ["mace", "small-ax"] });
  });

  it("writes no packed field for an empty pack", async () => {
    const store = new FigureStore(opened.db);
    const created = await store.create({
      guildId: G,
      ownerId: O,
      spec: ragnar({ pack: "loaded", packed: [] }),
    });
    const row = await opened.db.prisma.figure.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.parse(row.spec)).not.toHaveProperty("packed");
  });

  it("calls a stored packed list that names no weapon corrupt", async () => {
    const store = new FigureStore(opened.db);
    const spec = ragnar({ pack: "loaded", packed: ["mace"] });
    const { id } = await store.create({ guildId: G, ownerId: O, spec });
    const broken = JSON.stringify({ ...spec, packed: ["teapot"] });
    await opened.db.prisma.figure.update({ where: { id }, data: { spec: broken } });
    await expect(store.getById(id)).rejects.toThrow("packed");
  });
});
