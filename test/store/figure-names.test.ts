/**
 * Figure names on both engines: look-alike names are one name, a figure stored before names
 * were normalised is still found, and findOwn takes the id autocomplete sends.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { FigureNameTakenError } from "../../src/store/errors.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { describeEachEngine } from "./engines.ts";
import { ragnar } from "./figures.ts";

const G = "guild-1";
const O = "owner-1";

describeEachEngine("figure names", (engine) => {
  let db: Database;
  let store: FigureStore;
  beforeEach(async () => {
    db = await openDatabase(await engine.url());
    store = new FigureStore(db);
  });
  afterEach(() => db.close());

  it("refuses a normalised name the owner already has, in any case", async () => {
    await store.create({ guildId: G, ownerId: O, spec: ragnar({ name: "Flavius" }) });
    await expect(
      store.create({ guildId: G, ownerId: O, spec: ragnar({ name: "FLAVIUS" }) }),
    ).rejects.toBeInstanceOf(FigureNameTakenError);
    expect((await store.findByName(G, O, "ＦＬＡＶＩＵＳ\u200b"))?.spec.name).toBe("Flavius");
  });

  it("finds by id first, then by name, and never another owner's figure", async () => {
    const mine = await store.create({ guildId: G, ownerId: O, spec: ragnar() });
    const theirs = await store.create({ guildId: G, ownerId: "owner-2", spec: ragnar() });
    expect((await store.findOwn(G, O, mine.id))?.id).toBe(mine.id);
    expect((await store.findOwn(G, O, " ragnar "))?.id).toBe(mine.id);
    expect(await store.findOwn(G, O, theirs.id)).toBeNull();
  });

  it("keeps a figure stored before normalising findable by its name, and saves it again", async () => {
    const old = await store.create({ guildId: G, ownerId: O, spec: ragnar({ name: "Big  Bear" }) });
    expect((await store.findByName(G, O, "big  bear"))?.id).toBe(old.id);
    const saved = await store.updateSpec(old, { ...old.spec, armor: "none" }, "Equipped");
    expect(saved.spec.name).toBe("Big  Bear");
  });
});
