import { IllegalOrderError } from "../engine/index.ts";
import { applyRecorded } from "../games/game-log.ts";
import type { BattleRepository } from "./battle-repository.ts";
import {
  gameOf,
  isRetryable,
  LostRace,
  type Recorded,
  type StoredOutcome,
  statusOf,
} from "./battle-rows.ts";
import type {
  AppliedOrder,
  LogPayload,
  RepeatedOrder,
  SubmitOrderInput,
  WriteResult,
} from "./battle-types.ts";
import { BattleStateError } from "./errors.ts";
import type { BattleRefusal } from "./refusals.ts";

type OrderResult = WriteResult<AppliedOrder, RepeatedOrder>;

/** Orders and GM rulings applied to a running battle. */
export class OrderWrites {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /**
   * Applies an order with the given dice, atomically with its log event, the snapshot and the
   * interaction record; ends the battle and awards EP in the same transaction when the order
   * ends it. A refused order throws a BattleStateError: once the battle has moved on under the
   * order (a stale view, or a lost race), a "conflict" holding why and the battle as it is.
   */
  submitOrder(input: SubmitOrderInput): Promise<OrderResult> {
    let stale = false;
    const duplicate = async (): Promise<OrderResult | null> => {
      const done = await this.#repo.processed(input.interactionId);
      return done === null
        ? null
        : {
            duplicate: true,
            value: { events: done.events ?? [], version: done.version, seq: done.seq ?? 0 },
          };
    };
    return this.#repo.retrying(async (attempt): Promise<OrderResult> => {
      // The first attempt skips the look-up: a redelivery that gets as far as writing trips the
      // interaction's primary key and comes back here, where it is found.
      const found = attempt > 1 ? await duplicate() : null;
      if (found) return found;
      // The first attempt may start from the caller's read, saving a query: if the battle has
      // moved on since, the version compare-and-set fails and the next attempt reads afresh.
      const read =
        attempt === 1 && input.read?.battle.id === input.battleId ? input.read : undefined;
      const fromRead = read !== undefined;
      const { row, state } = fromRead
        ? { row: read.battle, state: read.state }
        : await this.#repo.loadRow(input.battleId);
      const shown = input.expectedVersion ?? input.read?.version;
      if (shown !== undefined && shown !== row.version) stale = true;
      const refuse = async (refusal: BattleRefusal): Promise<OrderResult> => {
        // A refusal must hold for the battle as it is now, not as the caller read it.
        if (fromRead) throw new LostRace();
        const found = attempt === 1 ? await duplicate() : null;
        if (found) return found;
        throw new BattleStateError(
          stale ? { code: "conflict", refusal, state, version: row.version } : refusal,
        );
      };
      if (row.status !== "active" || state === null)
        return refuse({ code: "not-running", status: statusOf(row) });
      if (input.onlyAtVersion !== undefined && input.onlyAtVersion !== row.version) {
        // The decision was answered (or the battle paused) since the deadline was found due.
        stale = true;
        return refuse({ code: "moved-on" });
      }
      let result: Recorded;
      try {
        result = applyRecorded(gameOf(row), state, input.order, input.dice);
      } catch (error) {
        if (error instanceof IllegalOrderError)
          return refuse({ code: "rules", reason: error.message });
        throw error;
      }
      const seq = row.lastSeq + 1;
      const event = {
        seq,
        payload: {
          kind: input.order.type === "gm" ? "gm" : "order",
          order: input.order,
          faces: result.faces,
          events: result.events,
          ...(input.ruling === undefined ? {} : { ruling: input.ruling }),
        } satisfies LogPayload,
        actorId: input.actorId,
        interactionId: input.interactionId,
      };
      const outcome = (version: number): StoredOutcome => ({
        action: "order",
        battleId: row.id,
        version,
        seq,
        events: result.events,
      });
      try {
        if (result.state.phase.kind !== "ended") {
          // The common case, in SQL (see battle-sql.ts): the version compare-and-set, the
          // event and the interaction record in one transaction.
          const version = await this.#repo.appendOrder(row, result.state, event, outcome);
          this.#repo.keepRoster(row, version);
          return {
            duplicate: false,
            value: { state: result.state, events: result.events, version, seq, ended: null },
          };
        }
        return await this.#repo.transaction(async (tx): Promise<OrderResult> => {
          const { version, ended } = await this.#repo.append(tx, row, result.state, event);
          await this.#repo.record(tx, input.interactionId, outcome(version));
          return {
            duplicate: false,
            value: { state: result.state, events: result.events, version, seq, ended },
          };
        });
      } catch (error) {
        if (isRetryable(error)) stale = true;
        throw error;
      }
    });
  }
}
