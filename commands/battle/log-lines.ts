/**
 * The whole combat log of /battle log, as lines: every step in the order it was taken, the
 * steps a GM undid among them (struck through, under a line naming who undid them and why, so
 * the record stays honest), and the orders the deadline gave marked as such.
 */
import type { BattleState } from "../../src/engine/index.ts";
import { describeEvents, rosterLines } from "../../src/render/log-text.ts";
import type { LogEntry, StoredBattleLog, UndoRecord } from "../../src/store/battle-types.ts";
import { DEADLINE_ACTOR } from "../../src/store/log-actors.ts";
import { safeText } from "../format/safe-text.ts";
import type { LogLine } from "./log-embeds.ts";

export const DEADLINE_MARK = " (deadline: safest option)";

/** A log entry and the undo that took it back (null while it stands). */
interface Placed {
  readonly entry: LogEntry;
  readonly undo: UndoRecord | null;
}

export function battleLogLines(log: StoredBattleLog, state: BattleState): LogLine[] {
  const lines: LogLine[] = [];
  let openUndo: UndoRecord | null = null;
  for (const { entry, undo } of inOrderTaken(log)) {
    if (undo !== null && undo !== openUndo) lines.push(undoneHeader(undo));
    openUndo = undo;
    const text = entryLines(entry, state);
    lines.push(...(undo === null ? text : text.map(struckThrough)));
  }
  return lines;
}

/**
 * Live and undone entries together, oldest first. Every write bumps the battle's version and
 * an entry keeps the version of its write, so the version orders them even where an undone
 * entry and a later live one share a seq. Entries an undo took and a redo put back are live
 * again, and count once.
 */
function inOrderTaken(log: StoredBattleLog): Placed[] {
  const undone = log.undos
    .filter((u) => u.redoneAt === null)
    .flatMap((undo) => undo.entries.map((entry) => ({ entry, undo })));
  const live = log.entries.map((entry) => ({ entry, undo: null }));
  return [...live, ...undone].sort(
    (a, b) => a.entry.version - b.entry.version || a.entry.seq - b.entry.seq,
  );
}

function entryLines(entry: LogEntry, state: BattleState): string[] {
  if (entry.kind === "control") {
    if (entry.action === "computer" || entry.action === "player") {
      return [controlChangeLine(entry.action, entry.figures ?? [], state)];
    }
    if (entry.action === "concede") return [concessionLine(entry.side ?? "", state)];
    const verb = { pause: "paused", resume: "resumed", abandon: "ended" }[entry.action];
    return [`The GM ${verb} the battle${entry.reason === null ? "" : `: ${entry.reason}`}`];
  }
  const lines = [
    ...(entry.kind === "start" ? rosterLinesOf(entry, state) : []),
    ...describeEvents(state, entry.events),
  ];
  return entry.actorId === DEADLINE_ACTOR ? markDeadline(lines) : lines;
}

/** "Side A concedes: the battle is over." */
export function concessionLine(sideId: string, state: BattleState): string {
  const side = state.sides.find((s) => s.id === sideId)?.name ?? sideId;
  return `${side} concedes: the battle is over.`;
}

/** "The GM gave Wolf to the computer player." */
function controlChangeLine(
  action: "computer" | "player",
  figureKeys: readonly string[],
  state: BattleState,
): string {
  const names = figureKeys
    .map((key) => state.figures.find((f) => f.id === key)?.name ?? key)
    .join(", ");
  return action === "computer"
    ? `The GM gave ${names} to the computer player.`
    : `The GM took ${names} back from the computer player.`;
}

/** The order's own line (not a turn header) says the deadline gave it. */
function markDeadline(lines: readonly string[]): string[] {
  const at = lines.findIndex((line) => !line.startsWith("──"));
  if (at < 0) return [...lines, DEADLINE_MARK.trim()];
  return lines.map((line, i) => (i === at ? `${line}${DEADLINE_MARK}` : line));
}

function undoneHeader(undo: UndoRecord): LogLine {
  return {
    markdown: `↶ undone by <@${undo.gmId}> (${safeText(undo.reason)}):`,
    plain: `↶ undone by the GM (${undo.reason}):`,
  };
}

function struckThrough(line: string): LogLine {
  return { markdown: `↶ ~~${safeText(line)}~~`, plain: `↶ (undone) ${line}` };
}

/** The roster as the battle started: positions from the set-up, not from now. */
function rosterLinesOf(entry: Extract<LogEntry, { kind: "start" }>, state: BattleState): string[] {
  const placed = state.figures.map((f) => {
    const setup = entry.setup.figures.find((s) => s.id === f.id);
    return setup === undefined ? f : { ...f, position: setup.position, facing: setup.facing };
  });
  return rosterLines({ ...state, figures: placed });
}
