/**
 * Vitest global set-up: a PostgreSQL server for the store tests that run on both engines.
 *
 * TEST_POSTGRES_URL, if set, names a server to use (a superuser URL; tests create and drop their
 * own databases). Otherwise a private server is started from the installed binaries and stopped
 * at the end. Without binaries the PostgreSQL tests fail under CI=true and are skipped, with the
 * reason printed, elsewhere.
 */
import type { TestProject } from "vitest/node";
import { createTemplateDatabase, postgresBinDir, startPostgresServer } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL of the test server, or null when there is none. */
    postgresUrl: string | null;
    /** Why there is none. */
    postgresMissing: string | null;
    /** The server is ours alone and thrown away at the end: no need to drop databases. */
    postgresPrivate: boolean;
    /** A database with every migration applied, to copy for tests (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) {
    project.provide("postgresUrl", given);
    project.provide("postgresMissing", null);
    project.provide("postgresPrivate", false);
    const template = await createTemplateDatabase(given);
    project.provide("postgresTemplate", template.name);
    return () => template.drop();
  }
  if ((await postgresBinDir()) === null) {
    const reason =
      "PostgreSQL is not installed (apt-get install -y postgresql) and TEST_POSTGRES_URL is not set";
    if (process.env.CI === "true") {
      throw new Error(`The PostgreSQL store tests cannot run: ${reason}.`);
    }
    console.warn(`\nSkipping the PostgreSQL store tests: ${reason}.\n`);
    project.provide("postgresUrl", null);
    project.provide("postgresMissing", reason);
    project.provide("postgresPrivate", false);
    project.provide("postgresTemplate", null);
    return;
  }
  const server = await startPostgresServer();
  project.provide("postgresUrl", server.url);
  project.provide("postgresMissing", null);
  project.provide("postgresPrivate", true);
  try {
    project.provide("postgresTemplate", (await createTemplateDatabase(server.url)).name);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
