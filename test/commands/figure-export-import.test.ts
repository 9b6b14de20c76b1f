import { describe, expect, it } from "vitest";
import { figureDocument } from "../../commands/figure/figure-document.ts";
import { UNVERIFIED_REFUSED } from "../../commands/figure/import.ts";
import { type FigureSpec, RAGNAR as RAGNAR_SPEC } from "../../src/engine/index.ts";
import { ALICE, actor, attachedFile, BOB, GUILD, onlyReply } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

const RAGNAR_DOCUMENT = {
  format: "melee-bot/figure",
  version: 1,
  figure: { ...RAGNAR_SPEC, ep: 50 },
};

async function exportRagnar(): Promise<string> {
  await runFigure(t.services, "create", RAGNAR);
  const ragnar = await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar");
  await t.services.figures.addEp(ragnar?.id ?? "", 50, "Combat to the death");
  const reply = onlyReply(await runFigure(t.services, "export", { name: "Ragnar" }));
  expect(reply.content).toBe(
    "Ragnar exported. To bring it back, or into another server, attach the file to /figure import (or paste its text). It is signed: changed, it imports only where the server allows unverified figures.",
  );
  expect(reply.ephemeral).toBe(true);
  const [file] = reply.files ?? [];
  expect(file?.name).toBe("Ragnar.json");
  return new TextDecoder().decode(file?.data);
}

async function importJson(json: string, extra: Record<string, string> = {}, who = ALICE) {
  return onlyReply(await runFigure(t.services, "import", { json, ...extra }, { actor: who }));
}

/** The document as this install's /figure export would write it for `figure`. */
async function signed(figure: Record<string, unknown>): Promise<string> {
  const { ep, ...spec } = figure;
  return figureDocument(
    spec as unknown as FigureSpec,
    ep as number,
    await t.services.figureSigningKey(),
  );
}

async function allowUnverified(allow: boolean) {
  const manager = actor("manager", true);
  return onlyReply(
    await runFigure(t.services, "unverified-imports", { allow }, { actor: manager }),
  );
}

