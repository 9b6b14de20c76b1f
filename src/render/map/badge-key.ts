/**
 * The key to ADVANCED MELEE's badges beside the tokens, for only the badges this map shows: the
 * standing key explains MELEE's posture letters, so a map without AM's marks gets no line and
 * MELEE's pictures are unchanged. One sentence serves the picture's key, the message's key and the
 * alt text.
 */
import { type BattleState, isOut } from "../../engine/index.ts";
import { postureBadge } from "./tokens.ts";

/** Each AM badge and what it says, in the order the key lists them. */
const BADGE_WORDS: readonly (readonly [badge: string, words: string])[] = [
  ["pin", "pinned by a foe"],
  ["net", "in a net"],
  ["lasso", "held by a lasso"],
  ["fire", "burning"],
  ["berserk", "berserk"],
];

/** "Badges: pin, pinned by a foe; 8 m, height in the air." or "" when none is drawn. */
export function badgeKey(state: BattleState): string {
  const shown = state.figures.filter((f) => !f.escaped);
  const drawn = new Set(shown.map((f) => postureBadge(state, f, isOut(f))));
  const words = BADGE_WORDS.filter(([badge]) => drawn.has(badge)).map(([b, w]) => `${b}, ${w}`);
  const flier = shown.find((f) => !isOut(f) && f.flying && f.height !== undefined);
  if (flier !== undefined) words.push(`${flier.height} m, height in the air`);
  const breath = [...drawn].find((badge) => badge.startsWith("air "));
  if (breath !== undefined) words.push(`${breath}, turns of breath left under water`);
  return words.length === 0 ? "" : `Badges: ${words.join("; ")}.`;
}
