/**
 * Runs database work one task at a time per PrismaClient.
 *
 * The better-sqlite3 adapter shares one connection, so a query issued while another caller's
 * transaction is open runs inside that transaction and is silently undone if it rolls back
 * (reproduced: an awaited, fulfilled create vanished). SQLite writes one at a time anyway, so
 * queueing costs nothing noticeable. A task must not start another task on the same client.
 *
 * When another program holds the file's write lock, SQLite refuses at once (sqlite-adapter.ts
 * sets no busy wait, which would block the whole process). The task is then tried again a little
 * later, outside the queue so other calls run meanwhile, until LOCK_WAIT_MS after the call;
 * then its error goes to the caller, who hears that the records can't be reached. So a task
 * must be safe to run again after failing that way: one transaction, or reads.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { isLockedOut } from "./unavailable.ts";

/** How long a call keeps trying a locked database: well inside Discord's 3 s for an answer. */
export const LOCK_WAIT_MS = 2000;
/** Pauses between tries, growing to the last. */
const RETRY_DELAYS_MS = [5, 10, 20, 40, 80, 100];

const tails = new WeakMap<object, Promise<void>>();

const settle = (): void => {};

export async function exclusive<T>(
  client: object,
  task: () => Promise<T>,
  lockWaitMs = LOCK_WAIT_MS,
): Promise<T> {
  const giveUpAt = performance.now() + lockWaitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await queued(client, task);
    } catch (error) {
      if (!isLockedOut(error) || performance.now() >= giveUpAt) throw error;
    }
    await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
  }
}

function queued<T>(client: object, task: () => Promise<T>): Promise<T> {
  const run = (tails.get(client) ?? Promise.resolve()).then(task);
  tails.set(client, run.then(settle, settle));
  return run;
}
