import type { Battle as BattleRow, Prisma } from "../../generated/prisma/client.ts";
import type { BattleRepository } from "./battle-repository.ts";
import { bump, eventColumns, type Tx } from "./battle-rows.ts";
import type { LogPayload } from "./battle-types.ts";

/**
 * A GM control that leaves the state alone (pause, computer control, …): a new version with
 * `data`, the snapshot kept good for it, the control's log row once the battle has a log (a
 * forming battle has none), and the interaction's record. Answers the new version.
 */
export async function writeControl(
  repo: BattleRepository,
  tx: Tx,
  row: BattleRow,
  control: {
    readonly payload: Extract<LogPayload, { kind: "control" }>;
    readonly actorId: string;
    readonly interactionId: string | undefined;
    readonly data?: Prisma.BattleUpdateManyMutationInput;
  },
): Promise<number> {
  const logged = row.lastSeq > 0;
  const seq = logged ? row.lastSeq + 1 : 0;
  const version = await bump(tx, row, {
    ...control.data,
    lastSeq: logged ? seq : 0,
    ...(row.snapshot !== null && row.snapshotVersion === row.version
      ? { snapshotVersion: row.version + 1 }
      : {}),
  });
  if (logged) {
    await tx.battleEvent.create({
      data: {
        battleId: row.id,
        ...eventColumns(
          {
            seq,
            payload: control.payload,
            actorId: control.actorId,
            interactionId: control.interactionId,
          },
          version,
        ),
      },
    });
  }
  await repo.record(tx, control.interactionId, {
    action: control.payload.action,
    battleId: row.id,
    version,
    seq: logged ? seq : null,
  });
  return version;
}
