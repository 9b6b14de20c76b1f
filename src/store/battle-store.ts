/**
 * Battles that persist: one open battle per channel, an append-only log that is the source of
 * truth, and nothing lost or applied twice.
 *
 * - The log (BattleEvent, seq 1, 2, …) holds the start (set-up and opening dice), every order and
 *   GM ruling with the dice it rolled and what happened, and GM controls. The state is the
 *   engine's fold of it; the battle row caches that fold as a snapshot tagged with the version it
 *   belongs to, and anything can be rebuilt from the log (`foldLog`).
 * - Every write is one transaction that compare-and-sets the battle's version, so of two racing
 *   writes exactly one lands; the other is retried from a fresh read: an order is checked again
 *   against the new state and applied, or refused as "conflict". The unique (battle, seq) index
 *   is a second guard against two events in one place.
 * - Each Discord interaction that changes a battle is recorded in the same transaction; a second
 *   delivery finds the record and is answered from it instead of being applied again.
 * - The transaction that ends a battle also awards EP to the persistent figures in it.
 *
 * On SQLite every call runs through `exclusive` (see exclusive.ts); on PostgreSQL calls run
 * concurrently on the connection pool and the version check does the serialising.
 */
import type {
  Battle as BattleRow,
  BattleEvent as EventRow,
  Prisma,
  PrismaClient,
  UndoneEvent as UndoneRow,
} from "../../generated/prisma/client.ts";
import {
  applyLoggedOrder,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type CombatType,
  type FigureSetup,
  ForcedDice,
  figureHandles,
  IllegalOrderError,
  isMonsterId,
  namedSetup,
  type Side,
  sameHex,
  startLoggedBattle,
  withHandles,
} from "../engine/index.ts";
import {
  parseArena,
  parseFigureSetup,
  parsePayload,
  parseSides,
  parseSnapshot,
  serializePayload,
  storedRuleset,
} from "./battle-json.ts";
import { type BattleExport, foldEntries, isStep, toExport } from "./battle-log.ts";
import {
  appendStep,
  battleRowByChannelKey,
  battleRowById,
  eventRowsNewestFirst,
} from "./battle-sql.ts";
import type {
  AddFigureInput,
  BattleEnding,
  BattleStatus,
  BattleSummary,
  ControlAction,
  CreateBattleInput,
  DueBattle,
  EpAward,
  GmControlInput,
  JoinBattleInput,
  LoadedBattle,
  LogEntry,
  LogPayload,
  OrderOutcome,
  Rerolled,
  RerollInput,
  StartBattleInput,
  StoredBattleFigure,
  StoredBattleLog,
  SubmitOrderInput,
  UndoInput,
  UndoRecord,
  WriteResult,
} from "./battle-types.ts";
import type { Database } from "./database.ts";
import { awardEp, formatEp } from "./ep-award.ts";
import {
  BattleLimitError,
  BattleNotFoundError,
  BattleStateError,
  ChannelBusyError,
  CorruptBattleError,
  FigureNotFoundError,
} from "./errors.ts";
import { exclusive } from "./exclusive.ts";
import { parseSpec } from "./figure-spec-json.ts";
import { prismaErrorCode } from "./prisma-error-code.ts";
import { takeTurn } from "./take-turn.ts";

type Tx = Prisma.TransactionClient;

/** Attempts of one write before giving up; each failed attempt means another write landed. */
const MAX_ATTEMPTS = 200;
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };
const FIGURE_KEY = /^[A-Za-z0-9_-]{1,32}$/;
/** Entries read at a time by turnEntries: a turn of a small battle fits in one page. */
const TURN_PAGE = 16;

/** The columns an order's write needs: a stored row, or the summary of a caller's read. */
type OrderBasis = Pick<
  BattleRow,
  "id" | "version" | "lastSeq" | "status" | "deadlineSeconds" | "combatType"
>;

/** Another write changed the battle between our read and our write: read again and retry. */
class LostRace extends Error {
  constructor() {
    super("the battle changed under this write");
    this.name = "LostRace";
  }
}

/** What a processed interaction did, kept to answer its redelivery. */
interface StoredOutcome {
  readonly action: string;
  readonly battleId: string;
  readonly version: number;
  readonly seq: number | null;
  readonly events?: readonly BattleEvent[];
}

export interface BattleStoreOptions {
  /** The clock for deadlines and end times (tests pass their own). */
  readonly now?: () => Date;
}

/** A battle's players and figures, as part of its summary. */
type Roster = Pick<BattleSummary, "participants" | "figures">;

/** Battles whose roster is kept between reads (see #roster). */
const MAX_ROSTERS = 1000;

export class BattleStore {
  readonly #prisma: PrismaClient;
  readonly #provider: Database["provider"];
  readonly #now: () => Date;
  /** Each battle's roster as last read, with the version it was read at. */
  readonly #rosters = new Map<string, { readonly version: number; readonly roster: Roster }>();

  constructor(database: Pick<Database, "prisma" | "provider">, options: BattleStoreOptions = {}) {
    this.#prisma = database.prisma;
    this.#provider = database.provider;
    this.#now = options.now ?? (() => new Date());
  }

  // ---- Forming ----------------------------------------------------------------------------

