/**
 * Prisma's better-sqlite3 driver adapter, with three repairs for a database that fails under it.
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
 * - In WAL mode a file deleted (or replaced) under the bot goes unnoticed: SQLite writes on to
 *   the open, deleted file, and all of it is lost at the next start. Here every call, and every
 *   COMMIT, first checks that the file at the path is the one open (one stat); if it is gone
 *   the call is refused, and once a file is back at the path it is migrated and opened.
 */
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { DatabaseFileLostError } from "./errors.ts";
import { migrateFile } from "./migrate.ts";
import { type FileIdentity, fileAt, sameFile } from "./sqlite-file.ts";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Query = Parameters<Transaction["executeRaw"]>[0];

/** Where the adapter reports a lost or reopened file (the process's logger, in main.ts). */
export interface DatabaseLog {
  error(msg: string, fields?: Readonly<Record<string, unknown>>): void;
  info(msg: string, fields?: Readonly<Record<string, unknown>>): void;
}

const SILENT: DatabaseLog = { error: () => {}, info: () => {} };

export function sqliteAdapter(file: string, log: DatabaseLog = SILENT): PrismaBetterSQLite3 {
  return new RepairedAdapter(file, log);
}

class RepairedAdapter extends PrismaBetterSQLite3 {
  readonly #file: string;
  readonly #log: DatabaseLog;

  constructor(file: string, log: DatabaseLog) {
    super({ url: file, timeout: 0 });
    this.#file = file;
    this.#log = log;
  }

  override async connect(): Promise<Adapter> {
    const opened = fileAt(this.#file);
    return new FileFollowingAdapter(this.#file, await super.connect(), opened, {
      open: () => super.connect(),
      log: this.#log,
    });
  }
}

interface Reopening {
  readonly open: () => Promise<Adapter>;
  readonly log: DatabaseLog;
}

/** Hands each call to the connection of the file at the path, or refuses it while there is none. */
class FileFollowingAdapter implements Adapter {
  readonly provider: Adapter["provider"];
  readonly adapterName: string;
  readonly #file: string;
  readonly #reopening: Reopening;
  #current: Adapter | null;
  #opened: FileIdentity | null;
  #openTransactions = 0;
  /** The one swap under way, which concurrent calls wait for together. */
  #swap: Promise<Adapter> | null = null;
  /** The problems logged since the file was lost. */
  readonly #logged = new Set<string>();

  constructor(file: string, first: Adapter, opened: FileIdentity | null, reopening: Reopening) {
    this.provider = first.provider;
    this.adapterName = first.adapterName;
    this.#file = file;
    this.#current = first;
    this.#opened = opened;
    this.#reopening = reopening;
  }

  async queryRaw(query: Query) {
    return (await this.#connection()).queryRaw(query);
  }

  async executeRaw(query: Query) {
    return (await this.#connection()).executeRaw(query);
  }

  async executeScript(script: string) {
    return (await this.#connection()).executeScript(script);
  }

  async startTransaction(isolationLevel?: Parameters<Adapter["startTransaction"]>[0]) {
    const transaction = await (await this.#connection()).startTransaction(isolationLevel);
    this.#openTransactions += 1;
    return endingTransaction(transaction, {
      beforeCommit: () => {
        const problem = this.#problem();
        if (problem !== null) throw this.#lost(problem);
      },
      ended: () => {
        this.#openTransactions -= 1;
      },
    });
  }

  async dispose() {
    await this.#current?.dispose();
    this.#current = null;
  }

  /** What is wrong with the file at the path, if it is not the one open. */
  #problem(): "is missing" | "was replaced" | null {
    const now = fileAt(this.#file);
    if (now === null) return "is missing";
    return sameFile(now, this.#opened) ? null : "was replaced";
  }

  /** The connection for a call, once the file at the path is known to be the one open. */
  #connection(): Promise<Adapter> {
    if (this.#current !== null && this.#problem() === null) return Promise.resolve(this.#current);
    this.#swap ??= this.#follow().finally(() => {
      this.#swap = null;
    });
    return this.#swap;
  }

  async #follow(): Promise<Adapter> {
    const problem = this.#problem() ?? "is unusable";
    // A transaction still open on the old connection ends first (refused at its COMMIT).
    if (this.#openTransactions > 0) throw this.#lost(problem);
    if (this.#current !== null) {
      this.#logOnce(problem);
      await this.#letGo(this.#current);
    }
    if (problem === "is missing") throw this.#lost(problem);
    let migrationsApplied: string[];
    try {
      migrationsApplied = migrateFile(this.#file);
      this.#current = await this.#reopening.open();
    } catch (error) {
      throw this.#lost("is unusable", error);
    }
    this.#opened = fileAt(this.#file);
    this.#logged.clear();
    this.#reopening.log.info("database file reopened", { file: this.#file, migrationsApplied });
    return this.#current;
  }

  async #letGo(connection: Adapter): Promise<void> {
    this.#current = null;
    try {
      // A -wal file left at the path would be replayed onto the next file there: empty it.
      await connection.executeScript("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch {
      // Nothing to empty, or no way to: the old file is let go all the same.
    }
    await connection.dispose();
  }

  #lost(problem: string, cause?: unknown): DatabaseFileLostError {
    this.#logOnce(problem, cause === undefined ? {} : { error: cause });
    return new DatabaseFileLostError(this.#file, problem, { cause });
  }

  /** Logs each problem once between losing the file and opening one again. */
  #logOnce(problem: string, fields: Readonly<Record<string, unknown>> = {}): void {
    if (this.#logged.has(problem)) return;
    this.#logged.add(problem);
    this.#reopening.log.error(`database file ${problem}`, { file: this.#file, ...fields });
  }
}

interface TransactionHooks {
  /** Throws when the transaction must not be committed. */
  readonly beforeCommit: () => void;
  /** Called once, when the transaction is over either way. */
  readonly ended: () => void;
}

function endingTransaction(inner: Transaction, hooks: TransactionHooks): Transaction {
  let over = false;
  const end = (finish: () => Promise<void>) => (): Promise<void> => {
    if (!over) hooks.ended();
    over = true;
    return finish();
  };
  const ended: Transaction = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    options: inner.options,
    queryRaw: (query) => inner.queryRaw(query),
    executeRaw: (query) => {
      if (query.sql === "COMMIT") return commit(inner, ended, query, hooks);
      if (query.sql === "ROLLBACK") return rollback(inner, query);
      return inner.executeRaw(query);
    },
    commit: end(() => inner.commit()),
    rollback: end(() => inner.rollback()),
  };
  return ended;
}

async function commit(
  inner: Transaction,
  outer: Transaction,
  query: Query,
  hooks: TransactionHooks,
): Promise<number> {
  try {
    hooks.beforeCommit();
    return await inner.executeRaw(query);
  } catch (error) {
    // Prisma will not end this transaction now: undo whatever SQLite kept, then free the lock.
    await rollback(inner, { ...query, sql: "ROLLBACK" });
    await outer.rollback();
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
