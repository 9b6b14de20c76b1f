import type { BattleRepository } from "./battle-repository.ts";
import type { BattleBoard } from "./battle-types.ts";

/** Where each battle's live board message is. Not part of the log: it changes no rule. */
export class BoardQueries {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /**
   * Where the battle's board message is and the deadline it shows; read after a step, since the
   * step moved the deadline. Null for a battle that does not exist.
   */
  board(battleId: string): Promise<BattleBoard | null> {
    return this.#repo.run(async () => {
      const row = await this.#repo.prisma.battle.findUnique({
        where: { id: battleId },
        select: { boardMessageId: true, turnDeadlineAt: true },
      });
      return row === null
        ? null
        : { messageId: row.boardMessageId, deadlineAt: row.turnDeadlineAt };
    });
  }

  /** Records the board message posted for the battle, without a new version. */
  setBoardMessage(battleId: string, messageId: string): Promise<void> {
    return this.#repo.run(async () => {
      await this.#repo.prisma.battle.update({
        where: { id: battleId },
        data: { boardMessageId: messageId },
      });
    });
  }
}