  /**
   * A new battle in the channel, forming. Throws ChannelBusyError if one is open there, and
   * BattleLimitError when the guild is at `limit`. A redelivered (or repeated) interaction id
   * returns the battle it made, as a duplicate.
   */
  async create(input: CreateBattleInput): Promise<WriteResult<BattleSummary>> {
    checkSides(input.sides);
    const deadlineSeconds = checkDeadline(input.deadlineSeconds ?? null);
    const key = input.channelPending === true ? null : channelKey(input.guildId, input.channelId);
    return this.#retrying(async () => {
      const done = await this.#processed(input.interactionId);
      if (done) return { duplicate: true, value: await this.#summary(done.battleId) };
      if (key !== null) await this.#requireFreeChannel(this.#prisma, key);
      // A racing create trips the unique key: the retry then finds it and says busy.
      const id = await this.#transaction(async (tx) => {
        if (input.limit !== undefined) {
          await takeTurn(this.#provider, tx, `battle-limit:${input.guildId}`);
          const open = await tx.battle.count({
            where: { guildId: input.guildId, status: { not: "ended" } },
          });
          if (open >= input.limit) throw new BattleLimitError(input.limit);
        }
        const row = await tx.battle.create({
          data: {
            guildId: input.guildId,
            channelId: input.channelId,
            activeChannelKey: key,
            status: "forming",
            combatType: input.combatType,
            ruleset: input.ruleset ?? "melee",
            gmId: input.gmId,
            sides: JSON.stringify(input.sides),
            arena: input.arena === undefined ? null : JSON.stringify(input.arena),
            deadlineSeconds,
            version: 1,
          },
        });
        await this.#record(tx, input.interactionId, {
          action: "create",
          battleId: row.id,
          version: row.version,
          seq: null,
        });
        return row.id;
      });
      return { duplicate: false, value: await this.#summary(id) };
    });
  }

  /** Puts a battle created with `channelPending` in its channel, once that is open. */
  moveTo(
    battleId: string,
    place: { readonly guildId: string; readonly channelId: string },
  ): Promise<WriteResult<BattleSummary>> {
    const key = channelKey(place.guildId, place.channelId);
    return this.#forming(battleId, undefined, "move", async (tx, row) => {
      if (row.activeChannelKey !== null || row.guildId !== place.guildId) {
        throw new BattleStateError("This battle already has its channel.");
      }
      await this.#requireFreeChannel(tx, key);
      await tx.battle.update({
        where: { id: row.id },
        data: { channelId: place.channelId, activeChannelKey: key },
      });
    });
  }

  /**
   * Deletes a forming battle that could not be set up (its thread failed to open, its fighter is
   * in another battle): it has no log, and its recorded interactions go with it, so they may be
   * tried again. A battle that has started is kept.
   */
  discard(battleId: string): Promise<void> {
    return this.#run(async () => {
      await this.#prisma.battle.deleteMany({ where: { id: battleId, status: "forming" } });
    });
  }

  /** The battle a recorded interaction (or a claim made with create's interaction id) wrote to. */
  recordedBattle(interactionId: string): Promise<BattleSummary | null> {
    return this.#run(async () => {
      const done = await this.#processed(interactionId);
      return done === null ? null : this.#summary(done.battleId);
    });
  }

  /** Puts a player on a side (or moves them to another) while the battle is forming. */
  join(input: JoinBattleInput): Promise<WriteResult<BattleSummary>> {
    return this.#forming(input.battleId, input.interactionId, "join", async (tx, row) => {
      requireSide(row, input.sideId);
      await joinSide(tx, row.id, input.userId, input.sideId);
    });
  }

  /** Enters a user's fighter (copied from the figure store) or a GM's monster. */
  async addFigure(input: AddFigureInput): Promise<WriteResult<BattleSummary>> {
    if (input.figureKey !== undefined && !FIGURE_KEY.test(input.figureKey)) {
      throw new BattleStateError("A figure key is 1 to 32 letters, digits, - or _.");
    }
    if (input.kind === "monster" && !isMonsterId(input.monster)) {
      throw new BattleStateError(`There is no monster "${input.monster}".`);
    }
    return this.#forming(input.battleId, input.interactionId, "add-figure", async (tx, row) => {
      requireSide(row, input.sideId);
      const figures = await tx.battleFigure.findMany({ where: { battleId: row.id } });
      const figureKey = input.figureKey ?? nextFigureKey(figures.map((f) => f.figureKey));
      if (figures.some((f) => f.figureKey === figureKey)) {
        throw new BattleStateError(`There is already a figure "${figureKey}" in this battle.`);
      }
      const taken = figures.map((f) => parseFigureSetup(row.id, f.snapshot, f.figureKey).position);
      // Chosen after the version's compare-and-set (in #forming), from the figures as they are.
      const spot = "place" in input ? input.place(taken) : input;
      if (taken.some((hex) => sameHex(hex, spot.position))) {
        throw new BattleStateError("Another figure already starts in that hex.");
      }
      const place = {
        id: figureKey,
        side: input.sideId,
        position: spot.position,
        facing: spot.facing,
      };
      if (input.kind === "monster") {
        const setup: FigureSetup = {
          ...place,
          kind: "monster",
          monster: input.monster,
          name: input.name,
          ...(input.st === undefined ? {} : { st: input.st }),
          ...(input.dx === undefined ? {} : { dx: input.dx }),
        };
        await tx.battleFigure.create({
          data: {
            battleId: row.id,
            figureKey,
            sideId: input.sideId,
            kind: "monster",
            name: input.name,
            snapshot: JSON.stringify(setup),
          },
        });
        return;
      }
      const source = await tx.figure.findUnique({ where: { id: input.figureId } });
      if (source === null) throw new FigureNotFoundError(input.figureId);
      if (source.guildId !== row.guildId) {
        throw new BattleStateError("That figure belongs to another server.");
      }
      // Two battles entering the figure at once take turns: the second sees it in the first.
      await takeTurn(this.#provider, tx, `figure:${source.id}`);
      if (figures.some((f) => f.sourceFigureId === source.id)) {
        throw new BattleStateError(`${source.name} is already in this battle.`);
      }
      const elsewhere = await tx.battleFigure.findFirst({
        where: { sourceFigureId: source.id, battle: { status: { not: "ended" } } },
        select: { battleId: true },
      });
      if (elsewhere !== null) {
        throw new BattleStateError(`${source.name} is already fighting in another battle.`);
      }
      if (input.joinAs !== undefined) await joinSide(tx, row.id, input.joinAs, input.sideId);
      const spec = parseSpec(source.spec, source.id);
      const setup: FigureSetup = {
        ...place,
        kind: "fighter",
        spec,
        sourceId: source.id,
        ...(input.ownerName === undefined ? {} : { ownerName: input.ownerName }),
      };
      await tx.battleFigure.create({
        data: {
          battleId: row.id,
          figureKey,
          sideId: input.sideId,
          kind: "fighter",
          name: spec.name,
          ownerId: source.ownerId,
          sourceFigureId: source.id,
          snapshot: JSON.stringify(setup),
        },
      });
    });
  }

  /** Takes a figure out again while the battle is forming. */
  removeFigure(input: {
    battleId: string;
    figureKey: string;
    interactionId?: string;
  }): Promise<WriteResult<BattleSummary>> {
    return this.#forming(input.battleId, input.interactionId, "remove-figure", async (tx, row) => {
      const { count } = await tx.battleFigure.deleteMany({
        where: { battleId: row.id, figureKey: input.figureKey },
      });
      if (count === 0) {
        throw new BattleStateError(`There is no figure "${input.figureKey}" in this battle.`);
      }
    });
  }

  /**
   * Starts the battle: fighters are copied again from their figures (the snapshot is the fighter
   * as at the start), the opening is rolled with the given dice and the log begins (seq 1).
   * Throws BattleStateError with the rules' reason if the set-up cannot start.
   */
  start(
    input: StartBattleInput,
  ): Promise<WriteResult<{ state: BattleState; events: readonly BattleEvent[]; version: number }>> {
    return this.#retrying(async () => {
      const done = await this.#processed(input.interactionId);
      if (done) return { duplicate: true, value: await this.#current(done.battleId, []) };
      const row = await this.#row(input.battleId);
      if (row.status !== "forming") throw new BattleStateError(alreadyStarted(row.status));
      const figureRows = await this.#prisma.battleFigure.findMany({
        where: { battleId: row.id },
        orderBy: { id: "asc" },
      });
      const figures: FigureSetup[] = [];
      for (const f of figureRows) {
        const setup = parseFigureSetup(row.id, f.snapshot, f.figureKey);
        const source =
          f.sourceFigureId === null
            ? null
            : await this.#prisma.figure.findUnique({ where: { id: f.sourceFigureId } });
        figures.push(
          setup.kind === "fighter" && source !== null
            ? { ...setup, spec: parseSpec(source.spec, source.id) }
            : setup,
        );
      }
      const arena = parseArena(row.id, row.arena);
      const setup: BattleSetup = {
        ruleset: storedRuleset(row.id, row.ruleset),
        combatType: row.combatType as CombatType,
        ...(arena === null ? {} : { arena }),
        sides: parseSides(row.id, row.sides),
        // Same-named figures start under their handles, so the log, board and map tell them apart.
        figures: withHandles(figures),
      };
      let opening: ReturnType<typeof startLoggedBattle>;
      try {
        opening = startLoggedBattle(setup, input.dice);
      } catch (error) {
        if (error instanceof IllegalOrderError) throw new BattleStateError(error.message);
        throw error;
      }
      const now = this.#now();
      const payload: LogPayload = {
        kind: "start",
        setup,
        openingFaces: opening.openingFaces,
        events: opening.events,
      };
      const version = await this.#transaction(async (tx) => {
        const version = await bump(tx, row, {
          status: "active",
          startedAt: now,
          lastSeq: 1,
          snapshot: JSON.stringify(opening.state),
          snapshotVersion: row.version + 1,
          turnDeadlineAt: deadlineAt(row.deadlineSeconds, now),
          reminderSentAt: null,
        });
        for (const [i, f] of figureRows.entries()) {
          const fresh = figures[i];
          if (f.kind === "fighter" && fresh?.kind === "fighter") {
            await tx.battleFigure.update({
              where: { id: f.id },
              data: { snapshot: JSON.stringify(fresh), name: fresh.spec.name },
            });
          }
        }
        await tx.battleEvent.create({
          data: {
            battleId: row.id,
            ...eventColumns(
              { seq: 1, payload, actorId: input.actorId, interactionId: input.interactionId },
              version,
            ),
          },
        });
        await this.#record(tx, input.interactionId, {
          action: "start",
          battleId: row.id,
          version,
          seq: 1,
          events: opening.events,
        });
        return version;
      });
      return {
        duplicate: false,
        value: { state: opening.state, events: opening.events, version },
      };
    });
  }

  // ---- Reading ----------------------------------------------------------------------------

  /** The battle and its state (from the snapshot when it is current, else folded and cached). */
  load(battleId: string): Promise<LoadedBattle> {
    return this.#run(async () => {
      const { row, state } = await this.#loadRow(battleId);
      return { battle: await this.#summary(row.id, row), state, version: row.version };
    });
  }

  /** The state folded from the log alone, ignoring the snapshot: what the snapshot must equal. */
  foldLog(battleId: string): Promise<BattleState | null> {
    return this.#run(async () => {
      const row = await this.#row(battleId);
      const entries = await this.#entries(row.id);
      return entries.length === 0 ? null : foldEntries(row.id, entries).state;
    });
  }

  /** The battle in the channel that has not ended, loaded as `load` does; null if none. */
  loadActiveIn(guildId: string, channelId: string): Promise<LoadedBattle | null> {
    return this.#run(async () => {
      const found = await battleRowByChannelKey(this.#prisma, channelKey(guildId, channelId));
      if (found === null) return null;
      const { row, state } = await this.#withState(found);
      return { battle: await this.#summary(row.id, row), state, version: row.version };
    });
  }

  /** The battle in the channel that has not ended, if any. */
  activeInChannel(guildId: string, channelId: string): Promise<BattleSummary | null> {
    return this.#run(async () => {
      const row = await battleRowByChannelKey(this.#prisma, channelKey(guildId, channelId));
      return row === null ? null : this.#summary(row.id, row);
    });
  }

  /** Whether the stored figure is in a battle that has not ended (it may fight in one at most). */
  isFighting(figureId: string): Promise<boolean> {
    return this.#run(async () => {
      const entered = await this.#prisma.battleFigure.findFirst({
        where: { sourceFigureId: figureId, battle: { status: { not: "ended" } } },
        select: { battleId: true },
      });
      return entered !== null;
    });
  }

  /** How many battles in the guild have not ended (for the per-guild limit). */
  countOpen(guildId: string): Promise<number> {
    return this.#run(() =>
      this.#prisma.battle.count({ where: { guildId, status: { not: "ended" } } }),
    );
  }

  /** The guild's battles that have not ended, oldest first, wherever they are. */
  listOpen(guildId: string, limit = 100): Promise<BattleSummary[]> {
    return this.#run(async () => {
      const rows = await this.#prisma.battle.findMany({
        where: { guildId, status: { not: "ended" } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: Math.max(1, limit),
      });
      return this.#summaries(rows);
    });
  }

  /** The channel's battles, newest first, ended ones included. */
  listBattles(guildId: string, channelId: string, limit = 25): Promise<BattleSummary[]> {
    return this.#run(async () => {
      const rows = await this.#prisma.battle.findMany({
        where: { guildId, channelId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: Math.max(1, limit),
      });
      return this.#summaries(rows);
    });
  }

  async #summaries(rows: readonly BattleRow[]): Promise<BattleSummary[]> {
    const summaries: BattleSummary[] = [];
    for (const row of rows) summaries.push(await this.#summary(row.id, row));
    return summaries;
  }

  /** The whole log, with what GMs undid. */
  log(battleId: string): Promise<StoredBattleLog> {
    return this.#run(() => this.#log(battleId));
  }

  /**
   * The log's entries from the one where `turn` started to the newest, oldest first (the whole
   * log when no entry started it). Read newest first a page at a time, so a long battle costs
   * what its last turn costs: the turn's map needs only that turn's events.
   */
  turnEntries(battleId: string, turn: number): Promise<LogEntry[]> {
    return this.#run(async () => {
      const newestFirst: LogEntry[] = [];
      let below: number | undefined;
      for (;;) {
        const rows = await eventRowsNewestFirst(this.#prisma, battleId, below, TURN_PAGE);
        for (const row of rows) {
          const entry = toEntry(battleId, row);
          newestFirst.push(entry);
          if (startsTurn(entry, turn)) return newestFirst.reverse();
        }
        const oldest = rows.at(-1);
        if (oldest === undefined || rows.length < TURN_PAGE) return newestFirst.reverse();
        below = oldest.seq;
      }
    });
  }

  /** The whole battle as one JSON document; `foldExport` turns it back into the state. */
  exportBattle(battleId: string): Promise<BattleExport> {
    return this.#run(async () => toExport(await this.#log(battleId), this.#now()));
  }

  // ---- Playing ----------------------------------------------------------------------------

  /**
   * Applies an order with the given dice, atomically with its log event, the snapshot and the
   * interaction record; ends the battle and awards EP in the same transaction when the order
   * ends it. Never throws for a refused order: see OrderOutcome.
   */
  submitOrder(input: SubmitOrderInput): Promise<OrderOutcome> {
    // Once the battle has moved on under the order (a stale view, or a lost race), a refusal is
    // a conflict ("already done") rather than a plain illegal order.
    let stale = false;
    const duplicate = async (): Promise<OrderOutcome | null> => {
      const done = await this.#processed(input.interactionId);
      return done === null
        ? null
        : {
            status: "duplicate",
            events: done.events ?? [],
            version: done.version,
            seq: done.seq ?? 0,
          };
    };
    return this.#retrying(async (attempt): Promise<OrderOutcome> => {
      // The first attempt skips the look-up: a redelivery that gets as far as writing trips the
      // interaction's primary key and comes back here, where it is found.
      const found = attempt > 1 ? await duplicate() : null;
      if (found) return found;
      // The first attempt may start from the caller's read, saving a query: if the battle has
      // moved on since, the version compare-and-set fails and the next attempt reads afresh.
      const read =
        attempt === 1 && input.read?.battle.id === input.battleId ? input.read : undefined;
      const fromRead = read !== undefined;
      const { row, state } = fromRead
        ? { row: read.battle, state: read.state }
        : await this.#loadRow(input.battleId);
      const shown = input.expectedVersion ?? input.read?.version;
      if (shown !== undefined && shown !== row.version) stale = true;
      const refuse = async (reason: string): Promise<OrderOutcome> => {
        // A refusal must hold for the battle as it is now, not as the caller read it.
        if (fromRead) throw new LostRace();
        return (
          (attempt === 1 ? await duplicate() : null) ??
          (stale
            ? { status: "conflict", reason, state, version: row.version }
            : { status: "illegal", reason })
        );
      };
      if (row.status !== "active" || state === null) return refuse(notRunning(row.status));
      if (input.onlyAtVersion !== undefined && input.onlyAtVersion !== row.version) {
        // The decision was answered (or the battle paused) since the deadline was found due.
        stale = true;
        return refuse("The battle has moved on.");
      }
      let result: ReturnType<typeof applyLoggedOrder>;
      try {
        result = applyLoggedOrder(state, input.order, input.dice);
      } catch (error) {
        if (error instanceof IllegalOrderError) return refuse(error.message);
        throw error;
      }
      const seq = row.lastSeq + 1;
      const event = {
        seq,
        payload: {
          kind: input.order.type === "gm" ? "gm" : "order",
          order: input.order,
          faces: result.logged.faces,
          events: result.events,
        } satisfies LogPayload,
        actorId: input.actorId,
        interactionId: input.interactionId,
      };
      const outcome = (version: number): StoredOutcome => ({
        action: "order",
        battleId: row.id,
        version,
        seq,
        events: result.events,
      });
      try {
        if (result.state.phase.kind !== "ended") {
          // The common case, in SQL (see battle-sql.ts): the version compare-and-set, the
          // event and the interaction record in one transaction.
          const version = await this.#appendOrder(row, result.state, event, outcome);
          this.#keepRoster(row, version);
          return {
            status: "applied",
            state: result.state,
            events: result.events,
            version,
            seq,
            ended: null,
          };
        }
        return await this.#transaction(async (tx): Promise<OrderOutcome> => {
          const { version, ended } = await this.#append(tx, row, result.state, event);
          await this.#record(tx, input.interactionId, outcome(version));
          return {
            status: "applied",
            state: result.state,
            events: result.events,
            version,
            seq,
            ended,
          };
        });
      } catch (error) {
        if (isRetryable(error)) stale = true;
        throw error;
      }
    });
  }

  // ---- Deadlines --------------------------------------------------------------------------

  /**
   * Running battles whose reminder or deadline is due at `now`, soonest deadline first. The
   * reminder falls due once `reminderFraction` of the decision's time has passed (default
   * 0.75); a battle whose reminder was already sent shows up again only at its deadline.
   */
  dueBattles(now: Date, options: { reminderFraction?: number } = {}): Promise<DueBattle[]> {
    const fraction = options.reminderFraction ?? DEFAULT_REMINDER_FRACTION;
    return this.#run(async () => {
      const rows = await this.#prisma.battle.findMany({
        where: {
          status: "active",
          turnDeadlineAt: { not: null },
          OR: [{ turnDeadlineAt: { lte: now } }, { reminderSentAt: null }],
        },
        orderBy: [{ turnDeadlineAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          guildId: true,
          channelId: true,
          version: true,
          turnDeadlineAt: true,
          deadlineSeconds: true,
          reminderSentAt: true,
        },
      });
      return rows.flatMap((row): DueBattle[] => {
        if (row.turnDeadlineAt === null) return [];
        const reminderAt = reminderTime(row.turnDeadlineAt, row.deadlineSeconds, fraction);
        const base = {
          battleId: row.id,
          guildId: row.guildId,
          channelId: row.channelId,
          version: row.version,
          turnDeadlineAt: row.turnDeadlineAt,
          reminderAt,
        };
        if (row.turnDeadlineAt.getTime() <= now.getTime()) return [{ ...base, due: "deadline" }];
        if (row.reminderSentAt === null && reminderAt.getTime() <= now.getTime()) {
          return [{ ...base, due: "reminder" }];
        }
        return [];
      });
    });
  }

  /**
   * Claims the reminder of the decision at `version`: true if this call marked it sent (so the
   * caller sends it), false if it was sent already or the battle has moved on. Not a new
   * version: buttons on the prompt stay good.
   */
  markReminderSent(battleId: string, version: number, at: Date): Promise<boolean> {
    return this.#run(async () => {
      const { count } = await this.#prisma.battle.updateMany({
        where: { id: battleId, version, status: "active", reminderSentAt: null },
        data: { reminderSentAt: at },
      });
      return count === 1;
    });
  }

  /** Gives a claimed reminder back (it could not be posted), so a later check sends it. */
  unmarkReminderSent(battleId: string, version: number, at: Date): Promise<void> {
    return this.#run(async () => {
      await this.#prisma.battle.updateMany({
        where: { id: battleId, version, reminderSentAt: at },
        data: { reminderSentAt: null },
      });
    });
  }

  /** Stops the clock: no orders are taken until `resume`. */
  pause(input: GmControlInput): Promise<WriteResult<BattleSummary>> {
    return this.#control(input, "pause");
  }

  resume(input: GmControlInput): Promise<WriteResult<BattleSummary>> {
    return this.#control(input, "resume");
  }

  /** Ends the battle without a result: no winner and no EP. */
  abandon(input: GmControlInput): Promise<WriteResult<BattleSummary>> {
    return this.#control(input, "abandon");
  }

  /**
   * Takes back the last `steps` player-visible steps (orders and GM rulings) by truncating the
   * log before the first of them, and folds the rest. The removed rows (with any GM control
   * logged after them) are moved to the audit trail, not destroyed. A battle's status is not
   * part of the fold: a paused battle stays paused. An ended battle cannot be undone (its EP has
   * been awarded).
   */
  async undo(
    input: UndoInput,
  ): Promise<WriteResult<{ undone: number; state: BattleState; version: number }>> {
    if (!Number.isInteger(input.steps) || input.steps < 1) {
      throw new BattleStateError("Undo takes a whole number of steps, at least 1.");
    }
    return this.#retrying(async () => {
      const done = await this.#processed(input.interactionId);
      if (done) {
        const current = await this.#current(done.battleId, []);
        return {
          duplicate: true,
          value: { undone: 0, state: current.state, version: current.version },
        };
      }
      const row = await this.#row(input.battleId);
      if (row.status === "forming") throw new BattleStateError("The battle has not started yet.");
      if (row.status === "ended") {
        throw new BattleStateError("The battle is over; its steps can no longer be undone.");
      }
      requireSeen(row, input.atVersion, "undone");
      const rows = await this.#prisma.battleEvent.findMany({
        where: { battleId: row.id },
        orderBy: { seq: "asc" },
      });
      const entries = rows.map((r) => toEntry(row.id, r));
      const steps = entries.filter(isStep);
      if (steps.length < input.steps) {
        throw new BattleStateError(
          steps.length === 0
            ? "There is nothing to undo."
            : `Only ${steps.length} step${steps.length === 1 ? "" : "s"} can be undone.`,
        );
      }
      const cut = (steps[steps.length - input.steps] as LogEntry).seq;
      const { state } = foldEntries(
        row.id,
        entries.filter((e) => e.seq < cut),
      );
      const removed = rows.filter((r) => r.seq >= cut);
      const now = this.#now();
      const version = await this.#transaction(async (tx) => {
        const version = await bump(tx, row, {
          lastSeq: cut - 1,
          snapshot: JSON.stringify(state),
          snapshotVersion: row.version + 1,
          turnDeadlineAt: row.status === "active" ? deadlineAt(row.deadlineSeconds, now) : null,
          reminderSentAt: null,
        });
        const undo = await tx.battleUndo.create({
          data: {
            battleId: row.id,
            gmId: input.gmId,
            reason: input.reason,
            steps: input.steps,
            fromSeq: cut,
            toSeq: row.lastSeq,
          },
        });
        await tx.undoneEvent.createMany({
          data: removed.map((r) => ({ undoId: undo.id, ...loggedFields(r) })),
        });
        await tx.battleEvent.deleteMany({ where: { battleId: row.id, seq: { gte: cut } } });
        await this.#record(tx, input.interactionId, {
          action: "undo",
          battleId: row.id,
          version,
          seq: cut - 1,
        });
        return version;
      });
      return { duplicate: false, value: { undone: input.steps, state, version } };
    });
  }

  /**
   * The GM's re-roll: takes back the newest step (an order or ruling that rolled dice) and makes
   * the same order again with the given fresh dice, in one transaction and only if the battle is
   * still at `atVersion`, as the GM saw it. The rows taken back go to the audit trail like an
   * undo's, with "re-roll: <reason>". `value` is null for a redelivered interaction.
   */
  reroll(input: RerollInput): Promise<WriteResult<Rerolled | null>> {
    return this.#retrying(async () => {
      if (await this.#processed(input.interactionId)) return { duplicate: true, value: null };
      const row = await this.#row(input.battleId);
      if (row.status !== "active") throw new BattleStateError(notRunning(row.status));
      requireSeen(row, input.atVersion, "re-rolled");
      const rows = await this.#prisma.battleEvent.findMany({
        where: { battleId: row.id },
        orderBy: { seq: "asc" },
      });
      const entries = rows.map((r) => toEntry(row.id, r));
      const last = entries.filter(isStep).at(-1);
      if (last === undefined) throw new BattleStateError(NOTHING_TO_REROLL);
      if (last.faces.length === 0) throw new BattleStateError(NO_DICE);
      const cut = last.seq;
      const { state: before } = foldEntries(
        row.id,
        entries.filter((e) => e.seq < cut),
      );
      let again: ReturnType<typeof applyLoggedOrder>;
      try {
        again = applyLoggedOrder(before, last.order, input.dice);
      } catch (error) {
        if (error instanceof IllegalOrderError) throw new BattleStateError(error.message);
        throw error;
      }
      const payload: LogPayload = {
        kind: last.kind,
        order: last.order,
        faces: again.logged.faces,
        events: again.events,
      };
      return this.#transaction(async (tx) => {
        const undo = await tx.battleUndo.create({
          data: {
            battleId: row.id,
            gmId: input.gmId,
            reason: `re-roll: ${input.reason}`,
            steps: 1,
            fromSeq: cut,
            toSeq: row.lastSeq,
          },
        });
        await tx.undoneEvent.createMany({
          data: rows
            .filter((r) => r.seq >= cut)
            .map((r) => ({ undoId: undo.id, ...loggedFields(r) })),
        });
        await tx.battleEvent.deleteMany({ where: { battleId: row.id, seq: { gte: cut } } });
        // The version's compare-and-set is in #append: a write that landed meanwhile undoes all this.
        const { version, ended } = await this.#append(tx, row, again.state, {
          seq: cut,
          payload,
          actorId: input.gmId,
          interactionId: input.interactionId,
        });
        await this.#record(tx, input.interactionId, {
          action: "reroll",
          battleId: row.id,
          version,
          seq: cut,
          events: again.events,
        });
        return {
          duplicate: false,
          value: { before, state: again.state, events: again.events, version, ended },
        };
      });
    });
  }

  /**
   * Puts back what the newest undo took, if nothing has been logged since: the same rows, the
   * same dice, so the same state.
   */
  redo(
    input: GmControlInput,
  ): Promise<WriteResult<{ redone: number; state: BattleState; version: number }>> {
    return this.#retrying(async () => {
      const done = await this.#processed(input.interactionId);
      if (done) {
        const current = await this.#current(done.battleId, []);
        return {
          duplicate: true,
          value: { redone: 0, state: current.state, version: current.version },
        };
      }
      const { row, state } = await this.#loadRow(input.battleId);
      if ((row.status !== "active" && row.status !== "paused") || state === null) {
        throw new BattleStateError(notRunning(row.status));
      }
      const undo = await this.#prisma.battleUndo.findFirst({
        where: { battleId: row.id, redoneAt: null },
        orderBy: { id: "desc" },
        include: { events: { orderBy: { seq: "asc" } } },
      });
      if (undo === null) throw new BattleStateError("There is nothing to redo.");
      if (row.lastSeq !== undo.fromSeq - 1) {
        throw new BattleStateError("The battle has moved on since that undo; it cannot be redone.");
      }
      let after = state;
      let steps = 0;
      for (const r of undo.events) {
        const entry = toEntry(row.id, r);
        if (entry.kind !== "order" && entry.kind !== "gm") continue;
        const dice = new ForcedDice(entry.faces);
        after = applyLoggedOrder(after, entry.order, dice).state;
        if (dice.remaining !== 0) {
          throw new CorruptBattleError(row.id, `undone event ${entry.seq} left dice unused`);
        }
        steps += 1;
      }
      const finalState = after;
      const version = await this.#transaction(async (tx) => {
        const ends = finalState.phase.kind === "ended";
        const now = this.#now();
        const version = await bump(tx, row, {
          lastSeq: undo.toSeq,
          snapshot: JSON.stringify(finalState),
          snapshotVersion: row.version + 1,
          turnDeadlineAt:
            ends || row.status !== "active" ? null : deadlineAt(row.deadlineSeconds, now),
          reminderSentAt: null,
          ...(ends ? endColumns(finalState, now) : {}),
        });
        await tx.battleEvent.createMany({
          data: undo.events.map(loggedFields),
        });
        const { count } = await tx.battleUndo.updateMany({
          where: { id: undo.id, redoneAt: null },
          data: { redoneAt: now, redoneBy: input.gmId },
        });
        if (count === 0) throw new LostRace();
        if (ends) await this.#award(tx, row, finalState);
        await this.#record(tx, input.interactionId, {
          action: "redo",
          battleId: row.id,
          version,
          seq: undo.toSeq,
        });
        return version;
      });
      return { duplicate: false, value: { redone: steps, state: finalState, version } };
    });
  }

  /**
   * Hands the GM role to another user, in any status but ended. Only the battle's row changes
   * (the log has no GM id in it); the interaction is recorded so a redelivery is not applied
   * twice.
   */
  handOverGm(input: {
    readonly battleId: string;
    readonly toGmId: string;
    readonly interactionId?: string;
  }): Promise<WriteResult<BattleSummary>> {
    return this.#retrying(async () => {
      const done = await this.#processed(input.interactionId);
      if (done) return { duplicate: true, value: await this.#summary(done.battleId) };
      const row = await this.#row(input.battleId);
      if (row.status === "ended") throw new BattleStateError("The battle is over.");
      if (row.gmId === input.toGmId) throw new BattleStateError("They are the GM already.");
      await this.#transaction(async (tx) => {
        const version = await bump(tx, row, {
          gmId: input.toGmId,
          // The state does not change, so the snapshot stays good for the new version.
          ...(row.snapshot !== null && row.snapshotVersion === row.version
            ? { snapshotVersion: row.version + 1 }
            : {}),
        });
        await this.#record(tx, input.interactionId, {
          action: "hand-over-gm",
          battleId: row.id,
          version,
          seq: null,
        });
      });
      return { duplicate: false, value: await this.#summary(row.id) };
    });
  }

  // ---- Internals --------------------------------------------------------------------------

  #run<T>(task: () => Promise<T>): Promise<T> {
    return this.#provider === "sqlite" ? exclusive(this.#prisma, task) : task();
  }

  #transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.#prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  async #requireFreeChannel(db: Tx | PrismaClient, key: string): Promise<void> {
    const open = await db.battle.findUnique({
      where: { activeChannelKey: key },
      select: { id: true },
    });
    if (open) throw new ChannelBusyError(open.id);
  }

  /** Runs an attempt (numbered from 1) until it is not beaten by another write. */
  async #retrying<T>(attempt: (n: number) => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await this.#run(() => attempt(n));
      } catch (error) {
        if (!isRetryable(error) || n >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async #processed(interactionId: string | undefined): Promise<StoredOutcome | null> {
    if (interactionId === undefined) return null;
    const row = await this.#prisma.processedInteraction.findUnique({ where: { interactionId } });
    return row === null ? null : (JSON.parse(row.outcome) as StoredOutcome);
  }

  async #record(tx: Tx, interactionId: string | undefined, outcome: StoredOutcome): Promise<void> {
    if (interactionId === undefined) return;
    // The primary key makes a concurrent second delivery fail here and retry as a duplicate.
    await tx.processedInteraction.create({
      data: { interactionId, battleId: outcome.battleId, outcome: JSON.stringify(outcome) },
    });
  }

  async #row(battleId: string): Promise<BattleRow> {
    const row = await battleRowById(this.#prisma, battleId);
    if (row === null) throw new BattleNotFoundError(battleId);
    return row;
  }

  async #entries(battleId: string): Promise<LogEntry[]> {
    const rows = await this.#prisma.battleEvent.findMany({
      where: { battleId },
      orderBy: { seq: "asc" },
    });
    return rows.map((r) => toEntry(battleId, r));
  }

  async #loadRow(battleId: string): Promise<{ row: BattleRow; state: BattleState | null }> {
    return this.#withState(await this.#row(battleId));
  }

  /** The row and its state: the snapshot if current, else the fold (then cached). */
  async #withState(row: BattleRow): Promise<{ row: BattleRow; state: BattleState | null }> {
    if (row.lastSeq === 0) return { row, state: null };
    if (row.snapshot !== null && row.snapshotVersion === row.version) {
      const state = parseSnapshot(row.id, row.snapshot);
      if (state) return { row, state };
    }
    const entries = await this.#entries(row.id);
    if (entries.length !== row.lastSeq) {
      throw new CorruptBattleError(
        row.id,
        `the log has ${entries.length} events, not ${row.lastSeq}`,
      );
    }
    const { state } = foldEntries(row.id, entries);
    // Cache it unless the battle moved on meanwhile (then that write brought its own).
    await this.#prisma.battle.updateMany({
      where: { id: row.id, version: row.version },
      data: { snapshot: JSON.stringify(state), snapshotVersion: row.version },
    });
    return { row, state };
  }

  async #current(
    battleId: string,
    events: readonly BattleEvent[],
  ): Promise<{ state: BattleState; events: readonly BattleEvent[]; version: number }> {
    const { row, state } = await this.#loadRow(battleId);
    if (state === null) throw new BattleStateError(notRunning(row.status));
    return { state, events, version: row.version };
  }

  async #summary(battleId: string, known?: BattleRow): Promise<BattleSummary> {
    const row = known ?? (await this.#row(battleId));
    const { participants, figures } = await this.#roster(row);
    return {
      id: row.id,
      guildId: row.guildId,
      channelId: row.channelId,
      status: row.status as BattleStatus,
      ruleset: row.ruleset,
      combatType: row.combatType as CombatType,
      gmId: row.gmId,
      sides: parseSides(row.id, row.sides),
      arena: parseArena(row.id, row.arena),
      deadlineSeconds: row.deadlineSeconds,
      turnDeadlineAt: row.turnDeadlineAt,
      reminderSentAt: row.reminderSentAt,
      version: row.version,
      lastSeq: row.lastSeq,
      winner: row.winner,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      startedAt: row.startedAt,
      endedAt: row.endedAt,
      participants,
      figures,
    };
  }

  /** After a write that changed the state but not the roster, the roster read before serves. */
  #keepRoster(row: OrderBasis, version: number): void {
    const cached = this.#rosters.get(row.id);
    if (cached?.version === row.version) {
      this.#rosters.set(row.id, { version, roster: cached.roster });
    }
  }

  /**
   * The battle's players and figures. Every write that changes them also bumps the battle's
   * version, so what was read at a version serves as long as the row is still at it; this saves
   * two queries on nearly every read, and a battle touched by another process is simply read
   * again. (A figure's sourceFigureId turns null without a bump when its stored figure is
   * deleted; nothing reads it from the summary.)
   */
  async #roster(row: BattleRow): Promise<Roster> {
    const cached = this.#rosters.get(row.id);
    if (cached?.version === row.version) return cached.roster;
    const [participants, figures] = await Promise.all([
      this.#prisma.battleParticipant.findMany({
        where: { battleId: row.id },
        orderBy: { id: "asc" },
      }),
      this.#prisma.battleFigure.findMany({ where: { battleId: row.id }, orderBy: { id: "asc" } }),
    ]);
    const setups = figures.map((f) => parseFigureSetup(row.id, f.snapshot, f.figureKey));
    const handles = figureHandles(setups.map(namedSetup));
    const roster: Roster = {
      participants: participants.map((p) => ({ userId: p.userId, sideId: p.sideId })),
      figures: figures.map((f, i): StoredBattleFigure => {
        const setup = setups[i] as FigureSetup;
        return {
          figureKey: f.figureKey,
          sideId: f.sideId,
          kind: f.kind === "monster" ? "monster" : "fighter",
          name: handles.get(f.figureKey) ?? f.name,
          ownName: namedSetup(setup).name,
          ownerId: f.ownerId,
          sourceFigureId: f.sourceFigureId,
          setup,
        };
      }),
    };
    this.#rosters.delete(row.id);
    this.#rosters.set(row.id, { version: row.version, roster });
    // Forget the battle read longest ago once there are many (a Map keeps insertion order).
    if (this.#rosters.size > MAX_ROSTERS) {
      const oldest = this.#rosters.keys().next().value;
      if (oldest !== undefined) this.#rosters.delete(oldest);
    }
    return roster;
  }

  async #log(battleId: string): Promise<StoredBattleLog> {
    const battle = await this.#summary(battleId);
    const entries = await this.#entries(battle.id);
    const undoRows = await this.#prisma.battleUndo.findMany({
      where: { battleId: battle.id },
      orderBy: { id: "asc" },
      include: { events: { orderBy: { seq: "asc" } } },
    });
    const undos = undoRows.map(
      (u): UndoRecord => ({
        id: String(u.id),
        gmId: u.gmId,
        reason: u.reason,
        steps: u.steps,
        fromSeq: u.fromSeq,
        toSeq: u.toSeq,
        createdAt: u.createdAt,
        redoneAt: u.redoneAt,
        redoneBy: u.redoneBy,
        entries: u.events.map((r) => toEntry(battle.id, r)),
      }),
    );
    return { battle, entries, undos };
  }

  /** A write to a forming battle: checks, the change, the version bump and the record. */
  #forming(
    battleId: string,
    interactionId: string | undefined,
    action: string,
    change: (tx: Tx, row: BattleRow) => Promise<void>,
  ): Promise<WriteResult<BattleSummary>> {
    return this.#retrying(async () => {
      const done = await this.#processed(interactionId);
      if (done) return { duplicate: true, value: await this.#summary(done.battleId) };
      const row = await this.#row(battleId);
      if (row.status !== "forming") throw new BattleStateError(alreadyStarted(row.status));
      await this.#transaction(async (tx) => {
        const version = await bump(tx, row, {});
        await change(tx, row);
        await this.#record(tx, interactionId, { action, battleId: row.id, version, seq: null });
      });
      return { duplicate: false, value: await this.#summary(row.id) };
    });
  }

  #control(input: GmControlInput, action: ControlAction): Promise<WriteResult<BattleSummary>> {
    return this.#retrying(async () => {
      const done = await this.#processed(input.interactionId);
      if (done) return { duplicate: true, value: await this.#summary(done.battleId) };
      const row = await this.#row(input.battleId);
      const allowed: Record<ControlAction, readonly string[]> = {
        pause: ["active"],
        resume: ["paused"],
        abandon: ["forming", "active", "paused"],
      };
      if (!allowed[action].includes(row.status)) {
        throw new BattleStateError(
          action === "resume" ? "The battle is not paused." : notRunning(row.status),
        );
      }
      const now = this.#now();
      const status: BattleStatus =
        action === "pause" ? "paused" : action === "resume" ? "active" : "ended";
      // A forming battle has no log yet: abandoning it only closes it.
      const logged = row.lastSeq > 0;
      const seq = logged ? row.lastSeq + 1 : 0;
      await this.#transaction(async (tx) => {
        const version = await bump(tx, row, {
          status,
          lastSeq: logged ? seq : 0,
          // The state does not change, so the snapshot stays good for the new version.
          ...(row.snapshot !== null && row.snapshotVersion === row.version
            ? { snapshotVersion: row.version + 1 }
            : {}),
          turnDeadlineAt: status === "active" ? deadlineAt(row.deadlineSeconds, now) : null,
          reminderSentAt: null,
          ...(status === "ended" ? { activeChannelKey: null, winner: null, endedAt: now } : {}),
        });
        if (logged) {
          const payload: LogPayload = { kind: "control", action, reason: input.reason ?? null };
          await tx.battleEvent.create({
            data: {
              battleId: row.id,
              ...eventColumns(
                { seq, payload, actorId: input.gmId, interactionId: input.interactionId },
                version,
              ),
            },
          });
        }
        await this.#record(tx, input.interactionId, {
          action,
          battleId: row.id,
          version,
          seq: logged ? seq : null,
        });
      });
      return { duplicate: false, value: await this.#summary(row.id) };
    });
  }

  /** An order that does not end the battle: one transaction (battle-sql.ts appendStep). */
  async #appendOrder(
    row: OrderBasis,
    state: BattleState,
    event: {
      seq: number;
      payload: LogPayload;
      actorId: string;
      interactionId?: string | undefined;
    },
    outcome: (version: number) => StoredOutcome,
  ): Promise<number> {
    const version = row.version + 1;
    const now = this.#now();
    const written = await appendStep(
      this.#prisma,
      {
        battleId: row.id,
        fromVersion: row.version,
        seq: event.seq,
        kind: event.payload.kind,
        payload: serializePayload(event.payload),
        actorId: event.actorId,
        snapshot: JSON.stringify(state),
        turnDeadlineAt: deadlineAt(row.deadlineSeconds, now),
        interaction:
          event.interactionId === undefined
            ? null
            : { id: event.interactionId, outcome: JSON.stringify(outcome(version)) },
        now,
      },
      TRANSACTION_OPTIONS,
    );
    if (!written) throw new LostRace();
    return version;
  }

  /**
   * Appends an order's event with the new snapshot and version; if the state has ended, closes
   * the battle and awards EP in the same transaction.
   */
  async #append(
    tx: Tx,
    row: OrderBasis,
    state: BattleState,
    event: {
      seq: number;
      payload: LogPayload;
      actorId: string;
      interactionId?: string | undefined;
    },
  ): Promise<{ version: number; ended: BattleEnding | null }> {
    const now = this.#now();
    const ends = state.phase.kind === "ended";
    const version = await bump(tx, row, {
      lastSeq: event.seq,
      snapshot: JSON.stringify(state),
      snapshotVersion: row.version + 1,
      turnDeadlineAt: ends ? null : deadlineAt(row.deadlineSeconds, now),
      reminderSentAt: null,
      ...(ends ? endColumns(state, now) : {}),
    });
    await tx.battleEvent.create({ data: { battleId: row.id, ...eventColumns(event, version) } });
    return { version, ended: ends ? await this.#award(tx, row, state) : null };
  }

  /** EP to every persistent figure in the battle (in id order, so no two awards deadlock). */
  async #award(tx: Tx, row: OrderBasis, state: BattleState): Promise<BattleEnding> {
    const figures = await tx.battleFigure.findMany({
      where: { battleId: row.id, sourceFigureId: { not: null } },
      orderBy: { sourceFigureId: "asc" },
    });
    const awards: EpAward[] = [];
    const label = `${capitalize(row.combatType)} combat (battle ${row.id})`;
    for (const f of figures) {
      if (f.sourceFigureId === null) continue;
      const awarded = state.ep?.[f.figureKey] ?? 0;
      const change = await awardEp(
        tx,
        f.sourceFigureId,
        awarded,
        `${label}: ${formatEp(awarded)}`,
        row.id,
      );
      if (change !== null) {
        awards.push({ figureKey: f.figureKey, figureId: f.sourceFigureId, awarded, ...change });
      }
    }
    return { winner: state.phase.kind === "ended" ? state.phase.winner : null, awards };
  }
}

