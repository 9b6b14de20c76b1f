/**
 * The two database engines the store runs on, for tests that must pass on both. Call at the top
 * of a test file (it registers clean-up hooks).
 */
import { describe } from "vitest";
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
