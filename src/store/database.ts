/**
 * Opens the bot's SQLite database, migrated and ready, behind Prisma.
 */
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../../generated/prisma/client.ts";
import { sqliteFileFromUrl } from "./database-url.ts";
import { migrateFile } from "./migrate.ts";

export interface Database {
  readonly prisma: PrismaClient;
  /** Migrations this open applied, oldest first; empty when the file was up to date. */
  readonly migrationsApplied: readonly string[];
  close(): Promise<void>;
}

/** Creates the file if needed and applies pending migrations before handing out the client. */
export async function openDatabase(url: string): Promise<Database> {
  const file = sqliteFileFromUrl(url);
  const migrationsApplied = migrateFile(file);
  const prisma = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: file }) });
  await prisma.$connect();
  return { prisma, migrationsApplied, close: () => prisma.$disconnect() };
}