export const NOTHING_TO_REROLL = "There is no step to re-roll yet.";
export const NO_DICE = "The last step rolled no dice; there is nothing to re-roll.";

/**
 * A GM's undo or re-roll names steps as the GM saw them, at a version: once anything else has
 * happened (a player's step landing first, say) they are not the steps the GM meant.
 */
function requireSeen(row: Pick<BattleRow, "version">, seen: number | undefined, what: string) {
  if (seen !== undefined && seen !== row.version) {
    throw new BattleStateError(
      `The battle has moved on since you chose; nothing was ${what}. Look at the steps again.`,
    );
  }
}

/** Compare-and-set of the version: the write's guard against every other write. */
async function bump(
  tx: Tx,
  row: Pick<BattleRow, "id" | "version">,
  data: Prisma.BattleUpdateManyMutationInput,
): Promise<number> {
  const version = row.version + 1;
  const { count } = await tx.battle.updateMany({
    where: { id: row.id, version: row.version },
    data: { ...data, version },
  });
  if (count === 0) throw new LostRace();
  return version;
}

function endColumns(state: BattleState, now: Date): Prisma.BattleUpdateManyMutationInput {
  return {
    status: "ended",
    activeChannelKey: null,
    winner: state.phase.kind === "ended" ? state.phase.winner : null,
    endedAt: now,
  };
}

