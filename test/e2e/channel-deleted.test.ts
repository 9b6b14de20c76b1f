/**
 * A battle's thread deleted in Discord: the gateway's THREAD_DELETE ends the battle (no winner,
 * figures free, the server's slot given back), and a post there afterwards is told apart as a
 * lost channel (Unknown Channel), which is what the deadline scheduler acts on.
 */
import { expect, it, vi } from "vitest";
import { ChannelLostError } from "../../commands/battle/channel-lost.ts";
import { postToChannel } from "../../src/bot/post.ts";
import { createBookFighters, play, sessionPerTest } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("ends the battle of a deleted thread, and its figures may join another battle", async () => {
  await createBookFighters(s);
  await play(s, {
    user: "bob",
    subcommand: "new",
    options: { type: "arena", "side-a": "Rome", "side-b": "Germania", thread: true },
  });
  const thread = s.discord.channel("Battle: Rome vs Germania");
  const join = (user: string, figure: string, side: string, channel = thread.name) =>
    play(s, { user, subcommand: "join", options: { figure, side } }, channel);
  await join("alice", "Flavius", "a");
  await join("bob", "Wulf", "b");
  dice.force(5, 2);
  await play(s, { user: "bob", subcommand: "start" }, thread.name);
  const { battles } = s.bot.services;
  const guildId = thread.guildId;
  const battle = await battles.activeInChannel(guildId, thread.id);
  if (battle === null) throw new Error("no battle in the thread");

  s.discord.deleteChannel(thread.id);
  await vi.waitFor(
    async () => expect((await battles.load(battle.id)).battle.status).toBe("ended"),
    { timeout: 60_000, interval: 20 },
  );
  expect((await battles.log(battle.id)).entries.at(-1)).toMatchObject({
    kind: "control",
    action: "abandon",
    reason: "its channel or thread was deleted",
  });
  expect(s.bot.logs.filter((l) => l.msg === "battle channel lost")).toHaveLength(1);
  expect(await battles.countOpen(guildId)).toBe(0);

  const lost = postToChannel(s.bot.client, { channelId: thread.id }, { content: "Turn 2" });
  await expect(lost).rejects.toBeInstanceOf(ChannelLostError);
  await expect(lost).rejects.toMatchObject({ loss: "deleted" });
  // Posting to the deleted thread is refused on purpose here, as Discord refuses it.
  expect(s.discord.takeRefusals().map((r) => [r.status, r.code])).toEqual([[404, 10003]]);

  await play(s, { user: "bob", subcommand: "new", options: { type: "arena", thread: false } });
  await join("alice", "Flavius", "a", "general");
});
