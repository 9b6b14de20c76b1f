/**
 * /starship new and start on the games' shared forming flow: the opener holds Blue at once; the
 * start is refused privately while Orange is empty (no computer unless asked for), changing
 * nothing; with computer, the computer captain takes Orange and the duel starts at once.
 */
import { expect, it } from "vitest";
import { starshipCommand } from "../../commands/starship.ts";
import { ALICE, fakeCommand, onlyReply } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function duelHere() {
  const { guildId, channelId } = fakeCommand("status").place;
  return t.services.games.battleIn(guildId, channelId);
}

it("refuses the start privately while the second seat is empty, and keeps the duel forming", async () => {
  await starshipCommand.execute(fakeCommand("new", { points: 30 }), t.services);
  const opened = await duelHere();
  expect(opened?.battle.seats).toEqual([
    { id: "blue", playerId: ALICE.id, computer: false },
    { id: "orange", playerId: null, computer: false },
  ]);
  const start = fakeCommand("start");
  await starshipCommand.execute(start, t.services);
  const reply = onlyReply(start);
  expect(reply.ephemeral).toBe(true);
  expect(reply.content).toBe("The duel needs a second captain: someone runs /starship join.");
  const after = await duelHere();
  expect(after?.battle.status).toBe("forming");
  expect(after?.battle.version).toBe(opened?.battle.version);
});

it("with computer, gives Orange to the computer captain and starts at once", async () => {
  const opening = fakeCommand("new", { points: 30, computer: true });
  await starshipCommand.execute(opening, t.services);
  expect(onlyReply(opening).content).toContain(`Awaiting <@${ALICE.id}>: fleet.`);
  const duel = await duelHere();
  expect(duel?.battle.status).toBe("active");
  expect(duel?.battle.seats[1]).toEqual({ id: "orange", playerId: null, computer: true });
});
