/** The log's lines for AM §6 FIRE AS A WEAPON (see src/engine/battle/fire.ts). */
import { type BattleEvent, formatDirection, formatHex } from "../../engine/index.ts";
import { plural } from "./words.ts";

const BURNED_WORDS: Readonly<Record<Extract<BattleEvent, { type: "burned" }>["how"], string>> = {
  passing: "runs through the flames of",
  standing: "stands in the flames of",
  splashed: "is splashed with burning oil in",
  aflame: "burns in its oil in",
};

/**
 * "Wulf runs through the flames of E5: 2 hits, armor stops 2, Wulf takes no hits (ST 12/12)";
 * `hurt` is what stopped the hits and what got through (hurt-words.ts).
 */
export function burnedLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "burned" }>,
  hurt: readonly string[],
): string {
  const flames = `${name(event.figure)} ${BURNED_WORDS[event.how]} ${formatHex(event.at)}`;
  return [`${flames}: ${plural(event.hits, "hit")}`, ...hurt].join(", ");
}

/**
 * "Ann's molotail breaks in E8", "… misses: 1d6 = 2, it lands 3 hexes NE, in F7", "… breaks in
 * Ann's hand, in E5".
 */
export function molotailLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "molotail-landed" }>,
): string {
  const flask = `${name(event.figure)}'s molotail`;
  if (event.inHand)
    return `${flask} breaks in ${name(event.figure)}'s hand, in ${formatHex(event.at)}`;
  const s = event.scatter;
  if (!s) return `${flask} breaks in ${formatHex(event.at)}`;
  const off = `${plural(s.hexes, "hex", "hexes")} ${formatDirection(s.direction)}`;
  return `${flask} scatters (1d6 = ${s.face}) ${off}, and breaks in ${formatHex(event.at)}`;
}

/** "Wulf is soaked in burning oil: he burns for 12 turns", "Wulf's flames are put out". */
export function aflameLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "aflame" }>,
): string {
  if (event.out) return `${name(event.figure)} is put out in the water`;
  return `${name(event.figure)} is soaked in burning oil: it burns for ${plural(event.turns, "turn")}`;
}
