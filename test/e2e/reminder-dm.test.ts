/**
 * /battle mine and the reminder by DM, through the real discord.js client and the fake Discord:
 * alice asks for reminders by DM, /battle mine lists her pending initiative choice with a link
 * to the battle's board, and the scheduler's reminder reaches her by DM once however often it
 * checks, as src/main.ts wires it.
 */
import { expect, it } from "vitest";
import { directMessages } from "../../src/bot/direct-message.ts";
import { postToChannel } from "../../src/bot/post.ts";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import {
  battle,
  createBookFighters,
  type ForcedDice,
  play,
  sessionPerTest,
} from "./support/battle.ts";
import type { Session } from "./support/session.ts";

const T0 = new Date("2026-03-01T12:00:00Z");
const MINUTE = 60_000;

let s: Session;
let dice: ForcedDice;
let now = T0;
sessionPerTest(
  (session, forced) => {
    s = session;
    dice = forced;
    now = T0;
  },
  { now: () => now },
);

function checkAt(minutes: number) {
  now = new Date(T0.getTime() + minutes * MINUTE);
  return checkDeadlines({
    services: s.bot.services,
    post: (place, reply) => postToChannel(s.bot.client, place, reply),
    sendDirect: directMessages(s.bot.client),
  });
}

it("lists alice's pending decision with its link, and DMs her reminder once", async () => {
  await createBookFighters(s);
  await play(s, {
    user: "bob",
    subcommand: "new",
    options: {
      type: "death",
      "deadline-hours": 1,
      "side-a": "Rome",
      "side-b": "Germania",
      thread: false,
    },
  });
  await play(s, { user: "alice", subcommand: "join", options: { figure: "Flavius", side: "a" } });
  await play(s, { user: "bob", subcommand: "join", options: { figure: "Wulf", side: "b" } });
  dice.force(5, 2); // Rome wins: alice must choose who moves first
  await play(s, { user: "bob", subcommand: "start" });

  const optIn = await battle(s, "alice", "reminders", { dm: "on" });
  expect((await optIn.reply()).content).toContain("Reminders by DM: on.");
  expect(optIn.ephemeral).toBe(true);

  const guild = s.discord.guild("Arena").id;
  const channel = s.discord.channel("general").id;
  const board = await s.bot.services.battles.activeInChannel(guild, channel);
  const boardMessage = (await s.bot.services.battles.board(board?.id ?? ""))?.messageId;
  expect(boardMessage).toBeTruthy();
  const link = `https://discord.com/channels/${guild}/${channel}/${boardMessage}`;

  const mine = await battle(s, "alice", "mine", {});
  const listed = (await mine.reply()).content;
  expect(mine.ephemeral).toBe(true);
  expect(listed).toContain("1 decision waiting for you:");
  expect(listed).toContain("**Rome vs Germania**, turn 1: Rome won the initiative");
  expect(listed).toContain("Deadline <t:1772370000:R>.");
  expect(listed).toContain(`[Jump to the board](${link})`);
  const bobs = await battle(s, "bob", "mine", {});
  expect((await bobs.reply()).content).toContain("Nothing is waiting for you");

  expect(await checkAt(50)).toEqual({ reminders: 1, deadlines: 0 });
  expect(await checkAt(55)).toEqual({ reminders: 0, deadlines: 0 });
  const dms = s.discord.directMessages("alice");
  expect(dms).toHaveLength(1);
  expect(dms[0]?.content).toContain("A decision of yours nears its deadline:");
  expect(dms[0]?.content).toContain(link);
  // bob asked for nothing: no DM.
  expect(s.discord.directMessages("bob")).toEqual([]);
});
