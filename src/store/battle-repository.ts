/**
 * Battles that persist, as a repository: see battle-store.ts for the guarantees.
 */
import type { Battle as BattleRow } from "../../generated/prisma/client.ts";
import { type ComputerLevel, isComputerLevel } from "../computer/index.ts";
import {
  type BattleEvent,
  type BattleState,
  type CombatType,
  type FigureSetup,
  figureHandles,
  namedSetup,
} from "../engine/index.ts";
import { gamePlayById, MELEE_GAME } from "../games/registry.ts";
import {
  battleModeOf,
  parseArena,
  parseFigureSetup,
  parseScenarioColumn,
  parseSides,
  parseSnapshot,
  serializePayload,
  storedOptionalRules,
} from "./battle-json.ts";
import { type BattleExport, foldEntries, toExport } from "./battle-log.ts";
import {
  bump,
  capitalize,
  channelKey,
  deadlineAt,
  endColumns,
  eventColumns,
  LostRace,
  type OrderBasis,
  type StoredOutcome,
  startsTurn,
  statusOf,
  TRANSACTION_OPTIONS,
  type Tx,
  toEntry,
} from "./battle-rows.ts";
import {
  appendStep,
  battleRowByChannelKey,
  battleRowById,
  eventRowsNewestFirst,
} from "./battle-sql.ts";
import type {
  BattleEnding,
  BattleStatus,
  BattleSummary,
  EpAward,
  LoadedBattle,
  LogEntry,
  LogPayload,
  StoredBattleFigure,
  StoredBattleLog,
  UndoRecord,
} from "./battle-types.ts";
import { BattleWrites } from "./battle-writes.ts";
import type { Database } from "./database.ts";
import { awardEp, formatEp } from "./ep-award.ts";
import { BattleNotFoundError, BattleStateError, CorruptBattleError } from "./errors.ts";
import { recordOutcomes } from "./figure-records.ts";

/** Entries read at a time by turnEntries: a turn of a small battle fits in one page. */
const TURN_PAGE = 16;

export interface BattleStoreOptions {
  /** The clock for deadlines and end times (tests pass their own). */
  readonly now?: () => Date;
}

/** A battle's players and figures, as part of its summary. */
type Roster = Pick<BattleSummary, "participants" | "figures">;

/** An order's event as it is appended to the log. */
interface NewLogEvent {
  readonly seq: number;
  readonly payload: LogPayload;
  readonly actorId: string;
  readonly interactionId?: string | undefined;
}

/** Battles whose roster is kept between reads (see roster). */
const MAX_ROSTERS = 1000;

/**
 * The battles' repository: reads, the log, and what every write shares (the SQLite turn, the
 * transaction, retrying a lost race, the interaction record and the append of a step).
 */
export class BattleRepository extends BattleWrites<StoredOutcome> {
  readonly now: () => Date;
  /** Each battle's roster as last read, with the version it was read at. */
  readonly #rosters = new Map<string, { readonly version: number; readonly roster: Roster }>();

  constructor(database: Pick<Database, "prisma" | "provider">, options: BattleStoreOptions = {}) {
    super(database);
    this.now = options.now ?? (() => new Date());
  }

  /** The battle and its state (from the snapshot when it is current, else folded and cached). */
  load(battleId: string): Promise<LoadedBattle> {
    return this.run(async () => {
      const { row, state } = await this.loadRow(battleId);
      return { battle: await this.summary(row.id, row), state, version: row.version };
    });
  }

  /** The state folded from the log alone, ignoring the snapshot: what the snapshot must equal. */
  foldLog(battleId: string): Promise<BattleState | null> {
    return this.run(async () => {
      const row = await this.row(battleId);
      const entries = await this.entries(row.id);
      return entries.length === 0 ? null : foldEntries(row.id, row, entries).state;
    });
  }

  /**
   * The game of the channel's open battle when it is not MELEE (the battle service plays it), so
   * a MELEE command can say what the channel holds; null if none is open or it is MELEE's.
   */
  otherGameIn(guildId: string, channelId: string): Promise<string | null> {
    return this.run(async () => {
      const row = await battleRowByChannelKey(this.prisma, channelKey(guildId, channelId));
      return row === null || row.game === MELEE_GAME ? null : row.game;
    });
  }

