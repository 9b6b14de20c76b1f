/**
 * La Mame's MELEE through the fake Discord: alice opens a game for three, alice and bob take
 * seats, the computer fills the third, and the two humans answer whatever the game waits for
 * (read from /lamame status) until it ends. Orders are answered privately; the board goes to the
 * channel with its map and alt text.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { SeededDice } from "../../src/dice/dice.ts";
import { ARENA_PEOPLE, settle, where } from "./support/battle.ts";
import { type Session, startSession } from "./support/session.ts";

let s: Session;
beforeEach(async () => {
  // The game rolls dice of other sizes than d6 (the start player among three): seeded dice.
  let seed = 0;
  s = await startSession({ ...ARENA_PEOPLE, bot: { newDice: () => new SeededDice(++seed) } });
});
afterEach(() => s.close());

/** What each decision is answered with: a first try, then one for Winter or a castle. */
const ANSWERS: Record<string, readonly string[]> = {
  "initial build": ["pass"],
  "start bid": ["bid 0"],
  "action cards": ["pick tax", "pick tax build"],
  "defence guess": ["guess 1", "guess 1 2"],
  build: ["end"],
  "move or attack": ["end"],
  "attack gold": ["withdraw"],
};

async function lamame(user: string, options: Record<string, string | number>, sub: string) {
  const handle = await s.discord.command({
    ...where(user),
    name: "lamame",
    subcommand: sub,
    options,
  });
  return settle(s, handle);
}

it("plays a three-player game with a computer seat to the end", async () => {
  const [opened] = await lamame("alice", { players: 3 }, "new");
  expect(opened?.content).toContain("is forming");
  const [joined] = await lamame("alice", {}, "join");
  expect(joined?.content).toContain("north seat");
  await lamame("bob", {}, "join");
  expect((await lamame("bob", {}, "start"))[0]?.ephemeral).toBe(true);
  const [started] = await lamame("alice", {}, "start");
  expect(started?.attachments[0]?.description).toContain("Gold:");
  const seats: Record<string, string> = { north: "alice", east: "bob" };

  const posted: string[] = [];
  let over = false;
  for (let round = 0; round < 400 && !over; round++) {
    const [status] = await lamame("alice", {}, "status");
    const text = status?.content ?? "";
    // Once over, the channel is free: the last board told the result.
    if (text.startsWith("There is no La Mame's MELEE game")) {
      over = true;
      break;
    }
    const awaited = [...text.matchAll(/(\w+) \(<@\d+>\), ([^;\n]+)/g)];
    expect(awaited.length, text).toBeGreaterThan(0);
    for (const [, seat = "", decision = ""] of awaited) {
      const user = seats[seat] ?? "";
      const tries = decision === "start player" ? [`start ${seat}`] : (ANSWERS[decision] ?? []);
      for (const order of tries) {
        const [answer, ...board] = await lamame(user, { text: order }, "order");
        posted.push(...board.map((m) => m.content));
        if (answer?.content === "Done: your order is in.") break;
      }
    }
  }
  expect(over).toBe(true);
  expect(posted.at(-1)).toMatch(/Game over: \w+ wins\./);
});
