import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { defineConfig } from "prisma/config";
import { loadEnvFile } from "./src/env-file.ts";
import { sqliteFileFromUrl } from "./src/store/database-url.ts";

// With a config file the CLI no longer reads .env itself; shell variables still win.
loadEnvFile();

// The CLI would otherwise try to download the native schema engine; the JS engine needs none.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/dev/null";

// The schema reads DATABASE_URL too, so give it the embedded default before Prisma parses it.
process.env.DATABASE_URL ??= "file:./data/melee.db";
const databaseUrl = process.env.DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    return new PrismaBetterSQLite3({ url: sqliteFileFromUrl(databaseUrl) });
  },
});
