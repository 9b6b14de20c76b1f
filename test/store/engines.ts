/**
 * The two database engines the store runs on, for tests that must pass on both. Call at the top
 * of a test file (it registers clean-up hooks).
 */
import { afterEach, beforeEach, describe } from "vitest";
import { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import type { DatabaseProvider } from "../../src/store/database-url.ts";
import { postgresDatabases } from "../support/postgres-databases.ts";
import { tempDatabases } from "./temp-database.ts";

export interface TestEngine {
  readonly provider: DatabaseProvider;
  /** A URL for a new database with every migration applied. */
  url(): Promise<string>;
}

export function testEngines(): { engines: TestEngine[]; postgresMissing: string | null } {
  const files = tempDatabases();
  const servers = postgresDatabases();
  return {
    engines: [
      { provider: "sqlite", url: async () => files.migratedUrl() },
      { provider: "postgresql", url: () => servers.url() },
    ],
    postgresMissing: servers.missing,
  };
}

/** `describe` once per engine; PostgreSQL's is skipped (and says why) without a server. */
export function describeEachEngine(title: string, body: (engine: TestEngine) => void): void {
  const { engines, postgresMissing } = testEngines();
  for (const engine of engines) {
    const skip = engine.provider === "postgresql" && postgresMissing !== null;
    const name = `${title} (${engine.provider}${skip ? `: skipped, ${postgresMissing}` : ""})`;
    describe.skipIf(skip)(name, () => body(engine));
  }
}

export interface OpenedDatabase {
  readonly url: string;
  readonly db: Database;
}

/**
 * Before each test: a new database of `engine`, opened and handed to `use`; closed after the
 * test. Call inside a `describeEachEngine` body.
 */
export function databasePerTest(engine: TestEngine, use: (opened: OpenedDatabase) => void): void {
  let db: Database | undefined;
  beforeEach(async () => {
    const url = await engine.url();
    db = await openDatabase(url);
    use({ url, db });
  });
  afterEach(() => db?.close());
}

/** Before each test: a new database of `engine` and a MeleeBattles over it, handed to `use`. */
export function battleStorePerTest(
  engine: TestEngine,
  use: (opened: OpenedDatabase & { readonly store: MeleeBattles }) => void,
): void {
  databasePerTest(engine, (opened) => use({ ...opened, store: new MeleeBattles(opened.db) }));
}
