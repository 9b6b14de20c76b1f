/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL and says what it did.
 * The bot migrates on start as well; this is for preparing a database ahead of a deploy.
 */
import { loadStartupConfig } from "../config.ts";
import { sqliteFileFromUrl } from "./database-url.ts";
import { migrateFile } from "./migrate.ts";

const file = sqliteFileFromUrl(loadStartupConfig().databaseUrl);
const applied = migrateFile(file);
if (applied.length === 0) {
  console.log(`${file} is up to date.`);
} else {
  console.log(`Applied ${applied.length} migration(s) to ${file}:`);
  for (const name of applied) console.log(`  ${name}`);
}
