/**
 * Autocomplete on every option that has it, with anything typed and any other options, by
 * anyone: answered exactly once with choices Discord accepts, never throwing, changing nothing.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { ArenaWorld, command, ELSEWHERE } from "./arena-world.ts";
import { hostileCompletionArb } from "./hostile-calls.ts";
import { recordingAutocomplete } from "./recording-interaction.ts";
import { choiceProblems } from "./reply-checks.ts";

const RUNS = 300;

let world: ArenaWorld;
beforeAll(async () => {
  world = await ArenaWorld.open();
});
afterAll(async () => {
  await world.close();
});

describe("hostile autocomplete", () => {
  it("answers once with valid choices and changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(hostileCompletionArb, async (call) => {
        const before = await world.snapshot();
        const interaction = recordingAutocomplete({
          ...call,
          place: world.place(call.elsewhere ? ELSEWHERE : world.channel),
        });
        const handler = command(call.commandName).autocomplete;
        if (handler === undefined) throw new Error(`${call.commandName} has no autocomplete`);
        await handler(interaction, world.services);
        const problems = choiceProblems(interaction.responses);
        if ((await world.snapshot()) !== before) problems.push("autocomplete changed something");
        if (problems.length > 0) throw new Error(problems.join("\n"));
      }),
      { numRuns: RUNS, seed: 20261125, endOnFailure: true },
    );
  }, 60_000);
});
