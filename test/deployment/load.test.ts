/**
 * The load test at a reduced size (npm run bench:load runs it at full size and prints the
 * figures): every interaction answered, none refused or failed, nothing logged as an error.
 * Speed and memory are the bench's business, not asserted here.
 */
import { describe, expect, it } from "vitest";
import { postgresDatabases } from "../support/postgres-databases.ts";
import { runLoad } from "./load.ts";

const servers = postgresDatabases();
const BATTLES = 40;
const TURNS = 2;

describe.skipIf(servers.missing !== null)("many battles across two shards at once", () => {
  it("answers every step of every battle, with the map at each turn's end", async () => {
    const result = await runLoad({
      databaseUrl: await servers.emptyUrl(),
      battles: BATTLES,
      shards: 2,
      turns: TURNS,
      thinkMeanMs: 200,
      openConcurrency: 10,
    });
    expect(result.errorExamples).toEqual([]);
    expect(result.errors).toBe(0);
    // Each quiet turn: the initiative, then one order per monster, the last answered with the map.
    expect(result.samples).toHaveLength(BATTLES * TURNS * 3);
    expect(result.samples.filter((s) => s.withMap)).toHaveLength(BATTLES * TURNS);
    expect(result.rssMbPerProcess).toHaveLength(2);
  }, 240_000);
});
