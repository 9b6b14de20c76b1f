import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const CREATE_RAGNAR =
  '/figure create name:Ragnar race:human st:11 dx:13 armor:leather shield:large-shield weapons:"spear, dagger" ready:spear';

const t = servicesPerTest();
const out = outputDirPerTest("melee-play-");

const play = (...lines: string[]) => playScript(t.services, lines, out.path);

describe("local play", () => {
  it("creates, shows and lists a figure, echoing each piped line", async () => {
    const printed = await play(CREATE_RAGNAR, "/figure show name:ragnar", "/figure list");
    expect(printed).toBe(
      [
        "Melee Bot local play. Type /help for commands, /quit to leave.",
        `gm> ${CREATE_RAGNAR}`,
        "Ragnar joins the roster.",
        "+-- Ragnar",
        "| Human",
        "| ST 11",
        "| DX 13 (11)(10)",
        "| MA 8",
        "| Weapons:",
        "|   Spear 1+1 (ready)",
        "|   Dagger 1-1",
        "| Armor:",
        "|   Leather armor: stops 2; Large shield: 4 with shield",
        "|   Shield slung on the back",
        "| Experience: 0 EP (100 more for an advance)",
        "+--",
        "gm> /figure show name:ragnar",
        "+-- Ragnar",
        "| Human",
        "| ST 11",
        "| DX 13 (11)(10)",
        "| MA 8",
        "| Weapons:",
        "|   Spear 1+1 (ready)",
        "|   Dagger 1-1",
        "| Armor:",
        "|   Leather armor: stops 2; Large shield: 4 with shield",
        "|   Shield slung on the back",
        "| Experience: 0 EP (100 more for an advance)",
        "| Record: No battles fought yet.",
        "+--",
        "gm> /figure list",
        "gm's figures:",
        "• Ragnar: Human, ST 11, DX 13, 0 EP",
        "",
      ].join("\n"),
    );
  });

  it("accepts choice names, unquoted multi-word values and quoted colons", async () => {
    const printed = await play(
      "/figure create name:Ragnar the Bold race:Human st:11 dx:13 shield:Large shield weapons:spear, dagger",
      '/figure create name:"Sir: Bob" race:elf st:10 dx:14 weapons:rapier',
      "/figure list",
    );
    expect(printed).toContain("• Ragnar the Bold: Human, ST 11, DX 13, 0 EP");
    expect(printed).toContain("• Sir: Bob: Elf, ST 10, DX 14, 0 EP");
  });

  it("gives an ADVANCED MELEE figure a talent, shown on its card", async () => {
    const printed = await play(
      "/figure create name:Kano race:human st:8 dx:16 weapons:nunchuks, dagger ready:nunchuks talents:nunchuks ruleset:advanced-melee",
    );
    expect(printed).toContain("Kano joins the roster.");
    expect(printed).toMatch(/Talents\W+Nunchuks/);
  });

  it("gives an ADVANCED MELEE figure IQ, shown on its card and in the list", async () => {
    const printed = await play(
      "/figure create name:Kov race:human st:11 dx:12 iq:9 weapons:quarterstaff ruleset:advanced-melee",
      "/figure list",
    );
    expect(printed).toContain("Kov joins the roster.");
    expect(printed).toMatch(/DX 12\W+IQ 9\W+MA 10/);
    expect(printed).toContain("• Kov: Human, ST 11, DX 12, IQ 9, 0 EP");
  });

  it.each([
    [
      "/joust",
      "Unknown command /joust. Commands: /figure, /battle, /gm, /duel, /odds, /lamame, /starship, /quick, /help.",
    ],
    [
      "/figure",
      "/figure needs a subcommand: create, show, restore, leaderboard, list, equip, advance, delete, export, import, unverified-imports.",
    ],
    [
      "/figure shw name:x",
      '/figure has no subcommand "shw". Choose one of: create, show, restore, leaderboard, list, equip, advance, delete, export, import, unverified-imports.',
    ],
    ["/figure show", "/figure show is missing the required option: name."],
    [
      "/figure show nmae:Ragnar",
      '/figure show has no option "nmae". Its options: name, owner.\n/figure show is missing the required option: name.',
    ],
    ["/figure show Ragnar", '/figure show: Expected option:value but found "Ragnar".'],
    [
      "/figure create name:A race:human st:eleven dx:13",
      'Option "st" must be a whole number; got "eleven".',
    ],
    ["/figure create name:A race:human st:0 dx:13", 'Option "st" must be at least 1; got 0.'],
    [
      "/figure create name:A race:dragon st:11 dx:13",
      'Option "race" must be one of: human (Human), elf (Elf), dwarf (Dwarf), halfling (Halfling), orc (Orc), hobgoblin (Hobgoblin), goblin (Goblin); got "dragon".',
    ],
    [
      "/figure create name:A race:human st:11 dx:13 shield-ready:maybe",
      'Option "shield-ready" must be true or false; got "maybe".',
    ],
    ['/figure show name:"Ragnar', '/figure show: The value of "name" has no closing ".'],
    ["/figure show name:Ragnar name:Wulf", 'Option "name" is given twice.'],
    ["figure list", "Commands start with /; type /help for the list."],
  ])("answers %j as Discord's client would, without running it", async (line, error) => {
    const printed = await play(line);
    expect(printed).toBe(
      `Melee Bot local play. Type /help for commands, /quit to leave.\ngm> ${line}\n${error}\n`,
    );
  });

  it("runs the delete buttons, for the owner only, and retires them once used", async () => {
    await play(CREATE_RAGNAR);
    const printed = await play("/figure delete name:Ragnar");
    const confirm = /\/click (figure-delete:confirm:\S+)/.exec(printed)?.[1] ?? "";
    expect(printed).toContain("Delete Ragnar for good? Its 0 EP and history go with it.");
    expect(printed).toContain(`[Confirm] → /click ${confirm}`);
    expect(printed).toContain("[Cancel] → /click figure-delete:cancel:");

    const after = await play(
      "/figure delete name:Ragnar",
      `/as bob /click ${confirm}`,
      `/click ${confirm}`,
      `/click ${confirm}`,
      "/figure list",
    );
    expect(after).toContain(
      [`gm> /as bob /click ${confirm}`, "That is not your figure.", "(only bob can see this)"].join(
        "\n",
      ),
    );
    expect(after).toContain(
      [`gm> /click ${confirm}`, "(message updated)", "Ragnar is deleted."].join("\n"),
    );
    expect(after).toContain(`There is no button or menu "${confirm}" to use (none are on screen).`);
    expect(after).toContain(
      "You have no figures in this server yet. Make one with /figure create.\n(only you can see this)",
    );
  });

  it("writes attached files under the output directory and prints the path", async () => {
    const printed = await play(CREATE_RAGNAR, "/figure export name:Ragnar");
    const file = path.join(out.path, "Ragnar.json");
    expect(printed).toContain(`File: ${file}\n(only you can see this)`);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({
      format: "melee-bot/figure",
      figure: { name: "Ragnar", ep: 0 },
    });
  });

  it("imports pasted JSON as one option value", async () => {
    await play(CREATE_RAGNAR, "/figure export name:Ragnar");
    const json = (await readFile(path.join(out.path, "Ragnar.json"), "utf8")).replace(
      /\s*\n\s*/g,
      " ",
    );
    const printed = await play(`/as bob /figure import json:${json}`, "/as bob /figure list");
    expect(printed).toContain("Ragnar is imported with 0 EP.");
    expect(printed).toContain("bob's figures:\n• Ragnar: Human, ST 11, DX 13, 0 EP");
  });

  it("keeps each /as user's figures apart", async () => {
    const printed = await play(
      `/as alice ${CREATE_RAGNAR}`,
      "/figure list",
      "/as alice /figure list",
    );
    expect(printed).toContain("You have no figures in this server yet.");
    expect(printed).toContain("alice's figures:\n• Ragnar");
    expect(await t.services.figures.list("local", "local:alice")).toHaveLength(1);
  });

  it("prints autocomplete suggestions for the last option with /complete", async () => {
    const printed = await play(
      CREATE_RAGNAR,
      "/complete /figure show name:ra",
      "/complete /figure create name:X race:human st:11 dx:13 weapons:spear, sh",
      "/complete /figure create race:h",
    );
    // A figure's suggestion is valued by its id: the line shows what to type to pick it.
    expect(printed).toMatch(/Suggestions for name:\n {2}Ragnar \(name:\w+\)\n/);
    expect(printed).toContain("Suggestions for weapons:\n  Spear, Shortsword\n");
    expect(printed).toContain(
      "Suggestions for race:\n  Human (race:human)\n  Halfling (race:halfling)\n  Hobgoblin (race:hobgoblin)\n",
    );
  });

  it("lists every command with /help", async () => {
    const printed = await play("/help");
    expect(printed).toContain(
      "  /figure create name: race: st: dx: [iq:] [armor:] [shield:] [weapons:] [ready:] [shield-ready:] [talents:] [pack:] [ruleset:] — Create a new figure (MELEE: CREATING A FIGURE)",
    );
    expect(printed).toContain("  /as <user> <command>");
    expect(printed).toContain("  /complete <partial command>");
  });

  it("stops at /quit", async () => {
    const printed = await play("/quit", CREATE_RAGNAR);
    expect(printed).not.toContain("Ragnar");
    expect(await t.services.figures.list("local", "local:gm")).toEqual([]);
  });

  it("skips blank lines and # comments", async () => {
    const printed = await play("", "# a comment", "/figure list");
    expect(printed).toBe(
      [
        "Melee Bot local play. Type /help for commands, /quit to leave.",
        "gm> # a comment",
        "gm> /figure list",
        "You have no figures in this server yet. Make one with /figure create.",
        "(only you can see this)",
        "",
      ].join("\n"),
    );
  });
});

describe("a second local session on the same database", () => {
  const FORM = ["/battle add monster:bear side:a", "/battle add monster:wolf side:b"];

  it("applies its own orders instead of taking them for the first session's", async () => {
    await play("/battle new type:arena thread:false", ...FORM, "/battle start");
    // The second session's first write is its first interaction, as the first session's was.
    const printed = await play("/battle initiative choice:first", "/battle status");
    expect(printed).not.toContain("That was already done.");
    expect(printed).toContain("Turn 1, movement: Side A to move.");
  });

  it("opens its threads in new channels, not in the first session's", async () => {
    const first = await play("/battle new type:arena thread:true", ...FORM);
    const second = await play("/battle new type:arena thread:true", ...FORM);
    const thread = (printed: string) => /New channel #(thread-[\w-]+)/.exec(printed)?.[1];
    expect(thread(first)).toBeDefined();
    expect(thread(second)).toBeDefined();
    expect(thread(second)).not.toBe(thread(first));
    expect(second).toContain("Bear joins Side A.");
  });
});
