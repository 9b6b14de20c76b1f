/**
 * The battle rows' shared pieces: the version's compare-and-set, log rows as entries, times.
 */
import type {
  Battle as BattleRow,
  BattleEvent as EventRow,
  Prisma,
  UndoneEvent as UndoneRow,
} from "../../generated/prisma/client.ts";
import type { BattleEvent, BattleState, Side } from "../engine/index.ts";
import type { RecordedStep } from "../games/game-log.ts";
import { gameById } from "../games/registry.ts";
import { parsePayload, parseSides, serializePayload } from "./battle-json.ts";
import type { BattleStatus, LogEntry, LogPayload } from "./battle-types.ts";
import { BattleStateError, CorruptBattleError } from "./errors.ts";
import { prismaErrorCode } from "./prisma-error-code.ts";
export type Tx = Prisma.TransactionClient;

/** A MELEE step with the faces it rolled, as the log stores it. */
export type Recorded = RecordedStep<BattleState, BattleEvent>;

export const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** The columns an order's write needs: a stored row, or the summary of a caller's read. */
export type OrderBasis = Pick<
  BattleRow,
  "id" | "version" | "lastSeq" | "status" | "deadlineSeconds" | "combatType"
>;

/** Another write changed the battle between our read and our write: read again and retry. */
export class LostRace extends Error {
  constructor() {
    super("the battle changed under this write");
    this.name = "LostRace";
  }
}

/** What a processed interaction did, kept to answer its redelivery. */
export interface StoredOutcome {
  readonly action: string;
  readonly battleId: string;
  readonly version: number;
  readonly seq: number | null;
  readonly events?: readonly BattleEvent[];
}

/**
 * A GM's undo or re-roll names steps as the GM saw them, at a version: once anything else has
 * happened (a player's step landing first, say) they are not the steps the GM meant.
 */
export function requireSeen(
  row: Pick<BattleRow, "version">,
  seen: number | undefined,
  what: "undone" | "re-rolled",
) {
  if (seen !== undefined && seen !== row.version) {
    throw new BattleStateError({ code: "moved-on-since-chosen", action: what });
  }
}

/** Compare-and-set of the version: the write's guard against every other write. */
export async function bump(
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

export function endColumns(state: BattleState, now: Date): Prisma.BattleUpdateManyMutationInput {
  return {
    status: "ended",
    activeChannelKey: null,
    winner: state.phase.kind === "ended" ? state.phase.winner : null,
    endedAt: now,
  };
}

export function isRetryable(error: unknown): boolean {
  if (error instanceof LostRace) return true;
  // P2002: a unique index caught a racing write (seq, interaction, channel, figure key).
  // P2034: PostgreSQL aborted the transaction for a write conflict or a deadlock.
  const code = prismaErrorCode(error);
  return code === "P2002" || code === "P2034";
}

export function startsTurn(entry: LogEntry, turn: number): boolean {
  return (
    entry.kind !== "control" &&
    entry.events.some((event) => event.type === "turn-started" && event.turn === turn)
  );
}

/** A log row's own fields, as an undo moves them out of the log and a redo back in. */
export function loggedFields(row: EventRow | UndoneRow) {
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

export function toEntry(battleId: string, row: EventRow | UndoneRow): LogEntry {
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

/** The rules a battle's row names; a game this build does not know makes the battle unreadable. */
export function gameOf(row: Pick<BattleRow, "id" | "game">) {
  const game = gameById(row.game);
  if (game === null) throw new CorruptBattleError(row.id, `there is no game "${row.game}"`);
  return game;
}

export function channelKey(guildId: string, channelId: string): string {
  return `${guildId}:${channelId}`;
}

/**
 * The columns every new battle of any game starts with: its place, holding the channel by `key`
 * (null while its channel is still to be made), forming, at version 1.
 */
export function newBattleColumns(
  place: { readonly guildId: string; readonly channelId: string },
  key: string | null,
) {
  return {
    guildId: place.guildId,
    channelId: place.channelId,
    activeChannelKey: key,
    status: "forming",
    version: 1,
  } as const;
}

/** The reminder goes once three quarters of a decision's time have passed. */
export const DEFAULT_REMINDER_FRACTION = 0.75;

export function reminderTime(deadline: Date, seconds: number | null, fraction: number): Date {
  if (seconds === null) return deadline;
  const lead = Math.round(seconds * 1000 * (1 - fraction));
  return new Date(deadline.getTime() - lead);
}

export function deadlineAt(seconds: number | null, now: Date): Date | null {
  return seconds === null ? null : new Date(now.getTime() + seconds * 1000);
}

export function checkSides(sides: readonly Side[]): void {
  if (sides.length < 2) throw new BattleStateError({ code: "too-few-sides" });
  const ids = new Set(sides.map((s) => s.id));
  if (ids.size !== sides.length) throw new BattleStateError({ code: "side-ids-repeat" });
}

export function checkDeadline(seconds: number | null): number | null {
  if (seconds !== null && (!Number.isInteger(seconds) || seconds < 1)) {
    throw new BattleStateError({ code: "bad-deadline" });
  }
  return seconds;
}

export function requireSide(row: BattleRow, sideId: string): void {
  if (!parseSides(row.id, row.sides).some((s) => s.id === sideId)) {
    throw new BattleStateError({ code: "unknown-side", sideId });
  }
}

/** Puts a player on a side of a forming battle, or moves them to it. */
export async function joinSide(
  tx: Tx,
  battleId: string,
  userId: string,
  sideId: string,
): Promise<void> {
  await tx.battleParticipant.upsert({
    where: { battleId_userId: { battleId, userId } },
    create: { battleId, userId, sideId },
    update: { sideId },
  });
}

export function nextFigureKey(taken: readonly string[]): string {
  const numbers = taken
    .map((k) => /^f(\d+)$/.exec(k)?.[1])
    .map(Number)
    .filter(Number.isFinite);
  return `f${Math.max(0, ...numbers) + 1}`;
}

/** The row's status, as the store writes it. */
export function statusOf(row: Pick<BattleRow, "status">): BattleStatus {
  return row.status as BattleStatus;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The columns of one row of a battle's log, written at the battle's new `version`. */
export function eventColumns(
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
