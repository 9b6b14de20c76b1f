/**
 * Runs database work one task at a time per PrismaClient.
 *
 * The better-sqlite3 adapter shares one connection, so a query issued while another caller's
 * transaction is open runs inside that transaction and is silently undone if it rolls back
 * (reproduced: an awaited, fulfilled create vanished). SQLite writes one at a time anyway, so
 * queueing costs nothing noticeable. A task must not start another task on the same client.
 */
const tails = new WeakMap<object, Promise<void>>();

const settle = (): void => {};

export function exclusive<T>(client: object, task: () => Promise<T>): Promise<T> {
  const run = (tails.get(client) ?? Promise.resolve()).then(task);
  tails.set(client, run.then(settle, settle));
  return run;
}
