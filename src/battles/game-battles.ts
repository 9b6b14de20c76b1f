/**
 * The battle service for every game other than MELEE (whose battles keep src/battles/melee-battles.ts):
 * opening a game in a channel, seats for players and computers, the start, orders for a seat,
 * taking back one's own last order, deadlines, the computer's turns, and what each seat or the
 * public may read. The game is reached only through its descriptor (src/games/game-play.ts) from
 * the registry. Every write answers one outcome type (outcome.ts) and is idempotent by its
 * interaction id; the log is the truth and the state its fold.
 */
import type { Dice } from "../dice/dice.ts";
import type { AwaitedSeat, GameResult } from "../games/game.ts";
import { applyRecorded, startRecorded } from "../games/game-log.ts";
import type { AnyGamePlay, GameOptions } from "../games/game-play.ts";
import { gamePlayById, MELEE_GAME } from "../games/registry.ts";
import type { Tx } from "../store/battle-rows.ts";
import { ChannelBusyError } from "../store/errors.ts";
import type {
  GameBattleRecord,
  GameBattleRepository,
  GameLogAppend,
  GameSeat,
  GameStoredOutcome,
} from "../store/game-battle-repository.ts";
import { COMPUTER_ACTOR, DEADLINE_ACTOR } from "../store/log-actors.ts";
import {
  type AbandonPayload,
  foldRows,
  type OrderPayload,
  type PublicStep,
  publicControlStep,
  publicOrderStep,
  publicSteps,
  type StartPayload,
} from "./game-log-entries.ts";
import { type GameOutcome, type GameRefusal, GameRefusalError, refuse } from "./outcome.ts";

/** The computer's steps one call plays at most: far more than any game asks in a row. */
const MAX_COMPUTER_STEPS = 2000;

/** A battle with its state, as the service reads it. */
export interface LoadedGameBattle {
  readonly battle: GameBattleRecord;
  readonly play: AnyGamePlay;
  /** The state after the log; null while the battle is forming. */
  readonly state: unknown;
}

/** What a write did: the battle at its new version, and the public steps it logged. */
export interface GameWrite {
  readonly battleId: string;
  readonly version: number;
  readonly steps: readonly PublicStep[];
}

/** A seat the game waits for, with who holds it. */
export interface AwaitedGameSeat extends AwaitedSeat {
  readonly playerId: string | null;
  readonly computer: boolean;
}

export interface GameBattlesOptions {
  /** Fresh dice for each step. */
  readonly newDice: () => Dice;
}

interface Interaction {
  readonly interactionId?: string | undefined;
}

export class GameBattles {
  readonly #repo: GameBattleRepository;
  readonly #newDice: () => Dice;

