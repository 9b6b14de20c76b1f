import { describe, expect, it } from "vitest";
import { ALICE, GUILD, onlyReply } from "./fake-interaction.ts";
import { FLAVIUS, RAGNAR, runFigure, WULF } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

describe("/figure create", () => {
  it("creates Ragnar with the rulebook's card, in public", async () => {
    const reply = onlyReply(await runFigure(t.services, "create", RAGNAR));
    expect(reply).toEqual({
      content: "Ragnar joins the roster.",
      embeds: [
        {
          title: "Ragnar",
          description: "Human\nST 11\nDX 13 (11)(10)\nMA 8",
          fields: [
            { name: "Weapons", value: "Spear 1+1 (ready)\nDagger 1-1" },
            {
              name: "Armor",
              value:
                "Leather armor: stops 2; Large shield: 4 with shield\nShield slung on the back",
            },
            { name: "Experience", value: "0 EP (100 more for an advance)" },
          ],
          color: 0x8b5a2b,
        },
      ],
    });
    const stored = await t.services.figures.findByName(GUILD, ALICE.id, "ragnar");
    expect(stored?.spec).toEqual({
      name: "Ragnar",
      race: "human",
      st: 11,
      dx: 13,
      armor: "leather",
      shield: "large-shield",
      weapons: ["spear", "dagger"],
      readyWeapon: "spear",
      shieldReady: false,
    });
    expect(await t.services.figures.history(stored?.id ?? "")).toMatchObject([
      { kind: "created", epDelta: 0 },
    ]);
  });

  it("creates Flavius and Wulf as in the COMBAT EXAMPLE", async () => {
    const flavius = onlyReply(await runFigure(t.services, "create", FLAVIUS)).embeds?.[0];
    expect(flavius?.description).toBe("Human\nST 12\nDX 12 (9)(8)\nMA 6");
    expect(flavius?.fields?.slice(0, 2)).toEqual([
      { name: "Weapons", value: "Shortsword 2-1 (ready)\nDagger 1-1" },
      {
        name: "Armor",
        value: "Chainmail: stops 3; Large shield: 5 with shield\nShield ready on the arm",
      },
    ]);

    const wulf = onlyReply(await runFigure(t.services, "create", WULF)).embeds?.[0];
    expect(wulf?.description).toBe("Human\nST 14\nDX 10\nMA 10");
    expect(wulf?.fields?.slice(0, 2)).toEqual([
      { name: "Weapons", value: "Longbow 1+2 (ready)\n2-handed sword 3-1\nDagger 1-1" },
      { name: "Armor", value: "No armor" },
    ]);
  });

  it("includes dwarf and halfling damage bonuses on the card", async () => {
    const dwarf = await runFigure(t.services, "create", {
      name: "Gimli",
      race: "dwarf",
      st: 14,
      dx: 10,
      weapons: "Small axe, hammer",
    });
    expect(onlyReply(dwarf).embeds?.[0]?.fields?.[0]?.value).toBe(
      "Small ax 1+3 (ready)\nHammer 1+2",
    );
    const halfling = await runFigure(t.services, "create", {
      name: "Pip",
      race: "halfling",
      st: 6,
      dx: 14,
      weapons: "sling, dagger",
    });
    expect(onlyReply(halfling).embeds?.[0]?.fields?.[0]?.value).toBe(
      "Sling 1-1 (ready)\nDagger 1-1, thrown 1",
    );
  });

  it.each(["2-handed sword", "two-handed-sword", "Two Handed Sword"])(
    "reads the weapon name %j loosely",
    async (typed) => {
      const reply = onlyReply(
        await runFigure(t.services, "create", {
          ...WULF,
          weapons: `${typed}, dagger`,
          ready: typed,
        }),
      );
      expect(reply.embeds?.[0]?.fields?.[0]?.value).toBe("2-handed sword 3-1 (ready)\nDagger 1-1");
    },
  );

  it("holds the first listed weapon ready and readies a shield when hands allow", async () => {
    const { ready: _ready, ...flavius } = FLAVIUS;
    const { "shield-ready": _shieldReady, ...unready } = flavius;
    await runFigure(t.services, "create", unready);
    const stored = await t.services.figures.findByName(GUILD, ALICE.id, "Flavius");
    expect(stored?.spec).toMatchObject({ readyWeapon: "shortsword", shieldReady: true });
  });

  it("names an unknown weapon with the closest valid names, with every other problem", async () => {
    const { ready: _ready, ...unready } = RAGNAR;
    const reply = onlyReply(
      await runFigure(t.services, "create", {
        ...unready,
        dx: 12,
        weapons: "broadswrd, battleaxe, dagger",
      }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content: [
        "Ragnar can't be created:",
        '• "broadswrd" is not a weapon. Closest: Broadsword, Shortsword, 2-handed sword.',
        "• Battleaxe needs ST 15 and Ragnar has ST 11: only ADVANCED MELEE allows it, at −4 DX; add ruleset: advanced-melee to carry it",
        "• A human's ST and DX must add up to 24; Ragnar has 11 + 12 = 23.",
      ].join("\n"),
    });
    expect(await t.services.figures.list(GUILD, ALICE.id)).toEqual([]);
  });

  it("refuses a weapon the figure is too weak for, naming ADVANCED MELEE's penalty", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", {
        ...RAGNAR,
        weapons: "broadsword",
        ready: "broadsword",
      }),
    );
    expect(reply).toEqual({
      ephemeral: true,
      content:
        "Ragnar can't be created: Broadsword needs ST 12 and Ragnar has ST 11: only ADVANCED MELEE allows it, at −1 DX; add ruleset: advanced-melee to carry it",
    });
  });

  it("refuses a ready weapon that is not carried", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", { ...RAGNAR, weapons: "spear", ready: "dagger" }),
    );
    expect(reply.content).toBe(
      "Ragnar can't be created: The ready weapon must be one the figure carries; Dagger is not, and Ragnar carries spear.",
    );
  });

  it("names an unknown ready weapon", async () => {
    const reply = onlyReply(await runFigure(t.services, "create", { ...RAGNAR, ready: "speer" }));
    expect(reply.content).toBe(
      'Ragnar can\'t be created: Ready weapon: "speer" is not a weapon. Closest: Spear, Rapier, Dagger.',
    );
  });

  it("refuses a two-handed weapon in hand with the shield ready", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", { ...RAGNAR, "shield-ready": true }),
    );
    expect(reply.content).toBe(
      "Ragnar can't be created: Spear needs both hands under MELEE: sling the shield, or add ruleset: advanced-melee to hold it in one",
    );
  });

  it("lets ADVANCED MELEE's spear go one-handed beside a ready shield", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", {
        ...RAGNAR,
        "shield-ready": true,
        ruleset: "advanced-melee",
      }),
    );
    expect(reply.content).toBe("Ragnar joins the roster.");
  });

  it("shows the bastard sword's two grips on the card", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", {
        ...WULF,
        name: "Ulf",
        weapons: "bastard sword, dagger",
        ready: "bastard sword",
        ruleset: "advanced-melee",
      }),
    );
    expect(reply.content).toBe("Ulf joins the roster.");
    expect(reply.embeds?.[0]?.fields?.[0]?.value).toBe(
      "Bastard sword 3-2 in two hands, 2+1 in one (ready)\nDagger 1-1",
    );
  });

  it("refuses a name the user already has, in any case", async () => {
    await runFigure(t.services, "create", RAGNAR);
    const reply = onlyReply(await runFigure(t.services, "create", { ...RAGNAR, name: "RAGNAR" }));
    expect(reply).toEqual({
      ephemeral: true,
      content: "You already have a figure named RAGNAR; choose another name.",
    });
    expect(await t.services.figures.list(GUILD, ALICE.id)).toHaveLength(1);
  });

  it("escapes markdown and mentions in the name it echoes", async () => {
    const reply = onlyReply(
      await runFigure(t.services, "create", { ...RAGNAR, name: "@everyone *x*" }),
    );
    expect(reply.content).toBe("@\u200beveryone \\*x\\* joins the roster.");
    expect(reply.embeds?.[0]?.title).toBe("@\u200beveryone \\*x\\*");
  });

  it("refuses an unknown race", async () => {
    const reply = onlyReply(await runFigure(t.services, "create", { ...RAGNAR, race: "dragon" }));
    expect(reply).toEqual({
      ephemeral: true,
      content:
        'Race must be one of human, elf, dwarf, halfling, orc, hobgoblin, goblin; got "dragon".',
    });
  });
});
