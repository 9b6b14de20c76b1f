/**
 * The battle's hottest reads and its most frequent write in SQL instead of Prisma's model API.
 * Prisma 6.19 compiles each model query anew on every call, which made these the bulk of the
 * bot's CPU time; a raw statement skips the compilation and costs a fraction as much. Both
 * SQLite's and PostgreSQL's drivers give the columns the types the model has (numbers, strings,
 * Dates, nulls), and a test holds these reads and writes equal to the model's.
 */
import {
  type Battle as BattleRow,
  type BattleEvent as EventRow,
  Prisma,
  type PrismaClient,
} from "../../generated/prisma/client.ts";

type Reader = Pick<PrismaClient, "$queryRaw">;

/** The battle with this id, or null. */
export async function battleRowById(prisma: Reader, id: string): Promise<BattleRow | null> {
  const rows = await prisma.$queryRaw<BattleRow[]>`SELECT * FROM "Battle" WHERE "id" = ${id}`;
  return rows[0] ?? null;
}

/** The battle open in the channel with this key, or null. */
export async function battleRowByChannelKey(
  prisma: Reader,
  key: string,
): Promise<BattleRow | null> {
  const rows = await prisma.$queryRaw<
    BattleRow[]
  >`SELECT * FROM "Battle" WHERE "activeChannelKey" = ${key}`;
  return rows[0] ?? null;
}

/**
 * Up to `limit` of the battle's log rows, newest first: the newest of all, or those older than
 * `before` (a seq).
 */
export function eventRowsNewestFirst(
  prisma: Reader,
  battleId: string,
  before: number | undefined,
  limit: number,
): Promise<EventRow[]> {
  const older = before === undefined ? Prisma.empty : Prisma.sql`AND "seq" < ${before}`;
  return prisma.$queryRaw<EventRow[]>`SELECT * FROM "BattleEvent"
    WHERE "battleId" = ${battleId} ${older} ORDER BY "seq" DESC LIMIT ${limit}`;
}

/** One step appended to a running battle's log (an order that does not end it). */
export interface AppendedStep {
  readonly battleId: string;
  /** The version the step was checked against; the write lands only if the battle is still at it. */
  readonly fromVersion: number;
  readonly seq: number;
  readonly kind: string;
  /** The log entry's payload, serialised. */
  readonly payload: string;
  readonly actorId: string;
  /** The engine state after the step, serialised. */
  readonly snapshot: string;
  readonly turnDeadlineAt: Date | null;
  /** The interaction that made the step, with what to answer a redelivery of it. */
  readonly interaction: { readonly id: string; readonly outcome: string } | null;
  readonly now: Date;
}

/**
 * Writes the step in one transaction: the version compare-and-set with the new snapshot, the log
 * entry and the interaction record. Returns false, having written nothing, when the battle is no
 * longer at `fromVersion`; a second delivery of the interaction fails on its primary key.
 */
export function appendStep(
  prisma: Pick<PrismaClient, "$transaction">,
  step: AppendedStep,
  options: { maxWait: number; timeout: number },
): Promise<boolean> {
  const version = step.fromVersion + 1;
  return prisma.$transaction(async (tx: Prisma.TransactionClient) => {
    const changed = await tx.$executeRaw`UPDATE "Battle" SET "version" = ${version},
      "lastSeq" = ${step.seq}, "snapshot" = ${step.snapshot}, "snapshotVersion" = ${version},
      "turnDeadlineAt" = ${step.turnDeadlineAt}, "reminderSentAt" = NULL, "updatedAt" = ${step.now}
      WHERE "id" = ${step.battleId} AND "version" = ${step.fromVersion}`;
    if (changed === 0) return false;
    await tx.$executeRaw`INSERT INTO "BattleEvent"
      ("battleId", "seq", "kind", "payload", "actorId", "interactionId", "version", "createdAt")
      VALUES (${step.battleId}, ${step.seq}, ${step.kind}, ${step.payload}, ${step.actorId},
      ${step.interaction?.id ?? null}, ${version}, ${step.now})`;
    if (step.interaction !== null) {
      await tx.$executeRaw`INSERT INTO "ProcessedInteraction"
        ("interactionId", "battleId", "outcome", "createdAt")
        VALUES (${step.interaction.id}, ${step.battleId}, ${step.interaction.outcome}, ${step.now})`;
    }
    return true;
  }, options);
}
