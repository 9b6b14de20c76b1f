/**
 * Each stored figure's record of a battle, written in the transaction that ends it: won, lost or
 * no winner, foes felled, times knocked out, and a death. Counted from the battle's own log
 * (src/games/melee/battle-tally.ts), so the record says what the log says; kept as columns so a
 * figure's record and the server's leaderboard are a query, not a fold of every battle it fought
 * (docs/architecture.md, "Figure records").
 */
import type { BattleState } from "../engine/index.ts";
import { shareOf, tallyBattle } from "../games/melee/battle-tally.ts";
import { type Tx, toEntry } from "./battle-rows.ts";

/** How a slain figure fell, kept as JSON in Figure.death; the handlers word it. */
export interface FigureDeath {
  readonly battleId: string;
  /** The name (in that battle) of the figure whose blow slew it; null when no blow did. */
  readonly byName: string | null;
  readonly turn: number | null;
}

export type BattleOutcome = "won" | "lost" | "no winner";

export function outcomeFor(state: BattleState, sideId: string): BattleOutcome {
  const winner = state.phase.kind === "ended" ? state.phase.winner : null;
  return winner === null ? "no winner" : winner === sideId ? "won" : "lost";
}

/** Writes the ended battle's record to each of its stored figures, marking the slain dead. */
export async function recordOutcomes(
  tx: Tx,
  battleId: string,
  state: BattleState,
  now: Date,
): Promise<void> {
  const rows = await tx.battleEvent.findMany({ where: { battleId }, orderBy: { seq: "asc" } });
  const events = rows.flatMap((row) => {
    const entry = toEntry(battleId, row);
    return entry.kind === "control" ? [] : entry.events;
  });
  const tally = tallyBattle(events);
  const figures = await tx.battleFigure.findMany({
    where: { battleId, sourceFigureId: { not: null } },
    orderBy: { sourceFigureId: "asc" },
  });
  for (const stored of figures) {
    const share = shareOf(tally, stored.figureKey);
    await tx.battleFigure.update({
      where: { id: stored.id },
      data: {
        outcome: outcomeFor(state, stored.sideId),
        felled: share.felled,
        knockedOut: share.knockedOut,
      },
    });
    const fighter = state.figures.find((f) => f.id === stored.figureKey);
    if (stored.sourceFigureId === null || fighter?.condition !== "dead") continue;
    const death: FigureDeath = {
      battleId,
      byName: state.figures.find((f) => f.id === share.slainBy)?.name ?? null,
      turn: share.slainOnTurn,
    };
    await tx.figure.updateMany({
      where: { id: stored.sourceFigureId },
      data: { diedAt: now, death: JSON.stringify(death) },
    });
  }
}

/** A slain figure's death as its card tells it: when, in which battle, by whom, on which turn. */
export interface StoredDeath extends FigureDeath {
  readonly at: Date;
}

/** The death columns of a figure row, read; null while it lives. Unreadable JSON counts as unknown. */
export function readDeath(diedAt: Date | null, death: string | null): StoredDeath | null {
  if (diedAt === null) return null;
  try {
    const parsed = JSON.parse(death ?? "null") as Partial<FigureDeath> | null;
    return {
      at: diedAt,
      battleId: typeof parsed?.battleId === "string" ? parsed.battleId : "",
      byName: typeof parsed?.byName === "string" ? parsed.byName : null,
      turn: typeof parsed?.turn === "number" ? parsed.turn : null,
    };
  } catch {
    return { at: diedAt, battleId: "", byName: null, turn: null };
  }
}
