/**
 * /battle through the fake Discord: the book's combat example (MELEE: COMBAT EXAMPLE, as
 * test/scenarios/combat-example.json has it) as the chat commands and button clicks its two
 * players would send, with the book's dice forced into the bot's services.
 */
import { readFileSync } from "node:fs";
import { InteractionResponseType } from "discord-api-types/v10";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { type Dice, type Direction, parseHex, sixSidedDice } from "../../../src/engine/index.ts";
import { FLAVIUS, WULF } from "../../commands/figure-helpers.ts";
import type {
  FakeDiscordOptions,
  InteractionHandle,
  OptionInput,
  RecordedMessage,
} from "../../fake-discord/index.ts";
import { queuedDice } from "../../support/queued-dice.ts";
import { type Session, startSession } from "./session.ts";
import type { TestBotOptions } from "./start-bot.ts";

type Json = Record<string, unknown>;

export const SCENARIO = JSON.parse(
  readFileSync(new URL("../../scenarios/combat-example.json", import.meta.url), "utf8"),
) as { dice: number[][]; turns: { orders: Json[] }[] };

/** alice (Manage Server) plays Rome, bob (the GM) Germania; carol only watches. */
export const ARENA_PEOPLE: Pick<FakeDiscordOptions, "users" | "guilds"> = {
  users: [{ username: "alice", globalName: "Alice" }, { username: "bob" }, { username: "carol" }],
  guilds: [
    {
      name: "Arena",
      channels: ["general", "battles"],
      members: [{ user: "alice", manageGuild: true }, { user: "bob" }, { user: "carol" }],
    },
  ],
};

const NAMES: Record<string, string> = { flavius: "Flavius", wulf: "Wulf" };
const PLAYER: Record<string, string> = {
  flavius: "alice",
  wulf: "bob",
  rome: "alice",
  germania: "bob",
};
const WEAPON_NAMES: Record<string, string> = { "two-handed-sword": "2-handed sword" };

/** Dice the test queues faces into; a fixed seed once the queue is empty. */
export interface ForcedDice {
  readonly newDice: () => Dice;
  force(...faces: number[]): void;
  readonly left: number;
}

export function forcedDice(seed = 7): ForcedDice {
  const queue: number[] = [];
  const dice = queuedDice(queue, seed);
  return {
    newDice: () => dice,
    force: (...faces) => {
      queue.push(...faces);
    },
    get left() {
      return queue.length;
    },
  };
}

/**
 * Before each test: a fresh session with `people` (ARENA_PEOPLE unless given) and dice the test
 * forces, handed to `use`. After it: the bot made no request the fake does not know and logged
 * no error.
 */
export function sessionPerTest(
  use: (session: Session, dice: ForcedDice) => void,
  bot: Omit<TestBotOptions, "newDice"> = {},
  people: Pick<FakeDiscordOptions, "users" | "guilds"> = ARENA_PEOPLE,
): void {
  let session: Session | undefined;
  beforeEach(async () => {
    const dice = forcedDice();
    session = await startSession({ ...people, bot: { ...bot, newDice: dice.newDice } });
    use(session, dice);
  });
  afterEach(async () => {
    if (session === undefined) return;
    expect(session.discord.unhandled).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
    await session.close();
  });
}

export const where = (user: string, channel = "general") =>
  ({ guild: "Arena", channel, user }) as const;

export function battle(
  s: Session,
  user: string,
  subcommand: string,
  options: Readonly<Record<string, OptionInput>> = {},
  channel = "general",
): Promise<InteractionHandle> {
  return s.discord.command({ ...where(user, channel), name: "battle", subcommand, options });
}

/** A guard against a hang, not a measure: a machine busy with other work may be slow. */
const PATIENCE_MS = 60_000;

/**
 * Waits until the bot has finished the interaction, then returns what it posted for everyone
 * to see or for the user: the reply (unless it only updated the clicked message, at once or after
 * a deferred update) and every follow-up.
 */
export async function settle(s: Session, handle: InteractionHandle): Promise<RecordedMessage[]> {
  await vi.waitFor(
    () => {
      if (s.bot.handled(handle.id) < 1) throw new Error(`interaction ${handle.id} not handled`);
    },
    { timeout: PATIENCE_MS, interval: 5 },
  );
  const updated =
    handle.responseType === InteractionResponseType.UpdateMessage ||
    handle.responseType === InteractionResponseType.DeferredMessageUpdate;
  if (updated) return handle.followUps();
  // After a public deferral, a private answer replaces "thinking…" with a follow-up: once.
  const reply = await handle.reply(PATIENCE_MS);
  return [reply, ...handle.followUps().filter((m) => m.id !== reply.id)];
}

/** Button custom ids on messages. */
export function buttonIds(messages: readonly RecordedMessage[]): string[] {
  return messages.flatMap((m) =>
    m.components.flatMap((row) =>
      "components" in row
        ? row.components.flatMap((c) => ("custom_id" in c ? [c.custom_id] : []))
        : [],
    ),
  );
}

