/**
 * The bot on a SQLite file that fails under it: a full disk (a real small tmpfs, filled),
 * another program holding the write lock, and the file deleted or replaced under it. Writes are
 * refused with the outage message, nothing is written where it would be lost, the process never
 * stops to wait, and once space, the lock or a file comes back the store works again by itself.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, linkSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { ApplicationCommandOptionType } from "discord.js";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { dispatch } from "../../src/bot/dispatch.ts";
import { createLogger } from "../../src/log.ts";
import { createServices } from "../../src/services.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { isStoreUnavailable, STORE_UNAVAILABLE } from "../../src/store/unavailable.ts";
import { fakeInteraction, type Sent } from "./fake-interactions.ts";

const { String: TEXT, Integer: NUMBER } = ApplicationCommandOptionType;

function createFigure(name: string) {
  return fakeInteraction({
    kind: "command",
    commandName: "figure",
    subcommand: "create",
    options: [
      { name: "name", type: TEXT, value: name },
      { name: "race", type: TEXT, value: "human" },
      { name: "st", type: NUMBER, value: 12 },
      { name: "dx", type: NUMBER, value: 12 },
      { name: "weapons", type: TEXT, value: "broadsword" },
      { name: "ready", type: TEXT, value: "broadsword" },
    ],
  });
}

const listFigures = () =>
  fakeInteraction({ kind: "command", commandName: "figure", subcommand: "list" });
const help = () => fakeInteraction({ kind: "command", commandName: "help" });

/** Runs one interaction through dispatch and gives what the bot sent, last answer last. */
async function interact(database: Database, fake: ReturnType<typeof fakeInteraction>) {
  const log = createLogger({ level: "error", write: () => {} });
  await dispatch(fake.asDiscord, { commands: COMMANDS, services: createServices(database), log });
  return fake.sent;
}

const lastText = (sent: readonly Sent[]): string => JSON.stringify(sent.at(-1)?.payload ?? null);

const figureNames = async (database: Database) =>
  (await database.prisma.figure.findMany({ orderBy: { name: "asc" } })).map((f) => f.name);

describe("a SQLite file deleted under the bot", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-deleted-"));
  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;

  /** A database on a new file with Ragnar in it, a copy of it made then, and its log lines. */
  async function openWithBackup() {
    count += 1;
    const file = path.join(dir, `case-${count}`, "melee.db");
    const lines: { level: string; msg: string }[] = [];
    const log = createLogger({ level: "info", write: (line) => lines.push(JSON.parse(line)) });
    const database = await openDatabase(`file:${file}`, { log });
    opened.push(database);
    await interact(database, createFigure("Ragnar"));
    const backup = `${file}.backup`;
    await database.prisma.$queryRawUnsafe(`VACUUM INTO '${backup}'`);
    const errors = () => lines.filter((line) => line.level === "error").map((line) => line.msg);
    return { file, backup, database, errors };
  }

  const deleteFiles = (file: string) => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  };

  /** Whether Wulf's creation was answered with the outage message. */
  const wulfRefused = async (database: Database) =>
    lastText(await interact(database, createFigure("Wulf"))).includes(STORE_UNAVAILABLE);

  /** One column of every figure in a deleted file kept under another name. */
  function keptColumn(kept: string, column: string): unknown[] {
    const db = new BetterSqlite3(kept, { readonly: true });
    try {
      return db.prepare(`SELECT ${column} FROM "Figure"`).pluck().all();
    } finally {
      db.close();
    }
  }

  it("refuses every call with the outage message, writes nothing, and works again once a copy is back", async () => {
    const { file, backup, database, errors } = await openWithBackup();
    // The deleted file stays readable under another name, to see what reached it.
    linkSync(file, `${file}.kept`);
    linkSync(`${file}-wal`, `${file}.kept-wal`);
    deleteFiles(file);

    for (const name of ["Wulf", "Wulf", "Flavius"]) {
      expect(lastText(await interact(database, createFigure(name)))).toContain(STORE_UNAVAILABLE);
    }
    expect(lastText(await interact(database, listFigures()))).toContain(STORE_UNAVAILABLE);
    expect(keptColumn(`${file}.kept`, "name")).toEqual(["Ragnar"]);
    expect(errors()).toEqual(["database file is missing"]);

    copyFileSync(backup, file);
    expect(await wulfRefused(database)).toBe(false);
    expect(await figureNames(database)).toEqual(["Ragnar", "Wulf"]);
    expect(errors()).toEqual(["database file is missing"]);
  }, 60_000);

  it("rolls back and refuses a write whose file is deleted before it commits", async () => {
    const { file, database, errors } = await openWithBackup();
    linkSync(file, `${file}.kept`);
    const write = database.prisma.$transaction(async (tx) => {
      await tx.figure.updateMany({ data: { ep: 50 } });
      rmSync(file);
    });

    await expect(write).rejects.toSatisfy(isStoreUnavailable);
    expect(errors()).toEqual(["database file is missing"]);
    // The next call lets the deleted file go, emptying its write-ahead log into it.
    expect(lastText(await interact(database, listFigures()))).toContain(STORE_UNAVAILABLE);
    expect(keptColumn(`${file}.kept`, "ep")).toEqual([0]);
  }, 60_000);

  it("migrates an empty file put in its place, and uses it", async () => {
    const { file, database } = await openWithBackup();
    deleteFiles(file);
    expect(await wulfRefused(database)).toBe(true);

    writeFileSync(file, "");
    expect(await wulfRefused(database)).toBe(false);
    expect(await figureNames(database)).toEqual(["Wulf"]);
  }, 60_000);

  it("keeps refusing while the file put back is not a database, until a good one is", async () => {
    const { file, backup, database, errors } = await openWithBackup();
    deleteFiles(file);
    writeFileSync(file, "not a database, but long enough to have a header of sorts");
    expect(await wulfRefused(database)).toBe(true);
    expect(await wulfRefused(database)).toBe(true);
    expect(errors()).toEqual(["database file was replaced", "database file is unusable"]);

    copyFileSync(backup, file);
    expect(await wulfRefused(database)).toBe(false);
    expect(await figureNames(database)).toEqual(["Ragnar", "Wulf"]);
  }, 60_000);

  it("does not replay the deleted file's write-ahead log, left behind, onto the copy put back", async () => {
    const { file, backup, database } = await openWithBackup();
    await interact(database, createFigure("Sigurd"));
    rmSync(file);
    expect(await wulfRefused(database)).toBe(true);

    copyFileSync(backup, file);
    expect(await wulfRefused(database)).toBe(false);
    expect(await figureNames(database)).toEqual(["Ragnar", "Wulf"]);
  }, 60_000);

  it("opens a file that replaced it, and writes there", async () => {
    const { file, backup, database, errors } = await openWithBackup();
    await interact(database, createFigure("Sigurd"));
    copyFileSync(backup, `${file}.new`);
    renameSync(`${file}.new`, file);

    expect(await wulfRefused(database)).toBe(false);
    expect(await figureNames(database)).toEqual(["Ragnar", "Wulf"]);
    expect(errors()).toEqual(["database file was replaced"]);
  }, 60_000);
});

