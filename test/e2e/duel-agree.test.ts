/**
 * A duel through the real discord.js client and the fake Discord: the two players are equals, so
 * a re-roll is a proposal one makes and the other agrees to with a click; the step is made again
 * and marked with both names.
 */
import { expect, it } from "vitest";
import {
  buttonIds,
  createBookFighters,
  type ForcedDice,
  play,
  sessionPerTest,
  settle,
  text,
  where,
} from "./support/battle.ts";
import type { Session } from "./support/session.ts";

let s: Session;
let dice: ForcedDice;
sessionPerTest((session, forced) => {
  s = session;
  dice = forced;
});

it("re-rolls a duel's last step only when the other player agrees", async () => {
  await createBookFighters(s);
  const challenged = await settle(
    s,
    await s.discord.command({
      ...where("alice"),
      name: "duel",
      subcommand: "challenge",
      options: { opponent: s.discord.user("bob").id },
    }),
  );
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

  const proposed = await settle(
    s,
    await s.discord.command({ ...where("alice", thread), name: "gm", subcommand: "reroll" }),
  );
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
});
