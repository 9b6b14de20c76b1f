/**
 * A battle whose channel is lost: when posting there answers Unknown Channel the scheduler
 * abandons the battle once, with the reason logged, and plays no more turns; its figures are
 * free and its place in the server's limit given back. A channel the bot can no longer reach
 * pauses the battle instead, which stops its deadlines until the GM resumes it.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  CHANNEL_LOST_ACTOR,
  type ChannelLoss,
  ChannelLostError,
} from "../../commands/battle/channel-lost.ts";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import { tempDatabases } from "../store/temp-database.ts";
import { GUILD, type Harness, openHarness, startDeadlineDuel } from "./deadline-battle.ts";

const databases = tempDatabases();
const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.database.close();
});

/** A harness whose channel answers every post with the loss; counts the tries. */
async function lostChannel(loss: ChannelLoss) {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const tries = { count: 0 };
  const logged: { msg: string; fields?: Readonly<Record<string, unknown>> }[] = [];
  const check = () =>
    checkDeadlines({
      services: h.services,
      post: async () => {
        tries.count += 1;
        throw new ChannelLostError(loss);
      },
      log: {
        info: (msg, fields) => logged.push({ msg, ...(fields === undefined ? {} : { fields }) }),
        error: (msg, fields) => logged.push({ msg, ...(fields === undefined ? {} : { fields }) }),
      },
    });
  return { h, tries, logged, check };
}

describe("a battle whose channel is deleted", () => {
  it("is abandoned once, with the reason logged, and plays no more turns", async () => {
    const { h, tries, logged, check } = await lostChannel("deleted");
    const battleId = await startDeadlineDuel(h, 24, { apart: true });
    const before = await h.services.battles.load(battleId);

    h.at(24);
    await check();
    const after = await h.services.battles.load(battleId);
    expect(after.battle.status).toBe("ended");
    expect(after.battle.winner).toBeNull();
    expect(tries.count).toBe(1);
    expect(logged).toEqual([
      {
        msg: "battle channel lost",
        fields: { battleId, action: "abandon", reason: "its channel or thread was deleted" },
      },
    ]);
    const log = await h.services.battles.log(battleId);
    expect(log.entries.at(-1)).toMatchObject({
      kind: "control",
      action: "abandon",
      reason: "its channel or thread was deleted",
      actorId: CHANNEL_LOST_ACTOR,
    });

    // Two hundred hours on, nothing more has been played or tried.
    for (let hours = 48; hours <= 200; hours += 24) {
      h.at(hours);
      expect(await check()).toEqual({ reminders: 0, deadlines: 0 });
    }
    expect(tries.count).toBe(1);
    expect((await h.services.battles.log(battleId)).entries).toHaveLength(log.entries.length);
    expect(after.state?.turn).toBe(before.state?.turn);

    // Its figures may fight elsewhere and the server has its battle slot back.
    for (const figure of after.battle.figures) {
      expect(await h.services.battles.isFighting(figure.sourceFigureId ?? "")).toBe(false);
    }
    expect(await h.services.battles.countOpen(GUILD)).toBe(0);
  });

  it("gives up a reminder's channel the same way", async () => {
    const { h, tries, check } = await lostChannel("deleted");
    const battleId = await startDeadlineDuel(h, 24, { apart: true });
    h.at(18);
    expect(await check()).toEqual({ reminders: 0, deadlines: 0 });
    expect(tries.count).toBe(1);
    expect((await h.services.battles.load(battleId)).battle.status).toBe("ended");
  });
});

describe("a battle whose channel the bot cannot reach", () => {
  it("is paused, so its deadlines stop, and resumes when the GM says so", async () => {
    const { h, tries, logged, check } = await lostChannel("no-access");
    const battleId = await startDeadlineDuel(h, 24, { apart: true });
    h.at(24);
    await check();
    const paused = await h.services.battles.load(battleId);
    expect(paused.battle.status).toBe("paused");
    expect(paused.battle.turnDeadlineAt).toBeNull();
    expect(logged.map((l) => l.fields?.action)).toEqual(["pause"]);
    h.at(200);
    expect(await check()).toEqual({ reminders: 0, deadlines: 0 });
    expect(tries.count).toBe(1);

    await h.services.battles.resume({ battleId, gmId: "gm" });
    h.at(230);
    await check();
    expect(tries.count).toBe(2);
    expect((await h.services.battles.load(battleId)).battle.status).toBe("paused");
  });
});
