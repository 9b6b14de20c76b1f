/**
 * The battle service for every game other than MELEE (whose battles keep src/battles/melee-battles.ts):
 * opening a game in a channel, seats for players and computers, the start, orders for a seat,
 * taking back one's own last order, deadlines, the computer's turns, and what each seat or the
 * public may read. The game is reached only through its descriptor (src/games/game-play.ts) from
 * the registry. Every write answers one outcome type (outcome.ts) and is idempotent by its
 * interaction id; the log is the truth and the state its fold. How each write is made (once, loaded,
 * appended) is game-battle-writes.ts.
 */
import type { Dice } from "../dice/dice.ts";
import type { GameResult } from "../games/game.ts";
import { startRecorded } from "../games/game-log.ts";
import type { GameOptions } from "../games/game-play.ts";
import { gamePlayById, MELEE_GAME } from "../games/registry.ts";
import type {
  GameBattleRecord,
  GameBattleRepository,
  GameSeat,
} from "../store/game-battle-repository.ts";
import { COMPUTER_ACTOR, DEADLINE_ACTOR } from "../store/log-actors.ts";
import {
  type AwaitedGameSeat,
  awaitedIn,
  byRules,
  GameBattleWrites,
  type GameWrite,
  type LoadedGameBattle,
} from "./game-battle-writes.ts";
import {
  type AbandonPayload,
  foldRows,
  type OrderPayload,
  type PausePayload,
  type PublicStep,
  publicSteps,
  type ResumePayload,
  type StartPayload,
} from "./game-log-entries.ts";
import { type GameOutcome, refuse } from "./outcome.ts";

export type { AwaitedGameSeat, GameWrite, LoadedGameBattle } from "./game-battle-writes.ts";

/** The computer's steps one call plays at most: far more than any game asks in a row. */
const MAX_COMPUTER_STEPS = 2000;

export interface GameBattlesOptions {
  /** Fresh dice for each step. */
  readonly newDice: () => Dice;
}

interface Interaction {
  readonly interactionId?: string | undefined;
}

/** An abandon's or a pause's input: who took it, and why. */
interface StatusInput extends Interaction {
  readonly battleId: string;
  readonly actorId: string;
  readonly reason: string;
}

export class GameBattles {
  readonly #repo: GameBattleRepository;
  readonly #newDice: () => Dice;
  readonly #writes: GameBattleWrites;

  constructor(repo: GameBattleRepository, options: GameBattlesOptions) {
    this.#repo = repo;
    this.#newDice = options.newDice;
    this.#writes = new GameBattleWrites(repo, options.newDice);
  }

  // Writes.

