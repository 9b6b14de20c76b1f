import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    pool: "forks",
    // Vitest keeps a core free by default, which on a 2-core machine runs every file in one worker.
    // Much of the suite waits on PostgreSQL, SQLite and the fake Discord rather than the CPU, so a
    // worker per core (at least two) takes about two thirds of the time.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker runs its files one after another in one module graph: discord.js, Prisma and the
    // rest are loaded once per worker, not once per file, which was over half of the suite's
    // time. The cost is that files share module state, so a test must undo what it changes
    // (fake timers, listeners) and must not count on a helper's counters starting afresh.
    isolate: false,
    // Guards against a hang, not measures: a busy machine (another test run beside this one)
    // may take several times as long as an idle one. Speed is the bench's business.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "store",
          // The tests that need the PostgreSQL server: the store's, the battle services' over it,
          // and the shard processes'.
          include: [
            "test/store/**/*.test.ts",
            "test/battles/**/*.test.ts",
            "test/deployment/**/*.test.ts",
          ],
          // Starts a private PostgreSQL server, only when store tests run (see the file).
          globalSetup: ["test/support/global-setup.ts", "test/support/sqlite-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "main",
          include: ["test/**/*.test.ts"],
          exclude: [
            ...configDefaults.exclude,
            "test/store/**",
            "test/battles/**",
            "test/deployment/**",
          ],
          // A migrated SQLite file for the tests to copy (see the file).
          globalSetup: ["test/support/sqlite-setup.ts"],
        },
      },
    ],
  },
});