describe("a SQLite file another program holds locked", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "melee-locked-"));
  const cleanUps: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses the write with the outage message while others are served, never blocking", async () => {
    const file = path.join(dir, "melee.db");
    const database = await openDatabase(`file:${file}`);
    cleanUps.push(() => database.close());
    await interact(database, createFigure("Ragnar"));
    const holder = new BetterSqlite3(file);
    cleanUps.push(() => holder.close());
    holder.exec("BEGIN IMMEDIATE");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    cleanUps.push(() => clearInterval(timer));

    const ticksBefore = ticks;
    const write = interact(database, createFigure("Wulf"));
    const [helped, listed] = await Promise.all([
      interact(database, help()),
      interact(database, listFigures()),
    ]);
    const refused = await write;
    const ticksWhileWriting = ticks - ticksBefore;

    expect(lastText(refused)).toContain(STORE_UNAVAILABLE);
    expect(lastText(helped)).toContain("/figure create");
    expect(lastText(listed)).toContain("Ragnar");
    // The event loop ran throughout: a synchronous busy wait would have stopped the ticks.
    expect(ticksWhileWriting).toBeGreaterThan(20);

    holder.exec("ROLLBACK");
    expect(lastText(await interact(database, createFigure("Wulf")))).not.toContain(
      STORE_UNAVAILABLE,
    );
    expect(await figureNames(database)).toEqual(["Ragnar", "Wulf"]);
  }, 60_000);
});

/** Mounts a small tmpfs at `dir`; the reason it could not, or null. */
function mountSmallDisk(dir: string): string | null {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", dir], { stdio: "pipe" });
    return null;
  } catch (error) {
    return `cannot mount a tmpfs here (${String(error).split("\n")[0]})`;
  }
}

const diskDir = mkdtempSync(path.join(tmpdir(), "melee-full-"));
const mountRefused = mountSmallDisk(diskDir);
if (mountRefused !== null) {
  if (process.env.CI === "true") throw new Error(mountRefused);
  console.warn(`full-disk test skipped: ${mountRefused}`);
}

describe.skipIf(mountRefused !== null)("a SQLite file on a full disk", () => {
  afterAll(() => {
    execFileSync("umount", ["-l", diskDir]);
    rmSync(diskDir, { recursive: true, force: true });
  });

  /** Fills the disk with padding files; returns a function that removes them. */
  function fillDisk(): () => void {
    const pads: string[] = [];
    for (const size of [64 * 1024, 4 * 1024, 512]) {
      try {
        for (;;) {
          const pad = path.join(diskDir, `pad-${pads.length}`);
          writeFileSync(pad, Buffer.alloc(size));
          pads.push(pad);
        }
      } catch {
        // ENOSPC: on to smaller pieces.
      }
    }
    return () => {
      for (const pad of pads) rmSync(pad, { force: true });
    };
  }

  it("refuses writes with the outage message, keeps reading, and recovers when space returns", async () => {
    const database = await openDatabase(`file:${path.join(diskDir, "melee.db")}`);
    try {
      await interact(database, createFigure("Ragnar"));
      // An empty write-ahead log, so the next write needs new space on the disk.
      await database.prisma.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
      const freeSpace = fillDisk();

      for (const name of ["Wulf", "Wulf", "Flavius"]) {
        expect(lastText(await interact(database, createFigure(name)))).toContain(STORE_UNAVAILABLE);
      }
      expect(lastText(await interact(database, listFigures()))).toContain("Ragnar");

      freeSpace();
      expect(lastText(await interact(database, createFigure("Wulf")))).not.toContain(
        STORE_UNAVAILABLE,
      );
      expect(await figureNames(database)).toEqual(["Ragnar", "Wulf"]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
