/**
 * What every battle write shares, whichever game the battle is of: the SQLite turn (exclusive.ts),
 * the transaction, retrying a lost race, one open battle per channel, and the one idempotency wrapper with the record of each
 * processed interaction (ProcessedInteraction), answered again on a redelivery.
 */
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { isRetryable, TRANSACTION_OPTIONS, type Tx } from "./battle-rows.ts";
import type { Database } from "./database.ts";
import { ChannelBusyError } from "./errors.ts";
import { exclusive } from "./exclusive.ts";
import { takeTurn } from "./take-turn.ts";

/** Attempts of one write before giving up; each failed attempt means another write landed. */
const MAX_ATTEMPTS = 200;

export class BattleWrites<Outcome extends { readonly battleId: string }> {
  readonly prisma: PrismaClient;
  readonly provider: Database["provider"];

  constructor(database: Pick<Database, "prisma" | "provider">) {
    this.prisma = database.prisma;
    this.provider = database.provider;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    return this.provider === "sqlite" ? exclusive(this.prisma, task) : task();
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  /** Runs an attempt (numbered from 1) until it is not beaten by another write. */
  async retrying<T>(attempt: (n: number) => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await this.run(() => attempt(n));
      } catch (error) {
        if (!isRetryable(error) || n >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The one idempotency wrapper of a write: retried until it is not beaten by another write, and
   * answered from the record instead when its interaction was processed already.
   */
  once<T>(
    interactionId: string | undefined,
    answer: (done: Outcome) => Promise<T>,
    write: () => Promise<T>,
  ): Promise<T> {
    return this.retrying(async () => {
      const done = await this.processed(interactionId);
      return done === null ? write() : answer(done);
    });
  }

  /**
   * The guild's battles not ended, of every game, counted in `tx` after taking the guild's turn,
   * so two creates racing at the limit cannot both see room (take-turn.ts).
   */
  async openBattlesTakingTurn(tx: Tx, guildId: string): Promise<number> {
    await takeTurn(this.provider, tx, `battle-limit:${guildId}`);
    return tx.battle.count({ where: { guildId, status: { not: "ended" } } });
  }

  async requireFreeChannel(db: Tx | PrismaClient, key: string): Promise<void> {
    const open = await db.battle.findUnique({
      where: { activeChannelKey: key },
      select: { id: true },
    });
    if (open) throw new ChannelBusyError(open.id);
  }

  async processed(interactionId: string | undefined): Promise<Outcome | null> {
    if (interactionId === undefined) return null;
    const row = await this.prisma.processedInteraction.findUnique({ where: { interactionId } });
    return row === null ? null : (JSON.parse(row.outcome) as Outcome);
  }

  async record(tx: Tx, interactionId: string | undefined, outcome: Outcome): Promise<void> {
    if (interactionId === undefined) return;
    // The primary key makes a concurrent second delivery fail here and retry as a duplicate.
    await tx.processedInteraction.create({
      data: { interactionId, battleId: outcome.battleId, outcome: JSON.stringify(outcome) },
    });
  }
}
