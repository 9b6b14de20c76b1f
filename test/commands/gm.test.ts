/**
 * /gm in chat: only the GM (or a Manage Server user) may rule; each ruling is in /battle log
 * and undoable; re-rolls, acting for an absent player, handing the GM role on, autocomplete.
 */
import { describe, expect, it } from "vitest";
import { NOT_GM } from "../../commands/gm/access.ts";
import { gmCommand } from "../../commands/gm.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { refusalText } from "../../commands/shared/refusal-text.ts";
import {
  allText,
  completeBattle,
  refusal,
  runBattle,
  startFlaviusAgainstWulf,
} from "./battle-helpers.ts";
import {
  ALICE,
  actor,
  BOB,
  type FakeAutocomplete,
  type FakeCommand,
  fakeAutocomplete,
  fakeCommand,
  GM,
} from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const CAROL = actor("carol");
const MANAGER = actor("mod", true);

const t = servicesPerTest();

async function runGm(
  who: Actor,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<FakeCommand> {
  const interaction = { ...fakeCommand(subcommand, options, { actor: who }), commandName: "gm" };
  await gmCommand.execute(interaction, t.services);
  return interaction;
}

async function completeGm(
  who: Actor,
  subcommand: string,
  focused: { name: string; value: string },
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<FakeAutocomplete> {
  const interaction = fakeAutocomplete(subcommand, focused, options, { actor: who });
  await gmCommand.autocomplete?.(interaction, t.services);
  return interaction;
}

/** gm runs it; alice's Flavius on Rome (top), bob's Wulf on Germania (bottom); started. */
async function startedBattle() {
  await startFlaviusAgainstWulf(t, GM);
}

async function figure(name: string) {
  const summary = await t.battles.activeInChannel("guild-1", "channel-1");
  const { state } = await t.battles.load(summary?.id ?? "");
  const found = state?.figures.find((f) => f.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

async function version() {
  return (await t.battles.activeInChannel("guild-1", "channel-1"))?.version;
}

describe("/gm rulings", () => {
  it("refuses everyone but the GM and Manage Server users, privately, changing nothing", async () => {
    await startedBattle();
    const before = await version();
    // Even the figure's owner may not rule on it.
    expect(refusal(await runGm(BOB, "hits", { figure: "Wulf", value: 3 }))).toBe(NOT_GM);
    expect(refusal(await runGm(CAROL, "posture", { figure: "Wulf", posture: "prone" }))).toBe(
      NOT_GM,
    );
    expect(refusal(await runGm(ALICE, "reroll"))).toBe(NOT_GM);
    expect(refusal(await runGm(ALICE, "handover", { user: ALICE.id }))).toBe(NOT_GM);
    expect(refusal(await runGm(ALICE, "act-for", { figure: "Wulf", option: "pass" }))).toBe(NOT_GM);
    expect(await version()).toBe(before);
    const byManager = await runGm(MANAGER, "posture", { figure: "Wulf", posture: "kneeling" });
    expect(byManager.replies[0]?.ephemeral).toBeUndefined();
    expect((await figure("Wulf")).posture).toBe("kneeling");
  });

  it("logs a ruling with the GM's name and reason in /battle log, and /battle undo takes it back", async () => {
    await startedBattle();
    const ruled = await runGm(GM, "hits", {
      figure: "wulf",
      value: 3,
      reason: "fell down the stairs",
    });
    expect(allText(ruled.replies)).toContain(
      "gm (GM) rules: Wulf hits 0 → 3 (ST 11/14) — fell down the stairs",
    );
    expect((await figure("Wulf")).hits).toBe(3);
    const log = await runBattle(t.services, CAROL, "log");
    expect(allText(log.replies)).toContain(
      "gm (GM) rules: Wulf hits 0 → 3 (ST 11/14) — fell down the stairs",
    );
    const undone = await runBattle(t.services, GM, "undo", { steps: "1" });
    expect(allText(undone.replies)).toContain("Undone: 1 step.");
    expect((await figure("Wulf")).hits).toBe(0);
    const after = await runBattle(t.services, CAROL, "log");
    expect(allText(after.replies)).toContain(
      "↶ undone by <@user:gm> (undone by the GM):\n↶ ~~gm (GM) rules: Wulf hits 0 → 3 (ST 11/14) — fell down the stairs~~",
    );
  });

  it("places, sets posture, gives and takes items", async () => {
    await startedBattle();
    await runGm(GM, "place", { figure: "Wulf", hex: "E8", facing: "N", reason: "trapdoor" });
    const wulf = await figure("Wulf");
    expect(wulf.position).toEqual({ q: 4, r: 5 });
    expect(wulf.facing).toBe(0);
    await runGm(GM, "posture", { figure: "Flavius", posture: "prone" });
    expect((await figure("Flavius")).posture).toBe("prone");
    const given = await runGm(GM, "give", { figure: "Wulf", item: "Small shield", ready: true });
    expect(allText(given.replies)).toContain("gm (GM) rules: Wulf given a small-shield, ready");
    expect((await figure("Wulf")).shield).toBe("small-shield");
    await runGm(GM, "give", { figure: "Wulf", item: "2-handed sword" });
    const taken = await runGm(GM, "take", { figure: "Wulf", item: "longbow", reason: "broken" });
    expect(allText(taken.replies)).toContain("gm (GM) rules: Wulf loses the longbow — broken");
    expect((await figure("Wulf")).readyWeapon).toBeNull();
    const log = allText((await runBattle(t.services, CAROL, "log")).replies);
    expect(log).toContain("gm (GM) rules: Wulf placed at E8 facing N — trapdoor");
    expect(log).toContain("gm (GM) rules: Flavius now prone");
  });

  it("answers bad input and the engine's refusals specifically", async () => {
    await startedBattle();
    const before = await version();
    expect(refusal(await runGm(GM, "hits", { figure: "Wulf", value: 99 }))).toBe(
      "Hits must be a whole number from 0 to 14 (Wulf's ST).",
    );
    expect(refusal(await runGm(GM, "hits", { figure: "Nobody", value: 1 }))).toBe(
      'There is no figure "Nobody" in this battle. Figures: Flavius, Wulf.',
    );
    expect(refusal(await runGm(GM, "place", { figure: "Wulf", hex: "9E" }))).toBe(
      '"9E" is not a hex; write a column letter and a row, like E7.',
    );
    expect(refusal(await runGm(GM, "place", { figure: "Wulf", hex: "E1" }))).toBe(
      "E1 is occupied.",
    );
    expect(refusal(await runGm(GM, "give", { figure: "Wulf", item: "banana" }))).toMatch(
      /^"banana" is not a weapon or shield\./,
    );
    // The weapon names figures may carry include ADVANCED MELEE's; a GM's give does not yet.
    expect(refusal(await runGm(GM, "give", { figure: "Wulf", item: "hatchet" }))).toMatch(
      /^"hatchet" is not a weapon or shield\./,
    );
    expect(refusal(await runGm(GM, "take", { figure: "Wulf", item: "rapier" }))).toBe(
      "Wulf has no rapier.",
    );
    expect(refusal(await runGm(GM, "give", { figure: "Flavius", item: "small shield" }))).toBe(
      "Flavius already has a shield.",
    );
    expect(refusal(await runGm(GM, "panic", { figure: "Flavius", cause: "wound" }))).toBe(
      "Flavius rides no animal to panic.",
    );
    expect(refusal(await runGm(GM, "panic", { figure: "Flavius", cause: "bees" }))).toBe(
      "Cause must be one of wound, great, small.",
    );
    expect(await version()).toBe(before);
  });

  it("tells a GM there is no battle here", async () => {
    expect(refusal(await runGm(GM, "hits", { figure: "Wulf", value: 1 }))).toBe(
      "There is no battle in this channel. Start one with /battle new.",
    );
  });
});

describe("/gm act-for, reroll and handover", () => {
  it("orders an absent player's figure through /battle order", async () => {
    await startedBattle();
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    const ordered = await runGm(GM, "act-for", { figure: "Flavius", option: "a", to: "E5" });
    expect(allText(ordered.replies)).toContain("Flavius runs E1 → E5 (4 hexes)");
  });

  it("re-rolls the last roll with fresh dice, keeping the reason in the undo record", async () => {
    await startedBattle();
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    expect(refusal(await runGm(GM, "reroll"))).toBe(refusalText({ code: "no-dice-to-reroll" }));
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "pass" });
    t.force(6, 1); // turn 2: Rome wins
    const passed = await runBattle(t.services, BOB, "order", { figure: "Wulf", option: "pass" });
    expect(allText(passed.replies)).toContain("Initiative: Rome 6, Germania 1 — won by Rome");
    t.force(1, 6); // the re-roll: Germania wins
    const rerolled = await runGm(GM, "reroll", { reason: "a die fell off the table" });
    expect(rerolled.replies[0]?.content).toBe(
      "gm (GM) re-rolls the last roll: a die fell off the table. The step is made again with fresh dice.",
    );
    expect(allText(rerolled.replies)).toContain("Initiative: Rome 1, Germania 6 — won by Germania");
    const log = allText((await runBattle(t.services, CAROL, "log")).replies);
    expect(log).toContain("Initiative: Rome 1, Germania 6 — won by Germania");
    expect(log).toContain("↶ ~~Initiative: Rome 6, Germania 1 — won by Rome~~");
    const summary = await t.battles.activeInChannel("guild-1", "channel-1");
    const stored = await t.battles.log(summary?.id ?? "");
    expect(stored.undos.map((u) => [u.gmId, u.reason, u.steps])).toEqual([
      [GM.id, "re-roll: a die fell off the table", 1],
    ]);
  });

  it("re-rolls or undoes only the step the GM picked; a player's step landing first refuses it", async () => {
    await startedBattle();
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "pass" });
    t.force(6, 1); // turn 2: Rome wins
    await runBattle(t.services, BOB, "order", { figure: "Wulf", option: "pass" });
    const offered = await completeGm(GM, "reroll", { name: "step", value: "" });
    const [step, ...more] = offered.responses[0] ?? [];
    expect(step?.name).toBe("Turn 1 · Wulf: (pass) do nothing · just now");
    expect(more).toEqual([]);
    const undo = await completeBattle(t.services, GM, "undo", { name: "steps", value: "" });
    const seen = await version();
    // A player's step lands before the GM's choice arrives.
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    const moved = "The battle has moved on since you chose; nothing was";
    const rerolled = await runGm(GM, "reroll", { step: step?.value ?? "" });
    expect(refusal(rerolled)).toBe(`${moved} re-rolled. Look at the steps again.`);
    const undoStep = undo.responses[0]?.[0]?.value ?? "";
    expect(undoStep).toBe(`1@${seen}`);
    const undone = await runBattle(t.services, GM, "undo", { steps: undoStep });
    expect(refusal(undone)).toBe(`${moved} undone. Look at the steps again.`);
    const stored = await t.battles.log(
      (await t.battles.activeInChannel("guild-1", "channel-1"))?.id ?? "",
    );
    expect(stored.undos).toEqual([]);
    expect(stored.entries.at(-1)?.actorId).toBe(ALICE.id);
  });

  it("hands the GM role to another user", async () => {
    await startedBattle();
    const handed = await runGm(GM, "handover", { user: CAROL.id, reason: "bedtime" });
    expect(handed.replies[0]?.content).toBe(
      "gm hands the GM role to <@user:carol> (bedtime). They run the battle from now on.",
    );
    expect(handed.replies[0]?.mentionUserIds).toEqual([CAROL.id]);
    expect(refusal(await runGm(GM, "hits", { figure: "Wulf", value: 1 }))).toBe(NOT_GM);
    await runGm(CAROL, "hits", { figure: "Wulf", value: 1 });
    expect((await figure("Wulf")).hits).toBe(1);
    expect(refusal(await runGm(CAROL, "handover", { user: CAROL.id }))).toBe(
      "<@user:carol> is the GM already.",
    );
  });

  it("autocompletes figures and items for the GM only", async () => {
    await startedBattle();
    const figures = await completeGm(GM, "hits", { name: "figure", value: "" });
    expect(figures.responses).toEqual([
      [
        { name: "Flavius", value: "f1" },
        { name: "Wulf", value: "f2" },
      ],
    ]);
    expect((await completeGm(BOB, "hits", { name: "figure", value: "" })).responses).toEqual([[]]);
    const give = await completeGm(GM, "give", { name: "item", value: "lar" }, { figure: "Wulf" });
    expect(give.responses[0]).toContainEqual({ name: "Large shield", value: "Large shield" });
    const take = await completeGm(GM, "take", { name: "item", value: "" }, { figure: "Wulf" });
    expect(take.responses[0]?.map((c) => c.name)).toEqual(["Longbow", "2-handed sword", "Dagger"]);
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    const options = await completeGm(
      GM,
      "act-for",
      { name: "option", value: "" },
      { figure: "Flavius" },
    );
    expect(options.responses[0]?.map((c) => c.value)).toEqual(["a", "b", "c", "d", "e", "pass"]);
  });
});
