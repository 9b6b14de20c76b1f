/**
 * /battle new through the real discord.js client and the fake Discord: the battle forms in a new
 * thread (by default, or thread:true), is joined and started there, and the channel stays free;
 * thread:false keeps it in the channel.
 */
import { expect, it } from "vitest";
import {
  battle,
  createBookFighters,
  play,
  sessionPerTest,
  settle,
  text,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("opens the battle in a new thread and plays it there", async () => {
  await createBookFighters(s);
  const opened = await play(s, {
    user: "bob",
    subcommand: "new",
    options: { type: "arena", "side-a": "Rome", "side-b": "Germania", thread: true },
  });
  const thread = s.discord.channel("Battle: Rome vs Germania");
  expect(text(opened.posted)).toBe(`An arena battle is forming in <#${thread.id}>; join it there.`);
  const [forming] = s.discord.messages(thread.id);
  expect(forming?.content).toMatch(/^An arena battle is forming here, 12 × 16 arena/);

  const inThread = thread.name;
  await play(
    s,
    { user: "alice", subcommand: "join", options: { figure: "Flavius", side: "a" } },
    inThread,
  );
  await play(
    s,
    { user: "bob", subcommand: "join", options: { figure: "Wulf", side: "b" } },
    inThread,
  );
  dice.force(5, 2);
  const started = await play(s, { user: "bob", subcommand: "start" }, inThread);
  expect(text(started.posted)).toContain("Rome won the initiative.");
  expect(started.posted.every((m) => m.channelId === thread.id)).toBe(true);

  // The channel itself has no battle: a second one can form there.
  const status = await settle(s, await battle(s, "carol", "status"));
  expect(status[0]?.content).toBe(
    "There is no battle in this channel. Start one with /battle new.",
  );
});

it("opens a battle in a thread by default, and in the channel with thread:false", async () => {
  const byDefault = await play(s, {
    user: "bob",
    subcommand: "new",
    options: { type: "arena", "side-a": "Rome", "side-b": "Germania" },
  });
  const thread = s.discord.channel("Battle: Rome vs Germania");
  expect(text(byDefault.posted)).toBe(
    `An arena battle is forming in <#${thread.id}>; join it there.`,
  );
  const [forming] = s.discord.messages(thread.id);
  expect(forming?.content).toMatch(/^An arena battle is forming here/);

  const here = await play(s, {
    user: "carol",
    subcommand: "new",
    options: { type: "death", "side-a": "Red", "side-b": "Blue", thread: false },
  });
  expect(text(here.posted)).toMatch(/^A death battle is forming here/);
  expect(here.posted[0]?.channelId).toBe(s.discord.channel("general").id);
});
