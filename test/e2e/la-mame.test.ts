/**
 * La Mame's MELEE through the fake Discord, by private clicks: alice opens a game for three, alice
 * and bob take seats, the computer fills the third, and the two humans answer whatever the board
 * waits for with "Choose privately" and the menus it opens, until the game ends. On the way,
 * every message the bot posts publicly and every private one to another player is read before
 * alice's first start bid is revealed, and none tells it; after the reveal the channel does.
 */
import type { APIMessageTopLevelComponent } from "discord-api-types/v10";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SeededDice } from "../../src/dice/dice.ts";
import type { RecordedMessage } from "../fake-discord/index.ts";
import { ARENA_PEOPLE, latestButton, settle, where } from "./support/battle.ts";
import { type Session, startSession } from "./support/session.ts";

let s: Session;
beforeEach(async () => {
  // The game rolls dice of other sizes than d6 (the start player among three): seeded dice.
  let seed = 0;
  s = await startSession({ ...ARENA_PEOPLE, bot: { newDice: () => new SeededDice(++seed) } });
});
afterEach(() => s.close());

/** The label each decision is answered with, by the first that the menu offers. */
const WANTED: Record<string, readonly RegExp[]> = {
  "initial build": [/^Pass$/],
  "start bid": [/^Bid 0 gold$/],
  "start player": [/starts$/],
  "action cards": [/^Tax/],
  build: [/^End the build$/],
  "move or attack": [/^End the action$/],
  "attack gold": [/^Withdraw$/],
  "defence guess": [/^Guess/, /^and/],
};

/** Interactions each user made, so their private answers are told apart from others'. */
const mine = new Map<string, Set<string>>();

async function act<T extends { id: string }>(user: string, handle: Promise<T>): Promise<T> {
  const done = await handle;
  mine.set(user, (mine.get(user) ?? new Set()).add(done.id));
  return done;
}

async function lamame(user: string, options: Record<string, string | number>, sub: string) {
  const handle = s.discord.command({ ...where(user), name: "lamame", subcommand: sub, options });
  return settle(s, await act(user, handle));
}

interface Offered {
  readonly label: string;
  readonly customId: string;
  /** A select option's value; undefined for a button. */
  readonly value: string | undefined;
}

/** A menu's choices: each button or select option with its label and how to pick it. */
function offered(message: RecordedMessage): Offered[] {
  return message.components.flatMap((row: APIMessageTopLevelComponent) =>
    "components" in row
      ? row.components.flatMap((c): Offered[] => {
          if ("options" in c && "custom_id" in c)
            return c.options.map((o) => ({
              label: o.label,
              customId: c.custom_id,
              value: o.value,
            }));
          if ("label" in c && "custom_id" in c)
            return [{ label: c.label ?? "", customId: c.custom_id, value: undefined }];
          return [];
        })
      : [],
  );
}

/** Opens `user`'s private menu from the newest board and picks by `wanted` down to Confirm. */
async function choose(user: string, wanted: readonly RegExp[]): Promise<RecordedMessage[]> {
  const board = latestButton(s, "lm:");
  if (board === undefined) throw new Error("no board offers Choose privately");
  const [menu] = await settle(s, await act(user, s.discord.click({ ...board, user })));
  let screen = menu as RecordedMessage;
  for (let depth = 0; depth < 4; depth++) {
    const choices = offered(screen);
    const pick =
      choices.find((c) => c.label === "Confirm") ??
      choices.find((c) => wanted.some((w) => w.test(c.label))) ??
      choices[0];
    if (pick === undefined) throw new Error(`no choice on ${screen.content}`);
    const input = { message: screen, customId: pick.customId, user };
    const handle =
      pick.value === undefined
        ? s.discord.click(input)
        : s.discord.select({ ...input, values: [pick.value] });
    const answers = await settle(s, await act(user, handle));
    if (pick.label === "Confirm") return answers;
    screen = s.discord.message(screen.id) as RecordedMessage;
  }
  throw new Error(`no Confirm reached: ${screen.content}`);
}

/** Every message anyone but `owner` can read: the public ones and others' private answers. */
function readableByOthers(owner: string): string {
  const own = mine.get(owner) ?? new Set();
  return s.discord
    .messages("general")
    .filter((m) => !m.ephemeral || !own.has(m.interactionId ?? ""))
    .map((m) => [m.content, ...m.attachments.map((a) => a.description ?? "")].join("\n"))
    .join("\n");
}

it("plays a three-player game with a computer seat to the end by private clicks", async () => {
  const [opened] = await lamame("alice", { players: 3 }, "new");
  expect(opened?.content).toContain("is forming");
  const [joined] = await lamame("alice", {}, "join");
  expect(joined?.content).toContain("north seat");
  await lamame("bob", {}, "join");
  expect((await lamame("bob", {}, "start"))[0]?.ephemeral).toBe(true);
  const [started] = await lamame("alice", {}, "start");
  expect(started?.attachments[0]?.description).toBeTruthy();
  const seats: Record<string, string> = { north: "alice", east: "bob" };

  // Alice's first start bid is a secret until everyone's is in: bob's comes last.
  const secretBid = /north 7\b|Bid 7 gold|"gold":7/;
  let bidChecked = false;
  let mineChecked = false;
  let last: RecordedMessage[] = [];
  for (let round = 0; round < 400; round++) {
    const [status] = await lamame("alice", {}, "status");
    const text = status?.content ?? "";
    // Once over, the channel is free: the last board told the result.
    if (text.startsWith("There is no La Mame's MELEE game")) break;
    const awaited = [...text.matchAll(/(\w+) \(<@\d+>\), ([^;\n]+)/g)];
    expect(awaited.length, text).toBeGreaterThan(0);
    for (const [, seat = "", decision = ""] of awaited) {
      const user = seats[seat] ?? "";
      if (seat === "north" && !mineChecked) {
        // /battle mine lists the game's decision awaited from alice, privately.
        const handle = s.discord.command({ ...where(user), name: "battle", subcommand: "mine" });
        const [listed] = await settle(s, await act(user, handle));
        expect(listed?.ephemeral).toBe(true);
        expect(listed?.content).toContain(`**La Mame's MELEE**: north (${decision})`);
        mineChecked = true;
      }
      const firstBid = decision === "start bid" && !bidChecked;
      const wanted = firstBid && seat === "north" ? [/^Bid 7 gold$/] : (WANTED[decision] ?? []);
      if (firstBid && seat === "east") expect(readableByOthers("alice")).not.toMatch(secretBid);
      last = await choose(user, wanted);
      if (firstBid && seat === "east") {
        expect(readableByOthers("alice")).toMatch(/Start bids: .*north 7\b/);
        bidChecked = true;
      }
    }
  }
  expect(bidChecked).toBe(true);
  expect(mineChecked).toBe(true);
  expect(last.at(-1)?.content).toMatch(/Game over: \w+ wins\./);
});
