/**
 * One guild on a temporary SQLite database with a battle in progress: the GM's battle, alice's
 * Flavius and the GM's wolf on one side, bob's Wulf on the other, and a stranger and a server
 * manager looking on. It starts with Rome (alice and the GM) to choose who moves first.
 * Hostile calls run against it; when one ends or pauses the battle, the next call gets a fresh
 * battle in a fresh channel, so most calls meet a battle in play. Each other game has a channel
 * of its own with a game of it started (alice and bob seated), so /lamame, /starship and /quick
 * calls meet one too.
 */
import { isDeepStrictEqual } from "node:util";
import type { Command } from "../../commands/command.ts";
import { COMMANDS } from "../../commands/index.ts";
import type { Actor, OptionValue, Place, Reply } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import type { Limits } from "../../src/store/limits.ts";
import { ALICE, actor, BOB, GUILD } from "../commands/fake-interaction.ts";
import { FLAVIUS, WULF } from "../commands/figure-helpers.ts";
import { openTestServices, type TestServices } from "../commands/test-services.ts";
import { checkState } from "../engine/property/battle-runner.ts";
import { type CommandCall, type Recorder, recordingCommand } from "./recording-interaction.ts";

const GM = actor("gm");
const STRANGER = actor("stranger");
const MANAGER = actor("manager", true);
export const ACTORS = [GM, ALICE, BOB, STRANGER, MANAGER] as const;
/** A member of the guild who never acts, for user options (as a handover target, say). */
export const ABSENT_USER_ID = "223456789012345678";
/** Everyone the bot may name with a <@id> mention. */
export const KNOWN_USER_IDS = [...ACTORS.map((a) => a.id), ABSENT_USER_ID];

export function command(name: string): Command {
  const found = COMMANDS.find((c) => c.definition.name === name);
  if (found === undefined) throw new Error(`no command ${name}`);
  return found;
}

/** Runs a slash command on a recording interaction; returns it, with all it sent. */
export async function executeRecorded(call: CommandCall, services: Services) {
  const interaction = recordingCommand(call);
  await command(call.commandName).execute(interaction, services);
  return interaction;
}

/** A channel with no battle of the world's own (a hostile /battle new may open one there). */
export const ELSEWHERE = "no-battle-here";

/** The other games' commands, each with the calls that start a game of it for alice and bob. */
const OTHER_GAMES: Readonly<
  Record<string, readonly [Actor, string, Record<string, OptionValue>][]>
> = {
  lamame: [
    [ALICE, "new", { players: 2 }],
    [ALICE, "join", {}],
    [BOB, "join", {}],
    [ALICE, "start", {}],
  ],
  starship: [
    [ALICE, "new", {}],
    [BOB, "join", {}],
    [ALICE, "start", {}],
  ],
  quick: [
    [ALICE, "new", {}],
    [ALICE, "join", {}],
    [BOB, "join", {}],
    [ALICE, "start", {}],
  ],
};

export class ArenaWorld {
  /** Custom ids of every button and menu posted so far, with a menu's option values. */
  readonly components = new Map<string, readonly string[]>();
  /** Channels besides the current one that may hold an open battle: duel threads, ELSEWHERE. */
  readonly #others = new Set<string>([ELSEWHERE]);
  #channel = "";
  #battles = 0;
  /** Each other game's channel, by its command's name. */
  readonly #gameChannels = new Map<string, string>();

  private constructor(readonly t: TestServices) {}

  static async open(limits: Partial<Limits> = {}): Promise<ArenaWorld> {
    const world = new ArenaWorld(await openTestServices({ limits }));
    await world.ensureBattleInProgress();
    return world;
  }

  get services() {
    return this.t.services;
  }

  /** The channel of the battle in progress. */
  get channel(): string {
    return this.#channel;
  }

  /** Where a call of this command meets its game: the other game's channel, or the battle's. */
  channelFor(commandName: string): string {
    return this.#gameChannels.get(commandName) ?? this.#channel;
  }

  place(channelId = this.#channel): Place {
    return { guildId: GUILD, channelId };
  }

  /** Remembers what a call posted, so later calls can press its buttons (or forge them). */
  remember(recorder: Recorder): void {
    for (const { reply } of recorder.sent) {
      for (const row of reply.components ?? []) {
        if (row.kind === "buttons") {
          for (const b of row.buttons) this.components.set(b.customId, []);
        } else {
          this.components.set(
            row.menu.customId,
            row.menu.options.map((o) => o.value),
          );
        }
      }
    }
    for (const thread of recorder.threads) this.#others.add(thread);
  }

