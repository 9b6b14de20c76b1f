/**
 * La Mame's MELEE through the fake Discord, by private clicks: alice opens a game for three, alice
 * and bob take seats, the computer fills the third, and the two humans answer whatever the board
 * waits for with "Choose privately" and the menus it opens, until the game ends. On the way,
 * every message the bot posts publicly and every private one to another player is read before
 * alice's first start bid is revealed, and none tells it; after the reveal the channel does. Each
 * step's new public messages and the board are checked against every secret the store holds
 * sealed after it; a step posts at most one public message, and the board is one message edited
 * in place (posted anew once, after it is deleted). A typed order from no seat, or in no words
 * the game knows, is refused privately. A deleted channel abandons its game.
 */
import type { APIMessageTopLevelComponent } from "discord-api-types/v10";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SeededDice } from "../../src/dice/dice.ts";
import type { LaMameState } from "../../src/games/la-mame/index.ts";
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
    .map(publicText)
    .join("\n");
}

function publicText(m: RecordedMessage): string {
  return [m.content, ...m.attachments.map((a) => a.description ?? "")].join("\n");
}

/** The channel's public messages, the board among them. */
const publicMessages = () => s.discord.messages("general").filter((m) => !m.ephemeral);
const BOARD = /^\*\*La Mame's MELEE\*\*/;

/**
 * What would tell each secret still sealed in the stored state (every seat's, the computer's
 * too): a start bid's reveal line ("north 7"), action cards revealed, attack gold shown as held.
 */
async function sealedPatterns(): Promise<RegExp[]> {
  const games = s.bot.services.games;
  const channel = s.discord.channel("general");
  const loaded = await games.battleIn(channel.guildId, channel.id);
  const state = loaded?.state as LaMameState | null | undefined;
  if (state === null || state === undefined) return [];
  const phase = state.phase;
  if (phase.kind === "start-bid")
    return Object.entries(phase.sealed).map(([seat, gold]) => new RegExp(`\\b${seat} ${gold}\\b`));
  if (phase.kind === "choose-actions")
    return Object.keys(phase.sealed).map((seat) => new RegExp(`\\b${seat} reveals\\b`));
  if (phase.kind !== "actions") return [];
  const shown = phase.order.slice(0, phase.index + 1);
  const cards = phase.order.filter((seat) => !shown.includes(seat));
  const gold = phase.attack?.gold === null || phase.attack === null ? [] : [phase.attack.attacker];
  return [
    ...cards.map((seat) => new RegExp(`\\b${seat} reveals\\b`)),
    ...gold.map((seat) => new RegExp(`\\b${seat} held\\b`)),
  ];
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
  /** New public messages per step (a step: one Confirm); before the live board, always 1. */
  const postsPerStep: number[] = [];
  let boardDeleted = false;
  for (let round = 0; round < 400; round++) {
    const [status] = await lamame("alice", {}, "status");
    const text = status?.content ?? "";
    // Once over, the channel is free: the last board told the result.
    if (text.startsWith("There is no La Mame's MELEE game")) break;
    const awaited = [...text.matchAll(/(\w+) \(<@\d+>\), ([^;\n]+)/g)];
    expect(awaited.length, text).toBeGreaterThan(0);
    if (round === 3) {
      // A board deleted by hand is posted anew at the next step and remembered.
      const board = publicMessages().find((m) => BOARD.test(m.content));
      s.discord.deleteMessage(board?.id ?? "");
      boardDeleted = true;
    }
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
      const before = new Set(publicMessages().map((m) => m.id));
      last = await choose(user, wanted);
      const posted = publicMessages().filter((m) => !before.has(m.id) && !BOARD.test(m.content));
      postsPerStep.push(posted.length);
      // No public message of this step, nor the board as it now stands, tells a sealed secret.
      const board = publicMessages().filter((m) => BOARD.test(m.content) && !m.deleted);
      const shown = [...posted, ...board].map(publicText).join("\n");
      for (const secret of await sealedPatterns()) expect(shown).not.toMatch(secret);
      if (firstBid && seat === "east") {
        expect(readableByOthers("alice")).toMatch(/Start bids: .*north 7\b/);
        bidChecked = true;
      }
    }
  }
  expect(bidChecked).toBe(true);
  expect(mineChecked).toBe(true);
  expect(last.at(-1)?.content).toMatch(/Game over: \w+ wins\./);
  // At most one public message a step (its result with the map), none for a step that only
  // seals a choice; the board is one message edited in place (posted again once, after its
  // deletion).
  expect(Math.max(...postsPerStep)).toBe(1);
  expect(postsPerStep.filter((n) => n === 0).length).toBeGreaterThan(0);
  const boards = publicMessages().filter((m) => BOARD.test(m.content));
  expect(boardDeleted).toBe(true);
  expect(boards.map((b) => b.deleted)).toEqual([true, false]);
  expect(boards[1]?.edits).toBeGreaterThan(postsPerStep.length / 2);
  expect(boards[1]?.content).toMatch(/Game over: \w+ wins\./);
  // Editing the deleted board is refused once, as Discord refuses it; then it is posted anew.
  expect(s.discord.takeRefusals().map((r) => [r.status, r.code])).toEqual([[404, 10008]]);
});

it("abandons the game when its channel is deleted", async () => {
  await lamame("alice", { players: 2 }, "new");
  await lamame("alice", {}, "join");
  await lamame("alice", {}, "start");
  const games = s.bot.services.games;
  const channel = s.discord.channel("general");
  const loaded = await games.battleIn(channel.guildId, channel.id);
  if (loaded === null) throw new Error("no game in the channel");

  // Typed orders that give nothing are answered privately and leave the log as it was.
  const logged = (await games.publicLog(loaded.battle.id)).length;
  const [unseated] = await lamame("carol", { text: "bid 3" }, "order");
  expect(unseated).toMatchObject({ ephemeral: true });
  expect(unseated?.content).toContain("You hold no seat in this game");
  const [unknown] = await lamame("alice", { text: "dance" }, "order");
  expect(unknown).toMatchObject({ ephemeral: true });
  expect(unknown?.content).toContain('Unknown command "dance"');
  expect(await games.publicLog(loaded.battle.id)).toHaveLength(logged);

  s.discord.deleteChannel(channel.id);
  await vi.waitFor(
    async () => expect((await games.load(loaded.battle.id)).battle.status).toBe("ended"),
    { timeout: 60_000, interval: 20 },
  );
  expect((await games.publicLog(loaded.battle.id)).at(-1)).toMatchObject({
    kind: "abandon",
    reason: "its channel or thread was deleted",
  });
  expect(s.bot.logs.filter((l) => l.msg === "battle channel lost")).toHaveLength(1);
});
