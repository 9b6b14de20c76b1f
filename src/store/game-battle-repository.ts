/**
 * Battles of the games other than MELEE (src/games/registry.ts, `GAME_PLAYS`), kept in the same
 * tables as MELEE's: a Battle row whose `game` names the game, its seats in the `sides` column
 * (as JSON, with the options the battle was opened with), each seated player in
 * BattleParticipant (`sideId` is the seat), and the log in BattleEvent: "start" {setup,
 * openingFaces, events}, "order" {order, faces, events} and "control" {action: "take-back", seq},
 * {action: "abandon", reason}, {action: "pause", reason} or {action: "resume"}.
 * The payloads are the game's own data: this repository stores them and never folds them; the
 * battle service (src/battles) does. Writes share MELEE's idempotency wrapper (battle-writes.ts),
 * one open battle per channel whatever its game (`activeChannelKey`), a compare-and-set of the
 * version, and SQLite's one-at-a-time turn.
 */
import type { Battle as BattleRow } from "../../generated/prisma/client.ts";
import { MELEE_GAME } from "../games/registry.ts";
import { bump, channelKey, deadlineAt, newBattleColumns, type Tx } from "./battle-rows.ts";
import { battleRowByChannelKey, battleRowById } from "./battle-sql.ts";
import { BattleWrites } from "./battle-writes.ts";
import type { Database } from "./database.ts";
import { CorruptBattleError } from "./errors.ts";

/** A seat of a game battle: empty (no player), a player's, or the computer's. */
export interface GameSeat {
  readonly id: string;
  readonly playerId: string | null;
  readonly computer: boolean;
}

/** A paused battle keeps its channel but has no deadline and takes no orders until resumed. */
export type GameBattleStatus = "forming" | "active" | "paused" | "ended";

/** A game battle's row, read. */
export interface GameBattleRecord {
  readonly id: string;
  readonly game: string;
  readonly ruleset: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly status: GameBattleStatus;
  readonly gmId: string;
  readonly seats: readonly GameSeat[];
  readonly options: Readonly<Record<string, string | number>>;
  readonly deadlineSeconds: number | null;
  readonly turnDeadlineAt: Date | null;
  readonly version: number;
  readonly lastSeq: number;
  /** The state after the whole log as JSON, when it is current (the service's cache). */
  readonly snapshot: string | null;
  readonly boardMessageId: string | null;
}

export type GameLogKind = "start" | "order" | "control";

/** One row of a game battle's log; the payload is the game's data as the service wrote it. */
export interface GameLogRow {
  readonly seq: number;
  readonly kind: GameLogKind;
  readonly payload: unknown;
  readonly actorId: string;
  readonly interactionId: string | null;
  readonly createdAt: Date;
}

/** What a processed interaction answered, kept to answer its redelivery alike. */
export interface GameStoredOutcome {
  readonly battleId: string;
  readonly value: unknown;
}

/** A new entry for the log, with the state it leaves and whether it ends the battle. */
export interface GameLogAppend {
  readonly kind: GameLogKind;
  readonly payload: unknown;
  readonly actorId: string;
  readonly interactionId?: string | undefined;
  /** The state after the entry, as JSON. */
  readonly snapshot: string;
  /** Whether the game now waits for nobody: the battle ends, freeing its channel. */
  readonly ends: boolean;
  /** The single winner's seat, kept in the row's `winner` (null for none or several). */
  readonly winner?: string | null;
  /** Pauses the battle (no deadline) or resumes it (its deadline runs again from now). */
  readonly status?: "paused" | "active";
}

/** The stored shape of the `sides` column for a game battle. */
interface SeatsColumn {
  readonly seats: readonly GameSeat[];
  readonly options: Readonly<Record<string, string | number>>;
}