  constructor(repo: GameBattleRepository, options: GameBattlesOptions) {
    this.#repo = repo;
    this.#newDice = options.newDice;
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
    return this.#write(input.interactionId, async (record) => {
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
    return this.#write(input.interactionId, async (record) => {
      const { battle } = await this.#forming(input.battleId);
      const mine = battle.seats.find((s) => s.playerId === input.playerId);
      if (mine !== undefined) refuse({ code: "already-seated", seat: mine.id });
      const seat = chosenSeat(battle.seats, input.seat);
      const own = Object.entries(input.seatOptions ?? {}).map(([k, v]) => [`${seat.id}.${k}`, v]);
      return this.#reseat(
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
    return this.#write(input.interactionId, async (record) => {
      const { battle } = await this.#forming(input.battleId);
      if (input.by !== battle.gmId) refuse({ code: "gm-only" });
      return this.#reseat(battle, record, (s) =>
        s.playerId === null ? { id: s.id, playerId: null, computer: true } : s,
      );
    });
  }

  /** Starts the game once every seat is filled (the GM's); the computer seats then act. */
  async start(
    input: Interaction & { readonly battleId: string; readonly by: string },
  ): Promise<GameOutcome<GameWrite>> {
    const outcome = await this.#write(input.interactionId, async (record) => {
      const { battle, play } = await this.#forming(input.battleId);
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
      return this.#append(battle, play, record, opening.state, {
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
    const outcome = await this.#write(input.interactionId, async (record) => {
      const loaded = await this.#running(input.battleId);
      const seat = loaded.play.seatOf(input.order);
      const held = loaded.battle.seats.find((s) => s.id === seat);
      if (held === undefined) refuse({ code: "unknown-seat", seat });
      if (held.playerId !== input.actorId && loaded.battle.gmId !== input.actorId)
        refuse({ code: "not-your-seat", seat });
      return this.#applyOrder(loaded, record, input.order, input.actorId, input.interactionId);
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
    return this.#write(input.interactionId, async (record) => {
      const { battle, play } = await this.#running(input.battleId);
      const rows = await this.#repo.entries(battle.id);
      const last = rows.at(-1);
      if (last?.kind !== "order" || last.actorId !== input.actorId)
        refuse({ code: "nothing-to-take-back" });
      const state = foldRows(play, battle, rows.slice(0, -1));
      return this.#append(battle, play, record, state, {
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
  abandon(
    input: Interaction & {
      readonly battleId: string;
      readonly actorId: string;
      readonly reason: string;
    },
  ): Promise<GameOutcome<GameWrite>> {
    return this.#write(input.interactionId, async (record) => {
      const loaded = await this.#loaded(input.battleId);
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
      return this.#append(battle, play, record, state, {
        kind: "control",
        payload: { action: "abandon", reason: input.reason } satisfies AbandonPayload,
        actorId: input.actorId,
        interactionId: input.interactionId,
        ends: true,
      });
    });
  }

  /**
   * The deadline of a running battle: each seat the game waited for at `version` that has not
   * answered gets the game's default order, logged as the deadline's; then the computers act.
   * Applied once however often it runs (the interaction is the battle, version and seat).
   */
  async runDeadline(battleId: string, version: number): Promise<GameWrite> {
    const loaded = await this.#repo.run(() => this.#loaded(battleId));
    const steps: PublicStep[] = [];
    const defaultOrder = loaded.play.rules.defaultOrder;
    if (loaded.battle.version !== version || defaultOrder === undefined || loaded.state === null)
      return { battleId, version: loaded.battle.version, steps };
    const late = this.#awaitedIn(loaded).filter((a) => !a.computer);
    let latest = version;
    for (const seat of late) {
      const outcome = await this.#write(
        `deadline:${battleId}:${version}:${seat.seat}`,
        async (record) => {
          const now = await this.#running(battleId);
          if (!this.#awaitedIn(now).some((a) => a.seat === seat.seat)) refuse({ code: "moved-on" });
          const order = defaultOrder(now.state, seat.seat);
          return this.#applyOrder(
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
      const loaded = await this.#repo.run(() => this.#loaded(battleId));
      version = loaded.battle.version;
      if (loaded.battle.status !== "active") break;
      const next = this.#awaitedIn(loaded).find((a) => a.computer);
      if (next === undefined) break;
      const interactionId = `computer:${battleId}:${loaded.battle.lastSeq}`;
      const outcome = await this.#write(interactionId, async (record) => {
        const now = await this.#running(battleId);
        if (now.battle.lastSeq !== loaded.battle.lastSeq) refuse({ code: "moved-on" });
        const order = now.play.computerOrder(now.state, next.seat, this.#newDice());
        return this.#applyOrder(now, record, order, COMPUTER_ACTOR, interactionId);
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
      return open === null || open.game === MELEE_GAME ? null : this.#loaded(open.id);
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
    return this.#repo.run(() => this.#loaded(battleId));
  }

  /** The state as a seat may see it (null: as the public and the GM may). */
  async viewFor(battleId: string, seat: string | null): Promise<unknown> {
    const loaded = await this.load(battleId);
    return viewOf(loaded, seat);
  }

  /** The whole log as anyone may read it: sealed orders' contents left out. */
  publicLog(battleId: string): Promise<PublicStep[]> {
    return this.#repo.run(async () => {
      const loaded = await this.#loaded(battleId);
      return publicSteps(loaded.play, await this.#repo.entries(battleId));
    });
  }

  /** The seats the game waits for, with who holds them. */
  async awaited(battleId: string): Promise<AwaitedGameSeat[]> {
    return this.#awaitedIn(await this.load(battleId));
  }

  /** The server's running game battles awaiting `playerId`, each with the seats it owes. */
  async awaitedFrom(
    guildId: string,
    playerId: string,
  ): Promise<{ battle: GameBattleRecord; seats: AwaitedGameSeat[] }[]> {
    const found: { battle: GameBattleRecord; seats: AwaitedGameSeat[] }[] = [];
    for (const record of await this.#repo.runningBattlesOf(guildId, playerId)) {
      const loaded = await this.load(record.id);
      const seats = this.#awaitedIn(loaded).filter((a) => a.playerId === playerId);
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

  // Inside a write.

  /** Runs a write once per interaction, turning a thrown refusal into a refused outcome. */
  async #write(
    interactionId: string | undefined,
    write: (record: (tx: Tx, value: GameWrite) => Promise<GameWrite>) => Promise<GameWrite>,
  ): Promise<GameOutcome<GameWrite>> {
    const record = async (tx: Tx, value: GameWrite) => {
      await this.#repo.record(tx, interactionId, { battleId: value.battleId, value });
      return value;
    };
    try {
      return await this.#repo.once<GameOutcome<GameWrite>>(
        interactionId,
        async (done: GameStoredOutcome) => ({ kind: "duplicate", value: done.value as GameWrite }),
        async () => ({ kind: "applied", value: await write(record) }),
      );
    } catch (error) {
      if (error instanceof GameRefusalError) return { kind: "refused", refusal: error.refusal };
      if (error instanceof ChannelBusyError) {
        const open = await this.#repo.run(() => this.#repo.find(error.battleId ?? ""));
        return {
          kind: "refused",
          refusal: { code: "channel-busy", game: open?.game ?? MELEE_GAME },
        };
      }
      throw error;
    }
  }

  async #loaded(battleId: string): Promise<LoadedGameBattle> {
    const battle = (await this.#repo.find(battleId)) ?? refuse({ code: "no-battle" });
    const play = gamePlayById(battle.game) ?? refuse({ code: "unknown-game", game: battle.game });
    if (battle.lastSeq === 0) return { battle, play, state: null };
    if (battle.snapshot !== null) return { battle, play, state: JSON.parse(battle.snapshot) };
    return { battle, play, state: foldRows(play, battle, await this.#repo.entries(battle.id)) };
  }

  async #forming(battleId: string): Promise<LoadedGameBattle> {
    const loaded = await this.#loaded(battleId);
    if (loaded.battle.status !== "forming") refuse({ code: "not-forming" });
    return loaded;
  }

  async #running(
    battleId: string,
  ): Promise<LoadedGameBattle & { readonly state: NonNullable<unknown> }> {
    const loaded = await this.#loaded(battleId);
    if (loaded.battle.status !== "active" || loaded.state === null) refuse({ code: "not-running" });
    return loaded as LoadedGameBattle & { readonly state: NonNullable<unknown> };
  }

  #awaitedIn(loaded: LoadedGameBattle): AwaitedGameSeat[] {
    if (loaded.state === null || loaded.battle.status !== "active") return [];
    return loaded.play.rules.awaiting(loaded.state).map((a: AwaitedSeat) => {
      const seat = loaded.battle.seats.find((s) => s.id === a.seat);
      return { ...a, playerId: seat?.playerId ?? null, computer: seat?.computer ?? false };
    });
  }

  async #reseat(
    battle: GameBattleRecord,
    record: (tx: Tx, value: GameWrite) => Promise<GameWrite>,
    change: (seat: GameSeat) => GameSeat,
    options: GameOptions = battle.options,
  ): Promise<GameWrite> {
    return this.#repo.transaction(async (tx) => {
      const version = await this.#repo.setSeats(tx, battle, battle.seats.map(change), options);
      return record(tx, { battleId: battle.id, version, steps: [] });
    });
  }

  async #applyOrder(
    loaded: LoadedGameBattle,
    record: (tx: Tx, value: GameWrite) => Promise<GameWrite>,
    order: unknown,
    actorId: string,
    interactionId: string | undefined,
  ): Promise<GameWrite> {
    const seat = loaded.play.seatOf(order);
    const awaited = this.#awaitedIn(loaded);
    if (!awaited.some((a) => a.seat === seat))
      refuse({ code: "not-awaited", seat, awaited: awaited.map((a) => a.seat) });
    const step = byRules(() =>
      applyRecorded(loaded.play.rules, loaded.state, order, this.#newDice()),
    );
    const payload: OrderPayload = { order, faces: step.faces, events: step.events };
    return this.#append(loaded.battle, loaded.play, record, step.state, {
      kind: "order",
      payload,
      actorId,
      interactionId,
    });
  }

  async #append(
    battle: GameBattleRecord,
    play: AnyGamePlay,
    record: (tx: Tx, value: GameWrite) => Promise<GameWrite>,
    state: unknown,
    entry: Omit<GameLogAppend, "snapshot" | "ends" | "winner"> & {
      readonly seat?: string;
      /** Ends the battle whatever its rules say (abandoned: no winner). */
      readonly ends?: true;
    },
  ): Promise<GameWrite> {
    const result = entry.ends ? null : play.rules.result(state);
    const winners = result?.winners ?? [];
    return this.#repo.transaction(async (tx) => {
      const version = await this.#repo.append(tx, battle, {
        kind: entry.kind,
        payload: entry.payload,
        actorId: entry.actorId,
        interactionId: entry.interactionId,
        snapshot: JSON.stringify(state),
        ends: entry.ends ?? result !== null,
        winner: winners.length === 1 ? (winners[0] ?? null) : null,
      });
      const row = { ...entry, seq: battle.lastSeq + 1 };
      const step: PublicStep =
        entry.kind === "order"
          ? publicOrderStep(play, row, false)
          : entry.kind === "control"
            ? publicControlStep(row, entry.seat ?? null, false)
            : {
                seq: row.seq,
                kind: "start",
                actorId: entry.actorId,
                seat: null,
                order: null,
                events: (entry.payload as StartPayload).events,
                takenBack: false,
              };
      return record(tx, { battleId: battle.id, version, steps: [step] });
    });
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

/** Runs the rules; an error they throw is their refusal of the order, with their reason. */
function byRules<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof GameRefusalError || !(error instanceof Error)) throw error;
    const refusal: GameRefusal = { code: "rules", reason: error.message };
    throw new GameRefusalError(refusal);
  }
}
