/** The log's lines for AM §6 Drowning (see src/engine/battle/drowning.ts). */
import { type BattleEvent, formatHex } from "../../engine/index.ts";

/** "Wulf drowns in E5", "Wulf drowns in E5: his armor drags him under". */
export function drownedLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "drowned" }>,
): string {
  const drowns = `${name(event.figure)} drowns in ${formatHex(event.at)}`;
  return event.why === "armor" ? `${drowns}: the armor drags them under` : drowns;
}
