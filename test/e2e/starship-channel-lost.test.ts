/**
 * A starship duel whose channel the bot can no longer see: the deadline scheduler's post there
 * is refused with Missing Access (50001), so the duel pauses (its clock stopped, the captains told
 * by DM) and a later deadline does nothing; orders are refused while paused. Once the channel is
 * given back, the opener's /starship resume there restarts the clock from the resume.
 */
import { PermissionFlagsBits } from "discord-api-types/v10";
import { expect, it } from "vitest";
import { CHANNEL_LOST_ACTOR } from "../../commands/battle/channel-lost.ts";
import { text } from "./support/battle.ts";
import { sessionOnAClock, T0 } from "./support/clock.ts";
import { currentSession } from "./support/current-session.ts";
import { openScoutAgainstDreadnought, starship } from "./support/starship.ts";

const { s, dice, take } = currentSession();
const checkAt = sessionOnAClock(take);

it("pauses a duel whose channel the bot lost, tells its captains, and resumes it there", async () => {
  await openScoutAgainstDreadnought(s, dice, { deadline: 60 });
  const games = s.bot.services.games;
  const arena = s.discord.guild("Arena");
  const general = arena.channel("general");
  const battleId = (await games.battleIn(arena.id, general.id))?.battle.id;
  if (battleId === undefined) throw new Error("no duel in #general");

  s.discord.denyBot("general", PermissionFlagsBits.ViewChannel);
  const before = s.discord.messages("general").length;
  // The deadline's default is taken; its post is refused, so the duel pauses.
  expect((await checkAt(61)).deadlines).toBe(1);
  expect(s.discord.takeRefusals().map((r) => [r.status, r.code])).toEqual([[403, 50001]]);
  expect(s.discord.messages("general")).toHaveLength(before);
  const paused = await games.load(battleId);
  expect(paused.battle).toMatchObject({ status: "paused", turnDeadlineAt: null });
  expect((await games.publicLog(battleId)).at(-1)).toMatchObject({
    kind: "pause",
    actorId: CHANNEL_LOST_ACTOR,
  });
  for (const captain of ["alice", "bob"]) {
    expect(s.discord.directMessages(captain).map((m) => m.content)).toEqual([
      expect.stringContaining("/starship resume"),
    ]);
  }

  // Paused: a later deadline does nothing, and an order is refused privately.
  expect((await checkAt(300)).deadlines).toBe(0);
  expect((await games.load(battleId)).battle.version).toBe(paused.battle.version);
  const refused = await starship(s, "alice", "end");
  expect(refused.every((m) => m.ephemeral)).toBe(true);
  expect(text(refused)).toContain("The duel is paused");

  s.discord.denyBot("general", 0n);
  const notOpener = await starship(s, "bob", "resume");
  expect(text(notOpener)).toContain("Only the captain who opened the duel can do that.");
  await checkAt(400); // the resume's own time
  const resumed = await starship(s, "alice", "resume");
  expect(resumed.some((m) => !m.ephemeral)).toBe(true);
  expect(text(resumed)).toContain("The game resumes.");
  expect((await games.load(battleId)).battle).toMatchObject({
    status: "active",
    turnDeadlineAt: new Date(T0.getTime() + (400 + 60) * 60_000),
  });
  expect((await checkAt(459)).deadlines).toBe(0);
  expect((await checkAt(461)).deadlines).toBe(1);
});
