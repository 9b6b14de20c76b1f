/** The log's lines for AM §6 Water and Drowning (see src/engine/battle/drowning.ts, breath.ts). */
import { type BattleEvent, formatHex } from "../../engine/index.ts";

/** "Wulf drowns in E5", "Wulf drowns in E5: his armor drags him under". */
export function drownedLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "drowned" }>,
): string {
  const drowns = `${name(event.figure)} drowns in ${formatHex(event.at)}`;
  return event.why === "armor" ? `${drowns}: the armor drags them under` : drowns;
}

/** "Wulf runs out of breath under the water in E5". */
export function outOfBreathLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "out-of-breath" }>,
): string {
  return `${name(event.figure)} runs out of breath under the water in ${formatHex(event.at)}`;
}
