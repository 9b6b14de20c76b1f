/**
 * Makes writes whose checks read rows the others add (a count against a limit, a figure in
 * another battle) take turns. SQLite's writes already do (exclusive.ts); on PostgreSQL a write
 * holds a transaction-scoped advisory lock on `key` until its transaction ends. (A serializable
 * transaction would do too, but a conflict found at COMMIT keeps its pooled connection.)
 */
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Database } from "./database.ts";

export async function takeTurn(
  provider: Database["provider"],
  tx: Prisma.TransactionClient,
  key: string,
): Promise<void> {
  if (provider === "sqlite") return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}