describe("/figure export", () => {
  it("writes the versioned document as <name>.json, signed", async () => {
    const document = JSON.parse(await exportRagnar());
    expect(document).toEqual({
      ...RAGNAR_DOCUMENT,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
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

  it("accepts a signed advanced figure whose ST + DX exceed its race's total", async () => {
    const advanced = {
      ...RAGNAR_DOCUMENT.figure,
      st: 13,
      weapons: ["broadsword", "dagger"],
      readyWeapon: "broadsword",
    };
    const reply = await importJson(await signed(advanced));
    expect(reply.content).toBe("Ragnar is imported with 50 EP.");
    expect(reply.embeds?.[0]?.footer).toBeUndefined();
  });

  it("takes the export as an attached file", async () => {
    const json = await exportRagnar();
    const interaction = await runFigure(
      t.services,
      "import",
      {},
      {
        actor: BOB,
        files: { file: attachedFile("Ragnar.json", json) },
      },
    );
    expect(onlyReply(interaction).content).toBe("Ragnar is imported with 50 EP.");
  });

  it.each([
    [
      "neither a file nor text",
      {},
      {},
      "Attach the exported file as file:, or paste its text as json:.",
    ],
    [
      "both a file and text",
      { json: "{}" },
      { file: attachedFile("Ragnar.json", "{}") },
      "Give the exported file as file: or its text as json:, not both.",
    ],
    [
      "a file far larger than an export",
      {},
      { file: attachedFile("big.json", " ".repeat(20_000)) },
      "big.json is 20,000 bytes; a /figure export file is at most 16,000.",
    ],
    [
      "a file that cannot be downloaded",
      {},
      {
        file: {
          name: "Ragnar.json",
          size: 300,
          text: () => Promise.reject(new Error("HTTP 404")),
        },
      },
      "Ragnar.json could not be downloaded from Discord; please try again.",
    ],
  ])("refuses %s", async (_, options, files, message) => {
    const interaction = await runFigure(t.services, "import", options, { files });
    expect(onlyReply(interaction)).toEqual({ content: message, ephemeral: true });
    expect(await t.services.figures.list(GUILD, ALICE.id)).toEqual([]);
  });

  describe("an unsigned or altered document", () => {
    const EP_99999 = { ...RAGNAR_DOCUMENT.figure, ep: 99_999 };
    const HUMAN_30_12 = { ...RAGNAR_DOCUMENT.figure, st: 30, dx: 12 };

    it.each([
      [
        "an export hand-edited to 99,999 EP",
        async () => {
          const document = JSON.parse(await exportRagnar());
          document.figure.ep = 99_999;
          return JSON.stringify(document);
        },
      ],
      [
        "an unsigned human with ST 30 and DX 12",
        async () => JSON.stringify({ ...RAGNAR_DOCUMENT, figure: HUMAN_30_12 }),
      ],
      [
        "a document with another install's signature",
        async () => JSON.stringify({ ...RAGNAR_DOCUMENT, signature: "ab".repeat(32) }),
      ],
      [
        "a signature that is not hex",
        async () => JSON.stringify({ ...RAGNAR_DOCUMENT, signature: "not a signature" }),
      ],
    ])("is refused by default: %s", async (_, document) => {
      const json = await document();
      const reply = await importJson(json, {}, BOB);
      expect(reply).toEqual({ content: UNVERIFIED_REFUSED, ephemeral: true });
      expect(await t.services.figures.list(GUILD, BOB.id)).toEqual([]);
    });

    it("where the server allows it, is checked as a new figure: no EP, marked unverified", async () => {
      expect((await allowUnverified(true)).content).toMatch(
        /^Unverified imports are now allowed here/,
      );
      const reply = await importJson(JSON.stringify({ ...RAGNAR_DOCUMENT, figure: EP_99999 }));
      expect(reply.content).toBe("Ragnar is imported unverified, as a new figure with 0 EP.");
      expect(reply.embeds?.[0]?.footer).toBe(
        "Unverified: imported from a document this bot did not sign",
      );
      const ragnar = await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar");
      expect(ragnar).toMatchObject({ ep: 0, verified: false });
      expect(await t.services.figures.history(ragnar?.id ?? "")).toMatchObject([
        { kind: "imported", epDelta: 0, detail: "Imported from a version 1 export, unverified" },
      ]);
      const shown = onlyReply(await runFigure(t.services, "show", { name: "Ragnar" }));
      expect(shown.embeds?.[0]?.footer).toBe(
        "Unverified: imported from a document this bot did not sign",
      );
    });

    it("where the server allows it, still refuses a human with ST 30 and DX 12", async () => {
      await allowUnverified(true);
      const reply = await importJson(JSON.stringify({ ...RAGNAR_DOCUMENT, figure: HUMAN_30_12 }));
      expect(reply.ephemeral).toBe(true);
      expect(reply.content).toMatch(
        "Ragnar can't be imported: A human's ST and DX must add up to 24; Ragnar has 30 + 12 = 42.",
      );
      expect(await t.services.figures.list(GUILD, ALICE.id)).toEqual([]);
    });

    it("is refused again once the managers turn the setting off", async () => {
      await allowUnverified(true);
      expect((await allowUnverified(false)).content).toMatch(/^Unverified imports are now refused/);
      const reply = await importJson(JSON.stringify(RAGNAR_DOCUMENT));
      expect(reply.content).toBe(UNVERIFIED_REFUSED);
    });
  });

  it.each([
    ["not JSON", "{oops", "That figure can't be imported: The text is not valid JSON ("],
    [
      "an array",
      "[]",
      "That figure can't be imported: The JSON must be an object, as /figure export writes it; got \\[\\].",
    ],
    [
      "another format",
      JSON.stringify({ ...RAGNAR_DOCUMENT, format: "other" }),
      'That figure can\'t be imported: "format" must be "melee-bot/figure"; got "other".',
    ],
    [
      "another version",
      JSON.stringify({ ...RAGNAR_DOCUMENT, version: 2 }),
      'That figure can\'t be imported: "version" must be 1; got 2.',
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
        '• "figure.shield" must be null or one of small-shield, large-shield, spike-shield, tower-shield; got "tower".',
        '• "figure.weapons[1]" must be a weapon id as /figure export writes it; got 3.',
        '• "figure.weapons[2]" must be a weapon id as /figure export writes it; got "laser".',
        '• "figure.readyWeapon" must be null or a weapon id; got 7.',
        '• "figure.shieldReady" must be true or false; got "no".',
        // The escaped minus keeps "-5" from starting a list item; Discord shows it as -5.
        '• "figure.ep" must be a whole number from 0 to 100,000; got \\-5.',
      ].join("\n"),
    });
  });

  it("refuses a signed document with ST and DX of 5,000", async () => {
    const reply = await importJson(await signed({ ...RAGNAR_DOCUMENT.figure, st: 5000, dx: 5000 }));
    expect(reply.content).toBe(
      "Ragnar can't be imported:\n• ST must be from 1 to 99; Ragnar has ST 5000.\n• DX must be from 1 to 99; Ragnar has DX 5000.",
    );
  });

  it("checks a signed figure against the rules", async () => {
    const reply = await importJson(await signed({ ...RAGNAR_DOCUMENT.figure, st: 7, dx: 20 }));
    // The spear above ST 7 is ADVANCED MELEE's to allow (AM §5 WEAPONS), as AM's tables are.
    expect(reply.content).toBe(
      "Ragnar can't be imported: A human needs ST 8 or more; Ragnar has ST 7.",
    );
  });
});

describe("/figure unverified-imports", () => {
  it("is for server managers only, and changes nothing for anyone else", async () => {
    const reply = onlyReply(await runFigure(t.services, "unverified-imports", { allow: true }));
    expect(reply).toEqual({
      content:
        "Only a server manager (Manage Server) can choose whether unverified imports are allowed.",
      ephemeral: true,
    });
    expect(await t.services.settings.allowsUnverifiedImports(GUILD)).toBe(false);
  });

  it("without allow: says the server's current choice", async () => {
    const manager = actor("manager", true);
    const reply = onlyReply(
      await runFigure(t.services, "unverified-imports", {}, { actor: manager }),
    );
    expect(reply.content).toBe(
      "Unverified imports are refused here; give allow:True or allow:False to change it.",
    );
  });

  it("is kept per server", async () => {
    await allowUnverified(true);
    expect(await t.services.settings.allowsUnverifiedImports(GUILD)).toBe(true);
    expect(await t.services.settings.allowsUnverifiedImports("another-guild")).toBe(false);
  });
});
