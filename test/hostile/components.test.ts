/**
 * Buttons and menus pressed by anyone: as posted (fresh or stale), with a part replaced by
 * hostile text, cut short, extended, forged from a known prefix, or random; menus with their
 * own values or junk. Between presses, random commands move the battle on and post new
 * buttons. Each press is answered or refused privately without throwing, a refusal changes
 * nothing, and every battle stays equal to the fold of its log and valid.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArenaWorld } from "./arena-world.ts";
import { actorArb, customIdArb, deliverableCallsExcept } from "./hostile-calls.ts";
import { hostileString } from "./hostile-values.ts";
import { runCall, runPress } from "./run-call.ts";

const RUNS = 300;

// The commands between presses move the battles on so that fresh buttons appear. With
// /gm computer among them, the computer player moved the battles on by itself and only one press
// in 300 was accepted; /gm computer has its hostile calls in commands.test.ts.
const BETWEEN_PRESSES = deliverableCallsExcept(["gm computer"]);

let world: ArenaWorld;
beforeAll(async () => {
  world = await ArenaWorld.open({ activeBattlesPerGuild: 10_000 });
});
afterAll(async () => {
  await world.close();
});

describe("hostile button presses and menu choices", () => {
  it("are answered or refused privately, and leave every battle valid", async () => {
    let handled = 0;
    let changes = 0;
    await fc.assert(
      fc.asyncProperty(fc.gen(), async (g) => {
        const problems: string[] = [];
        if (g(() => fc.boolean())) {
          const call = await runCall(
            world,
            g(() => BETWEEN_PRESSES),
            "deliverable",
          );
          problems.push(...call.problems);
        }
        const customId = g(customIdArb, [...world.components.keys()]);
        const menuValues = [...(world.components.get(customId) ?? [])];
        const values = g(() =>
          fc.oneof(
            fc.subarray(menuValues, { maxLength: Math.min(1, menuValues.length) }),
            fc.array(hostileString, { maxLength: 3 }),
          ),
        );
        const press = await runPress(world, {
          customId,
          values,
          actor: g(() => actorArb),
          elsewhere: g(() => fc.integer({ min: 0, max: 9 })) === 0,
        });
        problems.push(...press.problems);
        if (press.handled) handled++;
        if (press.changed) changes++;
        if (problems.length > 0) throw new Error(problems.join("\n"));
      }),
      { numRuns: RUNS, seed: 20261124, endOnFailure: true },
    );
    // Most presses reach a handler, and some of them (the fresh ones) are accepted. How many is
    // down to the seeded draws, which shift whenever a command or the commands' generator gains an
    // option (it fell from 3 or more to 2 in 300 when /battle's options grew), so the floor asks only that fresh presses can get through.
    expect(handled).toBeGreaterThanOrEqual(RUNS / 2);
    expect(changes).toBeGreaterThan(0);
  }, 300_000);
});
