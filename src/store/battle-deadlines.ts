import { MELEE_GAME } from "../games/registry.ts";
import type { BattleRepository } from "./battle-repository.ts";
import { DEFAULT_REMINDER_FRACTION, reminderTime } from "./battle-rows.ts";
import type { BattleSummary, DueBattle } from "./battle-types.ts";

/** Battles whose reminder or deadline falls due, and the reminder's claim. */
export class DeadlineQueries {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /**
   * Running battles whose reminder or deadline is due at `now`, soonest deadline first. The
   * reminder falls due once `reminderFraction` of the decision's time has passed (default
   * 0.75); a battle whose reminder was already sent shows up again only at its deadline.
   */
  dueBattles(now: Date, options: { reminderFraction?: number } = {}): Promise<DueBattle[]> {
    const fraction = options.reminderFraction ?? DEFAULT_REMINDER_FRACTION;
    return this.#repo.run(async () => {
      const rows = await this.#repo.prisma.battle.findMany({
        where: {
          status: "active",
          // Other games' deadlines are the battle service's (src/battles).
          game: MELEE_GAME,
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
   * The server's running MELEE battles this user plays in or is the GM of, oldest first: where
   * a decision of theirs may be awaited (/battle mine).
   */
  runningBattlesOf(guildId: string, userId: string): Promise<BattleSummary[]> {
    return this.#repo.run(async () => {
      const rows = await this.#repo.prisma.battle.findMany({
        where: {
          guildId,
          game: MELEE_GAME,
          status: "active",
          OR: [{ gmId: userId }, { participants: { some: { userId } } }],
        },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return this.#repo.summaries(rows);
    });
  }

  /**
   * Claims the reminder of the decision at `version`: true if this call marked it sent (so the
   * caller sends it), false if it was sent already or the battle has moved on. Not a new
   * version: buttons on the prompt stay good.
   */
  markReminderSent(battleId: string, version: number, at: Date): Promise<boolean> {
    return this.#repo.run(async () => {
      const { count } = await this.#repo.prisma.battle.updateMany({
        where: { id: battleId, version, status: "active", reminderSentAt: null },
        data: { reminderSentAt: at },
      });
      return count === 1;
    });
  }

  /** Gives a claimed reminder back (it could not be posted), so a later check sends it. */
  unmarkReminderSent(battleId: string, version: number, at: Date): Promise<void> {
    return this.#repo.run(async () => {
      await this.#repo.prisma.battle.updateMany({
        where: { id: battleId, version, reminderSentAt: at },
        data: { reminderSentAt: null },
      });
    });
  }
}
