/**
 * The scheduler catches up on the computer's turns: a battle left waiting for a figure under the
 * computer player's control (the process stopped before the handler's answer) gets the
 * computer's step on the next check, logged as the computer's and posted in its channel.
 */
import { afterEach, expect, it } from "vitest";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import { COMPUTER_ACTOR } from "../../src/store/log-actors.ts";
import { tempDatabases } from "../store/temp-database.ts";
import { CHANNEL, GM, type Harness, openHarness, startDeadlineDuel } from "./deadline-battle.ts";

const databases = tempDatabases();
const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.database.close();
});

it("plays the computer's owed steps on a check, once", async () => {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const battleId = await startDeadlineDuel(h);
  // Both figures to the computer, through the store alone: no handler answered for them.
  await h.services.battles.setComputerControl({
    battleId,
    gmId: GM,
    figureKeys: (await h.services.battles.load(battleId)).battle.figures.map((f) => f.figureKey),
    computer: true,
  });
  const before = (await h.services.battles.log(battleId)).entries.length;
  await checkDeadlines({ services: h.services, post: h.post });
  const log = await h.services.battles.log(battleId);
  const computer = log.entries.slice(before).filter((e) => e.actorId === COMPUTER_ACTOR);
  expect(computer.length).toBeGreaterThan(0);
  expect(computer.length).toBe(log.entries.length - before);
  expect(h.posted.length).toBeGreaterThan(0);
  expect(h.posted.every((p) => p.place.channelId === CHANNEL)).toBe(true);
  // The battle is over (the computer plays both sides): a second check does nothing.
  const { battle } = await h.services.battles.load(battleId);
  expect(battle.status).toBe("ended");
  const posted = h.posted.length;
  await checkDeadlines({ services: h.services, post: h.post });
  expect(h.posted.length).toBe(posted);
});
