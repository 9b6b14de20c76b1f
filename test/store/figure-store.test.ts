import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AM_ARMOR_IDS, ARMOR_IDS } from "../../src/engine/index.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import {
  CorruptFigureError,
  FigureNameTakenError,
  FigureNotFoundError,
} from "../../src/store/errors.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { ragnar } from "./figures.ts";
import { tempDatabases } from "./temp-database.ts";

const databases = tempDatabases();
const G = "guild-1";
const O = "owner-1";

let url: string;
let db: Database;
let store: FigureStore;

beforeEach(async () => {
  url = databases.migratedUrl();
  db = await openDatabase(url);
  store = new FigureStore(db);
});
afterEach(() => db.close());

describe("create and read", () => {
  it("stores the spec and EP and reads them back by id and by name in any case", async () => {
    const created = await store.create({ guildId: G, ownerId: O, spec: ragnar(), ep: 40 });
    expect(created).toMatchObject({ guildId: G, ownerId: O, spec: ragnar(), ep: 40 });
    expect(created.createdAt).toBeInstanceOf(Date);

    expect(await store.getById(created.id)).toEqual(created);
    expect(await store.findByName(G, O, "rAGNAR")).toEqual(created);
    expect(await store.getById("missing")).toBeNull();
    expect(await store.findByName(G, O, "Olaf")).toBeNull();
  });

  it("keeps only the spec's own fields", async () => {
    const spec = { ...ragnar(), extra: "not part of a spec" };
    const created = await store.create({ guildId: G, ownerId: O, spec });
    expect(created.spec).toEqual(ragnar());
  });

  it("refuses a second figure of the same name, whatever the case, for the same owner and guild", async () => {
    await store.create({ guildId: G, ownerId: O, spec: ragnar() });
    const again = store.create({ guildId: G, ownerId: O, spec: ragnar({ name: "RAGNAR" }) });
    await expect(again).rejects.toThrow(FigureNameTakenError);
    await expect(again).rejects.toThrow('You already have a figure named "RAGNAR" in this server.');

    // Other owners and other guilds have their own namespaces.
    await store.create({ guildId: G, ownerId: "owner-2", spec: ragnar() });
    await store.create({ guildId: "guild-2", ownerId: O, spec: ragnar() });
  });

  it("lets exactly one of two concurrent creates of one name win", async () => {
    const results = await Promise.allSettled([
      store.create({ guildId: G, ownerId: O, spec: ragnar() }),
      store.create({ guildId: G, ownerId: O, spec: ragnar({ name: "ragnar" }) }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [failure] = results.filter((r) => r.status === "rejected");
    expect(failure?.reason).toBeInstanceOf(FigureNameTakenError);
    expect(await store.list(G, O)).toHaveLength(1);
  });

  it("lists an owner's figures in one guild by name, ignoring case", async () => {
    for (const name of ["brunhild", "Olaf", "Aelric"]) {
      await store.create({ guildId: G, ownerId: O, spec: ragnar({ name }) });
    }
    await store.create({ guildId: G, ownerId: "owner-2", spec: ragnar({ name: "Zed" }) });
    await store.create({ guildId: "guild-2", ownerId: O, spec: ragnar({ name: "Yorick" }) });
    const names = (await store.list(G, O)).map((f) => f.spec.name);
    expect(names).toEqual(["Aelric", "brunhild", "Olaf"]);
  });

  it("suggests names starting with the typed text first, then names containing it", async () => {
    for (const name of ["Grim", "Agrippa", "Bragi", "Graham", "Olaf", "100%_Hero"]) {
      await store.create({ guildId: G, ownerId: O, spec: ragnar({ name }) });
    }
    const names = async (owner: string, typed: string, limit: number) =>
      (await store.searchNames(G, owner, typed, limit)).map((f) => f.name);
    expect(await names(O, "gr", 25)).toEqual(["Graham", "Grim", "Agrippa"]);
    expect(await names(O, "gr", 2)).toEqual(["Graham", "Grim"]);
    expect(await names(O, "", 3)).toEqual(["100%_Hero", "Agrippa", "Bragi"]);
    expect(await names(O, "%_", 25)).toEqual(["100%_Hero"]);
    expect(await names("owner-2", "gr", 25)).toEqual([]);
    const [grim] = await store.searchNames(G, O, "grim", 1);
    expect(grim?.id).toBe((await store.findByName(G, O, "Grim"))?.id);
  });

  it("searches every player's figures in the server when no owner is given, with their owners", async () => {
    await store.create({ guildId: G, ownerId: O, spec: ragnar({ name: "Grim" }) });
    await store.create({ guildId: G, ownerId: "owner-2", spec: ragnar({ name: "Graham" }) });
    await store.create({ guildId: "guild-2", ownerId: O, spec: ragnar({ name: "Gregor" }) });
    const found = await store.searchNames(G, null, "gr", 25);
    expect(found.map((f) => [f.name, f.ownerId])).toEqual([
      ["Graham", "owner-2"],
      ["Grim", O],
    ]);
  });
});

describe("changes and history", () => {
  it("records creation, equipment, EP and advancement, oldest first", async () => {
    const created = await store.create({
      guildId: G,
      ownerId: O,
      spec: ragnar(),
      ep: 20,
      historyKind: "imported",
      detail: "From a sheet",
    });
    const { id } = created;

    const equipped = await store.updateSpec(created, ragnar({ armor: "chainmail" }), "Chainmail");
    expect(equipped.spec.armor).toBe("chainmail");
    expect(equipped.ep).toBe(20);

    const earned = await store.addEp(id, 95, "Won a duel");
    expect(earned.ep).toBe(115);

    const advanced = await store.advance(
      earned,
      ragnar({ armor: "chainmail", st: 13 }),
      15,
      "+1 ST",
    );
    expect(advanced.spec.st).toBe(13);
    expect(advanced.ep).toBe(15);
    expect(advanced.updatedAt.getTime()).toBeGreaterThanOrEqual(equipped.updatedAt.getTime());

    const history = await store.history(id);
    expect(history.map(({ kind, epDelta, detail }) => ({ kind, epDelta, detail }))).toEqual([
      { kind: "imported", epDelta: 20, detail: "From a sheet" },
      { kind: "equipped", epDelta: 0, detail: "Chainmail" },
      { kind: "ep", epDelta: 95, detail: "Won a duel" },
      { kind: "advanced", epDelta: -100, detail: "+1 ST" },
    ]);
    // The deltas always add up to the EP the figure has.
    expect(history.reduce((sum, h) => sum + h.epDelta, 0)).toBe(advanced.ep);
    expect(history[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("gives a new figure a 'created' history row by default", async () => {
    const { id } = await store.create({ guildId: G, ownerId: O, spec: ragnar() });
    expect(await store.history(id)).toMatchObject([{ kind: "created", epDelta: 0 }]);
  });

  it("refuses a rename onto another figure's name and leaves both untouched", async () => {
    await store.create({ guildId: G, ownerId: O, spec: ragnar() });
    const olaf = await store.create({ guildId: G, ownerId: O, spec: ragnar({ name: "Olaf" }) });
    await expect(store.updateSpec(olaf, ragnar({ name: "ragnar" }), "Rename")).rejects.toThrow(
      FigureNameTakenError,
    );
    await expect(
      store.advance(olaf, ragnar({ name: "RAGNAR", st: 13 }), 0, "+1 ST"),
    ).rejects.toThrow(FigureNameTakenError);
    expect((await store.getById(olaf.id))?.spec.name).toBe("Olaf");
    expect(await store.history(olaf.id)).toHaveLength(1);
  });

  it("reports a figure that is gone", async () => {
    const gone = await store.create({ guildId: G, ownerId: O, spec: ragnar() });
    await store.delete(gone.id);
    await expect(store.updateSpec(gone, ragnar(), "x")).rejects.toThrow(FigureNotFoundError);
    await expect(store.advance(gone, ragnar(), 0, "x")).rejects.toThrow(FigureNotFoundError);
    await expect(store.addEp("gone", 5, "x")).rejects.toThrow(FigureNotFoundError);
  });

  it("deletes a figure with its history, and a second delete does nothing", async () => {
    const { id } = await store.create({ guildId: G, ownerId: O, spec: ragnar() });
    await store.addEp(id, 10, "Fought");
    await store.delete(id);
    await store.delete(id);
    expect(await store.getById(id)).toBeNull();
    expect(await store.history(id)).toEqual([]);
    expect(await db.prisma.figureHistory.count()).toBe(0);
  });
});

describe("stored data", () => {
  it("names the row and the problem when a stored spec is corrupt", async () => {
    const { id } = await store.create({ guildId: G, ownerId: O, spec: ragnar() });

    await db.prisma.figure.update({ where: { id }, data: { spec: "{not json" } });
    await expect(store.getById(id)).rejects.toThrow(CorruptFigureError);
    await expect(store.getById(id)).rejects.toThrow(`Figure row ${id} is corrupt`);

    const badArmor = JSON.stringify({ ...ragnar(), armor: "mithril" });
    await db.prisma.figure.update({ where: { id }, data: { spec: badArmor } });
    await expect(store.list(G, O)).rejects.toThrow(
      `"spec.armor" must be one of ${[...ARMOR_IDS, ...AM_ARMOR_IDS].join(", ")}; got "mithril".`,
    );

    const renamed = JSON.stringify(ragnar({ name: "Olaf" }));
    await db.prisma.figure.update({ where: { id }, data: { spec: renamed } });
    await expect(store.findByName(G, O, "Ragnar")).rejects.toThrow("disagree with spec");
  });

  it("survives closing and reopening the database", async () => {
    const { id } = await store.create({ guildId: G, ownerId: O, spec: ragnar(), ep: 7 });
    await store.addEp(id, 3, "Sparring");
    await db.close();

    db = await openDatabase(url);
    store = new FigureStore(db);
    expect(await store.findByName(G, O, "ragnar")).toMatchObject({ id, spec: ragnar(), ep: 10 });
    expect(await store.history(id)).toHaveLength(2);
  });
});
