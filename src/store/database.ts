/**
 * Opens the bot's database, migrated and ready, behind Prisma: an embedded SQLite file, or a
 * PostgreSQL server for bots run as several processes or on several machines.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../generated/prisma/client.ts";
import { PrismaClient as PostgresPrismaClient } from "../../generated/prisma-postgres/client.ts";
import { type DatabaseProvider, databaseProvider, sqliteFileFromUrl } from "./database-url.ts";
import { migrateFile } from "./migrate.ts";
import { migratePostgres } from "./migrate-postgres.ts";
import { type DatabaseLog, sqliteAdapter } from "./sqlite-adapter.ts";

export interface Database {
  /**
   * The client the stores use. Its type is the SQLite client's; the PostgreSQL client has the
   * same models and methods (generated from the same models, see scripts/postgres-schema.ts).
   */
  readonly prisma: PrismaClient;
  readonly provider: DatabaseProvider;
  /** Migrations this open applied, oldest first; empty when the database was up to date. */
  readonly migrationsApplied: readonly string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: the most connections this process holds open (default 10). */
  readonly maxConnections?: number;
  /** SQLite only: where a database file deleted or replaced under the bot is reported. */
  readonly log?: DatabaseLog;
}

/** Applies pending migrations to the database the URL names; returns their names. */
export async function migrateDatabase(url: string): Promise<string[]> {
  return databaseProvider(url) === "postgresql"
    ? migratePostgres(url)
    : migrateFile(sqliteFileFromUrl(url));
}

/** Creates or migrates the database as needed before handing out the client. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const provider = databaseProvider(url);
  if (provider === "postgresql") {
    const migrationsApplied = await migratePostgres(url);
    const adapter = new PrismaPg({ connectionString: url, max: options.maxConnections ?? 10 });
    // The one cast between the two generated clients: same models, same runtime, other provider.
    const prisma = new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
    await prisma.$connect();
    return { prisma, provider, migrationsApplied, close: () => prisma.$disconnect() };
  }
  const file = sqliteFileFromUrl(url);
  const migrationsApplied = migrateFile(file);
  const prisma = new PrismaClient({ adapter: sqliteAdapter(file, options.log) });
  await prisma.$connect();
  return { prisma, provider, migrationsApplied, close: () => prisma.$disconnect() };
}
