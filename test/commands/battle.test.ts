/**
 * /battle in chat: forming, refusals (wrong user, wrong phase, illegal orders), buttons (stale
 * and fresh), autocomplete, the GM's controls, and the log split into embeds.
 */
import { describe, expect, it } from "vitest";
import { logDescriptions, logMessages } from "../../commands/battle/log-embeds.ts";
import { battleCommand } from "../../commands/battle.ts";
import { gmCommand } from "../../commands/gm.ts";
import {
  allText,
  buttonIds,
  clickBattle,
  completeBattle,
  refusal,
  runBattle,
  startFlaviusAgainstWulf,
} from "./battle-helpers.ts";
import { ALICE, actor, BOB, fakeCommand, GM, GUILD } from "./fake-interaction.ts";
import { FLAVIUS, RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const CAROL = actor("carol");
const MANAGER = actor("mod", true);

const t = servicesPerTest();

/** gm runs it; alice's Flavius on Rome (top), bob's Wulf on Germania (bottom); started. */
async function startedBattle() {
  return startFlaviusAgainstWulf(t, GM);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("/battle forming", () => {
  it("places each figure at its side's entrance, the next one beside it", async () => {
    const s = t.services;
    await runFigure(s, "create", FLAVIUS, { actor: ALICE });
    await runFigure(s, "create", RAGNAR, { actor: ALICE });
    await runBattle(s, BOB, "new", { type: "practice" });
    await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
    await runBattle(s, ALICE, "join", { figure: "Ragnar", side: "a" });
    await runBattle(s, BOB, "add", { monster: "bear", side: "b", name: "Bruin" });
    const battle = await t.battles.activeInChannel("guild-1", "channel-1");
    const where = battle?.figures.map((f) => [f.name, f.setup.position, f.setup.facing]);
    // The default arena's entrances: E1–H1 (top, facing S) and E16–H16 (bottom, facing N).
    expect(where).toEqual([
      ["Flavius", { q: 4, r: -2 }, 3],
      ["Ragnar", { q: 5, r: -2 }, 3],
      ["Bruin", { q: 4, r: 13 }, 0],
    ]);
  });

  it("lets only the GM add monsters and start, and needs both sides filled", async () => {
    const s = t.services;
    await runFigure(s, "create", FLAVIUS, { actor: ALICE });
    await runBattle(s, BOB, "new", { type: "death" });
    expect(refusal(await runBattle(s, ALICE, "add", { monster: "wolf", side: "b" }))).toBe(
      "Only the GM (or a Manage Server user) can do that.",
    );
    await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
    expect(refusal(await runBattle(s, ALICE, "start"))).toBe(
      "Only the GM (or a Manage Server user) can do that.",
    );
    expect(refusal(await runBattle(s, BOB, "start"))).toMatch(
      /^Both sides need figures first; Side B has none/,
    );
    expect(refusal(await runBattle(s, ALICE, "join", { figure: "Nobody", side: "a" }))).toBe(
      'You have no figure named "Nobody". Make one with /figure create.',
    );
    expect(refusal(await runBattle(s, ALICE, "join", { figure: "Flavius", side: "c" }))).toBe(
      'There is no side "c". Sides: a (Side A), b (Side B).',
    );
    expect(refusal(await runBattle(s, BOB, "new", { type: "arena" }))).toMatch(
      /already has a battle/,
    );
  });

  it("refuses a monster whose ST or DX is not a whole number from 1 to 99, adding nothing", async () => {
    const s = t.services;
    await runBattle(s, BOB, "new", { type: "practice" });
    const cases: Array<[Record<string, number>, string]> = [
      [{ st: 0 }, "Wolf can't join: ST must be from 1 to 99; the wolf has ST 0."],
      [{ st: -3 }, "Wolf can't join: ST must be from 1 to 99; the wolf has ST -3."],
      [{ dx: 2.5 }, "Wolf can't join: DX must be a whole number; the wolf has DX 2.5."],
    ];
    for (const [stats, message] of cases) {
      const answer = await runBattle(s, BOB, "add", { monster: "wolf", side: "b", ...stats });
      expect(refusal(answer)).toBe(message);
    }
    const battle = await t.battles.activeInChannel("guild-1", "channel-1");
    expect(battle?.figures).toEqual([]);
  });

  it("refuses AM §7's troll in a MELEE battle, adding nothing", async () => {
    const s = t.services;
    await runBattle(s, BOB, "new", { type: "death" });
    expect(refusal(await runBattle(s, BOB, "add", { monster: "troll", side: "b" }))).toBe(
      "Troll can't join: A troll fights only under ADVANCED MELEE.",
    );
    expect((await t.battles.activeInChannel("guild-1", "channel-1"))?.figures).toEqual([]);
  });

  it("adds the troll to an ADVANCED MELEE battle", async () => {
    const s = t.services;
    await runBattle(s, BOB, "new", { type: "death", ruleset: "advanced-melee", thread: false });
    await runBattle(s, BOB, "add", { monster: "troll", side: "b" });
    const battle = await t.battles.activeInChannel("guild-1", "channel-1");
    expect(battle?.figures).toMatchObject([{ name: "Troll" }]);
  });

  it("answers in a channel without a battle", async () => {
    expect(refusal(await runBattle(t.services, ALICE, "status"))).toBe(
      "There is no battle in this channel. Start one with /battle new.",
    );
  });
});

describe("/battle orders and buttons", () => {
  it("posts the initiative with buttons; a click of the winner applies it once, a stale one never", async () => {
    const started = await startedBattle();
    const [first, second] = buttonIds(started.replies);
    expect(first).toMatch(/^battle:\w+:\d+:init:first:1$/);
    expect(second).toMatch(/:init:second:1$/);
    const prompt = started.replies[started.replies.length - 1];
    expect(prompt?.mentionUserIds).toEqual([ALICE.id]);

    // bob's side lost the roll: his click is refused.
    const wrong = await clickBattle(t.services, BOB, first ?? "");
    expect(refusal(wrong)).toBe("Rome won the initiative; its players choose.");

    const click = await clickBattle(t.services, ALICE, first ?? "");
    // The prompt keeps its text (and the map and log it rode on), loses its buttons and says
    // what was chosen; the orders prompt, for alice alone, follows on it instead of a new message.
    expect(click.replies).toEqual([]);
    const [update, ...more] = click.updates;
    expect(more).toEqual([]);
    expect(update?.keepsEmbedsAndFiles).toBe(true);
    expect(update?.content).toMatch(
      new RegExp(
        `^${escapeRegExp(`${prompt?.content}\n✔ ${ALICE.displayName}: Rome moves first\n`)}`,
      ),
    );
    expect(update?.content).toContain("Movement order: Rome, then Germania (chosen by Rome)");
    expect(update?.content).toContain("<@user:alice>, orders for:\n• Flavius: (a) Move");
    expect(buttonIds([update ?? {}])).toEqual([expect.stringMatching(/:give$/)]);

    const stale = await clickBattle(t.services, ALICE, second ?? "");
    expect(refusal(stale)).toBe("This turn has moved on.");
    const status = await runBattle(t.services, CAROL, "status");
    expect(allText(status.replies)).toContain("Orders for Flavius (Rome) with /battle order.");
  });

  it("refuses orders from the wrong user, in the wrong phase and against the rules, changing nothing", async () => {
    const s = t.services;
    await startedBattle();
    const before = (await t.battles.activeInChannel("guild-1", "channel-1"))?.version;
    expect(refusal(await runBattle(s, BOB, "initiative", { choice: "first" }))).toBe(
      "Rome won the initiative; its players choose.",
    );
    expect(
      refusal(await runBattle(s, ALICE, "order", { figure: "Flavius", option: "a", to: "E9" })),
    ).toBe(
      "It is not time for Flavius's orders. Rome won the initiative and chooses who moves first (/battle initiative).",
    );
    await runBattle(s, ALICE, "initiative", { choice: "first" });
    expect(refusal(await runBattle(s, BOB, "order", { figure: "Flavius", option: "a" }))).toBe(
      "That is not your figure.",
    );
    expect(refusal(await runBattle(s, CAROL, "order", { figure: "Flavius", option: "a" }))).toBe(
      "That is not your figure.",
    );
    expect(refusal(await runBattle(s, ALICE, "order", { figure: "Flavio", option: "a" }))).toBe(
      'There is no figure "Flavio" in this battle. Figures: Flavius, Wulf.',
    );
    expect(
      refusal(await runBattle(s, ALICE, "order", { figure: "Flavius", option: "a", to: "9E" })),
    ).toBe('"9E" is not a hex; write a column letter and a row, like E7.');
    // The engine's reason, word for word.
    expect(
      refusal(await runBattle(s, ALICE, "order", { figure: "Flavius", option: "a", to: "Z99" })),
    ).toBe(
      "Flavius cannot reach Z99 with option (a) (at most 6 hexes, stopping at enemies' front hexes).",
    );
    // Option (p) is for figures in hand-to-hand combat.
    const illegal = refusal(await runBattle(s, ALICE, "order", { figure: "Flavius", option: "p" }));
    expect(illegal).toBe("Flavius is not engaged; its options are (a)–(g).");
    expect((await t.battles.activeInChannel("guild-1", "channel-1"))?.version).toBe(
      (before ?? 0) + 1,
    );

    // The GM and a Manage Server user may order anyone's figure.
    const byManager = await runBattle(s, MANAGER, "order", {
      figure: "Flavius",
      option: "a",
      to: "E5",
    });
    expect(byManager.replies[0]?.ephemeral).toBeUndefined();
    expect(allText(byManager.replies)).toContain("Flavius runs E1 → E5 (4 hexes)");
  });

  it("applies a redelivered interaction once", async () => {
    await startedBattle();
    const first = fakeCommand("initiative", { choice: "first" }, { actor: ALICE });
    await battleCommand.execute(first, t.services);
    const version = (await t.battles.activeInChannel("guild-1", "channel-1"))?.version;
    const again = {
      ...fakeCommand("initiative", { choice: "first" }, { actor: ALICE }),
      interactionId: first.interactionId,
    };
    await battleCommand.execute(again, t.services);
    expect(refusal(again)).toMatch(/^It is not time for the initiative choice\./);
    expect((await t.battles.activeInChannel("guild-1", "channel-1"))?.version).toBe(version);
  });

  it("autocompletes only legal figures, options, destinations and targets", async () => {
    const s = t.services;
    await startedBattle();
    await runBattle(s, ALICE, "initiative", { choice: "first" });
    const figures = await completeBattle(s, ALICE, "order", { name: "figure", value: "" });
    expect(figures.responses).toEqual([[{ name: "Flavius", value: "f1" }]]);
    const none = await completeBattle(s, CAROL, "order", { name: "figure", value: "" });
    expect(none.responses).toEqual([[]]);
    const options = await completeBattle(
      s,
      ALICE,
      "order",
      { name: "option", value: "" },
      { figure: "Flavius" },
    );
    expect(options.responses[0]?.map((c) => c.value)).toEqual(["a", "b", "c", "d", "e", "pass"]);
    expect(options.responses[0]?.[0]).toEqual({ name: "(a) Move", value: "a" });
    const to = await completeBattle(
      s,
      ALICE,
      "order",
      { name: "to", value: "E" },
      { figure: "Flavius", option: "a" },
    );
    const choices = to.responses[0] ?? [];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(choices).toContainEqual({ name: "E3 (2 hexes)", value: "E3" });
    const targets = await completeBattle(
      s,
      ALICE,
      "order",
      { name: "target", value: "" },
      { figure: "Flavius", option: "b" },
    );
    expect(targets.responses).toEqual([[]]); // Wulf is too far for a charge
    await runBattle(s, ALICE, "order", { figure: "Flavius", option: "a", to: "E5" });
    const undo = await completeBattle(s, GM, "undo", { name: "steps", value: "" });
    const { version } = (await s.battles.loadActiveIn("guild-1", "channel-1")) ?? { version: 0 };
    expect(undo.responses[0]).toEqual([
      { name: "Turn 1 · Flavius: (a) move · just now", value: `1@${version}` },
      { name: "Turn 1 · Rome moves first · just now", value: `2@${version}` },
    ]);
    const join = await completeBattle(s, ALICE, "join", { name: "figure", value: "fl" });
    const flavius = await s.figures.findByName(GUILD, ALICE.id, "Flavius");
    expect(join.responses).toEqual([[{ name: "Flavius", value: flavius?.id }]]);
  });

  it("autocompletes a move order's targets from where it ends, facing as typed", async () => {
    const s = t.services;
    await startedBattle();
    const place = fakeCommand("place", { figure: "Wulf", hex: "E5", facing: "N" }, { actor: GM });
    await gmCommand.execute({ ...place, commandName: "gm" }, s);
    await runBattle(s, ALICE, "initiative", { choice: "first" });
    const targets = async (options: Record<string, string>) =>
      (
        await completeBattle(
          s,
          ALICE,
          "order",
          { name: "target", value: "" },
          { figure: "Flavius", option: "b", ...options },
        )
      ).responses[0];
    // From E1 Wulf is out of reach; a charge (3 hexes) to E4 ends facing him (MELEE VI).
    expect(await targets({})).toEqual([]);
    expect(await targets({ to: "E4" })).toEqual([{ name: "Wulf", value: "f2" }]);
    expect(await targets({ to: "E4", facing: "N" })).toEqual([]);
  });

  it("lets the GM undo, pause, resume and end; a player concedes after confirming", async () => {
    const s = t.services;
    await startedBattle();
    await runBattle(s, ALICE, "initiative", { choice: "first" });
    expect(refusal(await runBattle(s, ALICE, "undo", { steps: "1" }))).toBe(
      "Only the GM (or a Manage Server user) can do that.",
    );
    const undone = await runBattle(s, GM, "undo", { steps: "1" });
    expect(allText(undone.replies)).toContain("Undone: 1 step. Back to turn 1.");
    expect(allText(undone.replies)).toContain("Rome won the initiative.");
    await runBattle(s, GM, "pause");
    expect(refusal(await runBattle(s, ALICE, "initiative", { choice: "first" }))).toMatch(
      /paused|not running|active/i,
    );
    await runBattle(s, GM, "resume");
    const board = await runBattle(s, CAROL, "board");
    expect(allText(board.replies)).toContain(
      "• Flavius (<@user:alice>): E1 facing S, standing, ST 12/12",
    );
    const map = await runBattle(s, CAROL, "map");
    expect(map.replies[0]?.files?.[0]?.name).toBe("turn-1.png");
    expect(map.replies[0]?.files?.[0]?.description).toMatch(/^Battle map, turn 1/);
    expect(refusal(await runBattle(s, CAROL, "concede"))).toBe(
      "You have no figures in this battle to concede with.",
    );
    const asked = await runBattle(s, BOB, "concede");
    expect(asked.replies[0]?.ephemeral).toBe(true);
    expect(await t.battles.activeInChannel("guild-1", "channel-1")).not.toBeNull();
    const [confirm = ""] = buttonIds(asked.replies);
    expect(refusal(await clickBattle(s, CAROL, confirm))).toBe(
      "You have no figures in this battle to concede with.",
    );
    const conceded = await clickBattle(s, BOB, confirm);
    expect(allText(conceded.replies)).toContain("bob concedes for Germania.");
    expect(allText(conceded.replies)).toContain("The battle is over: Rome wins.");
    expect(allText(conceded.replies)).toContain("Marked: Germania conceded.");
    expect(await t.battles.activeInChannel("guild-1", "channel-1")).toBeNull();
    // To the death, the winner earns 50 EP (MELEE: IX. EXPERIENCE); the conceding side none.
    expect((await s.figures.findByName("guild-1", ALICE.id, "Flavius"))?.ep).toBe(50);
    expect((await s.figures.findByName("guild-1", BOB.id, "Wulf"))?.ep).toBe(0);
  });
});

describe("the combat log in embeds", () => {
  it("splits a long log into embeds of at most 4096 characters, never dropping a line", () => {
    const lines = Array.from({ length: 900 }, (_, i) => `Line ${i}: ${"x".repeat(40)}`);
    const messages = logMessages("Combat log", lines);
    const embeds = messages.flatMap((m) => m.embeds ?? []);
    for (const embed of embeds) expect(embed.description?.length).toBeLessThanOrEqual(4096);
    for (const message of messages) {
      expect(message.embeds?.length).toBeLessThanOrEqual(10);
      const size = (message.embeds ?? []).reduce(
        (sum, e) => sum + (e.title?.length ?? 0) + (e.description?.length ?? 0),
        0,
      );
      expect(size).toBeLessThanOrEqual(6000);
    }
    expect(messages.length).toBeGreaterThan(1);
    expect(embeds.map((e) => e.description).join("\n")).toBe(lines.join("\n"));
    expect(embeds[0]?.title).toBe(`Combat log (1/${embeds.length})`);
  });

  it("splits a single line longer than an embed", () => {
    const long = "y".repeat(5000);
    expect(logDescriptions([long]).map((d) => d.length)).toEqual([4096, 904]);
  });

  it("/battle log posts the whole log, with follow-ups when it is long", async () => {
    await startedBattle();
    const log = await runBattle(t.services, CAROL, "log");
    expect(allText(log.replies)).toContain("Flavius (Rome, human) at E1 facing S");
    expect(allText(log.replies)).toContain("Initiative: Rome 5, Germania 2 — won by Rome");
  });
});
