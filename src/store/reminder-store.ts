/**
 * Deadline reminders by direct message: who asked for them (a player's own setting, the same in
 * every server), and each DM claimed once per player per decision.
 *
 * A DM is claimed by inserting its row under the key (battle, version, player) before it is
 * sent: of two schedulers, or one that restarts, only the claimant sends. A crash between the
 * claim and the sending loses that one DM rather than sending it twice; a failed sending keeps its
 * row (with why), so a closed inbox is not tried again at every check.
 */
import type { Database } from "./database.ts";
import { exclusive } from "./exclusive.ts";
import { prismaErrorCode } from "./prisma-error-code.ts";

/** What became of a claimed DM. */
export type ReminderDmOutcome = "sent" | "dms-closed" | "failed";

const CLAIMED = "claimed";

export class ReminderStore {
  readonly #prisma: Database["prisma"];

  constructor(database: Pick<Database, "prisma">) {
    this.#prisma = database.prisma;
  }

  /** Whether the player asked for reminders by DM (no: the default). */
  remindersByDm(userId: string): Promise<boolean> {
    return exclusive(this.#prisma, async () => {
      const row = await this.#prisma.playerSettings.findUnique({ where: { userId } });
      return row?.remindersByDm ?? false;
    });
  }

  setRemindersByDm(userId: string, on: boolean): Promise<void> {
    return exclusive(this.#prisma, async () => {
      await this.#prisma.playerSettings.upsert({
        where: { userId },
        create: { userId, remindersByDm: on },
        update: { remindersByDm: on },
      });
    });
  }

  /** Those of these players who asked for reminders by DM, in the order given. */
  optedIn(userIds: readonly string[]): Promise<string[]> {
    return exclusive(this.#prisma, async () => {
      const rows = await this.#prisma.playerSettings.findMany({
        where: { userId: { in: [...userIds] }, remindersByDm: true },
        select: { userId: true },
      });
      const on = new Set(rows.map((r) => r.userId));
      return userIds.filter((id) => on.has(id));
    });
  }

  /** Claims the DM to this player about the decision at `version`: true if this call won it. */
  claimReminderDm(battleId: string, version: number, userId: string): Promise<boolean> {
    return exclusive(this.#prisma, async () => {
      try {
        await this.#prisma.reminderDm.create({
          data: { battleId, version, userId, outcome: CLAIMED },
        });
        return true;
      } catch (error) {
        if (prismaErrorCode(error) === "P2002") return false;
        throw error;
      }
    });
  }

  /** Records what became of a claimed DM (for the operator; it is never sent again either way). */
  recordReminderDm(
    battleId: string,
    version: number,
    userId: string,
    outcome: ReminderDmOutcome,
  ): Promise<void> {
    return exclusive(this.#prisma, async () => {
      await this.#prisma.reminderDm.update({
        where: { battleId_version_userId: { battleId, version, userId } },
        data: { outcome },
      });
    });
  }

  /** What became of the DM to this player about the decision at `version` (null: none claimed). */
  async reminderDmOutcome(
    battleId: string,
    version: number,
    userId: string,
  ): Promise<ReminderDmOutcome | typeof CLAIMED | null> {
    const row = await exclusive(this.#prisma, () =>
      this.#prisma.reminderDm.findUnique({
        where: { battleId_version_userId: { battleId, version, userId } },
      }),
    );
    return (row?.outcome as ReminderDmOutcome | typeof CLAIMED | undefined) ?? null;
  }
}
