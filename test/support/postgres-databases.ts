/**
 * Fresh PostgreSQL databases on the test server (see global-setup.ts), dropped after the file.
 */
import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { databaseUrl, withAdmin } from "./postgres-server.ts";

export interface PostgresDatabases {
  /** Why there is no server (the tests are skipped); null when there is one. */
  readonly missing: string | null;
  /** A `postgresql://` URL for a new database with every migration applied. */
  url(): Promise<string>;
  /** A `postgresql://` URL for a new, empty database. */
  emptyUrl(): Promise<string>;
}

export function postgresDatabases(): PostgresDatabases {
  const server = inject("postgresUrl");
  const template = inject("postgresTemplate");
  const created: string[] = [];
  // A private server is thrown away whole at the end; on a server of yours they are dropped.
  afterAll(async () => {
    if (server === null || created.length === 0 || inject("postgresPrivate")) return;
    await withAdmin(server, async (admin) => {
      for (const name of created) {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    });
  }, 120_000);
  const create = async (from: string | null): Promise<string> => {
    if (server === null) throw new Error("no PostgreSQL server for the tests");
    const name = `melee_${randomBytes(6).toString("hex")}`;
    await withAdmin(server, (admin) =>
      admin.query(`CREATE DATABASE "${name}"${from === null ? "" : ` TEMPLATE "${from}"`}`),
    );
    created.push(name);
    return databaseUrl(server, name);
  };
  return {
    missing: server === null ? inject("postgresMissing") : null,
    url: () => create(template),
    emptyUrl: () => create(null),
  };
}
