/**
 * /battle change: a player changes their figure's option before it acts (MELEE: IV, OPTIONS) —
 * the change and its effect posted as a step, every refusal ephemeral and changing nothing, and
 * autocomplete offering only the figures that may change and the options they may change to.
 */
import { describe, expect, it } from "vitest";
import {
  allText,
  completeBattle,
  refusal,
  runBattle,
  startFlaviusAgainstWulf,
} from "./battle-helpers.ts";
import { ALICE, BOB, GM } from "./fake-interaction.ts";
import { FLAVIUS, runFigure, WULF } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

/**
 * gm runs it; alice's Flavius (MA 6 in chainmail) on Rome enters at E1, bob's Wulf on Germania at
 * E16; Rome moves first and Flavius has moved 2 hexes with (a), to E3.
 */
async function flaviusMoved() {
  const s = t.services;
  await startFlaviusAgainstWulf(t, GM);
  await runBattle(s, ALICE, "initiative", { choice: "first" });
  await runBattle(s, ALICE, "order", { figure: "Flavius", option: "a", to: "E3" });
}

async function battleNow() {
  const battle = await t.battles.activeInChannel("guild-1", "channel-1");
  const loaded = battle === null ? null : await t.battles.load(battle.id);
  return { version: battle?.version, state: loaded?.state };
}

describe("/battle change", () => {
  it("changes the option and makes the new one's effect at once: Flavius kneels", async () => {
    await flaviusMoved();
    const before = await battleNow();
    const changed = await runBattle(t.services, ALICE, "change", {
      figure: "Flavius",
      option: "d",
      posture: "kneeling",
    });
    expect(changed.replies[0]?.ephemeral).toBeUndefined();
    const text = allText(changed.replies);
    expect(text).toContain("Flavius changes from (a) to (d) Drop (prone or kneeling)");
    // Still Germania's turn to move: the prompt for Wulf's orders follows.
    expect(text).toContain("<@user:bob>, orders for:\n• Wulf:");
    const after = await battleNow();
    expect(after.version).toBe((before.version ?? 0) + 1);
    const flavius = after.state?.figures.find((f) => f.name === "Flavius");
    expect(flavius?.posture).toBe("kneeling");
    expect(after.state?.turnState.chosen.find((c) => c.figure === flavius?.id)?.option).toBe("d");
  });

  it("refuses, changing nothing: the wrong user, bad input, and what the rules forbid", async () => {
    const s = t.services;
    await flaviusMoved();
    const before = await battleNow();
    const refused = async (who: typeof ALICE, options: Record<string, string>) =>
      refusal(await runBattle(s, who, "change", options));

    expect(await refused(BOB, { figure: "Flavius", option: "c" })).toBe("That is not your figure.");
    expect(await refused(ALICE, { figure: "Flavio", option: "c" })).toBe(
      'There is no figure "Flavio" in this battle. Figures: Flavius, Wulf.',
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "z" })).toBe(
      '"z" is not an option; use a letter from a to r, or pass (under ADVANCED MELEE also flee, and for a rider mount, dismount or jump-off).',
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "e", ready: "wand" })).toBe(
      'There is no weapon "wand".',
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "d", posture: "sitting" })).toBe(
      "Posture must be prone or kneeling.",
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "c", attack: "bite" })).toBe(
      "Attack must be one of weapon, two-weapons, shield-rush, thrown, jab, two-daggers, sweep, lasso, net, mount-attack, trample, pull-down, drop.",
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "c", step: "9E" })).toBe(
      '"9E" is not a hex; write a column letter and a row, like E7.',
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "c", "step-facing": "up" })).toBe(
      '"up" is not a facing; use N, NE, SE, S, SW or NW.',
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "c", "step-facing": "N" })).toBe(
      "(c) takes no step: only a figure disengaging, (l) or (r), turns as it steps.",
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "c", target: "Nobody" })).toBe(
      'There is no figure "Nobody" in this battle. Figures: Flavius, Wulf.',
    );
    // The engine's reasons, word for word.
    expect(await refused(BOB, { figure: "Wulf", option: "c" })).toBe(
      "Wulf has not chosen an option yet.",
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "pass" })).toBe(
      "Flavius moved 2 hexes; (pass) allows at most 0.",
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "e" })).toBe(
      "Say what Flavius readies: a weapon, the shield, a main-gauche, or an item to pick up.",
    );
    expect(await refused(ALICE, { figure: "Flavius", option: "f" })).toBe(
      "Flavius has no loaded missile weapon it can shoot.",
    );
    expect(await battleNow()).toEqual(before);

    // Once Flavius has dropped, he has carried out his option.
    await runBattle(s, ALICE, "change", { figure: "Flavius", option: "d" });
    const dropped = await battleNow();
    expect(await refused(ALICE, { figure: "Flavius", option: "a" })).toBe(
      "Flavius has already carried out (d) Drop (prone or kneeling); another option now would mix the actions of two options.",
    );
    expect(await battleNow()).toEqual(dropped);
  });

  it("refuses before anyone has moved", async () => {
    const s = t.services;
    await runFigure(s, "create", FLAVIUS, { actor: ALICE });
    await runFigure(s, "create", WULF, { actor: BOB });
    await runBattle(s, GM, "new", { type: "death" });
    await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
    await runBattle(s, BOB, "join", { figure: "Wulf", side: "b" });
    t.force(5, 2);
    await runBattle(s, GM, "start");
    const before = await battleNow();
    expect(refusal(await runBattle(s, ALICE, "change", { figure: "Flavius", option: "c" }))).toBe(
      "Options can be changed only during movement and attacks.",
    );
    expect(await battleNow()).toEqual(before);
  });

  it("autocompletes the figures that may change and the options they may change to", async () => {
    const s = t.services;
    await flaviusMoved();
    const figures = await completeBattle(s, ALICE, "change", { name: "figure", value: "" });
    expect(figures.responses).toEqual([[{ name: "Flavius", value: "f1" }]]);
    // Wulf has no option yet, so nothing to change.
    const none = await completeBattle(s, BOB, "change", { name: "figure", value: "" });
    expect(none.responses).toEqual([[]]);
    const options = await completeBattle(
      s,
      ALICE,
      "change",
      { name: "option", value: "" },
      { figure: "Flavius" },
    );
    // 2 hexes moved: (b), (c) and (d) allow 3, (e) 2; doing nothing allows none.
    expect(options.responses[0]).toEqual([
      { name: "(a) Move", value: "a" },
      { name: "(b) Charge attack", value: "b" },
      { name: "(c) Dodge", value: "c" },
      { name: "(d) Drop (prone or kneeling)", value: "d" },
      { name: "(e) Ready new weapon", value: "e" },
    ]);
    const ready = await completeBattle(
      s,
      ALICE,
      "change",
      { name: "ready", value: "" },
      { figure: "Flavius", option: "e" },
    );
    expect(ready.responses).toEqual([[{ name: "Dagger", value: "Dagger" }]]);
  });
});
