/**
 * /gm conditions: ADVANCED MELEE's adverse conditions (AM §6) set by the GM for the whole arena or
 * some hexes, logged, shown by /battle status, undone by /battle undo; refused privately under
 * MELEE, for anyone but the GM, and for hexes that are not hexes. /gm berserk (AM §6) beside it.
 */
import { describe, expect, it } from "vitest";
import { figureLines } from "../../commands/battle/board.ts";
import { NOT_GM } from "../../commands/gm/access.ts";
import { HEXES_ONLY, NOTHING_TO_SET } from "../../commands/gm/conditions.ts";
import { gmCommand } from "../../commands/gm.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { NOT_UNDER_MELEE } from "../../src/engine/index.ts";
import { allText, createFlaviusAndWulf, refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, BOB, type FakeCommand, fakeCommand, GM } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function runGm(
  who: Actor,
  options: Readonly<Record<string, OptionValue>>,
  subcommand = "conditions",
): Promise<FakeCommand> {
  const interaction = { ...fakeCommand(subcommand, options, { actor: who }), commandName: "gm" };
  await gmCommand.execute(interaction, t.services);
  return interaction;
}

/** gm's battle of Flavius (alice) against Wulf (bob), under this ruleset; started. */
async function started(ruleset: "melee" | "advanced-melee") {
  await createFlaviusAndWulf(t.services);
  const s = t.services;
  await runBattle(s, GM, "new", { type: "death", "side-a": "Rome", "side-b": "Germania", ruleset });
  await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
  await runBattle(s, BOB, "join", { figure: "Wulf", side: "germania" });
  t.force(5, 2);
  await runBattle(s, GM, "start");
}

async function version() {
  return (await t.battles.activeInChannel("guild-1", "channel-1"))?.version;
}

describe("/gm conditions", () => {
  it("darkens hexes and floods the arena, in the log and /battle status, and undoes", async () => {
    await started("advanced-melee");
    const dark = await runGm(GM, { light: "dark", hexes: "E5 e6", reason: "the torches gutter" });
    expect(allText(dark.replies)).toContain("gm (GM) rules: E5, E6: dark — the torches gutter");
    await runGm(GM, { ground: "knee-water" });
    const status = allText((await runBattle(t.services, ALICE, "status")).replies);
    expect(status).toContain("Conditions: the whole arena knee-deep water; E5, E6 dark.");
    const log = allText((await runBattle(t.services, ALICE, "log")).replies);
    expect(log).toContain("gm (GM) rules: the whole arena: knee-deep water");
    await runBattle(t.services, GM, "undo", { steps: "1" });
    const after = allText((await runBattle(t.services, ALICE, "status")).replies);
    expect(after).toContain("Conditions: E5, E6 dark.");
  });

  it("refuses, privately and changing nothing: a MELEE battle, a player", async () => {
    await started("melee");
    const before = await version();
    expect(refusal(await runGm(GM, { light: "dark" }))).toBe(NOT_UNDER_MELEE);
    expect(refusal(await runGm(BOB, { light: "dark" }))).toBe(NOT_GM);
    expect(await version()).toBe(before);
  });

  it("refuses a ruling with nothing to set, or a hex that is not one", async () => {
    await started("advanced-melee");
    const before = await version();
    expect(refusal(await runGm(GM, { hexes: "E5" }))).toBe(NOTHING_TO_SET);
    expect(refusal(await runGm(GM, { light: "dark", hexes: "E5 Q" }))).toBe(
      '"Q" is not a hex; write a column letter and a row, like E7.',
    );
    expect(refusal(await runGm(GM, { light: "dark", hexes: "Z30" }))).toBe(
      "Z30 is outside the arena or a wall.",
    );
    expect(await version()).toBe(before);
  });

  it("raises hexes (AM §6 HEIGHT), makes a narrow tunnel, gives cover and sets fire, on hexes only", async () => {
    await started("advanced-melee");
    const table = await runGm(GM, { level: 1, hexes: "E5" });
    expect(allText(table.replies)).toContain("gm (GM) rules: E5: level 1");
    await runGm(GM, { tunnel: true, hexes: "F7 F8" });
    await runGm(GM, { cover: "half", hexes: "G9" });
    await runGm(GM, { fire: true, hexes: "H10" });
    const status = allText((await runBattle(t.services, ALICE, "status")).replies);
    expect(status).toContain(
      "Conditions: E5 level 1; F7, F8 a narrow tunnel; G9 half-hidden; H10 burning.",
    );
    const before = await version();
    expect(refusal(await runGm(GM, { level: 2 }))).toBe(HEXES_ONLY);
    expect(await version()).toBe(before);
  });
});

describe("/gm berserk", () => {
  it("sends a figure berserk and brings it out, 2 ST the poorer, in the log", async () => {
    await started("advanced-melee");
    // Wulf was built with no IQ: he goes in and out at the GM's word, with no roll.
    const into = await runGm(GM, { figure: "Wulf", reason: "his brother fell" }, "berserk");
    expect(allText(into.replies)).toContain("gm (GM) rules: Wulf goes berserk — his brother fell");
    // The battle's board says so on Wulf's line.
    const active = await t.battles.activeInChannel("guild-1", "channel-1");
    const { battle, state: during } = await t.battles.load(active?.id ?? "");
    expect(during && figureLines(battle, during)).toContain(
      "• Wulf (<@user:bob>): E16 facing N, standing, ST 14/14, berserk",
    );
    const out = await runGm(GM, { figure: "Wulf", out: true }, "berserk");
    expect(allText(out.replies)).toContain(
      "gm (GM) rules: Wulf comes out of the frenzy, spent: 2 ST lost",
    );
    const summary = await t.battles.activeInChannel("guild-1", "channel-1");
    const { state } = await t.battles.load(summary?.id ?? "");
    expect(state?.figures.find((f) => f.name === "Wulf")).toMatchObject({ hits: 2 });
  });

  it("refuses privately, changing nothing: a MELEE battle, a figure not berserk", async () => {
    await started("melee");
    const before = await version();
    expect(refusal(await runGm(GM, { figure: "Wulf" }, "berserk"))).toBe(
      "Berserking is an ADVANCED MELEE rule (AM §6).",
    );
    expect(await version()).toBe(before);
  });
});
