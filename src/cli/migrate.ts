/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL (a SQLite file or PostgreSQL)
 * and says what it did. The bot migrates on start as well; this is for preparing a database ahead
 * of a deploy.
 */
import { loadStartupConfig } from "../config.ts";
import { migrateDatabase } from "../store/database.ts";
import { redactPassword } from "../store/database-url.ts";

const url = loadStartupConfig().databaseUrl;
const where = redactPassword(url);
const applied = await migrateDatabase(url);
if (applied.length === 0) {
  console.log(`${where} is up to date.`);
} else {
  console.log(`Applied ${applied.length} migration(s) to ${where}:`);
  for (const name of applied) console.log(`  ${name}`);
}