  /**
   * Starts a new battle in a new channel unless the current one is active. A server manager
   * first ends every other open battle (a paused one, a duel), which may hold Flavius or Wulf.
   */
  async ensureBattleInProgress(): Promise<void> {
    await this.#ensureOtherGames();
    if (this.#channel !== "") {
      const open = await this.services.battles.activeInChannel(GUILD, this.#channel);
      if (open?.status === "active") return;
      this.#others.add(this.#channel);
    }
    for (const channel of this.#others) {
      if ((await this.services.battles.activeInChannel(GUILD, channel)) === null) continue;
      const reason = "a fresh battle for the next hostile call";
      await this.#run(MANAGER, "end", { reason }, channel);
    }
    this.#others.clear();
    this.#others.add(ELSEWHERE);
    this.#channel = `arena-${++this.#battles}`;
    await this.#ensureFigure(ALICE, FLAVIUS);
    await this.#ensureFigure(BOB, WULF);
    await this.#run(GM, "new", {
      type: "death",
      "side-a": "Rome",
      "side-b": "Germania",
      thread: false,
    });
    await this.#run(ALICE, "join", { figure: "Flavius", side: "a" });
    await this.#run(BOB, "join", { figure: "Wulf", side: "b" });
    await this.#run(GM, "add", { monster: "wolf", side: "a", name: "Wolf" });
    this.t.force(5, 2); // Rome wins the initiative
    await this.#run(GM, "start");
  }

  /** Starts a game of each other game in a fresh channel of its own where the last one ended. */
  async #ensureOtherGames(): Promise<void> {
    for (const [commandName, calls] of Object.entries(OTHER_GAMES)) {
      const current = this.#gameChannels.get(commandName);
      if (current !== undefined && (await this.services.games.battleIn(GUILD, current)) !== null) {
        continue;
      }
      const channel = `${commandName}-${++this.#battles}`;
      this.#gameChannels.set(commandName, channel);
      for (const [who, subcommand, options] of calls) {
        const done = await this.#call(who, commandName, subcommand, options, channel);
        if (done.sent.every((s) => s.reply.ephemeral === true)) {
          throw new Error(`setting up /${commandName}: ${subcommand} refused: ${text(done)}`);
        }
      }
    }
  }

  /** The channels a call could have changed a battle in: this one, ELSEWHERE, and threads. */
  get #watched(): string[] {
    return [this.#channel, ...this.#others];
  }

  /**
   * Everything a call may change: every battle's version, status and GM, every figure, and the
   * rulings proposed. Three queries (a superset of the watched channels and the actors), as
   * hundreds of calls each take two snapshots.
   */
  async snapshot(): Promise<string> {
    const { prisma } = this.t.database;
    const [battles, figures, proposals] = await Promise.all([
      prisma.battle.findMany({
        where: { guildId: GUILD },
        select: { id: true, version: true, status: true, gmId: true },
        orderBy: { id: "asc" },
      }),
      prisma.figure.findMany({
        where: { guildId: GUILD },
        select: { id: true, ep: true, spec: true },
        orderBy: { id: "asc" },
      }),
      // A ruling proposed for the other side's agreement is posted publicly and stored.
      prisma.rulingProposal.findMany({
        select: { id: true, state: true },
        orderBy: { id: "asc" },
      }),
    ]);
    return JSON.stringify({ battles, figures, proposals });
  }

  /**
   * Every watched battle's stored state equals the fold of its log, and obeys the engine's
   * invariants (figures inside the arena, no two upright figures on one hex).
   */
  async checkBattles(after: () => string): Promise<void> {
    // Another game's battle still loads under its rules (a corrupt state or log throws).
    for (const channel of this.#gameChannels.values()) {
      await this.services.games.battleIn(GUILD, channel);
    }
    for (const channel of this.#watched) {
      for (const summary of await this.services.battles.listBattles(GUILD, channel)) {
        const { state } = await this.services.battles.load(summary.id);
        const folded = await this.services.battles.foldLog(summary.id);
        if (!isDeepStrictEqual(state, folded)) {
          throw new Error(`battle ${summary.id}: stored state differs from its log ${after()}`);
        }
        if (state !== null) checkState(state, after);
      }
    }
  }

  async close(): Promise<void> {
    await this.t.close();
  }

  async #ensureFigure(owner: Actor, spec: typeof FLAVIUS | typeof WULF): Promise<void> {
    if ((await this.services.figures.findByName(GUILD, owner.id, spec.name)) !== null) return;
    const created = await this.#call(owner, "figure", "create", spec);
    if (!created.sent.some((s) => s.reply.ephemeral !== true)) {
      // The hostile calls filled alice's or bob's roster: make room as a player would.
      const [oldest] = await this.services.figures.list(GUILD, owner.id);
      if (oldest === undefined) throw new Error(`cannot create ${spec.name}: ${text(created)}`);
      await this.services.figures.delete(oldest.id);
      await this.#ensureFigure(owner, spec);
    }
  }

  async #run(
    who: Actor,
    subcommand: string,
    options: Record<string, OptionValue> = {},
    channel = this.channel,
  ) {
    const done = await this.#call(who, "battle", subcommand, options, channel);
    if (done.sent.every((s) => s.reply.ephemeral === true)) {
      throw new Error(`setting up the battle: /battle ${subcommand} refused: ${text(done)}`);
    }
  }

  async #call(
    who: Actor,
    commandName: string,
    subcommand: string,
    options: Readonly<Record<string, OptionValue>>,
    channel = this.channel,
  ) {
    const interaction = await executeRecorded(
      { commandName, subcommand, options, actor: who, place: this.place(channel) },
      this.services,
    );
    this.remember(interaction);
    return interaction;
  }
}

function text(recorder: Recorder): string {
  return recorder.sent.map((s) => replyText(s.reply)).join(" | ");
}

/** Every text a user reads in a message: content and all of its embeds. */
export function replyText(reply: Reply): string {
  return [
    reply.content ?? "",
    ...(reply.embeds ?? []).flatMap((e) => [
      e.title ?? "",
      e.description ?? "",
      e.footer ?? "",
      ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
    ]),
  ].join("\n");
}
