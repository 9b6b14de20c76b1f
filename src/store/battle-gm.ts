import { type BattleState, IllegalOrderError } from "../engine/index.ts";
import { applyRecorded } from "../games/game-log.ts";
import { foldEntries, isStep } from "./battle-log.ts";
import type { BattleRepository } from "./battle-repository.ts";
import {
  bump,
  deadlineAt,
  endColumns,
  gameOf,
  LostRace,
  loggedFields,
  type Recorded,
  requireSeen,
  statusOf,
  toEntry,
} from "./battle-rows.ts";
import type {
  BattleStatus,
  BattleSummary,
  GmControlInput,
  LogEntry,
  LogPayload,
  Rerolled,
  RerollInput,
  StatusAction,
  UndoInput,
  WriteResult,
} from "./battle-types.ts";
import { writeControl } from "./control-write.ts";
import { BattleStateError } from "./errors.ts";

/** The GM's controls over a battle: pause, resume, abandon, undo, re-roll, redo, hand over. */
export class GmWrites {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
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
      throw new BattleStateError({ code: "bad-undo-steps" });
    }
    return this.#repo.once<WriteResult<{ undone: number; state: BattleState; version: number }>>(
      input.interactionId,
      async (done) => {
        const current = await this.#repo.current(done.battleId, []);
        return {
          duplicate: true,
          value: { undone: 0, state: current.state, version: current.version },
        };
      },
      async () => {
        const row = await this.#repo.row(input.battleId);
        if (row.status === "forming")
          throw new BattleStateError({ code: "not-running", status: "forming" });
        if (row.status === "ended") {
          throw new BattleStateError({ code: "ended-cannot-undo" });
        }
        requireSeen(row, input.atVersion, "undone");
        const rows = await this.#repo.prisma.battleEvent.findMany({
          where: { battleId: row.id },
          orderBy: { seq: "asc" },
        });
        const entries = rows.map((r) => toEntry(row.id, r));
        const steps = entries.filter(isStep);
        if (steps.length < input.steps) {
          throw new BattleStateError(
            steps.length === 0
              ? { code: "nothing-to-undo" }
              : { code: "too-few-steps", available: steps.length },
          );
        }
        const cut = (steps[steps.length - input.steps] as LogEntry).seq;
        const { state } = foldEntries(
          row.id,
          row,
          entries.filter((e) => e.seq < cut),
        );
        const removed = rows.filter((r) => r.seq >= cut);
        const now = this.#repo.now();
        const version = await this.#repo.transaction(async (tx) => {
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
          await this.#repo.record(tx, input.interactionId, {
            action: "undo",
            battleId: row.id,
            version,
            seq: cut - 1,
          });
          return version;
        });
        return { duplicate: false, value: { undone: input.steps, state, version } };
      },
    );
  }

  /**
   * The GM's re-roll: takes back the newest step (an order or ruling that rolled dice) and makes
   * the same order again with the given fresh dice, in one transaction and only if the battle is
   * still at `atVersion`, as the GM saw it. The rows taken back go to the audit trail like an
   * undo's, with "re-roll: <reason>". `value` is null for a redelivered interaction.
   */
  reroll(input: RerollInput): Promise<WriteResult<Rerolled, null>> {
    return this.#repo.once<WriteResult<Rerolled, null>>(
      input.interactionId,
      async () => ({ duplicate: true, value: null }),
      async () => {
        const row = await this.#repo.row(input.battleId);
        if (row.status !== "active")
          throw new BattleStateError({ code: "not-running", status: statusOf(row) });
        requireSeen(row, input.atVersion, "re-rolled");
        const rows = await this.#repo.prisma.battleEvent.findMany({
          where: { battleId: row.id },
          orderBy: { seq: "asc" },
        });
        const entries = rows.map((r) => toEntry(row.id, r));
        const last = entries.filter(isStep).at(-1);
        if (last === undefined) throw new BattleStateError({ code: "nothing-to-reroll" });
        if (last.faces.length === 0) throw new BattleStateError({ code: "no-dice-to-reroll" });
        const cut = last.seq;
        const { state: before } = foldEntries(
          row.id,
          row,
          entries.filter((e) => e.seq < cut),
        );
        let again: Recorded;
        try {
          again = applyRecorded(gameOf(row), before, last.order, input.dice);
        } catch (error) {
          if (error instanceof IllegalOrderError)
            throw new BattleStateError({ code: "rules", reason: error.message });
          throw error;
        }
        const payload: LogPayload = {
          kind: last.kind,
          order: last.order,
          faces: again.faces,
          events: again.events,
          ruling: { what: "reroll", by: input.gmId, agreedBy: input.agreedBy ?? null },
        };
        return this.#repo.transaction(async (tx) => {
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
          const { version, ended } = await this.#repo.append(tx, row, again.state, {
            seq: cut,
            payload,
            actorId: input.gmId,
            interactionId: input.interactionId,
          });
          await this.#repo.record(tx, input.interactionId, {
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
      },
    );
  }

  /**
   * Puts back what the newest undo took, if nothing has been logged since: the same rows, the
   * same dice, so the same state.
   */
  redo(
    input: GmControlInput,
  ): Promise<WriteResult<{ redone: number; state: BattleState; version: number }>> {
    return this.#repo.once<WriteResult<{ redone: number; state: BattleState; version: number }>>(
      input.interactionId,
      async (done) => {
        const current = await this.#repo.current(done.battleId, []);
        return {
          duplicate: true,
          value: { redone: 0, state: current.state, version: current.version },
        };
      },
      async () => {
        const { row, state } = await this.#repo.loadRow(input.battleId);
        if ((row.status !== "active" && row.status !== "paused") || state === null) {
          throw new BattleStateError({ code: "not-running", status: statusOf(row) });
        }
        const undo = await this.#repo.prisma.battleUndo.findFirst({
          where: { battleId: row.id, redoneAt: null },
          orderBy: { id: "desc" },
          include: { events: { orderBy: { seq: "asc" } } },
        });
        if (undo === null) throw new BattleStateError({ code: "nothing-to-redo" });
        if (row.lastSeq !== undo.fromSeq - 1) {
          throw new BattleStateError({ code: "moved-on-since-undo" });
        }
        // The log with the undone rows put back, folded as any log is: the same dice, the same state.
        const undone = undo.events.map((r) => toEntry(row.id, r));
        const steps = undone.filter(isStep).length;
        const { state: finalState } = foldEntries(row.id, row, [
          ...(await this.#repo.entries(row.id)),
          ...undone,
        ]);
        const version = await this.#repo.transaction(async (tx) => {
          const ends = finalState.phase.kind === "ended";
          const now = this.#repo.now();
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
          if (ends) await this.#repo.award(tx, row, finalState);
          await this.#repo.record(tx, input.interactionId, {
            action: "redo",
            battleId: row.id,
            version,
            seq: undo.toSeq,
          });
          return version;
        });
        return { duplicate: false, value: { redone: steps, state: finalState, version } };
      },
    );
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
    return this.#repo.once<WriteResult<BattleSummary>>(
      input.interactionId,
      async (done) => ({ duplicate: true, value: await this.#repo.summary(done.battleId) }),
      async () => {
        const row = await this.#repo.row(input.battleId);
        if (row.status === "ended")
          throw new BattleStateError({ code: "not-running", status: "ended" });
        if (row.gmId === input.toGmId) throw new BattleStateError({ code: "already-gm" });
        await this.#repo.transaction(async (tx) => {
          const version = await bump(tx, row, {
            gmId: input.toGmId,
            // The state does not change, so the snapshot stays good for the new version.
            ...(row.snapshot !== null && row.snapshotVersion === row.version
              ? { snapshotVersion: row.version + 1 }
              : {}),
          });
          await this.#repo.record(tx, input.interactionId, {
            action: "hand-over-gm",
            battleId: row.id,
            version,
            seq: null,
          });
        });
        return { duplicate: false, value: await this.#repo.summary(row.id) };
      },
    );
  }

  #control(input: GmControlInput, action: StatusAction): Promise<WriteResult<BattleSummary>> {
    return this.#repo.once<WriteResult<BattleSummary>>(
      input.interactionId,
      async (done) => ({ duplicate: true, value: await this.#repo.summary(done.battleId) }),
      async () => {
        const row = await this.#repo.row(input.battleId);
        const allowed: Record<StatusAction, readonly string[]> = {
          pause: ["active"],
          resume: ["paused"],
          abandon: ["forming", "active", "paused"],
        };
        if (!allowed[action].includes(row.status)) {
          throw new BattleStateError(
            action === "resume"
              ? { code: "not-paused" }
              : { code: "not-running", status: statusOf(row) },
          );
        }
        const now = this.#repo.now();
        const status: BattleStatus =
          action === "pause" ? "paused" : action === "resume" ? "active" : "ended";
        // A forming battle has no log yet: abandoning it only closes it.
        await this.#repo.transaction((tx) =>
          writeControl(this.#repo, tx, row, {
            payload: { kind: "control", action, reason: input.reason ?? null },
            actorId: input.gmId,
            interactionId: input.interactionId,
            data: {
              status,
              turnDeadlineAt: status === "active" ? deadlineAt(row.deadlineSeconds, now) : null,
              reminderSentAt: null,
              ...(status === "ended" ? { activeChannelKey: null, winner: null, endedAt: now } : {}),
            },
          }),
        );
        return { duplicate: false, value: await this.#repo.summary(row.id) };
      },
    );
  }
}