function isRetryable(error: unknown): boolean {
  if (error instanceof LostRace) return true;
  // P2002: a unique index caught a racing write (seq, interaction, channel, figure key).
  // P2034: PostgreSQL aborted the transaction for a write conflict or a deadlock.
  const code = prismaErrorCode(error);
  return code === "P2002" || code === "P2034";
}

function startsTurn(entry: LogEntry, turn: number): boolean {
  return (
    entry.kind !== "control" &&
    entry.events.some((event) => event.type === "turn-started" && event.turn === turn)
  );
}

/** A log row's own fields, as an undo moves them out of the log and a redo back in. */
function loggedFields(row: EventRow | UndoneRow) {
  return {
    battleId: row.battleId,
    seq: row.seq,
    kind: row.kind,
    payload: row.payload,
    actorId: row.actorId,
    interactionId: row.interactionId,
    version: row.version,
    createdAt: row.createdAt,
  };
}

function toEntry(battleId: string, row: EventRow | UndoneRow): LogEntry {
  const payload = parsePayload(battleId, row.seq, row.kind, row.payload);
  return {
    ...payload,
    seq: row.seq,
    actorId: row.actorId,
    interactionId: row.interactionId,
    version: row.version,
    createdAt: row.createdAt,
  };
}

function channelKey(guildId: string, channelId: string): string {
  return `${guildId}:${channelId}`;
}

