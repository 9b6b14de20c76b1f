/**
 * Prisma's better-sqlite3 driver adapter, with two repairs for a database that fails under it.
 *
 * - The adapter holds a lock from BEGIN until Prisma reports the transaction over, and Prisma
 *   reports it only after its COMMIT or ROLLBACK statement succeeded. When SQLite ends a
 *   transaction by itself (a full disk, an I/O error) that statement fails, the lock is never
 *   released and every later transaction, and the store queue behind it, waits forever. Here a
 *   transaction always ends: a failed COMMIT is rolled back and reported, a failed ROLLBACK
 *   (nothing left to roll back) counts as done.
 * - better-sqlite3 waits for another program's lock synchronously, stopping the whole process
 *   (5 s by default). Here it does not wait at all: `exclusive` retries a locked-out call
 *   asynchronously, up to a bound.
 */
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Query = Parameters<Transaction["executeRaw"]>[0];

export function sqliteAdapter(file: string): PrismaBetterSQLite3 {
  return new EndingTransactions({ url: file, timeout: 0 });
}

class EndingTransactions extends PrismaBetterSQLite3 {
  override async connect(): Promise<Adapter> {
    const adapter = await super.connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) =>
      endingTransaction(await start(isolationLevel));
    return adapter;
  }
}

function endingTransaction(inner: Transaction): Transaction {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    options: inner.options,
    queryRaw: (query) => inner.queryRaw(query),
    executeRaw: (query) => {
      if (query.sql === "COMMIT") return commit(inner, query);
      if (query.sql === "ROLLBACK") return rollback(inner, query);
      return inner.executeRaw(query);
    },
    commit: () => inner.commit(),
    rollback: () => inner.rollback(),
  };
}

async function commit(inner: Transaction, query: Query): Promise<number> {
  try {
    return await inner.executeRaw(query);
  } catch (error) {
    // Prisma will not end this transaction now: undo whatever SQLite kept, then free the lock.
    await rollback(inner, { ...query, sql: "ROLLBACK" });
    await inner.rollback();
    throw error;
  }
}

async function rollback(inner: Transaction, query: Query): Promise<number> {
  try {
    return await inner.executeRaw(query);
  } catch {
    // ROLLBACK fails only when no transaction is open: SQLite has rolled it back already.
    return 0;
  }
}
