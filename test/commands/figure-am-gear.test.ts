/**
 * ADVANCED MELEE gear in /figure create and /figure equip (AM §5 WEAPONS TABLE, ARMOR AND
 * SHIELDS): allowed per figure with `ruleset: advanced-melee`, kept by a figure that carries it.
 */
import { describe, expect, it } from "vitest";
import { figureCommand } from "../../commands/figure.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import { ALICE, fakeAutocomplete, GUILD, onlyReply } from "./fake-interaction.ts";
import { BRUNO, RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function stored(name: string) {
  return (await t.services.figures.findByName(GUILD, ALICE.id, name))?.spec;
}

async function completeWeapons(
  subcommand: string,
  value: string,
  options: Record<string, OptionValue>,
) {
  const interaction = fakeAutocomplete(subcommand, { name: "weapons", value }, options);
  await figureCommand.autocomplete?.(interaction, t.services);
  return (interaction.responses[0] ?? []).map((choice) => choice.value);
}

describe("ADVANCED MELEE gear on a figure", () => {
  it("builds a figure from AM's tables with ruleset: advanced-melee", async () => {
    const reply = onlyReply(await runFigure(t.services, "create", BRUNO));
    expect(reply.content).toBe("Bruno joins the roster.");
    expect(await stored("Bruno")).toEqual({
      name: "Bruno",
      race: "human",
      st: 12,
      dx: 12,
      armor: "half-plate",
      shield: "tower-shield",
      weapons: ["military-pick", "dagger"],
      readyWeapon: "military-pick",
      shieldReady: true,
    });
  });

  it("refuses AM gear without the option, naming each item, and stores nothing", async () => {
    const { ruleset: _, ...melee } = BRUNO;
    const reply = onlyReply(await runFigure(t.services, "create", melee));
    expect(reply).toEqual({
      ephemeral: true,
      content: [
        "Bruno can't be created:",
        "• Half-plate is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
        "• Tower shield is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
        "• Military pick is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
      ].join("\n"),
    });
    expect(await stored("Bruno")).toBeUndefined();
  });

  it("refuses an unknown ruleset, saying which there are", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", { ...RAGNAR, ruleset: "chainmail" }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content:
        'Ragnar can\'t be created: Ruleset must be one of melee, advanced-melee; got "chainmail".',
    });
  });

  it("equips a MELEE figure with AM gear only when asked, and keeps it AM after", async () => {
    await runFigure(t.services, "create", RAGNAR);
    const refused = onlyReply(
      await runFigure(t.services, "equip", { name: "Ragnar", armor: "cloth" }),
    );
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe(
      "Ragnar can't be equipped that way: Cloth armor is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
    );
    expect((await stored("Ragnar"))?.armor).toBe("leather");

    const equipped = onlyReply(
      await runFigure(t.services, "equip", {
        name: "Ragnar",
        armor: "cloth",
        ruleset: "advanced-melee",
      }),
    );
    expect(equipped.content).toBe(
      "Ragnar's equipment changed:\n• Armor: Leather armor → Cloth armor",
    );
    // Its gear now says its book: a later change needs no option.
    const later = onlyReply(
      await runFigure(t.services, "equip", { name: "Ragnar", weapons: "trident, dagger" }),
    );
    expect(later.content).toBe(
      "Ragnar's equipment changed:\n• Weapons: Spear, Dagger → Trident, Dagger\n• Ready: Spear → Trident\n• Shield carried: slung on the back → ready on the arm",
    );
  });

  it("offers AM weapons in the autocomplete under ruleset: advanced-melee or for an AM figure", async () => {
    expect(await completeWeapons("create", "ha", { st: 12 })).toEqual(["Hammer"]);
    // Under AM, the weapons above ST 12 too (AM §5 WEAPONS: at a penalty).
    expect(await completeWeapons("create", "ha", { st: 12, ruleset: "advanced-melee" })).toEqual([
      "Hammer",
      "Halberd",
      "Hatchet",
      "2-handed sword",
      "Great hammer",
      "Sha-ken",
    ]);
    await runFigure(t.services, "create", BRUNO);
    expect(await completeWeapons("equip", "great", { name: "Bruno" })).toEqual([
      "Great hammer",
      "Great sword",
    ]);
    expect(await completeWeapons("equip", "pick", { name: "Bruno" })).toEqual(["Military pick"]);
  });

  it("carries a weapon above the figure's ST only under ADVANCED MELEE, saying the penalty", async () => {
    const weak = {
      ...RAGNAR,
      name: "Wil",
      st: 9,
      dx: 15,
      weapons: "broadsword",
      ready: "broadsword",
    };
    const refused = onlyReply(await runFigure(t.services, "create", weak));
    expect(refused).toEqual({
      ephemeral: true,
      content:
        "Wil can't be created: Broadsword needs ST 12 and Wil has ST 9: only ADVANCED MELEE allows it, at −3 DX; add ruleset: advanced-melee to carry it",
    });
    expect(await stored("Wil")).toBeUndefined();
    const made = onlyReply(
      await runFigure(t.services, "create", { ...weak, ruleset: "advanced-melee" }),
    );
    expect(made.content).toBe("Wil joins the roster.");
    expect((await stored("Wil"))?.weapons).toEqual(["broadsword"]);
  });

  it("refuses a crossbow above the figure's ST under either ruleset", async () => {
    const archer = {
      ...RAGNAR,
      name: "Wil",
      st: 9,
      dx: 15,
      weapons: "light crossbow",
      ready: "light crossbow",
      ruleset: "advanced-melee",
    };
    const reply = onlyReply(await runFigure(t.services, "create", archer));
    expect(reply).toEqual({
      ephemeral: true,
      content: "Wil can't be created: Light crossbow needs ST 12; Wil has ST 9.",
    });
  });

  it("offers weapons above the typed ST under ADVANCED MELEE, crossbows excepted", async () => {
    expect(await completeWeapons("create", "bro", { st: 9 })).toEqual([]);
    expect(await completeWeapons("create", "bro", { st: 9, ruleset: "advanced-melee" })).toEqual([
      "Broadsword",
    ]);
    expect(
      await completeWeapons("create", "crossbow", { st: 9, ruleset: "advanced-melee" }),
    ).toEqual([]);
  });
});

