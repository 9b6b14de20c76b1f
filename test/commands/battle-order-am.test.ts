/**
 * ADVANCED MELEE's timing and aim typed in /battle order (AM §6): `wait-for` a foe with pass,
 * `delay:true` on an attack, `aim` at a part; each reaches the engine, which refuses it, with its
 * reason, when the battle did not choose the rule or the order may not use it; `wait-for` suggests
 * only the foes the figure may wait on. A refusal is private and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { gmCommand } from "../../commands/gm.ts";
import { chosenOption } from "../../src/engine/index.ts";
import { completeBattle, createFlaviusAndWulf, refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, actor, BOB, fakeCommand, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

const ALL = "delayed-actions, waiting-for-an-opening, aimed-shots";

/**
 * An ADVANCED MELEE battle with the optional `rules`: Alice's Flavius (Rome) at E1 facing S, Bob's
 * Wulf (Germania) placed at E2 facing N, engaged; Rome moves first.
 */
async function faceToFace(rules: string) {
  const s = t.services;
  await createFlaviusAndWulf(s);
  await runBattle(s, GM, "new", {
    type: "death",
    ruleset: "advanced-melee",
    ...(rules === "" ? {} : { rules }),
    thread: false,
    "side-a": "Rome",
    "side-b": "Germania",
  });
  await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
  await runBattle(s, BOB, "join", { figure: "Wulf", side: "b" });
  t.force(5, 2);
  await runBattle(s, GM, "start");
  const place = {
    ...fakeCommand("place", { figure: "Wulf", hex: "E2", facing: "N" }, { actor: GM }),
    commandName: "gm",
  };
  await gmCommand.execute(place, s);
  await runBattle(s, ALICE, "initiative", { choice: "first" });
}

async function loaded() {
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  const { state, battle } = await t.battles.load(summary?.id ?? "");
  if (state === null) throw new Error("no state");
  const id = (name: string) => battle.figures.find((f) => f.name === name)?.figureKey ?? "";
  return { state, version: battle.version, flavius: id("Flavius"), wulf: id("Wulf") };
}

describe("/battle order with AM's timing and aim", () => {
  it("waits for an opening on the foe named in wait-for", async () => {
    await faceToFace(ALL);
    const ordered = await runBattle(t.services, ALICE, "order", {
      figure: "Flavius",
      option: "pass",
      "wait-for": "Wulf",
    });
    expect(ordered.replies[0]?.ephemeral).toBeUndefined();
    const { state, flavius, wulf } = await loaded();
    expect(chosenOption(state, flavius)).toMatchObject({ option: "pass", waitingFor: wulf });
  });

  it("delays an aimed attack: acts after the others, at the weapon arm", async () => {
    await faceToFace(ALL);
    await runBattle(t.services, ALICE, "order", {
      figure: "Flavius",
      option: "h",
      target: "Wulf",
      aim: "weapon-arm",
      delay: true,
    });
    const { state, flavius, wulf } = await loaded();
    expect(chosenOption(state, flavius)).toMatchObject({
      option: "h",
      target: wulf,
      aim: "weapon-arm",
      delayed: true,
    });
  });

  it("suggests for wait-for only the foes Flavius may wait on", async () => {
    await faceToFace(ALL);
    const typing = await completeBattle(
      t.services,
      ALICE,
      "order",
      { name: "wait-for", value: "" },
      { figure: "Flavius", option: "pass" },
    );
    const { wulf } = await loaded();
    expect(typing.responses[0]).toEqual([{ name: "Wulf", value: wulf }]);
  });

  it("suggests the aimed parts and the ways of attacking as the user types", async () => {
    await faceToFace(ALL);
    const order = { figure: "Flavius", option: "h" };
    const aim = await completeBattle(t.services, ALICE, "order", { name: "aim", value: "" }, order);
    expect(aim.responses[0]?.map((c) => c.value)).toEqual([
      "head",
      "weapon-arm",
      "shield-arm",
      "leg",
      "wing",
      "mount",
    ]);
    const attack = await completeBattle(
      t.services,
      ALICE,
      "order",
      { name: "attack", value: "sh" },
      order,
    );
    expect(attack.responses[0]).toEqual([{ name: "Shield rush", value: "shield-rush" }]);
  });

  it("refuses an attack or an aim that is not on the list, changing nothing", async () => {
    await faceToFace(ALL);
    const { version } = await loaded();
    const attack = await runBattle(t.services, ALICE, "order", {
      figure: "Flavius",
      option: "h",
      target: "Wulf",
      attack: "bite",
    });
    expect(refusal(attack)).toBe(
      "Attack must be one of weapon, two-weapons, shield-rush, thrown, jab, two-daggers, sweep, lasso, net, mount-attack, trample, pull-down, drop.",
    );
    const aim = await runBattle(t.services, ALICE, "order", {
      figure: "Flavius",
      option: "h",
      target: "Wulf",
      aim: "tail",
    });
    expect(refusal(aim)).toBe("Aim must be one of head, weapon-arm, shield-arm, leg, wing, mount.");
    expect((await loaded()).version).toBe(version);
  });

  it("refuses each privately with the engine's reason, changing nothing", async () => {
    await faceToFace("");
    const before = (await loaded()).version;
    const tries = [
      [
        { option: "pass", "wait-for": "Wulf" },
        "Waiting for an opening is ADVANCED MELEE's optional rule waiting-for-an-opening, which this battle does not use.",
      ],
      [
        { option: "h", target: "Wulf", delay: true },
        "Delaying an action is ADVANCED MELEE's optional rule delayed-actions, which this battle does not use.",
      ],
      [
        { option: "h", target: "Wulf", aim: "tail" },
        "Aim must be one of head, weapon-arm, shield-arm, leg, wing, mount.",
      ],
      [
        { option: "pass", "wait-for": "Nobody" },
        'There is no figure "Nobody" in this battle. Figures: Flavius, Wulf.',
      ],
      [
        { option: "h", target: "Wulf", aim: "head" },
        "Aimed shots are an optional rule of ADVANCED MELEE (AM §6 AIMED SHOTS), not in play in this battle.",
      ],
    ] as const;
    for (const [options, reason] of tries) {
      const refused = await runBattle(t.services, ALICE, "order", {
        figure: "Flavius",
        ...options,
      });
      expect(refusal(refused)).toBe(reason);
    }
    expect((await loaded()).version).toBe(before);
  });

  it("refuses waiting with anything but pass, under the rule", async () => {
    await faceToFace(ALL);
    const refused = await runBattle(t.services, ALICE, "order", {
      figure: "Flavius",
      option: "h",
      target: "Wulf",
      "wait-for": "Wulf",
    });
    expect(refusal(refused)).toBe(
      'Flavius waits for an opening by doing nothing else ("pass"): it may not move, dodge or attack while it waits.',
    );
  });
});
