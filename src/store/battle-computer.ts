import type { BattleRepository } from "./battle-repository.ts";
import { statusOf } from "./battle-rows.ts";
import type { BattleSummary, ComputerControlInput, WriteResult } from "./battle-types.ts";
import { writeControl } from "./control-write.ts";
import { BattleStateError } from "./errors.ts";

/** Who gives a figure's orders: its player (or the GM) or the computer player. */
export class ComputerControl {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /**
   * Puts figures under the computer player's control or gives them back, in any status but
   * ended. A new version (so a prompt shown before is answered as moved on), logged as a GM
   * control once the battle has a log; a forming battle only changes its rows.
   */
  setComputerControl(input: ComputerControlInput): Promise<WriteResult<BattleSummary>> {
    return this.#repo.once<WriteResult<BattleSummary>>(
      input.interactionId,
      async (done) => ({ duplicate: true, value: await this.#repo.summary(done.battleId) }),
      async () => {
        const row = await this.#repo.row(input.battleId);
        if (row.status === "ended") {
          throw new BattleStateError({ code: "not-running", status: statusOf(row) });
        }
        const known = await this.#repo.prisma.battleFigure.findMany({
          where: { battleId: row.id, figureKey: { in: [...input.figureKeys] } },
          select: { figureKey: true },
        });
        const missing = input.figureKeys.find((key) => !known.some((f) => f.figureKey === key));
        if (missing !== undefined) {
          throw new BattleStateError({ code: "unknown-figure-key", figureKey: missing });
        }
        await this.#repo.transaction(async (tx) => {
          await writeControl(this.#repo, tx, row, {
            payload: {
              kind: "control",
              action: input.computer ? "computer" : "player",
              reason: null,
              figures: input.figureKeys,
              ...(input.computer ? { level: input.level ?? "basic" } : {}),
            },
            actorId: input.gmId,
            interactionId: input.interactionId,
          });
          await tx.battleFigure.updateMany({
            where: { battleId: row.id, figureKey: { in: [...input.figureKeys] } },
            data: input.computer
              ? { computer: true, computerLevel: input.level ?? "basic" }
              : { computer: false },
          });
        });
        return { duplicate: false, value: await this.#repo.summary(row.id) };
      },
    );
  }

  /** Running battles with a figure under the computer's control (its turn may be waiting). */
  computerBattles(): Promise<{ battleId: string; guildId: string; channelId: string }[]> {
    return this.#repo.run(async () => {
      const rows = await this.#repo.prisma.battle.findMany({
        where: { status: "active", figures: { some: { computer: true } } },
        orderBy: { id: "asc" },
        select: { id: true, guildId: true, channelId: true },
      });
      return rows.map((row) => ({
        battleId: row.id,
        guildId: row.guildId,
        channelId: row.channelId,
      }));
    });
  }
}