describe("AM §5 WEAPONS: what an AM figure carries, on /figure create and its card", () => {
  /** Broadsword ready, mace and spear slung, a dagger on the belt. */
  const SLINGER = {
    name: "Slinger",
    race: "human",
    st: 12,
    dx: 12,
    weapons: "broadsword, mace, spear, dagger",
    ready: "broadsword",
  } as const;

  it("slings two besides the ready weapon under AM, shows the load, and refuses it under MELEE", async () => {
    const melee = onlyReply(await runFigure(t.services, "create", SLINGER));
    expect(melee).toEqual({
      ephemeral: true,
      content:
        "Slinger can't be created: Slinger carries more than MELEE's two weapons and a dagger (a shield counting as one); add ruleset: advanced-melee to sling two besides what is ready",
    });
    const reply = onlyReply(
      await runFigure(t.services, "create", { ...SLINGER, ruleset: "advanced-melee" }),
    );
    expect(reply.content).toBe("Slinger joins the roster.");
    const card = onlyReply(await runFigure(t.services, "show", { name: "Slinger" }));
    expect(card.embeds?.[0]?.fields).toContainEqual({
      name: "Load",
      value: "8.6 of 36 kg (3 × ST)",
    });
  });

  it("refuses more than 3 × ST kg, privately, and stores nothing", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", {
        name: "Porter",
        race: "human",
        st: 8,
        dx: 16,
        shield: "tower-shield",
        weapons: "great hammer, spear",
        ready: "spear",
        ruleset: "advanced-melee",
      }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content:
        "Porter can't be created: A figure with ST 8 carries at most 24 kg of weapons and shields (3 × ST); Porter carries 26 kg.",
    });
    expect(await stored("Porter")).toBeUndefined();
  });
});
