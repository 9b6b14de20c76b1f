/**
 * Writes prisma/postgres/schema.prisma from prisma/schema.prisma: the same models for PostgreSQL.
 *
 * A Prisma schema names one provider and a generated client works only with an adapter of that
 * provider, so PostgreSQL gets its own schema file and client (generated/prisma-postgres). Edit
 * prisma/schema.prisma only, then run `npm run db:schema:postgres`; `--check` exits 1 instead of
 * writing when the file is out of date (a test checks it too).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const SQLITE_SCHEMA = fileURLToPath(new URL("../prisma/schema.prisma", import.meta.url));
export const POSTGRES_SCHEMA = fileURLToPath(
  new URL("../prisma/postgres/schema.prisma", import.meta.url),
);

const HEADER = `// GENERATED from prisma/schema.prisma by scripts/postgres-schema.ts: do not edit.
// The same models for PostgreSQL; regenerate with \`npm run db:schema:postgres\`.

`;

/** The PostgreSQL schema for a SQLite schema's text. */
export function postgresSchema(sqlite: string): string {
  const swaps: [RegExp, string][] = [
    [/^(\s*provider\s*=\s*)"sqlite"/m, '$1"postgresql"'],
    [/^(\s*output\s*=\s*)"\.\.\/generated\/prisma"/m, '$1"../../generated/prisma-postgres"'],
  ];
  let text = sqlite;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(text)) {
      throw new Error(`prisma/schema.prisma no longer matches ${pattern}; update this script`);
    }
    text = text.replace(pattern, replacement);
  }
  return HEADER + text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = postgresSchema(readFileSync(SQLITE_SCHEMA, "utf8"));
  let current = "";
  try {
    current = readFileSync(POSTGRES_SCHEMA, "utf8");
  } catch {
    // Not written yet.
  }
  if (process.argv.includes("--check")) {
    if (current !== wanted) {
      console.error("prisma/postgres/schema.prisma is out of date: run npm run db:schema:postgres");
      process.exit(1);
    }
  } else if (current !== wanted) {
    writeFileSync(POSTGRES_SCHEMA, wanted);
    console.log("Wrote prisma/postgres/schema.prisma");
  }
}
