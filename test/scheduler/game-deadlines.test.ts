/**
 * Game battles' deadlines in the scheduler's check, beside MELEE's: the late seat gets its game's
 * default order (logged as the deadline's, once however often the check runs) and the channel
 * hears it in the game's words, posted as a command's step is (with the map and the awaited
 * players' button), its board message edited in place; computer seats a restart left
 * waiting act at the next check; a battle whose channel is found deleted is abandoned.
 */
import { afterEach, expect, it } from "vitest";
import { ChannelLostError } from "../../commands/battle/channel-lost.ts";
import type { ChannelMessages, Reply } from "../../commands/interaction.ts";
import { chooseButton } from "../../commands/lamame/choose.ts";
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
  const battleId = await lateLaMame(h);
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

it("posts a deadline's step as a command posts it: the lines, the map and the Choose button", async () => {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const battleId = await lateLaMame(h);
  h.at(2);
  expect((await checkDeadlines({ services: h.services, post: h.post })).deadlines).toBe(1);
  const [step] = h.posted.map((p) => p.reply);
  expect(h.posted).toHaveLength(1);
  expect(step?.files?.map((f) => f.name)).toEqual([
    expect.stringMatching(/^la-mame-map-\d+\.png$/),
  ]);
  expect(step?.files?.[0]?.data.length).toBeGreaterThan(0);
  expect(step?.components).toEqual([chooseButton(battleId)]);
  const awaited = await h.services.games.awaited(battleId);
  expect(step?.mentionUserIds).toEqual(
    awaited.flatMap((a) => (a.playerId === null ? [] : [a.playerId])),
  );
  expect(step?.content).toMatch(/\nWaiting for: /);
});

/** A La Mame battle of two players, running, each decision due within an hour. */
async function lateLaMame(h: Harness): Promise<string> {
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
  return battleId;
}

it("keeps a game's board in one message, edited at each deadline, posted again when deleted", async () => {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const battleId = await lateLaMame(h);
  const posts: Reply[] = [];
  const edits: string[] = [];
  let deleted = false;
  const messages: ChannelMessages = {
    post: async (reply) => {
      posts.push(reply);
      return `board-${posts.length}`;
    },
    edit: async (id) => {
      edits.push(id);
      return !deleted;
    },
  };
  const check = () =>
    checkDeadlines({ services: h.services, post: h.post, messagesIn: () => messages });
  for (const hours of [2, 4]) {
    h.at(hours);
    expect((await check()).deadlines).toBe(1);
  }
  expect(posts).toHaveLength(1);
  expect(edits).toEqual(["board-1"]);
  expect(posts[0]?.content).toMatch(
    /^\*\*La Mame's MELEE\*\*\nWaiting for: \w+ \(<@\w+>\), initial build\. Due <t:\d+:R>\./,
  );
  expect(posts[0]?.mentionUserIds).toEqual([]);

  deleted = true;
  h.at(6);
  expect((await check()).deadlines).toBe(1);
  expect(posts).toHaveLength(2);
  expect((await h.services.games.load(battleId)).battle.boardMessageId).toBe("board-2");
});

it("abandons a game whose channel the scheduler finds deleted, and runs its deadlines no more", async () => {
  const h = await openHarness(databases.migratedUrl());
  open.push(h);
  const battleId = await lateLaMame(h);
  const post = async () => {
    throw new ChannelLostError("deleted");
  };
  h.at(2);
  await checkDeadlines({ services: h.services, post });
  const { battle } = await h.services.games.load(battleId);
  expect(battle).toMatchObject({ status: "ended", turnDeadlineAt: null });
  expect((await h.services.games.publicLog(battleId)).at(-1)).toMatchObject({ kind: "abandon" });
  h.at(4);
  expect((await checkDeadlines({ services: h.services, post })).deadlines).toBe(0);
});
