/**
 * /quick with the players' own figures: `new figure:` seats the opener in seat A with their
 * stored figure, `join figure:` brings the joiner's; the duel is fought with those figures as
 * they stood. As /battle join, only the player's own figure of this server, alive, may come;
 * anything else is refused privately and changes nothing. The option autocompletes the user's
 * figures.
 */
import { expect, it } from "vitest";
import { quickCommand } from "../../commands/quick.ts";
import type { QuickState } from "../../src/games/quick-combat/play.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { swordsman } from "../store/battles.ts";
import { ALICE, BOB, fakeAutocomplete, fakeCommand, GUILD, onlyReply } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function figureOf(ownerId: string, name: string, guildId = GUILD) {
  return new FigureStore(t.database).create({ guildId, ownerId, spec: swordsman(name) });
}

async function channelDuel() {
  return t.services.games.battleIn(GUILD, "channel-1");
}

it("duels with the players' own figures, the opener's in seat A", async () => {
  const red = await figureOf(ALICE.id, "Redmane");
  await figureOf(BOB.id, "Bluebeard");
  const opened = fakeCommand("new", { figure: red.id });
  await quickCommand.execute(opened, t.services);
  expect(onlyReply(opened).content).toContain(
    "A Quick Combat duel is forming, Redmane, <@user:alice>'s (A) against Wulf (B)",
  );
  const joined = fakeCommand("join", { figure: "bluebeard" }, { actor: BOB });
  await quickCommand.execute(joined, t.services);
  expect(onlyReply(joined).content).toBe("<@user:bob> takes seat B with Bluebeard.");
  const started = fakeCommand("start");
  await quickCommand.execute(started, t.services);
  const state = (await channelDuel())?.state as QuickState;
  expect(state.fighters.map((f) => [f.seat, f.spec])).toEqual([
    ["a", swordsman("Redmane")],
    ["b", swordsman("Bluebeard")],
  ]);
  expect((await channelDuel())?.battle.seats).toEqual([
    { id: "a", playerId: ALICE.id, computer: false },
    { id: "b", playerId: BOB.id, computer: false },
  ]);
});

it("refuses another player's figure, another server's and a slain one, privately, opening nothing", async () => {
  const bobs = await figureOf(BOB.id, "Bluebeard");
  await figureOf(ALICE.id, "Wanderer", "guild-2");
  const slain = await figureOf(ALICE.id, "Fallen");
  await t.database.prisma.figure.update({ where: { id: slain.id }, data: { diedAt: new Date() } });
  const refusals: [string, string][] = [
    [bobs.id, `You have no figure named "${bobs.id}". Make one with /figure create.`],
    ["Wanderer", `You have no figure named "Wanderer". Make one with /figure create.`],
    [slain.id, "Fallen was slain and cannot fight again"],
  ];
  for (const [figure, said] of refusals) {
    const interaction = fakeCommand("new", { figure });
    await quickCommand.execute(interaction, t.services);
    const reply = onlyReply(interaction);
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(said);
    expect(await channelDuel()).toBeNull();
  }
});

it("refuses a book fighter and a figure both for seat A", async () => {
  const red = await figureOf(ALICE.id, "Redmane");
  const interaction = fakeCommand("new", { a: "ragnar", figure: red.id });
  await quickCommand.execute(interaction, t.services);
  expect(onlyReply(interaction)).toMatchObject({
    ephemeral: true,
    content: expect.stringContaining("a book fighter (a) or your own figure (figure), not both"),
  });
  expect(await channelDuel()).toBeNull();
});

it("refuses a joiner's slain figure privately and leaves the seat empty", async () => {
  await quickCommand.execute(fakeCommand("new"), t.services);
  const slain = await figureOf(BOB.id, "Fallen");
  await t.database.prisma.figure.update({ where: { id: slain.id }, data: { diedAt: new Date() } });
  const joined = fakeCommand("join", { figure: slain.id }, { actor: BOB });
  await quickCommand.execute(joined, t.services);
  expect(onlyReply(joined).ephemeral).toBe(true);
  expect((await channelDuel())?.battle.seats.every((s) => s.playerId === null)).toBe(true);
});

it("autocompletes the user's own figures by id", async () => {
  const red = await figureOf(ALICE.id, "Redmane");
  await figureOf(BOB.id, "Bluebeard");
  const interaction = fakeAutocomplete("new", { name: "figure", value: "" });
  await quickCommand.autocomplete?.(interaction, t.services);
  expect(interaction.responses).toEqual([[{ name: "Redmane", value: red.id }]]);
});