  /** The MELEE battle in the channel that has not ended, loaded as `load` does; null if none. */
  loadActiveIn(guildId: string, channelId: string): Promise<LoadedBattle | null> {
    return this.run(async () => {
      const found = await battleRowByChannelKey(this.prisma, channelKey(guildId, channelId));
      if (found === null || found.game !== MELEE_GAME) return null;
      const { row, state } = await this.withState(found);
      return { battle: await this.summary(row.id, row), state, version: row.version };
    });
  }

  /** The MELEE battle in the channel that has not ended, if any. */
  activeInChannel(guildId: string, channelId: string): Promise<BattleSummary | null> {
    return this.run(async () => {
      const row = await battleRowByChannelKey(this.prisma, channelKey(guildId, channelId));
      return row === null || row.game !== MELEE_GAME ? null : this.summary(row.id, row);
    });
  }

  /** Whether the stored figure is in a battle that has not ended (it may fight in one at most). */
  isFighting(figureId: string): Promise<boolean> {
    return this.run(async () => {
      const entered = await this.prisma.battleFigure.findFirst({
        where: { sourceFigureId: figureId, battle: { status: { not: "ended" } } },
        select: { battleId: true },
      });
      return entered !== null;
    });
  }

  /** How many battles in the guild have not ended (for the per-guild limit). */
  countOpen(guildId: string): Promise<number> {
    return this.run(() =>
      this.prisma.battle.count({ where: { guildId, status: { not: "ended" } } }),
    );
  }

