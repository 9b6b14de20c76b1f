/**
 * The configured limits (Services.limits): figures per user in a server, and battles in
 * progress per server, enforced by /figure create and import, /battle new, /lamame new and duel
 * acceptance
 * with a specific private refusal that changes nothing.
 */
import { describe, expect, it } from "vitest";
import { duelCommand } from "../../commands/duel.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { ALICE, BOB, GUILD } from "../commands/fake-interaction.ts";
import { FLAVIUS, RAGNAR, WULF } from "../commands/figure-helpers.ts";
import { servicesPerTest } from "../commands/test-services.ts";
import { executeRecorded } from "./arena-world.ts";
import { type Recorder, recordingCommand, recordingComponent } from "./recording-interaction.ts";

const FIGURES_FULL =
  "You already have 2 figures in this server, the most allowed; delete one with /figure delete first.";
const BATTLES_FULL =
  "This server already has 1 battle in progress, the most allowed; one must end (/battle end) before another can begin.";

const t = servicesPerTest({ limits: { figuresPerUser: 2, activeBattlesPerGuild: 1 } });

async function run(
  who: Actor,
  commandName: string,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
  place = { guildId: GUILD, channelId: "channel-1" },
) {
  return executeRecorded({ commandName, subcommand, options, actor: who, place }, t.services);
}

/** The one private answer of a refused call. */
function refusal(recorder: Recorder): string | undefined {
  expect(recorder.sent).toHaveLength(1);
  expect(recorder.sent[0]?.reply.ephemeral).toBe(true);
  return recorder.sent[0]?.reply.content;
}

async function names(owner: Actor, guildId = GUILD): Promise<string[]> {
  return (await t.services.figures.list(guildId, owner.id)).map((f) => f.spec.name);
}