/** The reminder goes once three quarters of a decision's time have passed. */
export const DEFAULT_REMINDER_FRACTION = 0.75;

function reminderTime(deadline: Date, seconds: number | null, fraction: number): Date {
  if (seconds === null) return deadline;
  const lead = Math.round(seconds * 1000 * (1 - fraction));
  return new Date(deadline.getTime() - lead);
}

function deadlineAt(seconds: number | null, now: Date): Date | null {
  return seconds === null ? null : new Date(now.getTime() + seconds * 1000);
}

function checkSides(sides: readonly Side[]): void {
  if (sides.length < 2) throw new BattleStateError("A battle needs at least two sides.");
  const ids = new Set(sides.map((s) => s.id));
  if (ids.size !== sides.length) throw new BattleStateError("Two sides share an id.");
}

function checkDeadline(seconds: number | null): number | null {
  if (seconds !== null && (!Number.isInteger(seconds) || seconds < 1)) {
    throw new BattleStateError("A turn deadline is a whole number of seconds, at least 1.");
  }
  return seconds;
}

function requireSide(row: BattleRow, sideId: string): void {
  if (!parseSides(row.id, row.sides).some((s) => s.id === sideId)) {
    throw new BattleStateError(`There is no side "${sideId}" in this battle.`);
  }
}

