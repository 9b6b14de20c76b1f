/**
 * A deadline passing, through the real discord.js client and the fake Discord, on a clock the
 * test moves: the deadline scheduler's check (src/scheduler/deadlines.ts) posts through the
 * bot's client as src/main.ts wires it. The reminder mentions the late player once; at the
 * deadline the safest answer is applied, the turn posted, and /battle log says so. A player
 * who asked for reminders by DM sees the decision in /battle mine, with a link to the board,
 * and gets the reminder by DM once.
 */
import { expect, it } from "vitest";
import type { RecordedMessage } from "../fake-discord/index.ts";
import { battle, createBookFighters, play, text } from "./support/battle.ts";
import { sessionOnAClock } from "./support/clock.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
const checkAt = sessionOnAClock(take);

/** What the bot posted in #general on its own since `count` messages, for everyone. */
function postedSince(count: number): RecordedMessage[] {
  return s.discord
    .messages("general")
    .slice(count)
    .filter((m) => !m.ephemeral);
}

/** bob's 1-hour death battle: alice's Rome against his Germania, alice to choose who moves first. */
async function startRomeWaitingForAlice(): Promise<void> {
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
}

it("reminds the late player once, then takes the safest option at the deadline", async () => {
  await startRomeWaitingForAlice();
  const alice = s.discord.user("alice").id;
  const bob = s.discord.user("bob").id;

  const early = s.discord.messages("general").length;
  expect(await checkAt(30)).toEqual({ reminders: 0, deadlines: 0 });
  expect(postedSince(early)).toEqual([]);

  expect(await checkAt(50)).toEqual({ reminders: 1, deadlines: 0 });
  const [reminder, ...more] = postedSince(early);
  expect(more).toEqual([]);
  expect(reminder?.content).toBe(
    [
      `<@${alice}> reminder: the battle is waiting for you.`,
      "At the deadline, <t:1772370000:f> (2026-03-01 13:00 UTC), your side moves second. /battle status shows what is awaited.",
    ].join("\n"),
  );
  expect(reminder?.allowedMentions?.users).toEqual([alice]);
  // Once per decision, however often the scheduler looks.
  expect(await checkAt(55)).toEqual({ reminders: 0, deadlines: 0 });
  expect(postedSince(early)).toHaveLength(1);

  const before = s.discord.messages("general").length;
  expect(await checkAt(61)).toEqual({ reminders: 0, deadlines: 1 });
  const turn = text(postedSince(before));
  expect(turn).toContain("⏰ Rome did not answer in time: moves second.");
  expect(turn).toContain("Movement order: Germania, then Rome (chosen by Rome)");
  expect(turn).toContain(`<@${bob}>, orders for:\n• Wulf:`);
  expect(await checkAt(62)).toEqual({ reminders: 0, deadlines: 0 });

  const log = await play(s, { user: "carol", subcommand: "log" });
  expect(text(log.posted)).toContain(
    "Movement order: Germania, then Rome (chosen by Rome) (deadline: safest option)",
  );
});

it("lists alice's pending decision with its link, and DMs her reminder once", async () => {
  await startRomeWaitingForAlice();

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
