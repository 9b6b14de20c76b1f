import { describe, expect, it } from "vitest";
import { ALICE, BOB, GUILD, onlyReply } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

const RAGNAR_DOCUMENT = {
  format: "melee-bot/figure",
  version: 1,
  figure: {
    name: "Ragnar",
    race: "human",
    st: 11,
    dx: 13,
    armor: "leather",
    shield: "large-shield",
    weapons: ["spear", "dagger"],
    readyWeapon: "spear",
    shieldReady: false,
    ep: 50,
  },
};

async function exportRagnar(): Promise<string> {
  await runFigure(t.services, "create", RAGNAR);
  const ragnar = await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar");
  await t.services.figures.addEp(ragnar?.id ?? "", 50, "Combat to the death");
  const reply = onlyReply(await runFigure(t.services, "export", { name: "Ragnar" }));
  expect(reply.content).toBe(
    "Ragnar exported. To bring it back, or into another server, paste the file's text into /figure import.",
  );
  expect(reply.ephemeral).toBe(true);
  const [file] = reply.files ?? [];
  expect(file?.name).toBe("Ragnar.json");
  return new TextDecoder().decode(file?.data);
}

async function importJson(json: string, extra: Record<string, string> = {}, actor = ALICE) {
  return onlyReply(await runFigure(t.services, "import", { json, ...extra }, { actor }));
}

describe("/figure export", () => {
  it("writes the versioned document as <name>.json", async () => {
    expect(JSON.parse(await exportRagnar())).toEqual(RAGNAR_DOCUMENT);
  });
});

describe("/figure import", () => {
  it("round-trips an export into another user's roster, keeping EP, as history 'imported'", async () => {
    const json = await exportRagnar();
    const reply = await importJson(json, {}, BOB);
    expect(reply.content).toBe("Ragnar is imported with 50 EP.");
    expect(reply.embeds?.[0]?.description).toBe("Human\nST 11\nDX 13 (11)(10)\nMA 8");
    const copy = await t.services.figures.findByName(GUILD, BOB.id, "Ragnar");
    const original = await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar");
    expect(copy?.spec).toEqual(original?.spec);
    expect(copy?.ep).toBe(50);
    expect(await t.services.figures.history(copy?.id ?? "")).toMatchObject([
      { kind: "imported", epDelta: 50, detail: "Imported from a version 1 export" },
    ]);
  });

  it("refuses a name the user already has and offers rename", async () => {
    const json = await exportRagnar();
    expect((await importJson(json)).content).toBe(
      "You already have a figure named Ragnar; add rename:<new name> to import it under another name.",
    );
    const renamed = await importJson(json, { rename: "Ragnar II" });
    expect(renamed.content).toBe("Ragnar II is imported with 50 EP.");
  });

  it("accepts an advanced figure whose ST + DX exceed its race's total", async () => {
    const advanced = {
      ...RAGNAR_DOCUMENT.figure,
      st: 13,
      weapons: ["broadsword", "dagger"],
      readyWeapon: "broadsword",
    };
    const reply = await importJson(JSON.stringify({ ...RAGNAR_DOCUMENT, figure: advanced }));
    expect(reply.content).toBe("Ragnar is imported with 50 EP.");
  });

  it.each([
    ["not JSON", "{oops", "That figure can't be imported: The text is not valid JSON ("],
    [
      "an array",
      "[]",
      "That figure can't be imported: The JSON must be an object, as /figure export writes it.",
    ],
    [
      "another format",
      JSON.stringify({ ...RAGNAR_DOCUMENT, format: "other" }),
      'That figure can\'t be imported: "format" must be "melee-bot/figure"; got "other".',
    ],
    [
      "another version",
      JSON.stringify({ ...RAGNAR_DOCUMENT, version: 2 }),
      'That figure can\'t be imported: "version" must be 1; got 2. This bot reads version 1 exports.',
    ],
    [
      "no figure",
      JSON.stringify({ format: "melee-bot/figure", version: 1 }),
      'That figure can\'t be imported: "figure" must be an object; got nothing.',
    ],
    [
      "a document nested a million levels deep",
      `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`,
      "That figure can't be imported: The text is 2000000 characters long; at most 4000 are read.",
    ],
    [
      "a short document nested deeper than an export",
      JSON.stringify({ ...RAGNAR_DOCUMENT, extra: [[[[1]]]] }),
      "That figure can't be imported: The JSON is nested more than 3 levels deep.",
    ],
    [
      "EP near 2³¹",
      JSON.stringify({
        ...RAGNAR_DOCUMENT,
        figure: { ...RAGNAR_DOCUMENT.figure, ep: 2 ** 31 - 1 },
      }),
      'That figure can\'t be imported: "figure.ep" must be a whole number from 0 to 100,000; got 2147483647.',
    ],
    [
      "EP past 2⁵³",
      JSON.stringify({ ...RAGNAR_DOCUMENT, figure: { ...RAGNAR_DOCUMENT.figure, ep: 2 ** 53 } }),
      'That figure can\'t be imported: "figure.ep" must be a whole number from 0 to 100,000; got 9007199254740992.',
    ],
    [
      "ST and DX of 5,000",
      JSON.stringify({
        ...RAGNAR_DOCUMENT,
        figure: { ...RAGNAR_DOCUMENT.figure, st: 5000, dx: 5000 },
      }),
      "Ragnar can't be imported:\n• ST must be from 1 to 99; Ragnar has ST 5000.\n• DX must be from 1 to 99; Ragnar has DX 5000.",
    ],
  ])("refuses %s", async (_, json, message) => {
    const reply = await importJson(json);
    expect(reply.ephemeral).toBe(true);
    expect(reply.content?.startsWith(message)).toBe(true);
    expect(await t.services.figures.list(GUILD, ALICE.id)).toEqual([]);
  });

  it("names every field of the wrong kind", async () => {
    const figure = {
      ...RAGNAR_DOCUMENT.figure,
      race: "dragon",
      st: "11",
      shield: "tower",
      weapons: ["spear", 3, "laser"],
      readyWeapon: 7,
      shieldReady: "no",
      ep: -5,
    };
    const reply = await importJson(JSON.stringify({ ...RAGNAR_DOCUMENT, figure }));
    expect(reply).toEqual({
      ephemeral: true,
      content: [
        "That figure can't be imported:",
        '• "figure.race" must be one of human, elf, dwarf, halfling, orc, hobgoblin, goblin; got "dragon".',
        '• "figure.st" must be a whole number; got "11".',
        '• "figure.shield" must be null or one of small-shield, large-shield; got "tower".',
        '• "figure.weapons[1]" must be a string; got 3.',
        '• "figure.weapons[2]": "laser" is not a weapon. Closest: Cutlass, Halberd, Spear.',
        '• "figure.readyWeapon" must be null or a weapon name; got 7.',
        '• "figure.shieldReady" must be true or false; got "no".',
        // The escaped minus keeps "-5" from starting a list item; Discord shows it as -5.
        '• "figure.ep" must be a whole number from 0 to 100,000; got \\-5.',
      ].join("\n"),
    });
  });

  it("checks the figure against the rules", async () => {
    const figure = { ...RAGNAR_DOCUMENT.figure, st: 7, dx: 20 };
    const reply = await importJson(JSON.stringify({ ...RAGNAR_DOCUMENT, figure }));
    expect(reply.content).toBe(
      [
        "Ragnar can't be imported:",
        "• A human needs ST 8 or more; Ragnar has ST 7.",
        "• Spear needs ST 11; Ragnar has ST 7.",
      ].join("\n"),
    );
  });
});
