/**
 * What DATABASE_URL names: a SQLite file (`file:`) or a PostgreSQL database (`postgres://` or
 * `postgresql://`).
 */

export type DatabaseProvider = "sqlite" | "postgresql";

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/** Which engine the URL is for; throws for anything else. */
export function databaseProvider(url: string): DatabaseProvider {
  if (url.startsWith("file:")) return "sqlite";
  if (POSTGRES_URL.test(url)) return "postgresql";
  throw new Error(
    `DATABASE_URL must be a SQLite file: URL or a postgres:// or postgresql:// URL; got "${redactPassword(url)}"`,
  );
}

/**
 * Turns a `file:` DATABASE_URL into the path better-sqlite3 opens.
 * Relative paths are relative to the working directory, as with Prisma's own `file:` URLs.
 */
export function sqliteFileFromUrl(url: string): string {
  if (!url.startsWith("file:")) {
    throw new Error(
      `DATABASE_URL must start with "file:" for SQLite; got "${redactPassword(url)}"`,
    );
  }
  const file = url.slice("file:".length);
  if (file.length === 0) throw new Error('DATABASE_URL names no file after "file:"');
  return file;
}

/** The URL with any password replaced, fit for a log line or an error message. */
export function redactPassword(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, "$1***@");
}