/** Content and embed titles and descriptions. */
export function text(messages: readonly RecordedMessage[]): string {
  return messages
    .flatMap((m) => [m.content, ...m.embeds.flatMap((e) => [e.title ?? "", e.description ?? ""])])
    .join("\n");
}

/** The newest message in the channel offering a button whose id contains `part`. */
export function latestButton(s: Session, part: string, channel = "general") {
  const messages = s.discord.messages(channel).filter((m) => !m.ephemeral && !m.deleted);
  for (const message of messages.reverse()) {
    const id = buttonIds([message]).find((c) => c.includes(part));
    if (id !== undefined) return { message, customId: id };
  }
  return undefined;
}

/** `user` sends `/<name> <subcommand>` in the Arena's `channel`; returns what it posted (settle). */
export async function sendCommand(
  s: Session,
  user: string,
  name: string,
  subcommand?: string,
  options: Readonly<Record<string, OptionInput>> = {},
  channel = "general",
): Promise<RecordedMessage[]> {
  const sent = { ...where(user, channel), name, options };
  return settle(
    s,
    await s.discord.command(subcommand === undefined ? sent : { ...sent, subcommand }),
  );
}

/** `user` makes a figure with /figure create. */
export function createFigure(
  s: Session,
  user: string,
  options: Readonly<Record<string, OptionInput>>,
  channel = "general",
): Promise<RecordedMessage[]> {
  return sendCommand(s, user, "figure", "create", options, channel);
}

/** alice makes the book's Flavius and bob its Wulf, with /figure create. */
export async function createBookFighters(s: Session, channel = "general"): Promise<void> {
  await createFigure(s, "alice", FLAVIUS, channel);
  await createFigure(s, "bob", WULF, channel);
}

/**
 * Flavius (alice) and Wulf (bob) made, bob's death battle formed and started with the book's
 * dice queued, and the two set on the book's starting hexes (placeFigures).
 * Returns the start's messages.
 */
export async function openCombatExample(
  s: Session,
  dice: ForcedDice,
  channel = "general",
): Promise<{ started: RecordedMessage[]; battleId: string }> {
  await createBookFighters(s, channel);
  await settle(
    s,
    await battle(
      s,
      "bob",
      "new",
      {
        type: "death",
        width: 8,
        height: 14,
        "side-a": "Rome",
        "side-b": "Germania",
        thread: false,
      },
      channel,
    ),
  );
  await settle(s, await battle(s, "alice", "join", { figure: "flavius", side: "rome" }, channel));
  await settle(s, await battle(s, "bob", "join", { figure: "Wulf", side: "b" }, channel));
  dice.force(...SCENARIO.dice.flat());
  const started = await settle(s, await battle(s, "bob", "start", {}, channel));

  const battleId = await placeFigures(
    s,
    [
      ["Wulf", "E1", 3],
      ["Flavius", "C14", 0],
    ],
    channel,
  );
  return { started, battleId };
}

/**
 * Sets figures of the channel's started battle (GM bob's) on hexes by GM rulings: there is no
 * chat command for those, so they go to the bot's store directly, as the GM's tools would.
 * Returns the battle's id.
 */
export async function placeFigures(
  s: Session,
  placements: readonly (readonly [name: string, hex: string, facing: Direction])[],
  channel = "general",
): Promise<string> {
  const { discord } = s;
  const guildId = discord.guild("Arena").id;
  const channelId = discord.guild("Arena").channel(channel).id;
  const stored = await s.bot.services.battles.activeInChannel(guildId, channelId);
  if (stored === null) throw new Error("no battle after /battle start");
  const keyOf = (name: string) => stored.figures.find((f) => f.name === name)?.figureKey ?? "";
  for (const [name, hex, facing] of placements) {
    const outcome = await s.bot.services.battles.submitOrder({
      battleId: stored.id,
      actorId: discord.user("bob").id,
      order: {
        type: "gm",
        gm: "bob",
        ruling: { kind: "place", figure: keyOf(name), to: parseHex(hex) ?? { q: 0, r: 0 }, facing },
      },
      dice: sixSidedDice(() => 1),
    });
    if (outcome.kind !== "applied") throw new Error(`placing ${name}: ${outcome.kind}`);
  }
  return stored.id;
}

/** Bob opens an ADVANCED MELEE battle to the death in #general, with these optional rules. */
export async function newAdvancedBattle(s: Session, rules = ""): Promise<void> {
  await play(s, {
    user: "bob",
    subcommand: "new",
    options: {
      type: "death",
      ruleset: "advanced-melee",
      ...(rules === "" ? {} : { rules }),
      thread: false,
    },
  });
}

/**
 * Flavius (alice) and Wulf (bob) made, bob's ADVANCED MELEE death battle with the optional
 * `rules` (comma-separated, or none) formed and started, Rome winning the first initiative, and
 * the two set where `placements` says. Returns the battle's id; Rome's choice is left to the test.
 */
