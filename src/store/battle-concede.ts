/**
 * A side's concession: the battle ends at once, the conceding side loses and the side still
 * fighting wins. EP is what the combat type gives the winners (MELEE: IX. EXPERIENCE, combat
 * types); the conceding side gives the combat up and earns nothing (docs/rulings.md, Store).
 * The log gets a `concede` control naming the side; the fold is left as it was (the rules have
 * no concession), so the battle's row carries the winner as for any ending.
 */
import { type BattleState, endingEp, isOut } from "../engine/index.ts";
import type { BattleRepository } from "./battle-repository.ts";
import { statusOf } from "./battle-rows.ts";
import type { BattleEnding, WriteResult } from "./battle-types.ts";
import { writeControl } from "./control-write.ts";
import { BattleStateError } from "./errors.ts";
import type { BattleRefusal } from "./refusals.ts";

export interface ConcedeInput {
  readonly battleId: string;
  readonly sideId: string;
  /** The player conceding for the side. */
  readonly userId: string;
  readonly interactionId?: string;
}

function fighting(state: BattleState, side: string): boolean {
  return state.figures.some((f) => f.side === side && !isOut(f));
}

/** Why the side may not concede now; null when it may. */
export function concessionRefusal(state: BattleState, sideId: string): BattleRefusal | null {
  if (!fighting(state, sideId)) return { code: "side-already-out", sideId };
  const others = state.sides.filter((s) => s.id !== sideId && fighting(state, s.id));
  return others.length === 1 ? null : { code: "concede-among-many" };
}

/** The state as the concession ends it: the one other side still fighting wins, with its EP. */
export function concededState(state: BattleState, sideId: string): BattleState {
  const refusal = concessionRefusal(state, sideId);
  if (refusal !== null) throw new BattleStateError(refusal);
  const winner = state.sides.find((s) => s.id !== sideId && fighting(state, s.id));
  if (winner === undefined) throw new Error("a concession leaves one side fighting");
  const ep = endingEp(state, winner.id, (f) => f.condition !== "dead" && f.side !== sideId);
  return { ...state, phase: { kind: "ended", winner: winner.id }, ep };
}

export class ConcedeWrites {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /** Ends a started (or paused) battle by the side's concession, in one write. */
  concede(input: ConcedeInput): Promise<WriteResult<BattleEnding, null>> {
    return this.#repo.once<WriteResult<BattleEnding, null>>(
      input.interactionId,
      async () => ({ duplicate: true, value: null }),
      async () => {
        const { row, state } = await this.#repo.loadRow(input.battleId);
        if ((row.status !== "active" && row.status !== "paused") || state === null) {
          throw new BattleStateError({ code: "not-running", status: statusOf(row) });
        }
        if (!state.sides.some((s) => s.id === input.sideId)) {
          throw new BattleStateError({ code: "unknown-side", sideId: input.sideId });
        }
        const ended = concededState(state, input.sideId);
        const winner = ended.phase.kind === "ended" ? ended.phase.winner : null;
        return this.#repo.transaction(async (tx) => {
          await writeControl(this.#repo, tx, row, {
            payload: { kind: "control", action: "concede", reason: null, side: input.sideId },
            actorId: input.userId,
            interactionId: input.interactionId,
            data: {
              status: "ended",
              activeChannelKey: null,
              winner,
              endedAt: this.#repo.now(),
              turnDeadlineAt: null,
              reminderSentAt: null,
            },
          });
          return { duplicate: false, value: await this.#repo.award(tx, row, ended) };
        });
      },
    );
  }
}