/** The game battle a row holds, or a corrupt battle's error for a row that is not one. */
function toRecord(row: BattleRow): GameBattleRecord {
  let column: SeatsColumn;
  try {
    column = JSON.parse(row.sides) as SeatsColumn;
  } catch (error) {
    throw new CorruptBattleError(row.id, "its seats are not JSON", { cause: error });
  }
  if (!Array.isArray(column.seats)) throw new CorruptBattleError(row.id, "it has no seats");
  return {
    id: row.id,
    game: row.game,
    ruleset: row.ruleset,
    guildId: row.guildId,
    channelId: row.channelId,
    status: row.status as GameBattleStatus,
    gmId: row.gmId,
    seats: column.seats,
    options: column.options ?? {},
    deadlineSeconds: row.deadlineSeconds,
    turnDeadlineAt: row.turnDeadlineAt,
    version: row.version,
    lastSeq: row.lastSeq,
    snapshot: row.snapshotVersion === row.version ? row.snapshot : null,
    boardMessageId: row.boardMessageId,
  };
}

function seatsColumn(seats: readonly GameSeat[], options: SeatsColumn["options"]): string {
  return JSON.stringify({ seats, options } satisfies SeatsColumn);
}

export class GameBattleRepository extends BattleWrites<GameStoredOutcome> {
  readonly now: () => Date;

  constructor(database: Pick<Database, "prisma" | "provider">, options: { now?: () => Date } = {}) {
    super(database);
    this.now = options.now ?? (() => new Date());
  }

  /** The battle by id; null if there is none or it is MELEE's (the MELEE store keeps those). */
  async find(battleId: string): Promise<GameBattleRecord | null> {
    const row = await battleRowById(this.prisma, battleId);
    return row === null || row.game === MELEE_GAME ? null : toRecord(row);
  }

  /** The game of the channel's open battle, whatever game it is, or null if it has none. */
  async openGameIn(
    guildId: string,
    channelId: string,
  ): Promise<{ id: string; game: string } | null> {
    const row = await battleRowByChannelKey(this.prisma, channelKey(guildId, channelId));
    return row === null ? null : { id: row.id, game: row.game };
  }

  /** The whole log, oldest first. */
  async entries(battleId: string): Promise<GameLogRow[]> {
    const rows = await this.prisma.battleEvent.findMany({
      where: { battleId },
      orderBy: { seq: "asc" },
    });
    return rows.map((row) => {
      try {
        return {
          seq: row.seq,
          kind: row.kind as GameLogKind,
          payload: JSON.parse(row.payload) as unknown,
          actorId: row.actorId,
          interactionId: row.interactionId,
          createdAt: row.createdAt,
        };
      } catch (error) {
        throw new CorruptBattleError(battleId, `log entry ${row.seq} is not JSON`, {
          cause: error,
        });
      }
    });
  }

  /** A new battle, forming in its channel; the channel must have no open battle of any game. */
  async create(
    tx: Tx,
    input: {
      readonly game: string;
      readonly ruleset: string;
      readonly guildId: string;
      readonly channelId: string;
      readonly gmId: string;
      readonly seats: readonly GameSeat[];
      readonly options: SeatsColumn["options"];
      readonly deadlineSeconds: number | null;
    },
  ): Promise<GameBattleRecord> {
    const key = channelKey(input.guildId, input.channelId);
    await this.requireFreeChannel(tx, key);
    const row = await tx.battle.create({
      data: {
        ...newBattleColumns(input, key),
        game: input.game,
        ruleset: input.ruleset,
        // MELEE's combat types do not apply; the column is required, so it names the game.
        combatType: input.game,
        gmId: input.gmId,
        sides: seatsColumn(input.seats, input.options),
        deadlineSeconds: input.deadlineSeconds,
      },
    });
    await this.#seatPlayers(tx, row.id, input.seats);
    return toRecord(row);
  }

  /**
   * Writes the seats of a forming battle (a player sat down, a computer filled a seat), and its
   * options when a seat brought its own (a player's figure).
   */
  async setSeats(
    tx: Tx,
    battle: GameBattleRecord,
    seats: readonly GameSeat[],
    options: SeatsColumn["options"] = battle.options,
  ): Promise<number> {
    const version = await bump(tx, battle, { sides: seatsColumn(seats, options) });
    await tx.battleParticipant.deleteMany({ where: { battleId: battle.id } });
    await this.#seatPlayers(tx, battle.id, seats);
    return version;
  }

