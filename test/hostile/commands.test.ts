/**
 * Hostile and careless slash commands against a battle in progress: every command and
 * subcommand with random, malformed and injected options, from the GM, the players, a stranger
 * and a server manager. For each call:
 *
 * - the handler answers and never throws;
 * - every message is one Discord accepts, pings only the users it names, and echoes no user
 *   text as markdown (messageProblems); a private answer says something;
 * - a call answered only privately (a refusal, or private information) changed nothing;
 * - every battle's stored state still equals the fold of its log and obeys the engine's
 *   invariants.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArenaWorld } from "./arena-world.ts";
import { callArb, deliverableCallArb, malformedCallArb, SUBCOMMANDS } from "./hostile-calls.ts";
import { runCall } from "./run-call.ts";

const RUNS = 300;

let world: ArenaWorld;
beforeAll(async () => {
  // The world's own battles must always fit; the limits have tests of their own.
  world = await ArenaWorld.open({ activeBattlesPerGuild: 10_000 });
});
afterAll(async () => {
  await world.close();
});

describe("hostile slash commands", () => {
  it.each([
    ["as Discord delivers them", "deliverable", deliverableCallArb, 20261122],
    ["malformed beyond what Discord delivers", "malformed", malformedCallArb, 20261123],
  ] as const)(
    "%s: get a clear answer or a legal result, and leave every battle valid",
    async (_, mode, calls, seed) => {
      const seen = new Set<string>();
      let changes = 0;
      await fc.assert(
        fc.asyncProperty(calls, async (call) => {
          seen.add(`${call.commandName} ${call.subcommand ?? ""}`);
          const { problems, changed } = await runCall(world, call, mode);
          if (changed) changes++;
          if (problems.length > 0) throw new Error(problems.join("\n"));
        }),
        { numRuns: RUNS, seed, endOnFailure: true },
      );
      // Every subcommand is tried: with many subcommands, uniform draws can miss one, so each
      // the runs missed gets one call of its own, checked the same way.
      const missed = SUBCOMMANDS.filter((s) => !seen.has(`${s.commandName} ${s.subcommand ?? ""}`));
      for (const sub of missed) {
        const [call] = fc.sample(callArb(sub, mode), { numRuns: 1, seed });
        if (call === undefined) throw new Error("fast-check gave no sample");
        const { problems, changed } = await runCall(world, call, mode);
        if (changed) changes++;
        expect(problems).toEqual([]);
        seen.add(`${call.commandName} ${call.subcommand ?? ""}`);
      }
      const all = SUBCOMMANDS.map((s) => `${s.commandName} ${s.subcommand ?? ""}`);
      expect(all.filter((name) => !seen.has(name))).toEqual([]);
      // And the battles moved on: some calls were accepted, not all refused. Random options are
      // mostly refused (a step facing given to an option that takes no step, a change of option
      // with no movement to change, an order text no game reads): about one /battle or /gm call
      // in thirty changes anything. Half the /lamame, /starship and /quick calls give a legal
      // order for a seat their game waits for (legal-orders.ts), and most of those are accepted:
      // with these seeds about one call in five changes something, so the floor is one in ten.
      expect(changes).toBeGreaterThanOrEqual(RUNS / 10);
    },
    300_000,
  );
});
