/**
 * Figures' records across battles and the server's leaderboard, read from the columns the end
 * of each battle writes (figure-records.ts) and the EP history; and a server manager's restoring
 * of a slain figure, logged in its history.
 */
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Database } from "./database.ts";
import { exclusive } from "./exclusive.ts";

export interface FigureRecord {
  readonly battles: number;
  readonly wins: number;
  readonly losses: number;
  readonly felled: number;
  readonly knockedOut: number;
  /** EP earned in battles (the history's battle rows: what was applied). */
  readonly epEarned: number;
}

export type LeaderboardOrder = "wins" | "ep";

export interface LeaderboardRow {
  readonly figureId: string;
  readonly name: string;
  readonly ownerId: string;
  readonly wins: number;
  readonly battles: number;
  readonly epEarned: number;
  readonly dead: boolean;
}

export class FigureRecordStore {
  readonly #prisma: PrismaClient;

  constructor(database: Pick<Database, "prisma">) {
    this.#prisma = database.prisma;
  }

  /** The figure's record over the battles that ended with it in them. */
  recordOf(figureId: string): Promise<FigureRecord> {
    return exclusive(this.#prisma, async () => {
      const rows = await this.#prisma.battleFigure.findMany({
        where: { sourceFigureId: figureId, outcome: { not: null } },
        select: { outcome: true, felled: true, knockedOut: true },
      });
      const earned = await this.#prisma.figureHistory.aggregate({
        where: { figureId, kind: "ep", battleId: { not: null } },
        _sum: { epDelta: true },
      });
      return {
        battles: rows.length,
        wins: rows.filter((r) => r.outcome === "won").length,
        losses: rows.filter((r) => r.outcome === "lost").length,
        felled: rows.reduce((sum, r) => sum + r.felled, 0),
        knockedOut: rows.reduce((sum, r) => sum + r.knockedOut, 0),
        epEarned: earned._sum.epDelta ?? 0,
      };
    });
  }

  /** The server's figures that fought, best first by wins or by EP earned (ties by name). */
  leaderboard(guildId: string, by: LeaderboardOrder, limit = 10): Promise<LeaderboardRow[]> {
    return exclusive(this.#prisma, async () => {
      const figures = await this.#prisma.figure.findMany({
        where: { guildId, battles: { some: { outcome: { not: null } } } },
        select: {
          id: true,
          name: true,
          nameKey: true,
          ownerId: true,
          diedAt: true,
          battles: { where: { outcome: { not: null } }, select: { outcome: true } },
          history: {
            where: { kind: "ep", battleId: { not: null } },
            select: { epDelta: true },
          },
        },
      });
      const rows = figures.map((f) => ({
        figureId: f.id,
        name: f.name,
        nameKey: f.nameKey,
        ownerId: f.ownerId,
        wins: f.battles.filter((b) => b.outcome === "won").length,
        battles: f.battles.length,
        epEarned: f.history.reduce((sum, h) => sum + h.epDelta, 0),
        dead: f.diedAt !== null,
      }));
      const key = (r: LeaderboardRow) => (by === "wins" ? r.wins : r.epEarned);
      rows.sort((a, b) => key(b) - key(a) || (a.nameKey < b.nameKey ? -1 : 1));
      return rows.slice(0, Math.max(1, limit)).map(({ nameKey: _, ...row }) => row);
    });
  }

  /**
   * Brings a slain figure back (a server manager's call), writing who did it to its history.
   * False when it was not dead (or no longer exists): nothing changes.
   */
  restore(figureId: string, managerId: string): Promise<boolean> {
    return exclusive(this.#prisma, () =>
      this.#prisma.$transaction(async (tx) => {
        const { count } = await tx.figure.updateMany({
          where: { id: figureId, diedAt: { not: null } },
          data: { diedAt: null, death: null },
        });
        if (count === 0) return false;
        await tx.figureHistory.create({
          data: { figureId, kind: "restored", detail: `Restored to life by <@${managerId}>` },
        });
        return true;
      }),
    );
  }
}
