/**
 * The log's lines for ADVANCED MELEE §9's riders: getting on and off (src/engine/battle/mounting.ts)
 * and blows at a mount (src/engine/battle/mount-struck.ts).
 */
import { type BattleEvent, formatHex } from "../../engine/index.ts";

export function ridingLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "mounted" | "dismounted" | "mount-hurt" }>,
): string {
  if (event.type === "mounted")
    return `${name(event.figure)} mounts ${name(event.beast)} in ${formatHex(event.at)}`;
  if (event.type === "mount-hurt") return mountHurtLine(name, event);
  if (event.thrown) return `${name(event.figure)} is thrown as ${name(event.beast)} falls`;
  if (event.unseated) return `${name(event.figure)} is pulled from ${name(event.beast)}`;
  return `${name(event.figure)} ${event.jumped ? "jumps off" : "gets off"} ${name(event.beast)}`;
}

/** "Bayard, under R, takes 6 of 9 (chain barding stops 3), ST 24 left" */
function mountHurtLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "mount-hurt" }>,
): string {
  const stopped =
    event.stopped === 0 ? "" : ` (${event.stoppedBy.join(" and ")} stops ${event.stopped})`;
  return `${event.mount}, under ${name(event.figure)}, takes ${event.taken} of ${event.total}${stopped}, ST ${event.stRemaining} left`;
}
