/**
 * A game battle's stored log read back: the set-up and each order still standing (an order taken
 * back drops out), folded through the game's rules (src/games/game-log.ts, the house's one fold),
 * and each entry as the public may read it, sealed orders hidden.
 */

import { foldGameLog } from "../games/game-log.ts";
import type { AnyGamePlay } from "../games/game-play.ts";
import { CorruptBattleError } from "../store/errors.ts";
import type { GameBattleRecord, GameLogRow } from "../store/game-battle-repository.ts";

export interface StartPayload {
  readonly setup: unknown;
  readonly openingFaces: readonly number[];
  readonly events: readonly unknown[];
}

export interface OrderPayload {
  readonly order: unknown;
  readonly faces: readonly number[];
  readonly events: readonly unknown[];
}

export interface TakeBackPayload {
  readonly action: "take-back";
  readonly seq: number;
}

/** The battle ended with no winner because it could not go on (its channel was deleted). */
export interface AbandonPayload {
  readonly action: "abandon";
  readonly reason: string;
}

/** The battle stopped taking orders, its deadline stopped (its channel is out of the bot's reach). */
export interface PausePayload {
  readonly action: "pause";
  readonly reason: string;
}

/** The battle takes orders again, its deadline running from now. */
export interface ResumePayload {
  readonly action: "resume";
}

export type ControlPayload = TakeBackPayload | AbandonPayload | PausePayload | ResumePayload;

/** One step of the log as anyone may read it: a sealed order's content is left out. */
export interface PublicStep {
  readonly seq: number;
  readonly kind: "start" | "order" | "take-back" | "abandon" | "pause" | "resume";
  readonly actorId: string;
  /** The seat the order was for (none for the start). */
  readonly seat: string | null;
  /** The order, or null when it is sealed (or there is none). */
  readonly order: unknown;
  readonly events: readonly unknown[];
  /** Whether a later entry took this order back. */
  readonly takenBack: boolean;
  /** Why the battle was abandoned or paused (those steps only). */
  readonly reason?: string;
}

/** The seqs of the orders taken back. */
export function takenBack(rows: readonly GameLogRow[]): Set<number> {
  return new Set(
    rows.flatMap((r) => {
      const control = r.payload as ControlPayload;
      return r.kind === "control" && control.action === "take-back" ? [control.seq] : [];
    }),
  );
}

/** The state the log folds to, through the game's rules. */
export function foldRows(
  play: AnyGamePlay,
  battle: GameBattleRecord,
  rows: readonly GameLogRow[],
): unknown {
  const start = rows[0];
  if (start?.kind !== "start") throw new CorruptBattleError(battle.id, "the log does not start");
  const opening = start.payload as StartPayload;
  const dropped = takenBack(rows);
  const orders = rows
    .filter((r) => r.kind === "order" && !dropped.has(r.seq))
    .map((r) => r.payload as OrderPayload);
  return foldGameLog(play.rules, {
    setup: opening.setup,
    ruleset: battle.ruleset,
    openingFaces: opening.openingFaces,
    orders,
  }).state;
}

/** The log as the public may read it. */
export function publicSteps(play: AnyGamePlay, rows: readonly GameLogRow[]): PublicStep[] {
  const dropped = takenBack(rows);
  return rows.map((row): PublicStep => {
    if (row.kind === "start") {
      const start = row.payload as StartPayload;
      return {
        ...base(row, dropped),
        kind: "start",
        seat: null,
        order: null,
        events: start.events,
      };
    }
    if (row.kind === "control") {
      const control = row.payload as ControlPayload;
      const order =
        control.action === "take-back"
          ? (rows.find((r) => r.seq === control.seq)?.payload as OrderPayload | undefined)
          : undefined;
      const seat = order === undefined ? null : play.seatOf(order.order);
      return publicControlStep(row, seat, dropped.has(row.seq));
    }
    return publicOrderStep(play, row, dropped.has(row.seq));
  });
}

/** One order's entry as the public may read it. */
export function publicOrderStep(
  play: AnyGamePlay,
  row: Pick<GameLogRow, "seq" | "actorId" | "payload">,
  dropped: boolean,
): PublicStep {
  const entry = row.payload as OrderPayload;
  const sealed = play.rules.isSealedOrder?.(entry.order) ?? false;
  return {
    seq: row.seq,
    actorId: row.actorId,
    takenBack: dropped,
    kind: "order",
    seat: play.seatOf(entry.order),
    order: sealed ? null : entry.order,
    events: entry.events,
  };
}

/** A control entry as anyone may read it: a take-back (of `seat`'s order), an abandon, a pause or a resume. */
export function publicControlStep(
  row: Pick<GameLogRow, "seq" | "actorId" | "payload">,
  seat: string | null,
  dropped: boolean,
): PublicStep {
  const control = row.payload as ControlPayload;
  const common = {
    seq: row.seq,
    actorId: row.actorId,
    takenBack: dropped,
    order: null,
    events: [],
  };
  switch (control.action) {
    case "take-back":
      return { ...common, kind: "take-back", seat };
    case "resume":
      return { ...common, kind: "resume", seat: null };
    default:
      return { ...common, kind: control.action, seat: null, reason: control.reason };
  }
}

function base(row: GameLogRow, dropped: Set<number>) {
  return { seq: row.seq, actorId: row.actorId, takenBack: dropped.has(row.seq) };
}
