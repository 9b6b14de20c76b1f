/**
 * /battle practice: one of the user's figures against a book monster whose orders the computer
 * player gives at once, logged as the computer's; bad input is refused privately.
 */
import { expect, it } from "vitest";
import { pendingDecision } from "../../src/engine/index.ts";
import { COMPUTER_ACTOR } from "../../src/store/log-actors.ts";
import { allText, refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

it("sets the monster under the computer's control, which answers its decisions by itself", async () => {
  t.force(2, 5); // the Computer's side wins the first initiative
  const practice = await runBattle(t.services, ALICE, "practice", { monster: "wolf" });
  expect(practice.replies[0]?.content).toContain(
    "🤖 Practice: Ragnar against the book's Wolf, whose orders the basic computer player gives.",
  );
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  if (summary === null) throw new Error("no battle");
  expect(summary.gmId).toBe(ALICE.id);
  expect(summary.figures.map((f) => [f.name, f.computer, f.computerLevel])).toEqual([
    ["Ragnar", false, "basic"],
    ["Wolf", true, "basic"],
  ]);
  // The computer chose for the initiative it won (to move second): Ragnar's orders are awaited.
  const log = await t.battles.log(summary.id);
  expect(log.entries.at(-1)).toMatchObject({
    kind: "order",
    actorId: COMPUTER_ACTOR,
    order: { type: "initiative", side: "b", moveFirst: false },
  });
  const { state } = await t.battles.load(summary.id);
  expect(pendingDecision(state ?? fail())).toMatchObject({ kind: "orders", figures: ["f1"] });
  expect(allText(practice.replies)).toContain("Ragnar");

  // Ragnar stands; the wolf's orders follow at once, in the same answer.
  const order = await runBattle(t.services, ALICE, "order", { figure: "Ragnar", option: "pass" });
  expect(order.replies.length).toBeGreaterThan(1);
  const after = await t.battles.log(summary.id);
  const wolfOrders = after.entries.filter(
    (e) =>
      e.kind === "order" && e.actorId === COMPUTER_ACTOR && e.seq > (log.entries.at(-1)?.seq ?? 0),
  );
  expect(wolfOrders.length).toBeGreaterThan(0);
});

it("puts the monster under the strong computer player with level:strong", async () => {
  t.force(5, 2); // the Challenger wins the first initiative: nothing is asked of the computer yet
  const practice = await runBattle(t.services, ALICE, "practice", { level: "strong" });
  expect(practice.replies[0]?.content).toContain("whose orders the strong computer player gives");
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  expect(summary?.figures.map((f) => [f.name, f.computer, f.computerLevel])).toEqual([
    ["Ragnar", false, "basic"],
    ["Bear", true, "strong"],
  ]);
});

it("refuses an unknown level privately, making no battle", async () => {
  const practice = await runBattle(t.services, ALICE, "practice", { level: "hard" });
  expect(refusal(practice)).toBe('There is no computer level "hard". Levels: basic, strong.');
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});

it("refuses an unknown monster privately, making no battle", async () => {
  const practice = await runBattle(t.services, ALICE, "practice", { monster: "dragon" });
  expect(refusal(practice)).toBe(
    'There is no monster "dragon". Monsters: bear, wolf, giant-snake, giant, gargoyle, beast.',
  );
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});

function fail(): never {
  throw new Error("the battle has no state");
}
