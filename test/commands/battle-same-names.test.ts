/**
 * Two figures with one name in a battle (every tutorial newcomer's "Ragnar"): each owner orders
 * their own, the GM orders either, autocomplete sends ids, and everything shown tells them apart.
 */
import { describe, expect, it } from "vitest";
import { gmCommand } from "../../commands/gm.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { allText, completeBattle, refusal, replyText, runBattle } from "./battle-helpers.ts";
import { ALICE, BOB, fakeAutocomplete, fakeCommand, GM, GUILD } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function runGm(who: Actor, subcommand: string, options: Record<string, OptionValue>) {
  const interaction = { ...fakeCommand(subcommand, options, { actor: who }), commandName: "gm" };
  await gmCommand.execute(interaction, t.services);
  return interaction;
}

/** Alice's Ragnar on Rome, bob's Ragnar on Germania; started, Rome moving first. */
async function twoRagnars() {
  const s = t.services;
  await runFigure(s, "create", RAGNAR, { actor: ALICE });
  await runFigure(s, "create", RAGNAR, { actor: BOB });
  await runBattle(s, GM, "new", { type: "practice", "side-a": "Rome", "side-b": "Germania" });
  await runBattle(s, ALICE, "join", { figure: "Ragnar", side: "a" });
  await runBattle(s, BOB, "join", { figure: "Ragnar", side: "b" });
  t.force(5, 2); // Rome wins the first initiative
  const start = await runBattle(s, GM, "start");
  await runBattle(s, ALICE, "initiative", { choice: "first" });
  return start;
}

async function version() {
  return (await t.battles.activeInChannel(GUILD, "channel-1"))?.version;
}

describe("two figures with one name in a battle", () => {
  it("gives each a handle naming its owner, in the roster and where the battle begins", async () => {
    const start = await twoRagnars();
    const battle = await t.battles.activeInChannel(GUILD, "channel-1");
    expect(battle?.figures.map((f) => [f.figureKey, f.name, f.ownName])).toEqual([
      ["f1", "Ragnar (alice)", "Ragnar"],
      ["f2", "Ragnar (bob)", "Ragnar"],
    ]);
    const begins = allText(start.replies);
    expect(begins).toContain("Ragnar (alice)");
    expect(begins).toContain("Ragnar (bob)");
  });

  it("lets each owner order their own, by the id autocomplete sends or by the plain name", async () => {
    await twoRagnars();
    const s = t.services;
    const offered = await completeBattle(s, ALICE, "order", { name: "figure", value: "" });
    expect(offered.responses).toEqual([[{ name: "Ragnar (alice)", value: "f1" }]]);

    const alice = await runBattle(s, ALICE, "order", { figure: "Ragnar", option: "pass" });
    expect(alice.replies[0]?.ephemeral).not.toBe(true);

    const bobOffered = await completeBattle(s, BOB, "order", { name: "figure", value: "rag" });
    expect(bobOffered.responses).toEqual([[{ name: "Ragnar (bob)", value: "f2" }]]);
    const bob = await runBattle(s, BOB, "order", { figure: "f2", option: "pass" });
    expect(bob.replies[0]?.ephemeral).not.toBe(true);
    expect(allText(bob.replies)).toContain("Ragnar (bob)");
  });

  it("lets the GM act for either, and answers a name both share privately with the handles", async () => {
    await twoRagnars();
    const before = await version();
    const ambiguous = await runGm(GM, "act-for", { figure: "Ragnar", option: "pass" });
    expect(refusal(ambiguous)).toBe(
      'More than one figure here is called "Ragnar": Ragnar (alice), Ragnar (bob). Pick one from the list, or type its name as shown there.',
    );
    expect(await version()).toBe(before);

    const offered = fakeAutocomplete("act-for", { name: "figure", value: "" }, {}, { actor: GM });
    await gmCommand.autocomplete?.(offered, t.services);
    expect(offered.responses).toEqual([[{ name: "Ragnar (alice)", value: "f1" }]]);

    const first = await runGm(GM, "act-for", { figure: "f1", option: "pass" });
    expect(replyText(first.replies[0] ?? {})).toContain("Ragnar (alice)");
    const second = await runGm(GM, "act-for", { figure: "ragnar (BOB)", option: "pass" });
    expect(second.replies[0]?.ephemeral).not.toBe(true);
    expect(allText(second.replies)).toContain("Ragnar (bob)");
  });

  it("lists the GM's figures for rulings by handle, valued by id", async () => {
    await twoRagnars();
    const offered = fakeAutocomplete("hits", { name: "figure", value: "" }, {}, { actor: GM });
    await gmCommand.autocomplete?.(offered, t.services);
    expect(offered.responses).toEqual([
      [
        { name: "Ragnar (alice)", value: "f1" },
        { name: "Ragnar (bob)", value: "f2" },
      ],
    ]);
  });
});
