/**
 * Game battles' deadlines in the scheduler's check, beside MELEE's: the late seat gets its game's
 * default order (logged as the deadline's, once however often the check runs) and the channel
 * hears it in the game's words; computer seats a restart left waiting act at the next check.
 */
import { afterEach, expect, it } from "vitest";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import { DEADLINE_ACTOR } from "../../src/store/log-actors.ts";
import { tempDatabases } from "../store/temp-database.ts";
import { CHANNEL, GM, GUILD, type Harness, openHarness, textOf } from "./deadline-battle.ts";

const databases = tempDatabases();
const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.database.close();
});

it("gives a late seat of a La Mame's MELEE battle its default order, once, and says so", async () => {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const games = h.services.games;
  const opened = await games.open({
    game: "la-mame",
    seats: 2,
    guildId: GUILD,
    channelId: CHANNEL,
    gmId: GM,
    deadlineSeconds: 3600,
  });
  if (opened.kind !== "applied") throw new Error("not opened");
  const battleId = opened.value.battleId;
  await games.takeSeat({ battleId, playerId: "ann" });
  await games.takeSeat({ battleId, playerId: "bob" });
  expect((await games.start({ battleId, by: GM })).kind).toBe("applied");
  const [late] = await games.awaited(battleId);

  h.at(0.5);
  expect(await checkDeadlines({ services: h.services, post: h.post })).toEqual({
    reminders: 0,
    deadlines: 0,
  });
  h.at(2);
  const check = () => checkDeadlines({ services: h.services, post: h.post });
  expect((await check()).deadlines).toBe(1);
  expect((await check()).deadlines).toBe(0);
  const log = await games.publicLog(battleId);
  expect(log.filter((s) => s.actorId === DEADLINE_ACTOR)).toEqual([
    expect.objectContaining({ seat: late?.seat, order: { type: "pass", by: late?.seat } }),
  ]);
  expect(textOf(h.posted.map((p) => p.reply))).toContain(
    `${late?.seat} did not answer in time; the default was taken.`,
  );
});
