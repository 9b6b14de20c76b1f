/**
 * Turns a `file:` DATABASE_URL into the path better-sqlite3 opens.
 * Relative paths are relative to the working directory, as with Prisma's own `file:` URLs.
 */
export function sqliteFileFromUrl(url: string): string {
  if (!url.startsWith("file:")) {
    throw new Error(`DATABASE_URL must start with "file:" for SQLite; got "${url}"`);
  }
  const file = url.slice("file:".length);
  if (file.length === 0) throw new Error('DATABASE_URL names no file after "file:"');
  return file;
}
