/**
 * The bot on a SQLite file that fails under it: a full disk (a real small tmpfs, filled) and
 * another program holding the write lock. Writes are refused with the outage message, reads and
 * other users go on being served, the process never stops to wait, and once space or the lock
 * comes back the store works again by itself.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
import { STORE_UNAVAILABLE } from "../../src/store/unavailable.ts";
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
