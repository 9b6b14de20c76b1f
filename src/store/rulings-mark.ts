/**
 * Whether a battle was decided by a ruling: the steps of its log that a re-roll or a GM's
 * ruling made, rather than the rules' own course (MELEE leaves such calls to the GM). A recap
 * reads these to say so; the marks are in the log itself, so an export carries them too.
 */
import type { LogEntry, RulingMark } from "./battle-types.ts";

/** Each live step made by a ruling, oldest first, with its seq. */
export function rulingsIn(
  entries: readonly LogEntry[],
): { readonly seq: number; readonly mark: RulingMark }[] {
  const marks: { seq: number; mark: RulingMark }[] = [];
  for (const entry of entries) {
    if (entry.kind !== "order" && entry.kind !== "gm") continue;
    if (entry.ruling !== undefined) marks.push({ seq: entry.seq, mark: entry.ruling });
    else if (entry.kind === "gm") {
      marks.push({ seq: entry.seq, mark: { what: "ruling", by: entry.actorId, agreedBy: null } });
    }
  }
  return marks;
}

/** True when any step of the log was made by a ruling. */
export function decidedByRuling(entries: readonly LogEntry[]): boolean {
  return rulingsIn(entries).length > 0;
}