  /**
   * Opens a game in a channel with empty seats; the opener is its GM. The server's limit is
   * checked in the same transaction as the insert, so racing opens cannot pass it.
   */
  open(
    input: Interaction & {
      readonly game: string;
      readonly ruleset?: string | undefined;
      readonly seats: number;
      readonly options?: GameOptions;
      readonly guildId: string;
      readonly channelId: string;
      readonly gmId: string;
      readonly deadlineSeconds?: number | null;
      /** The server's most battles not ended (every game's), counted inside the write. */
      readonly limit?: number;
    },
  ): Promise<GameOutcome<GameWrite>> {
    return this.#writes.write(input.interactionId, async (record) => {
      const play = gamePlayById(input.game) ?? refuse({ code: "unknown-game", game: input.game });
      const ruleset = input.ruleset ?? play.rules.rulesets[0] ?? "";
      if (!play.rules.rulesets.includes(ruleset))
        refuse({ code: "unknown-ruleset", rulesets: play.rules.rulesets });
      if (
        !Number.isInteger(input.seats) ||
        input.seats < play.seats.min ||
        input.seats > play.seats.max
      )
        refuse({ code: "bad-seat-count", ...play.seats });
      const deadline = input.deadlineSeconds ?? null;
      if (deadline !== null && (!Number.isInteger(deadline) || deadline < 1))
        refuse({ code: "bad-deadline" });
      const open = await this.#repo.openGameIn(input.guildId, input.channelId);
      if (open !== null) refuse({ code: "channel-busy", game: open.game });
      return this.#repo.transaction(async (tx) => {
        if (input.limit !== undefined) {
          const open = await this.#repo.openBattlesTakingTurn(tx, input.guildId);
          if (open >= input.limit) refuse({ code: "battle-limit", limit: input.limit });
        }
        const battle = await this.#repo.create(tx, {
          game: input.game,
          ruleset,
          guildId: input.guildId,
          channelId: input.channelId,
          gmId: input.gmId,
          seats: play.seatIds(input.seats).map((id) => ({ id, playerId: null, computer: false })),
          options: input.options ?? {},
          deadlineSeconds: deadline,
        });
        return record(tx, { battleId: battle.id, version: battle.version, steps: [] });
      });
    });
  }

  /**
   * Seats a player: in the seat named, or the first free one. One seat a player. The seat's own
   * options (a Quick Combat fighter the player brings) are kept as "<seat>.<name>".
   */
  takeSeat(
    input: Interaction & {
      readonly battleId: string;
      readonly playerId: string;
      readonly seat?: string;
      readonly seatOptions?: GameOptions;
    },
  ): Promise<GameOutcome<GameWrite>> {
    return this.#writes.write(input.interactionId, async (record) => {
      const { battle } = await this.#writes.forming(input.battleId);
      const mine = battle.seats.find((s) => s.playerId === input.playerId);
      if (mine !== undefined) refuse({ code: "already-seated", seat: mine.id });
      const seat = chosenSeat(battle.seats, input.seat);
      const own = Object.entries(input.seatOptions ?? {}).map(([k, v]) => [`${seat.id}.${k}`, v]);
      return this.#writes.reseat(
        battle,
        record,
        (s) => (s.id === seat.id ? { id: s.id, playerId: input.playerId, computer: false } : s),
        { ...battle.options, ...Object.fromEntries(own) },
      );
    });
  }

  /** Gives every empty seat to the computer player (the GM's). */
  fillWithComputers(
    input: Interaction & { readonly battleId: string; readonly by: string },
  ): Promise<GameOutcome<GameWrite>> {
    return this.#writes.write(input.interactionId, async (record) => {
      const { battle } = await this.#writes.forming(input.battleId);
      if (input.by !== battle.gmId) refuse({ code: "gm-only" });
      return this.#writes.reseat(battle, record, (s) =>
        s.playerId === null ? { id: s.id, playerId: null, computer: true } : s,
      );
    });
  }

  /** Starts the game once every seat is filled (the GM's); the computer seats then act. */
  async start(
    input: Interaction & { readonly battleId: string; readonly by: string },
  ): Promise<GameOutcome<GameWrite>> {
    const outcome = await this.#writes.write(input.interactionId, async (record) => {
      const { battle, play } = await this.#writes.forming(input.battleId);
      if (input.by !== battle.gmId) refuse({ code: "gm-only" });
      const empty = battle.seats.filter((s) => s.playerId === null && !s.computer);
      if (empty.length > 0) refuse({ code: "seats-empty", seats: empty.map((s) => s.id) });
      const setup = play.setup(
        battle.seats.map((s) => s.id),
        battle.options,
      );
      const opening = byRules(() =>
        startRecorded(play.rules, setup, battle.ruleset, this.#newDice()),
      );
      const payload: StartPayload = { setup, openingFaces: opening.faces, events: opening.events };
      return this.#writes.append(battle, play, record, opening.state, {
        kind: "start",
        payload,
        actorId: input.by,
        interactionId: input.interactionId,
      });
    });
    return this.#thenComputers(input.battleId, outcome);
  }

  /**
   * An order for a seat, from that seat's player or the GM; the computer seats then act, and
   * their steps follow the order's in the answer.
   */
  async submit(
    input: Interaction & {
      readonly battleId: string;
      readonly actorId: string;
      readonly order: unknown;
    },
  ): Promise<GameOutcome<GameWrite>> {
    const outcome = await this.#writes.write(input.interactionId, async (record) => {
      const loaded = await this.#writes.running(input.battleId);
      const seat = loaded.play.seatOf(input.order);
      const held = loaded.battle.seats.find((s) => s.id === seat);
      if (held === undefined) refuse({ code: "unknown-seat", seat });
      if (held.playerId !== input.actorId && loaded.battle.gmId !== input.actorId)
        refuse({ code: "not-your-seat", seat });
      return this.#writes.applyOrder(
        loaded,
        record,
        input.order,
        input.actorId,
        input.interactionId,
      );
    });
    return this.#thenComputers(input.battleId, outcome);
  }

  /**
   * Takes back the actor's own order when it is the newest entry of the log (nothing has been
   * logged since): the log keeps it, marked as taken back, and the state folds without it.
   */
  takeBack(
    input: Interaction & { readonly battleId: string; readonly actorId: string },
  ): Promise<GameOutcome<GameWrite>> {
    return this.#writes.write(input.interactionId, async (record) => {
      const { battle, play } = await this.#writes.running(input.battleId);
      const rows = await this.#repo.entries(battle.id);
      const last = rows.at(-1);
      if (last?.kind !== "order" || last.actorId !== input.actorId)
        refuse({ code: "nothing-to-take-back" });
      const state = foldRows(play, battle, rows.slice(0, -1));
      return this.#writes.append(battle, play, record, state, {
        kind: "control",
        payload: { action: "take-back", seq: last.seq },
        actorId: input.actorId,
        interactionId: input.interactionId,
        seat: play.seatOf((last.payload as OrderPayload).order),
      });
    });
  }

  /**
   * Ends the battle as abandoned (its channel is gone): no winner, its channel freed and its
   * deadlines stopped. A running battle's log says so ("control" {action: "abandon", reason});
   * a forming one, with no log yet, is only closed. Refused once the battle has ended.
   */
  abandon(input: StatusInput): Promise<GameOutcome<GameWrite>> {
    return this.#writes.write(input.interactionId, async (record) => {
      const loaded = await this.#writes.loaded(input.battleId);
      const { battle, play, state } = loaded;
      if (battle.status === "ended") refuse({ code: "not-running" });
      if (state === null)
        return this.#repo.transaction(async (tx) =>
          record(tx, {
            battleId: battle.id,
            version: await this.#repo.close(tx, battle),
            steps: [],
          }),
        );
      return this.#writes.append(battle, play, record, state, {
        kind: "control",
        payload: { action: "abandon", reason: input.reason } satisfies AbandonPayload,
        actorId: input.actorId,
        interactionId: input.interactionId,
        ends: true,
      });
    });
  }

  /**
   * Pauses a running battle (its channel is out of the bot's reach): no orders are taken and its
   * deadline stops until `resume`; the log says why ("control" {action: "pause", reason}) and
   * the state is unchanged. Refused unless the battle is running.
   */
  pause(input: StatusInput): Promise<GameOutcome<GameWrite>> {
    return this.#writes.write(input.interactionId, async (record) => {
      const { battle, play, state } = await this.#writes.running(input.battleId);
      return this.#writes.append(battle, play, record, state, {
        kind: "control",
        payload: { action: "pause", reason: input.reason } satisfies PausePayload,
        actorId: input.actorId,
        interactionId: input.interactionId,
        status: "paused",
      });
    });
  }

  /**
   * Resumes a paused battle (the GM's): orders are taken again and its deadline runs from now;
   * the computer seats then act. Refused unless the battle is paused.
   */
  async resume(
    input: Interaction & { readonly battleId: string; readonly by: string },
  ): Promise<GameOutcome<GameWrite>> {
    const outcome = await this.#writes.write(input.interactionId, async (record) => {
      const { battle, play, state } = await this.#writes.loaded(input.battleId);
      if (input.by !== battle.gmId) refuse({ code: "gm-only" });
      if (battle.status !== "paused") refuse({ code: "not-paused" });
      return this.#writes.append(battle, play, record, state, {
        kind: "control",
        payload: { action: "resume" } satisfies ResumePayload,
        actorId: input.by,
        interactionId: input.interactionId,
        status: "active",
      });
    });
    return this.#thenComputers(input.battleId, outcome);
  }

  /**
   * The deadline of a running battle: each seat the game waited for at `version` that has not
   * answered gets the game's default order, logged as the deadline's; then the computers act.
   * Applied once however often it runs (the interaction is the battle, version and seat).
   */
  async runDeadline(battleId: string, version: number): Promise<GameWrite> {
    const loaded = await this.#repo.run(() => this.#writes.loaded(battleId));
    const steps: PublicStep[] = [];
    const defaultOrder = loaded.play.rules.defaultOrder;
    if (loaded.battle.version !== version || defaultOrder === undefined || loaded.state === null)
      return { battleId, version: loaded.battle.version, steps };
    const late = awaitedIn(loaded).filter((a) => !a.computer);
    let latest = version;
    for (const seat of late) {
      const outcome = await this.#writes.write(
        `deadline:${battleId}:${version}:${seat.seat}`,
        async (record) => {
          const now = await this.#writes.running(battleId);
          if (!awaitedIn(now).some((a) => a.seat === seat.seat)) refuse({ code: "moved-on" });
          const order = defaultOrder(now.state, seat.seat);
          return this.#writes.applyOrder(
            now,
            record,
            order,
            DEADLINE_ACTOR,
            `deadline:${battleId}:${version}:${seat.seat}`,
          );
        },
      );
      if (outcome.kind === "applied") {
        steps.push(...outcome.value.steps);
        latest = outcome.value.version;
      }
    }
    const computers = await this.playComputers(battleId);
    return {
      battleId,
      version: Math.max(latest, computers.version),
      steps: [...steps, ...computers.steps],
    };
  }

  /**
   * Plays every computer seat the game waits for, one step at a time, until it waits for a
   * player or ends. Each step's interaction is its place in the log, so two callers (a handler
   * and the scheduler after a restart) never play the same step twice.
   */
  async playComputers(battleId: string): Promise<GameWrite> {
    const steps: PublicStep[] = [];
    let version = 0;
    for (let n = 0; n < MAX_COMPUTER_STEPS; n++) {
      const loaded = await this.#repo.run(() => this.#writes.loaded(battleId));
      version = loaded.battle.version;
      if (loaded.battle.status !== "active") break;
      const next = awaitedIn(loaded).find((a) => a.computer);
      if (next === undefined) break;
      const interactionId = `computer:${battleId}:${loaded.battle.lastSeq}`;
      const outcome = await this.#writes.write(interactionId, async (record) => {
        const now = await this.#writes.running(battleId);
        if (now.battle.lastSeq !== loaded.battle.lastSeq) refuse({ code: "moved-on" });
        const order = now.play.computerOrder(now.state, next.seat, this.#newDice());
        return this.#writes.applyOrder(now, record, order, COMPUTER_ACTOR, interactionId);
      });
      if (outcome.kind === "applied") {
        steps.push(...outcome.value.steps);
        version = outcome.value.version;
      }
      if (outcome.kind === "refused" && outcome.refusal.code !== "moved-on") break;
    }
    return { battleId, version, steps };
  }

  // Reads.

  /** The channel's open battle of any game but MELEE, or null (a MELEE battle reads as null). */
  battleIn(guildId: string, channelId: string): Promise<LoadedGameBattle | null> {
    return this.#repo.run(async () => {
      const open = await this.#repo.openGameIn(guildId, channelId);
      return open === null || open.game === MELEE_GAME ? null : this.#writes.loaded(open.id);
    });
  }

  /** The game of the channel's open battle, whatever it is (MELEE included), or null. */
  gameIn(guildId: string, channelId: string): Promise<string | null> {
    return this.#repo.run(
      async () => (await this.#repo.openGameIn(guildId, channelId))?.game ?? null,
    );
  }

  /** The battle and its state. */
  load(battleId: string): Promise<LoadedGameBattle> {
    return this.#repo.run(() => this.#writes.loaded(battleId));
  }

  /** The state as a seat may see it (null: as the public and the GM may). */
  async viewFor(battleId: string, seat: string | null): Promise<unknown> {
    const loaded = await this.load(battleId);
    return viewOf(loaded, seat);
  }

  /** The whole log as anyone may read it: sealed orders' contents left out. */
  publicLog(battleId: string): Promise<PublicStep[]> {
    return this.#repo.run(async () => {
      const loaded = await this.#writes.loaded(battleId);
      return publicSteps(loaded.play, await this.#repo.entries(battleId));
    });
  }

  /** The seats the game waits for, with who holds them. */
  async awaited(battleId: string): Promise<AwaitedGameSeat[]> {
    return awaitedIn(await this.load(battleId));
  }

  /** The server's running game battles awaiting `playerId`, each with the seats it owes. */
  async awaitedFrom(
    guildId: string,
    playerId: string,
  ): Promise<{ battle: GameBattleRecord; seats: AwaitedGameSeat[] }[]> {
    const found: { battle: GameBattleRecord; seats: AwaitedGameSeat[] }[] = [];
    for (const record of await this.#repo.runningBattlesOf(guildId, playerId)) {
      const loaded = await this.load(record.id);
      const seats = awaitedIn(loaded).filter((a) => a.playerId === playerId);
      if (seats.length > 0) found.push({ battle: loaded.battle, seats });
    }
    return found;
  }

  /** How the game ended, or null while it goes on (or forms). */
  async result(battleId: string): Promise<GameResult | null> {
    const loaded = await this.load(battleId);
    return loaded.state === null ? null : loaded.play.rules.result(loaded.state);
  }

  /** Running battles whose deadline has passed, for the scheduler. */
  dueBattles(now: Date): Promise<GameBattleRecord[]> {
    return this.#repo.dueBattles(now);
  }

  /** Running battles with computer seats, for the scheduler to catch up after a restart. */
  computerBattles(): Promise<GameBattleRecord[]> {
    return this.#repo.computerBattles();
  }

  /** Keeps the id of the battle's board message. */
  setBoardMessage(battleId: string, messageId: string): Promise<void> {
    return this.#repo.setBoardMessage(battleId, messageId);
  }

  /** After a write that may have handed the turn to a computer seat, lets the computers act. */
  async #thenComputers(
    battleId: string,
    outcome: GameOutcome<GameWrite>,
  ): Promise<GameOutcome<GameWrite>> {
    if (outcome.kind !== "applied") return outcome;
    const computers = await this.playComputers(battleId);
    if (computers.steps.length === 0) return outcome;
    return {
      kind: "applied",
      value: {
        battleId,
        version: computers.version,
        steps: [...outcome.value.steps, ...computers.steps],
      },
    };
  }
}

/** The state as a seat may see it: the game's view, or the whole state for a game without secrets. */
export function viewOf(loaded: LoadedGameBattle, seat: string | null): unknown {
  if (loaded.state === null) return null;
  return loaded.play.rules.viewFor?.(loaded.state, seat) ?? loaded.state;
}

/** The seat a player asked for, or the first free one; refused if taken or unknown. */
function chosenSeat(seats: readonly GameSeat[], wanted: string | undefined): GameSeat {
  if (wanted === undefined)
    return (
      seats.find((s) => s.playerId === null && !s.computer) ?? refuse({ code: "no-free-seat" })
    );
  const seat = seats.find((s) => s.id === wanted) ?? refuse({ code: "unknown-seat", seat: wanted });
  if (seat.playerId !== null || seat.computer) refuse({ code: "seat-taken", seat: wanted });
  return seat;
}
