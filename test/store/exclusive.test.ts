import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/database.ts";
import { exclusive } from "../../src/store/exclusive.ts";
import { tempDatabases } from "./temp-database.ts";

const databases = tempDatabases();

const row = (id: string) => ({
  id,
  guildId: "g",
  ownerId: "o",
  name: id,
  nameKey: id,
  race: "human",
  st: 12,
  dx: 12,
  spec: "{}",
});

describe("exclusive", () => {
  it("keeps a write from joining, and being undone with, another caller's transaction", async () => {
    const { prisma, close } = await openDatabase(databases.migratedUrl());
    const results = await Promise.allSettled([
      exclusive(prisma, () =>
        prisma.$transaction(async (tx) => {
          await tx.figure.create({ data: row("rolled-back") });
          await sleep(30);
          throw new Error("changed my mind");
        }),
      ),
      sleep(5).then(() => exclusive(prisma, () => prisma.figure.create({ data: row("kept") }))),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    expect((await prisma.figure.findMany()).map((f) => f.id)).toEqual(["kept"]);
    await close();
  });

  it("runs tasks in call order and carries on after a failure", async () => {
    const order: number[] = [];
    const client = {};
    const slow = exclusive(client, async () => {
      await sleep(20);
      order.push(1);
      throw new Error("first fails");
    });
    const fast = exclusive(client, async () => {
      order.push(2);
      return "second";
    });
    await expect(slow).rejects.toThrow("first fails");
    await expect(fast).resolves.toBe("second");
    expect(order).toEqual([1, 2]);
  });

  it("tries a locked-out task again, letting the calls behind it run in between", async () => {
    const client = {};
    const order: string[] = [];
    let tries = 0;
    const write = exclusive(
      client,
      async () => {
        tries += 1;
        order.push(`write ${tries}`);
        if (tries < 3) throw lockedOut();
        return "written";
      },
      60_000,
    );
    const read = exclusive(client, async () => {
      order.push("read");
      return "read";
    });
    expect(await Promise.all([write, read])).toEqual(["written", "read"]);
    expect(order).toEqual(["write 1", "read", "write 2", "write 3"]);
  });

  it("gives a task still locked out after the wait its error", async () => {
    let tries = 0;
    const write = exclusive(
      {},
      async () => {
        tries += 1;
        throw lockedOut();
      },
      0,
    );
    await expect(write).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(tries).toBe(1);
  });

  it("does not try a task again for any other error", async () => {
    let tries = 0;
    const write = exclusive(
      {},
      async () => {
        tries += 1;
        throw Object.assign(new Error("disk full"), { code: "SQLITE_FULL" });
      },
      60_000,
    );
    await expect(write).rejects.toThrow("disk full");
    expect(tries).toBe(1);
  });
});

function lockedOut(): Error {
  return Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
}
