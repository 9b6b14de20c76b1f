/**
 * Experience written to a persistent figure at a battle's end, inside the transaction that ends
 * the battle. As FigureStore.addEp: the EP column changes and a history row (kind "ep") records
 * the change; here the row also names the battle, and EP never goes below 0 (docs/rulings.md,
 * Store): the arena runaway's −10 takes what there is and stops at 0. Nor does it go above
 * MAX_EP, so the column never overflows: the award is cut there, and the history row says so.
 */
import type { Prisma } from "../../generated/prisma/client.ts";
import { MAX_EP } from "../engine/index.ts";

export interface EpChange {
  /** The change actually made (equal to the award unless EP would have gone below 0). */
  readonly applied: number;
  readonly epAfter: number;
}

/** Null when the figure no longer exists (deleted during the battle): nothing to award. */
export async function awardEp(
  tx: Prisma.TransactionClient,
  figureId: string,
  awarded: number,
  detail: string,
  battleId: string,
): Promise<EpChange | null> {
  // Compare-and-set on the EP read, so a concurrent change (another battle ending, an advance)
  // is never overwritten: on PostgreSQL the update waits for it and then matches nothing.
  for (let attempt = 0; attempt < 100; attempt++) {
    const figure = await tx.figure.findUnique({ where: { id: figureId }, select: { ep: true } });
    if (figure === null) return null;
    // A row stored before the cap existed keeps what it has but gains nothing more.
    const ceiling = Math.max(MAX_EP, figure.ep);
    const epAfter = Math.min(ceiling, Math.max(0, figure.ep + awarded));
    const applied = epAfter - figure.ep;
    const { count } = await tx.figure.updateMany({
      where: { id: figureId, ep: figure.ep },
      data: { ep: epAfter },
    });
    if (count === 0) continue;
    const stop = awarded < 0 ? "0" : MAX_EP.toLocaleString("en-US");
    const note = applied === awarded ? "" : ` (${formatEp(applied)} applied: EP stops at ${stop})`;
    await tx.figureHistory.create({
      data: { figureId, kind: "ep", epDelta: applied, detail: `${detail}${note}`, battleId },
    });
    return { applied, epAfter };
  }
  throw new Error(`could not award EP to figure ${figureId}: its EP kept changing`);
}

export function formatEp(delta: number): string {
  return delta < 0 ? `−${-delta} EP` : `+${delta} EP`;
}
