/**
 * A duel of The Ur-Quan Legacy: Melee! through the fake Discord: two fleets bought in secret, the
 * seed's Dart against the Dreadnought, and the Dreadnought's blast answered by the Scout's Reflex
 * through the private Defend prompt, to the end. Every die is forced. Each step posts one public
 * message, and the duel's board is one message edited in place.
 */
import { expect, it } from "vitest";
import type { OptionInput, RecordedMessage } from "../fake-discord/index.ts";
import { buttonIds, latestButton, sessionPerTest, settle, text } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";
import type { Session } from "./support/session.ts";
import { starship as starshipCommand } from "./support/starship.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

const BOARD = /^\*\*The Ur-Quan Legacy: Melee!\*\*/;
const publicMessages = () => s.discord.messages("general").filter((m) => !m.ephemeral);
/** New public messages besides the board, per command. */
const postsPerStep: number[] = [];

/** `/starship` as support types it, counting the public posts each command makes. */
async function starship(
  session: Session,
  user: string,
  subcommand: string,
  options: Readonly<Record<string, OptionInput>> = {},
): Promise<RecordedMessage[]> {
  const before = new Set(publicMessages().map((m) => m.id));
  const answers = await starshipCommand(session, user, subcommand, options);
  postsPerStep.push(
    publicMessages().filter((m) => !before.has(m.id) && !BOARD.test(m.content)).length,
  );
  return answers;
}

it("plays a duel of two fleets to the end, with a reflex answered by a button", async () => {
  await starship(s, "alice", "new", { points: 30, asteroids: 0 });
  await starship(s, "bob", "join");
  expect(text(await starship(s, "alice", "start"))).toContain("buys a fleet in secret");

  const bought = await starship(s, "alice", "fleet", { ships: "Scout" });
  expect(bought[0]?.ephemeral).toBe(true);
  expect(text(bought)).toContain("Your fleet, secret until each ship enters: Shofixti Scout.");
  const shown = bought.filter((m) => !m.ephemeral);
  expect(text(shown)).toContain("Blue has bought a fleet of 1 ship.");
  expect(text(shown)).not.toContain("Scout");

  dice.force(9, 4); // the order roll: Blue 9, Orange 4
  expect(text(await starship(s, "bob", "fleet", { ships: "Dreadnought" }))).toContain(
    "Turn order roll: Blue d12 = 9, Orange d12 = 4",
  );
  await starship(s, "alice", "first", { who: "me" });
  await starship(s, "alice", "place", { ship: "Scout", hex: "5,4", facing: 3 });
  const placed = await starship(s, "bob", "place", { ship: "Dreadnought", hex: "5,7", facing: 0 });
  expect(
    placed.some((m) => m.attachments.some((a) => a.description?.includes("Scout at (5,4)"))),
  ).toBe(true);

  dice.force(8, 4); // the seed's example: Dart d10 = 8 against the Dreadnought's Pilot d8 = 4
  const dart = await starship(s, "alice", "fire", { weapon: "main" });
  expect(text(dart)).toContain("Scout · Dart d10 = 8 vs Dreadnought Pilot d8 = 4 → hit, ½ crew");

  const refused = await starship(s, "bob", "move");
  expect(refused.every((m) => m.ephemeral)).toBe(true);
  expect(text(refused)).toContain("not your move");

  await starship(s, "alice", "end");
  dice.force(7); // the Fusion Blast
  const blast = await starship(s, "bob", "fire", { weapon: "main" });
  expect(text(blast)).toContain("Dreadnought · Fusion Blast d12 = 7");
  const defend = latestButton(s, "starship:defend");
  if (defend === undefined) throw new Error("no Defend button");

  const stranger = await settle(s, await s.discord.click({ ...defend, user: "bob" }));
  expect(text(stranger)).toContain("Only the captain of the ship under attack");

  const prompt = await settle(s, await s.discord.click({ ...defend, user: "alice" }));
  expect(prompt.every((m) => m.ephemeral)).toBe(true);
  const reflex = buttonIds(prompt).find((id) => id.endsWith(":reflex"));
  const promptMessage = prompt.find((m) => buttonIds([m]).length > 0);
  if (reflex === undefined || promptMessage === undefined) throw new Error("no Reflex button");
  dice.force(9); // the Glory Device's d12
  const answered = await settle(
    s,
    await s.discord.click({ message: promptMessage, customId: reflex, user: "alice" }),
  );
  const log = text(answered);
  expect(log).toContain("Scout Reflex (Glory Device) d12 = 9 → nullified");
  expect(log).toContain("Orange wins the battle.");
  expect(dice.left).toBe(0);
  // One public message a step (its log, map and ping); the board is one message edited in place.
  expect(Math.max(...postsPerStep)).toBe(1);
  const boards = publicMessages().filter((m) => BOARD.test(m.content));
  expect(boards).toHaveLength(1);
  expect(boards[0]?.edits).toBeGreaterThanOrEqual(8);
  expect(boards[0]?.content).toContain("Game over: orange wins.");
});