/** Puts a player on a side of a forming battle, or moves them to it. */
async function joinSide(tx: Tx, battleId: string, userId: string, sideId: string): Promise<void> {
  await tx.battleParticipant.upsert({
    where: { battleId_userId: { battleId, userId } },
    create: { battleId, userId, sideId },
    update: { sideId },
  });
}

function nextFigureKey(taken: readonly string[]): string {
  const numbers = taken
    .map((k) => /^f(\d+)$/.exec(k)?.[1])
    .map(Number)
    .filter(Number.isFinite);
  return `f${Math.max(0, ...numbers) + 1}`;
}

function alreadyStarted(status: string): string {
  return status === "ended" ? "The battle is over." : "The battle has already started.";
}

function notRunning(status: string): string {
  switch (status) {
    case "forming":
      return "The battle has not started yet.";
    case "paused":
      return "The battle is paused.";
    case "ended":
      return "The battle is over.";
    default:
      return "The battle is not running.";
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The columns of one row of a battle's log, written at the battle's new `version`. */
function eventColumns(
  event: { seq: number; payload: LogPayload; actorId: string; interactionId?: string | undefined },
  version: number,
) {
  return {
    seq: event.seq,
    kind: event.payload.kind,
    payload: serializePayload(event.payload),
    actorId: event.actorId,
    interactionId: event.interactionId ?? null,
    version,
  };
}
