/** The log's lines for AM §6 FIRE AS A WEAPON (see src/engine/battle/fire.ts). */
import { type BattleEvent, formatHex } from "../../engine/index.ts";
import { plural } from "./words.ts";

/**
 * "Wulf runs through the flames of E5: 2 hits, armor stops 2, Wulf takes no hits (ST 12/12)";
 * `hurt` is what stopped the hits and what got through (hurt-words.ts).
 */
export function burnedLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "burned" }>,
  hurt: readonly string[],
): string {
  const verb = event.how === "passing" ? "runs through" : "stands in";
  const flames = `${name(event.figure)} ${verb} the flames of ${formatHex(event.at)}`;
  return [`${flames}: ${plural(event.hits, "hit")}`, ...hurt].join(", ");
}