  /** The guild's battles that have not ended, oldest first, wherever they are. */
  listOpen(guildId: string, limit = 100): Promise<BattleSummary[]> {
    return this.run(async () => {
      const rows = await this.prisma.battle.findMany({
        where: { guildId, game: MELEE_GAME, status: { not: "ended" } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: Math.max(1, limit),
      });
      return this.summaries(rows);
    });
  }

  /** The channel's battles, newest first, ended ones included. */
  listBattles(guildId: string, channelId: string, limit = 25): Promise<BattleSummary[]> {
    return this.run(async () => {
      const rows = await this.prisma.battle.findMany({
        where: { guildId, channelId, game: MELEE_GAME },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: Math.max(1, limit),
      });
      return this.summaries(rows);
    });
  }

  async summaries(rows: readonly BattleRow[]): Promise<BattleSummary[]> {
    const summaries: BattleSummary[] = [];
    for (const row of rows) summaries.push(await this.summary(row.id, row));
    return summaries;
  }

  /** The whole log, with what GMs undid. */
  log(battleId: string): Promise<StoredBattleLog> {
    return this.run(() => this.readLog(battleId));
  }

  /**
   * The log's entries from the one where `turn` started to the newest, oldest first (the whole
   * log when no entry started it). Read newest first a page at a time, so a long battle costs
   * what its last turn costs: the turn's map needs only that turn's events.
   */
  turnEntries(battleId: string, turn: number): Promise<LogEntry[]> {
    return this.run(async () => {
      const newestFirst: LogEntry[] = [];
      let below: number | undefined;
      for (;;) {
        const rows = await eventRowsNewestFirst(this.prisma, battleId, below, TURN_PAGE);
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
    return this.run(async () => toExport(await this.readLog(battleId), this.now()));
  }

  async row(battleId: string): Promise<BattleRow> {
    const row = await battleRowById(this.prisma, battleId);
    // Another game's battle is not one of MELEE's, whatever id a command was given; an unknown
    // game is left to the fold, which refuses it as corrupt.
    if (row === null || gamePlayById(row.game) !== null) throw new BattleNotFoundError(battleId);
    return row;
  }

  async entries(battleId: string): Promise<LogEntry[]> {
    const rows = await this.prisma.battleEvent.findMany({
      where: { battleId },
      orderBy: { seq: "asc" },
    });
    return rows.map((r) => toEntry(battleId, r));
  }

  async loadRow(battleId: string): Promise<{ row: BattleRow; state: BattleState | null }> {
    return this.withState(await this.row(battleId));
  }

  /** The row and its state: the snapshot if current, else the fold (then cached). */
  async withState(row: BattleRow): Promise<{ row: BattleRow; state: BattleState | null }> {
    if (row.lastSeq === 0) return { row, state: null };
    if (row.snapshot !== null && row.snapshotVersion === row.version) {
      const state = parseSnapshot(row.id, row.snapshot);
      if (state) return { row, state };
    }
    const entries = await this.entries(row.id);
    if (entries.length !== row.lastSeq) {
      throw new CorruptBattleError(
        row.id,
        `the log has ${entries.length} events, not ${row.lastSeq}`,
      );
    }
    const { state } = foldEntries(row.id, row, entries);
    // Cache it unless the battle moved on meanwhile (then that write brought its own).
    await this.prisma.battle.updateMany({
      where: { id: row.id, version: row.version },
      data: { snapshot: JSON.stringify(state), snapshotVersion: row.version },
    });
    return { row, state };
  }

  async current(
    battleId: string,
    events: readonly BattleEvent[],
  ): Promise<{ state: BattleState; events: readonly BattleEvent[]; version: number }> {
    const { row, state } = await this.loadRow(battleId);
    if (state === null) throw new BattleStateError({ code: "not-running", status: statusOf(row) });
    return { state, events, version: row.version };
  }

  async summary(battleId: string, known?: BattleRow): Promise<BattleSummary> {
    const row = known ?? (await this.row(battleId));
    const { participants, figures } = await this.roster(row);
    return {
      id: row.id,
      guildId: row.guildId,
      channelId: row.channelId,
      status: row.status as BattleStatus,
      game: row.game,
      mode: battleModeOf(row.id, row.mode),
      ruleset: row.ruleset,
      optionalRules: storedOptionalRules(row.id, row.ruleset, row.optionalRules),
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
      ...scenarioOf(row),
    };
  }

  /** After a write that changed the state but not the roster, the roster read before serves. */
  keepRoster(row: OrderBasis, version: number): void {
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
  async roster(row: BattleRow): Promise<Roster> {
    const cached = this.#rosters.get(row.id);
    if (cached?.version === row.version) return cached.roster;
    const [participants, figures] = await Promise.all([
      this.prisma.battleParticipant.findMany({
        where: { battleId: row.id },
        orderBy: { id: "asc" },
      }),
      this.prisma.battleFigure.findMany({ where: { battleId: row.id }, orderBy: { id: "asc" } }),
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
          computer: f.computer,
          computerLevel: storedLevel(row.id, f),
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

  async readLog(battleId: string): Promise<StoredBattleLog> {
    const battle = await this.summary(battleId);
    const entries = await this.entries(battle.id);
    const undoRows = await this.prisma.battleUndo.findMany({
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

  /** An order that does not end the battle: one transaction (battle-sql.ts appendStep). */
  async appendOrder(
    row: OrderBasis,
    state: BattleState,
    event: NewLogEvent,
    outcome: (version: number) => StoredOutcome,
  ): Promise<number> {
    const version = row.version + 1;
    const now = this.now();
    const written = await appendStep(
      this.prisma,
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
  async append(
    tx: Tx,
    row: OrderBasis,
    state: BattleState,
    event: NewLogEvent,
  ): Promise<{ version: number; ended: BattleEnding | null }> {
    const now = this.now();
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
    return { version, ended: ends ? await this.award(tx, row, state) : null };
  }

  /** EP to every persistent figure in the battle (in id order, so no two awards deadlock). */
  async award(tx: Tx, row: OrderBasis, state: BattleState): Promise<BattleEnding> {
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
    await recordOutcomes(tx, row.id, state, this.now());
    return { winner: state.phase.kind === "ended" ? state.phase.winner : null, awards };
  }
}

/** A figure row's computer level, checked like the other columns read back. */
function storedLevel(
  battleId: string,
  figure: { figureKey: string; computerLevel: string },
): ComputerLevel {
  if (isComputerLevel(figure.computerLevel)) return figure.computerLevel;
  throw new CorruptBattleError(
    battleId,
    `figure ${figure.figureKey} has an unknown computer level "${figure.computerLevel}"`,
  );
}

/** The summary's scenario field: the name of the scenario the battle was opened from, if any. */
function scenarioOf(row: BattleRow): { readonly scenario?: string } {
  const scenario = parseScenarioColumn(row.id, row.scenario);
  return scenario === null ? {} : { scenario: scenario.name };
}
