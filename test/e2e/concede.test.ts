/**
 * /battle concede through the real discord.js client and the fake Discord: a private question,
 * a click on its Concede button, and the battle is over with the other side the winner.
 */
import { expect, it } from "vitest";
import { battle, buttonIds, play, sessionPerTest, settle, text } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("concedes a practice bout after a private confirmation: the computer's side wins", async () => {
  dice.force(5, 2); // Ragnar's side wins the first initiative
  await play(s, { user: "carol", subcommand: "practice", options: { monster: "wolf" } });

  const asked = await settle(s, await battle(s, "carol", "concede"));
  expect(asked.map((m) => m.ephemeral)).toEqual([true]);
  expect(text(asked)).toContain("Concede for Challenger?");
  const [confirm] = buttonIds(asked);
  const message = asked[0];
  if (confirm === undefined || message === undefined) throw new Error("no Concede button");

  const clicked = await settle(
    s,
    await s.discord.click({ message, customId: confirm, user: "carol" }),
  );
  expect(text(clicked)).toContain("carol concedes for Challenger.");
  expect(text(clicked)).toContain("The battle is over: Computer wins.");
  const general = s.discord.channel("general");
  const [ended] = await s.bot.services.battles.listBattles(general.guildId, general.id);
  expect(ended).toMatchObject({ status: "ended", winner: "b" });
});
