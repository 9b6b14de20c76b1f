/**
 * Folding a battle's log into its state, and the export document: the whole log as JSON, which
 * folds to the same state anywhere (`foldExport`).
 */
import {
  type BattleEvent,
  type BattleState,
  DiceExhaustedError,
  IllegalOrderError,
} from "../engine/index.ts";
import { foldGameLog, LogMismatchError } from "../games/game-log.ts";
import { gameById, MELEE_GAME } from "../games/registry.ts";
import type {
  BattleParticipantInfo,
  LogEntry,
  LogPayload,
  StoredBattleFigure,
  StoredBattleLog,
} from "./battle-types.ts";
import { CorruptBattleError } from "./errors.ts";

/** A player-visible step: an order or a GM ruling (not the start or a GM control). */
export function isStep(entry: LogEntry): entry is Extract<LogEntry, { kind: "order" | "gm" }> {
  return entry.kind === "order" || entry.kind === "gm";
}

/** The state a log describes, and the events each entry produced when folded again. */
export interface Fold {
  readonly state: BattleState;
  /** Per entry of kind start, order or gm, in order: what the engine emitted this time. */
  readonly events: readonly (readonly BattleEvent[])[];
}

/** Which game's rules, and which of its rulesets, a battle's log is folded with (its row's columns). */
export interface FoldRules {
  readonly game: string;
  readonly ruleset: string;
}

/**
 * Folds log entries (seq 1, 2, … with no gap) from the start with the battle's game module: the
 * house's one fold (src/games/game-log.ts). Throws CorruptBattleError when the log is out of
 * order, names a game this build does not know, or is not accepted by the rules as recorded.
 */
export function foldEntries(
  battleId: string,
  rules: FoldRules,
  entries: readonly LogEntry[],
): Fold {
  entries.forEach((entry, index) => {
    if (entry.seq !== index + 1) {
      throw new CorruptBattleError(battleId, `the log has no event ${index + 1}`);
    }
  });
  const start = entries[0];
  if (start?.kind !== "start") throw new CorruptBattleError(battleId, "the log does not start");
  const game = gameById(rules.game);
  if (game === null) throw new CorruptBattleError(battleId, `there is no game "${rules.game}"`);
  const orders = entries.flatMap((e) => (isStep(e) ? [{ order: e.order, faces: e.faces }] : []));
  try {
    return foldGameLog(game, {
      setup: start.setup,
      ruleset: rules.ruleset,
      openingFaces: start.openingFaces,
      orders,
    });
  } catch (error) {
    if (
      error instanceof IllegalOrderError ||
      error instanceof DiceExhaustedError ||
      error instanceof LogMismatchError
    ) {
      throw new CorruptBattleError(battleId, `the log no longer folds: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

export const EXPORT_FORMAT = "melee-bot/battle";
export const EXPORT_FORMAT_VERSION = 1;

/** An entry as exported: JSON only (the time as ISO text). */
export type ExportedEntry = LogPayload & {
  readonly seq: number;
  readonly actorId: string;
  readonly interactionId: string | null;
  readonly createdAt: string;
};

/** A whole battle as one JSON document. */
export interface BattleExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly formatVersion: typeof EXPORT_FORMAT_VERSION;
  readonly exportedAt: string;
  readonly battle: {
    readonly id: string;
    readonly guildId: string;
    readonly channelId: string;
    readonly status: string;
    /** Absent in documents exported before battles named their game: those are MELEE. */
    readonly game?: string;
    readonly ruleset: string;
    readonly combatType: string;
    readonly gmId: string;
    readonly winner: string | null;
    readonly createdAt: string;
    readonly startedAt: string | null;
    readonly endedAt: string | null;
    readonly participants: readonly BattleParticipantInfo[];
    readonly figures: readonly Omit<StoredBattleFigure, "setup">[];
  };
  /** The log, seq 1 first; empty for a battle that never started. */
  readonly log: readonly ExportedEntry[];
  /** What GMs undid, with the rows taken back. */
  readonly undone: readonly {
    readonly gmId: string;
    readonly reason: string;
    readonly steps: number;
    readonly fromSeq: number;
    readonly toSeq: number;
    readonly createdAt: string;
    readonly redoneAt: string | null;
    readonly redoneBy: string | null;
    readonly log: readonly ExportedEntry[];
  }[];
}

function exportEntry(entry: LogEntry): ExportedEntry {
  const { version: _version, createdAt, ...rest } = entry;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export function toExport(log: StoredBattleLog, exportedAt: Date): BattleExport {
  const b = log.battle;
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: exportedAt.toISOString(),
    battle: {
      id: b.id,
      guildId: b.guildId,
      channelId: b.channelId,
      status: b.status,
      game: b.game,
      ruleset: b.ruleset,
      combatType: b.combatType,
      gmId: b.gmId,
      winner: b.winner,
      createdAt: b.createdAt.toISOString(),
      startedAt: b.startedAt?.toISOString() ?? null,
      endedAt: b.endedAt?.toISOString() ?? null,
      participants: b.participants,
      figures: b.figures.map(({ setup: _setup, ...figure }) => figure),
    },
    log: log.entries.map(exportEntry),
    undone: log.undos.map((u) => ({
      gmId: u.gmId,
      reason: u.reason,
      steps: u.steps,
      fromSeq: u.fromSeq,
      toSeq: u.toSeq,
      createdAt: u.createdAt.toISOString(),
      redoneAt: u.redoneAt?.toISOString() ?? null,
      redoneBy: u.redoneBy,
      log: u.entries.map(exportEntry),
    })),
  };
}

/** The state an exported battle ends in (null if it never started). */
export function foldExport(document: BattleExport): BattleState | null {
  if (document.format !== EXPORT_FORMAT || document.formatVersion !== EXPORT_FORMAT_VERSION) {
    throw new Error(`not a ${EXPORT_FORMAT} document of version ${EXPORT_FORMAT_VERSION}`);
  }
  if (document.log.length === 0) return null;
  const entries = document.log.map((e) => ({ ...e, version: 0, createdAt: new Date(e.createdAt) }));
  const rules = { game: document.battle.game ?? MELEE_GAME, ruleset: document.battle.ruleset };
  return foldEntries(document.battle.id, rules, entries).state;
}