describe("figures per user", () => {
  it("refuses a figure over the limit, and allows one again after a delete", async () => {
    await run(ALICE, "figure", "create", FLAVIUS);
    await run(ALICE, "figure", "create", RAGNAR);
    expect(refusal(await run(ALICE, "figure", "create", WULF))).toBe(FIGURES_FULL);
    expect(await names(ALICE)).toEqual(["Flavius", "Ragnar"]);

    const ragnar = await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar");
    await t.services.figures.delete(ragnar?.id ?? "");
    await run(ALICE, "figure", "create", WULF);
    expect(await names(ALICE)).toEqual(["Flavius", "Wulf"]);
  });

  it("refuses an import over the limit too", async () => {
    await run(ALICE, "figure", "create", FLAVIUS);
    const exported = await run(ALICE, "figure", "export", { name: "Flavius" });
    const json = exported.sent[0]?.reply.files?.[0]?.data;
    const document = new TextDecoder().decode(json);
    await run(ALICE, "figure", "import", { json: document, rename: "Flavius II" });
    expect(
      refusal(await run(ALICE, "figure", "import", { json: document, rename: "Flavius III" })),
    ).toBe(FIGURES_FULL);
    expect(await names(ALICE)).toEqual(["Flavius", "Flavius II"]);
  });

  it("holds exactly when 20 creates arrive at once", async () => {
    const calls = Array.from({ length: 20 }, (_, i) =>
      run(ALICE, "figure", "create", { ...FLAVIUS, name: `Flavius ${i}` }),
    );
    const answers = (await Promise.all(calls)).map((r) => r.sent[0]?.reply.content);
    expect(answers.filter((a) => a === FIGURES_FULL)).toHaveLength(18);
    expect(await names(ALICE)).toHaveLength(2);
  });

  it("counts each user in each server on their own", async () => {
    await run(ALICE, "figure", "create", FLAVIUS);
    await run(ALICE, "figure", "create", RAGNAR);
    await run(BOB, "figure", "create", WULF);
    await run(ALICE, "figure", "create", WULF, { guildId: "guild-2", channelId: "c" });
    expect(await names(BOB)).toEqual(["Wulf"]);
    expect(await names(ALICE, "guild-2")).toEqual(["Wulf"]);
    expect(await t.services.figures.count(GUILD, ALICE.id)).toBe(2);
    expect(await t.services.figures.count(GUILD, BOB.id)).toBe(1);
    expect(await t.services.figures.count("guild-3", ALICE.id)).toBe(0);
  });

  it("checks the rules first, so a bad figure is told what is wrong with it", async () => {
    await run(ALICE, "figure", "create", FLAVIUS);
    await run(ALICE, "figure", "create", RAGNAR);
    const bad = await run(ALICE, "figure", "create", { ...WULF, st: 30 });
    expect(refusal(bad)).toMatch(/^Wulf can't be created:/);
  });
});

describe("battles in progress per server", () => {
  it("counts La Mame's MELEE games with MELEE's battles, either way round", async () => {
    const lamame = (channelId: string) =>
      run(ALICE, "lamame", "new", {}, { guildId: GUILD, channelId });
    expect((await lamame("channel-1")).sent[0]?.reply.content).toContain("is forming");
    expect(refusal(await lamame("channel-2"))).toBe(BATTLES_FULL);
    expect(
      refusal(
        await run(
          ALICE,
          "battle",
          "new",
          { type: "death", thread: false },
          {
            guildId: GUILD,
            channelId: "channel-3",
          },
        ),
      ),
    ).toBe(BATTLES_FULL);
  });

  it("refuses a new battle while the server is full, and counts ended ones out", async () => {
    await run(ALICE, "battle", "new", { type: "death", thread: false });
    const second = await run(
      BOB,
      "battle",
      "new",
      { type: "death" },
      { guildId: GUILD, channelId: "channel-2" },
    );
    expect(refusal(second)).toBe(BATTLES_FULL);
    expect(await t.services.battles.activeInChannel(GUILD, "channel-2")).toBeNull();
    expect(await t.services.battles.countOpen(GUILD)).toBe(1);

    // Another server has its own allowance.
    await run(
      BOB,
      "battle",
      "new",
      { type: "death", thread: false },
      { guildId: "guild-2", channelId: "c" },
    );
    expect(await t.services.battles.countOpen("guild-2")).toBe(1);

    await run(ALICE, "battle", "end");
    expect(await t.services.battles.countOpen(GUILD)).toBe(0);
    await run(
      BOB,
      "battle",
      "new",
      { type: "death", thread: false },
      { guildId: GUILD, channelId: "channel-2" },
    );
    expect((await t.services.battles.activeInChannel(GUILD, "channel-2"))?.gmId).toBe(BOB.id);
  });

  it("refuses to open an accepted duel while the server is full", async () => {
    await run(ALICE, "figure", "create", FLAVIUS);
    await run(BOB, "figure", "create", WULF);
    const challenge = recordingCommand({
      commandName: "duel",
      subcommand: "challenge",
      options: { opponent: BOB.id },
      actor: ALICE,
      place: { guildId: GUILD, channelId: "channel-1" },
    });
    await duelCommand.execute(challenge, t.services);
    const row = challenge.sent[0]?.reply.components?.[0];
    const accept = row?.kind === "buttons" ? row.buttons[0]?.customId : undefined;
    expect(accept).toMatch(/^duel:accept:/);

    await run(
      ALICE,
      "battle",
      "new",
      { type: "death" },
      { guildId: GUILD, channelId: "channel-9" },
    );
    const press = recordingComponent({
      customId: accept ?? "",
      values: [],
      actor: BOB,
      place: { guildId: GUILD, channelId: "channel-1" },
    });
    await duelCommand.handleComponent?.(press, t.services);
    expect(refusal(press)).toBe(BATTLES_FULL);
    expect(press.threads).toEqual([]);
    expect(await t.services.battles.countOpen(GUILD)).toBe(1);
  });
});