export async function openAdvancedDuel(
  s: Session,
  dice: ForcedDice,
  rules: string,
  placements: readonly (readonly [name: string, hex: string, facing: Direction])[],
): Promise<string> {
  await createBookFighters(s);
  await newAdvancedBattle(s, rules);
  await play(s, { user: "alice", subcommand: "join", options: { figure: "Flavius", side: "a" } });
  await play(s, { user: "bob", subcommand: "join", options: { figure: "Wulf", side: "b" } });
  dice.force(6, 1);
  await play(s, { user: "bob", subcommand: "start" });
  return placeFigures(s, placements);
}

export interface Step {
  readonly user: string;
  /** A slash command, or a click on the newest button whose id contains `button`. */
  readonly subcommand?: string;
  readonly options?: Readonly<Record<string, OptionInput>>;
  readonly button?: string;
}

/**
 * One scenario order as its player sends it. Initiative goes through the prompt's buttons (the
 * first turn's through the start's, still good after the GM's placements), and a declined
 * retreat through "Don't push back".
 */
export function asStep(order: Json): Step {
  switch (order.type) {
    case "initiative": {
      const user = PLAYER[order.side as string] ?? "";
      return { user, button: `:init:${order.moveFirst === true ? "first" : "second"}` };
    }
    case "move": {
      const figure = order.figure as string;
      const path = order.path as string[] | undefined;
      const to = (order.destination as string | undefined) ?? path?.[path.length - 1];
      const ready = order.ready as { weapon: string } | undefined;
      return {
        user: PLAYER[figure] ?? "",
        subcommand: "order",
        options: {
          figure: NAMES[figure] ?? figure,
          option: order.option as string,
          ...(to === undefined ? {} : { to }),
          ...(order.facing === undefined ? {} : { facing: order.facing as string }),
          ...(order.target === undefined
            ? {}
            : { target: NAMES[order.target as string] ?? String(order.target) }),
          ...(ready === undefined ? {} : { ready: WEAPON_NAMES[ready.weapon] ?? ready.weapon }),
        },
      };
    }
    case "retreat": {
      const victor = order.victor as string;
      const user = PLAYER[victor] ?? "";
      if (order.to === null) return { user, button: ":stay:" };
      return {
        user,
        subcommand: "retreat",
        options: {
          figure: NAMES[victor] ?? victor,
          enemy: NAMES[order.enemy as string] ?? String(order.enemy),
          to: order.to as string,
          advance: order.advance === true,
        },
      };
    }
    default:
      throw new Error(`no chat step for ${String(order.type)}`);
  }
}

/**
 * Sends one step and returns the interaction and what it posted (nothing, for a click answered
 * by editing its message alone); a refusal throws.
 */
export async function play(
  s: Session,
  step: Step,
  channel = "general",
): Promise<{ handle: InteractionHandle; posted: RecordedMessage[] }> {
  let handle: InteractionHandle;
  let clickedEdited = () => false;
  if (step.button !== undefined) {
    const found = latestButton(s, step.button, channel);
    if (found === undefined) throw new Error(`no button ${step.button} in ${channel}`);
    const edits = found.message.edits;
    clickedEdited = () => (s.discord.message(found.message.id)?.edits ?? 0) > edits;
    handle = await s.discord.click({ ...found, user: step.user });
  } else {
    handle = await battle(s, step.user, step.subcommand ?? "", step.options ?? {}, channel);
  }
  const posted = await settle(s, handle);
  const first = posted[0];
  // A click whose next prompt is for the clicker alone only edits the clicked message.
  if (first === undefined && clickedEdited()) return { handle, posted };
  if (first === undefined || first.ephemeral) {
    const what = step.button ?? `/battle ${step.subcommand}`;
    throw new Error(`${what} by ${step.user} refused: ${first?.content ?? "(nothing)"}`);
  }
  return { handle, posted };
}

/** Plays the scenario's turns `from` to `to` (1-based, inclusive); returns what was posted. */
export async function playTurns(
  s: Session,
  from: number,
  to: number,
  channel = "general",
): Promise<RecordedMessage[]> {
  const posted: RecordedMessage[] = [];
  for (let turn = from; turn <= to; turn++) {
    for (const order of SCENARIO.turns[turn - 1]?.orders ?? []) {
      posted.push(...(await play(s, asStep(order), channel)).posted);
    }
  }
  return posted;
}

/** Messages carrying a file: one per resolved turn (and the start's). */
export function withFiles(messages: readonly RecordedMessage[]): RecordedMessage[] {
  return messages.filter((m) => m.attachments.length > 0);
}

/**
 * The turn posts: those carrying a turn's map, found by its name (a retreat prompt riding on the
 * post adds its previews beside it; one posted alone carries previews only).
 */
export function turnPosts(messages: readonly RecordedMessage[]): RecordedMessage[] {
  return messages.filter((m) => m.attachments.some((a) => /^turn-\d+\.png$/.test(a.filename)));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(data: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, i) => data[i] === byte);
}
