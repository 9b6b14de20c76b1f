/**
 * The Prisma CLI's settings for PostgreSQL, beside the SQLite ones in the root prisma.config.ts:
 *
 *   DATABASE_URL=postgresql://… npx prisma migrate status --config prisma/postgres/prisma.config.ts
 *
 * Paths here are relative to this folder.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

// The CLI would otherwise try to download the native schema engine; the JS engine needs none.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/dev/null";

// The schema's datasource reads DATABASE_URL and insists on a PostgreSQL URL even for commands
// that connect to nothing (generate); those get a placeholder, and connecting refuses it.
const databaseUrl = process.env.DATABASE_URL ?? "";
const isPostgresUrl = /^postgres(ql)?:\/\//i.test(databaseUrl);
if (!isPostgresUrl) process.env.DATABASE_URL = "postgresql://placeholder.invalid/unset";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  async adapter() {
    // Every command that uses this config connects, even `migrate diff` between two schema
    // files; draft PostgreSQL migrations with the root config instead (docs/operations.md).
    if (!isPostgresUrl) {
      throw new Error("Set DATABASE_URL to a postgres:// or postgresql:// URL for this config");
    }
    return new PrismaPg({ connectionString: databaseUrl });
  },
});
