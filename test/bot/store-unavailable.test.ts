/**
 * isStoreUnavailable on the errors an unreachable or locked database really throws (a
 * PostgreSQL port nobody listens on, a SQLite file another connection holds locked), and not on
 * the errors that are the bot's or the user's.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { PrismaClient as PostgresPrismaClient } from "../../generated/prisma-postgres/client.ts";
import { BattleNotFoundError } from "../../src/store/errors.ts";
import { migrateFile } from "../../src/store/migrate.ts";
import { isStoreUnavailable } from "../../src/store/unavailable.ts";

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the work to fail");
}

function knownError(code: string): Prisma.PrismaClientKnownRequestError {
  return new Prisma.PrismaClientKnownRequestError(`error ${code}`, {
    code,
    clientVersion: Prisma.prismaVersion.client,
  });
}

describe("isStoreUnavailable", () => {
  it("recognises a PostgreSQL server that refuses the connection (P1001)", async () => {
    const port = await closedPort();
    const adapter = new PrismaPg({
      connectionString: `postgresql://bot:x@127.0.0.1:${port}/melee`,
    });
    const prisma = new PostgresPrismaClient({ adapter });
    cleanUps.push(() => prisma.$disconnect());
    const error = await failure(() => prisma.battle.count());
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P1001");
    expect(isStoreUnavailable(error)).toBe(true);
    // A raw statement's failure is "raw query failed" (P2010) with the driver's error inside.
    const raw = await failure(() => prisma.$queryRaw`SELECT 1`);
    expect((raw as Prisma.PrismaClientKnownRequestError).code).toBe("P2010");
    expect(isStoreUnavailable(raw)).toBe(true);
  });

  it("recognises a SQLite file locked by another connection past the busy timeout", async () => {
    const dir = await mkdtemp(join(tmpdir(), "melee-unavailable-"));
    cleanUps.push(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, "melee.db");
    migrateFile(file);
    const holder = new BetterSqlite3(file);
    cleanUps.push(async () => {
      holder.close();
    });
    holder.exec("BEGIN EXCLUSIVE");
    const prisma = new PrismaClient({
      adapter: new PrismaBetterSQLite3({ url: file, timeout: 0 }),
    });
    cleanUps.push(() => prisma.$disconnect());
    // The file is in WAL mode, where readers pass a writer: only a write finds it locked.
    const viaPrisma = await failure(() => prisma.battle.deleteMany({ where: { id: "none" } }));
    expect(isStoreUnavailable(viaPrisma)).toBe(true);
    const viaSql = await failure(
      () => prisma.$executeRaw`DELETE FROM "Battle" WHERE "id" = 'none'`,
    );
    expect((viaSql as Prisma.PrismaClientKnownRequestError).code).toBe("P2010");
    expect(isStoreUnavailable(viaSql)).toBe(true);

    const direct = new BetterSqlite3(file, { timeout: 0 });
    cleanUps.push(async () => {
      direct.close();
    });
    const viaDriver = await failure(async () =>
      direct.prepare("DELETE FROM Battle WHERE id = 'none'").run(),
    );
    expect((viaDriver as { code?: string }).code).toBe("SQLITE_BUSY");
    expect(isStoreUnavailable(viaDriver)).toBe(true);
  });

  it("recognises the pool and timeout codes, and a driver error wrapped as a cause", () => {
    for (const code of ["P1002", "P1008", "P1017", "P2024", "P2028", "P2037"]) {
      expect(isStoreUnavailable(knownError(code))).toBe(true);
    }
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), {
      code: "ECONNREFUSED",
    });
    expect(isStoreUnavailable(new Error("query failed", { cause: refused }))).toBe(true);
  });

  it("recognises a SQLite file it cannot write or open, however Prisma passes the error on", () => {
    const codes = [
      "SQLITE_FULL",
      "SQLITE_IOERR",
      "SQLITE_IOERR_SHMSIZE",
      "SQLITE_CANTOPEN",
      "SQLITE_READONLY_DBMOVED",
      "SQLITE_BUSY_SNAPSHOT",
      "SQLITE_LOCKED",
    ];
    for (const code of codes) {
      const driverError = Object.assign(new Error(code), { code });
      expect(isStoreUnavailable(driverError)).toBe(true);
      // A model call outside a transaction copies the driver's code onto Prisma's error.
      expect(isStoreUnavailable(knownError(code))).toBe(true);
    }
    const constraint = Object.assign(new Error("CHECK failed"), { code: "SQLITE_CONSTRAINT" });
    expect(isStoreUnavailable(constraint)).toBe(false);
    expect(isStoreUnavailable(knownError("SQLITE_CONSTRAINT_CHECK"))).toBe(false);
  });

  it("does not take the bot's or the user's errors for an outage", () => {
    expect(isStoreUnavailable(knownError("P2002"))).toBe(false);
    expect(isStoreUnavailable(knownError("P2025"))).toBe(false);
    expect(isStoreUnavailable(new BattleNotFoundError("b1"))).toBe(false);
    expect(isStoreUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isStoreUnavailable("ECONNREFUSED")).toBe(false);
    expect(isStoreUnavailable(undefined)).toBe(false);
  });
});