  async #seatPlayers(tx: Tx, battleId: string, seats: readonly GameSeat[]): Promise<void> {
    for (const seat of seats) {
      if (seat.playerId === null) continue;
      await tx.battleParticipant.create({
        data: { battleId, userId: seat.playerId, sideId: seat.id },
      });
    }
  }

  /**
   * Appends an entry at the battle's next seq, with the state it leaves: the first entry starts
   * the battle, an entry that ends it frees its channel. Fails as a lost race if the battle is no
   * longer at the version read.
   */
  async append(tx: Tx, battle: GameBattleRecord, entry: GameLogAppend): Promise<number> {
    const now = this.now();
    const seq = battle.lastSeq + 1;
    const version = await bump(tx, battle, {
      lastSeq: seq,
      snapshot: entry.snapshot,
      snapshotVersion: battle.version + 1,
      reminderSentAt: null,
      turnDeadlineAt:
        entry.ends || entry.status === "paused" ? null : deadlineAt(battle.deadlineSeconds, now),
      ...(battle.status === "forming" ? { status: "active", startedAt: now } : {}),
      ...(entry.status === undefined ? {} : { status: entry.status }),
      ...(entry.ends
        ? { status: "ended", activeChannelKey: null, endedAt: now, winner: entry.winner ?? null }
        : {}),
    });
    await tx.battleEvent.create({
      data: {
        battleId: battle.id,
        seq,
        kind: entry.kind,
        payload: JSON.stringify(entry.payload),
        actorId: entry.actorId,
        interactionId: entry.interactionId ?? null,
        version,
      },
    });
    return version;
  }

  /**
   * Ends a forming battle, which has no log yet, freeing its channel: nothing is folded, so
   * nothing is logged (a running battle is ended by an appended entry instead).
   */
  async close(tx: Tx, battle: GameBattleRecord): Promise<number> {
    return bump(tx, battle, {
      status: "ended",
      activeChannelKey: null,
      endedAt: this.now(),
      turnDeadlineAt: null,
    });
  }

  /** Keeps the id of the battle's board message, edited in place at each step. */
  async setBoardMessage(battleId: string, messageId: string): Promise<void> {
    await this.run(() =>
      this.prisma.battle.updateMany({
        where: { id: battleId },
        data: { boardMessageId: messageId },
      }),
    );
  }

  /** Running game battles whose deadline is due at `now`, soonest first. */
  dueBattles(now: Date): Promise<GameBattleRecord[]> {
    return this.run(async () => {
      const rows = await this.prisma.battle.findMany({
        where: { status: "active", game: { not: MELEE_GAME }, turnDeadlineAt: { lte: now } },
        orderBy: [{ turnDeadlineAt: "asc" }, { id: "asc" }],
      });
      return rows.map(toRecord);
    });
  }

  /** The server's running game battles where `userId` holds a seat or is the GM, oldest first. */
  runningBattlesOf(guildId: string, userId: string): Promise<GameBattleRecord[]> {
    return this.run(async () => {
      const rows = await this.prisma.battle.findMany({
        where: { guildId, status: "active", game: { not: MELEE_GAME } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return rows
        .map(toRecord)
        .filter((b) => b.gmId === userId || b.seats.some((s) => s.playerId === userId));
    });
  }

  /** Running game battles with a seat under the computer's control (its turn may be waiting). */
  computerBattles(): Promise<GameBattleRecord[]> {
    return this.run(async () => {
      const rows = await this.prisma.battle.findMany({
        where: { status: "active", game: { not: MELEE_GAME } },
        orderBy: { id: "asc" },
      });
      return rows.map(toRecord).filter((b) => b.seats.some((s) => s.computer));
    });
  }
}
