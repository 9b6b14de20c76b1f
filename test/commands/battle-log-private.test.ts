/**
 * /battle log by anyone: a short log is posted for the channel; a long one (a battle of many
 * turns) goes to the asker alone, as one attached text file holding every line.
 */
import { afterEach, describe, expect, it } from "vitest";
import { battleCommand } from "../../commands/battle.ts";
import { replyLimitProblems } from "../../commands/format/discord-limits.ts";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import { type Harness, openHarness, startDeadlineDuel } from "../scheduler/deadline-battle.ts";
import { tempDatabases } from "../store/temp-database.ts";
import { actor, type FakeCommand, fakeCommand } from "./fake-interaction.ts";

const databases = tempDatabases();
const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.database.close();
});

const ONLOOKER = actor("onlooker");

async function askForLog(h: Harness): Promise<FakeCommand> {
  const interaction = { ...fakeCommand("log", {}, { actor: ONLOOKER }), commandName: "battle" };
  await battleCommand.execute(interaction, h.services);
  return interaction;
}

/** Lets `decisions` deadlines pass, one a day: the figures stand apart and pass, turn on turn. */
async function passDeadlines(h: Harness, decisions: number): Promise<void> {
  for (let day = 1; day <= decisions; day++) {
    h.at(24 * day);
    expect((await checkDeadlines({ services: h.services, post: h.post })).deadlines).toBe(1);
  }
}

describe("/battle log", () => {
  it("posts a short log for the channel", async () => {
    const h = await openHarness(databases.migratedUrl());
    open.push(h);
    await startDeadlineDuel(h, 24, { apart: true });
    const log = await askForLog(h);
    expect(log.replies).toHaveLength(1);
    const [reply] = log.replies;
    expect(reply?.ephemeral).toBeUndefined();
    expect(reply?.files).toBeUndefined();
    expect(reply?.embeds?.[0]?.title).toBe("Combat log: Red side vs Blue side");
  });

  it("sends a long log to the asker alone, as one text file with every line", async () => {
    const h = await openHarness(databases.migratedUrl());
    open.push(h);
    await startDeadlineDuel(h, 24, { apart: true });
    await passDeadlines(h, 90);
    const log = await askForLog(h);
    expect(log.replies).toHaveLength(1);
    const [reply] = log.replies;
    if (reply === undefined) throw new Error("no reply");
    expect(replyLimitProblems(reply)).toEqual([]);
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toMatch(
      /^The combat log is long \(\d+ lines\), so it comes to you alone as a text file\.$/,
    );
    expect(reply.files).toHaveLength(1);
    const file = reply.files?.[0];
    expect(file?.name).toMatch(/^combat-log-turn-\d+\.txt$/);
    const text = new TextDecoder().decode(file?.data);
    expect(text.startsWith("Combat log: Red side vs Blue side\n\n")).toBe(true);
    expect(text).toContain("Red (Red side, human)");
    // Every deadline's order is there, the last one too.
    expect(text.match(/\(deadline: safest option\)/g)?.length).toBeGreaterThanOrEqual(90);
  });
});
