/** The log's lines for ADVANCED MELEE §9's riders getting on and off (src/engine/battle/mounting.ts). */
import { type BattleEvent, formatHex } from "../../engine/index.ts";

export function ridingLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "mounted" | "dismounted" }>,
): string {
  if (event.type === "mounted")
    return `${name(event.figure)} mounts ${name(event.beast)} in ${formatHex(event.at)}`;
  return `${name(event.figure)} ${event.jumped ? "jumps off" : "gets off"} ${name(event.beast)}`;
}
