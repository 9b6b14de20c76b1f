/**
 * A starship duel's Defend prompt left unanswered, on a clock the test moves: the scheduler's
 * check (src/scheduler/game-deadlines.ts, posting through the bot's client as src/main.ts wires
 * it) gives the Scout the game's default, its Pilot Die, logged as the deadline's, and the
 * channel hears the roll; the duel goes on with the Dreadnought's captain, and the old Defend
 * button answers privately that no attack waits.
 */
import { expect, it } from "vitest";
import { DEADLINE_ACTOR } from "../../src/store/log-actors.ts";
import { latestButton, settle, text } from "./support/battle.ts";
import { sessionOnAClock } from "./support/clock.ts";
import { currentSession } from "./support/current-session.ts";
import { openScoutAgainstDreadnought, starship } from "./support/starship.ts";

const { s, dice, take } = currentSession();
const checkAt = sessionOnAClock(take);

it("rolls the Pilot Die for a defender who lets the Defend prompt's deadline pass", async () => {
  await openScoutAgainstDreadnought(s, dice, { deadline: 60 });
  await starship(s, "alice", "end");
  dice.force(7); // the Fusion Blast's d12
  const blast = await starship(s, "bob", "fire", { weapon: "main" });
  expect(text(blast)).toContain("Dreadnought · Fusion Blast d12 = 7");
  const defend = latestButton(s, "starship:defend");
  if (defend === undefined) throw new Error("no Defend button");
  const games = s.bot.services.games;
  const arena = s.discord.guild("Arena");
  const battleId = (await games.battleIn(arena.id, arena.channel("general").id))?.battle.id;
  if (battleId === undefined) throw new Error("no duel in #general");
  expect(await games.awaited(battleId)).toEqual([
    expect.objectContaining({ seat: "blue", decision: "defence" }),
  ]);

  expect((await checkAt(59)).deadlines).toBe(0);
  const before = s.discord.messages("general").length;
  dice.force(10); // the Scout's Pilot d12 beats the 7
  expect((await checkAt(61)).deadlines).toBe(1);
  const posted = s.discord
    .messages("general")
    .slice(before)
    .filter((m) => !m.ephemeral);
  // The same step post as an order's: the roll, the Star Map and the captain now awaited, pinged.
  expect(posted).toHaveLength(1);
  expect(posted[0]?.embeds[0]?.description?.split("\n")).toEqual([
    "blue did not answer in time; the default was taken.",
    "Scout Pilot d12 = 10 → miss",
  ]);
  expect(posted[0]?.attachments.map((a) => a.filename)).toEqual([
    expect.stringMatching(/^star-map-\d+\.png$/),
  ]);
  expect(posted[0]?.content).toMatch(/^Awaiting <@\d+>: order\./);
  expect(dice.left).toBe(0);

  expect(await games.awaited(battleId)).toEqual([
    expect.objectContaining({ seat: "orange", decision: "order" }),
  ]);
  const log = await games.publicLog(battleId);
  expect(log.filter((step) => step.actorId === DEADLINE_ACTOR)).toEqual([
    expect.objectContaining({
      seat: "blue",
      order: { type: "defend", by: "blue", choice: "pilot" },
    }),
  ]);
  expect((await checkAt(62)).deadlines).toBe(0); // once; Orange now has its own hour

  const late = await settle(s, await s.discord.click({ ...defend, user: "alice" }));
  expect(late.every((m) => m.ephemeral)).toBe(true);
  expect(text(late)).toContain("No attack waits for an answer now.");
});
