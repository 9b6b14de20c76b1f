import type { BattleRepository } from "./battle-repository.ts";
import { bump, eventColumns, statusOf } from "./battle-rows.ts";
import type {
  BattleSummary,
  ComputerControlInput,
  LogPayload,
  WriteResult,
} from "./battle-types.ts";
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
        const logged = row.lastSeq > 0;
        const seq = logged ? row.lastSeq + 1 : 0;
        await this.#repo.transaction(async (tx) => {
          const version = await bump(tx, row, {
            lastSeq: logged ? seq : 0,
            // The state does not change, so the snapshot stays good for the new version.
            ...(row.snapshot !== null && row.snapshotVersion === row.version
              ? { snapshotVersion: row.version + 1 }
              : {}),
          });
          await tx.battleFigure.updateMany({
            where: { battleId: row.id, figureKey: { in: [...input.figureKeys] } },
            data: { computer: input.computer },
          });
          if (logged) {
            const payload: LogPayload = {
              kind: "control",
              action: input.computer ? "computer" : "player",
              reason: null,
              figures: input.figureKeys,
            };
            await tx.battleEvent.create({
              data: {
                battleId: row.id,
                ...eventColumns(
                  { seq, payload, actorId: input.gmId, interactionId: input.interactionId },
                  version,
                ),
              },
            });
          }
          await this.#repo.record(tx, input.interactionId, {
            action: input.computer ? "computer" : "player",
            battleId: row.id,
            version,
            seq: logged ? seq : null,
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
