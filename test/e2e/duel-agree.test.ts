/**
 * A duel through the real discord.js client and the fake Discord: the two players are equals, so
 * a re-roll is a proposal one makes and the other agrees to with a click; the step is made again
 * and marked with both names. A ruling withdrawn by its proposer loses its buttons and is closed in
 * the store, so nothing can apply it.
 */
import { expect, it } from "vitest";
import {
  buttonIds,
  createBookFighters,
  play,
  sendCommand,
  sessionPerTest,
  settle,
  text,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("re-rolls a duel's last step only when the other player agrees", async () => {
  await createBookFighters(s);
  const challenged = await sendCommand(s, "alice", "duel", "challenge", {
    opponent: s.discord.user("bob").id,
  });
  const [accept] = buttonIds(challenged);
  const challenge = challenged[0];
  if (accept === undefined || challenge === undefined) throw new Error("no challenge");
  await settle(s, await s.discord.click({ message: challenge, customId: accept, user: "bob" }));
  const thread = s.discord.channel("Duel: Flavius vs Wulf").name;
  dice.force(5, 2); // Flavius's side wins the first initiative
  await play(s, { user: "bob", subcommand: "start" }, thread);
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } }, thread);
  await play(
    s,
    { user: "alice", subcommand: "order", options: { figure: "Flavius", option: "pass" } },
    thread,
  );
  await play(
    s,
    { user: "bob", subcommand: "order", options: { figure: "Wulf", option: "pass" } },
    thread,
  );

  const proposed = await sendCommand(s, "alice", "gm", "reroll", {}, thread);
  expect(text(proposed)).toContain("proposes to re-roll the last step with fresh dice.");
  const agree = buttonIds(proposed).find((id) => id.startsWith("ruling:agree:"));
  const message = proposed[0];
  if (agree === undefined || message === undefined) throw new Error("no Agree button");
  const agreed = await s.discord.click({ message, customId: agree, user: "bob" });
  await settle(s, agreed);
  expect(s.discord.message(message.id)?.content).toContain("agreed to");

  const channel = s.discord.channel(thread);
  const battle = await s.bot.services.battles.activeInChannel(channel.guildId, channel.id);
  const log = battle === null ? null : await s.bot.services.battles.log(battle.id);
  expect(log?.entries.at(-1)).toMatchObject({ ruling: { what: "reroll" } });

  const rerolled = log?.entries.length;

  const ruling = await sendCommand(s, "bob", "gm", "hits", { figure: "Flavius", value: 3 }, thread);
  expect(text(ruling)).toContain("bob proposes to set Flavius's hits taken to 3.");
  const [rulingMessage] = ruling;
  const ids = buttonIds(ruling);
  const late = ids.find((id) => id.startsWith("ruling:agree:"));
  const withdraw = ids.find((id) => id.startsWith("ruling:withdraw:"));
  if (rulingMessage === undefined || late === undefined || withdraw === undefined) {
    throw new Error("no proposal buttons");
  }
  await settle(
    s,
    await s.discord.click({ message: rulingMessage, customId: withdraw, user: "bob" }),
  );
  expect(s.discord.message(rulingMessage.id)?.content).toContain("withdrew the proposal.");
  // The buttons are gone; a late click from a stale view meets the stored proposal, closed
  // (handler-tested in test/commands/gm-agreement.test.ts).
  expect(s.discord.message(rulingMessage.id)?.components).toEqual([]);
  const proposalId = late.split(":")[2] ?? "";
  expect(await s.bot.services.battles.proposal(proposalId)).toMatchObject({ state: "withdrawn" });
  const after = battle === null ? null : await s.bot.services.battles.log(battle.id);
  expect(after?.entries.length).toBe(rerolled);
});
