/**
 * The battle's AM §6 ADVERSE CONDITIONS, hexes' levels (HEIGHT) and NARROW TUNNELS in one line, for
 * the board, /battle status and the map's description: "Conditions: the whole arena dark; E5, E6
 * knee-deep water; F7 level 1."
 */
import {
  type BattleState,
  type Conditions,
  conditionsWords,
  formatHex,
  type HexConditions,
} from "../engine/index.ts";

/** The arena's own conditions in words, or "" when it is lit and firm. */
function arenaWords(c: Conditions): string {
  return conditionsWords({
    ...(c.light === "dark" ? { light: c.light } : {}),
    ...(c.ground === "firm" ? {} : { ground: c.ground }),
  });
}

/** What sets a hex apart from the arena, in words ("" when nothing does). */
function hexWords(c: Conditions, h: HexConditions): string {
  return conditionsWords({
    ...(h.light !== undefined && h.light !== c.light ? { light: h.light } : {}),
    ...(h.ground !== undefined && h.ground !== c.ground ? { ground: h.ground } : {}),
    ...(h.level ? { level: h.level } : {}),
    ...(h.tunnel ? { tunnel: true } : {}),
    ...(h.cover && h.cover !== "none" ? { cover: h.cover } : {}),
    ...(h.fire ? { fire: true } : {}),
  });
}

/** undefined when the GM has set none (or set them all back to lit, firm ground). */
export function conditionsLine(state: BattleState): string | undefined {
  const c = state.conditions;
  if (c === undefined) return undefined;
  const parts: string[] = [];
  const arena = arenaWords(c);
  if (arena !== "") parts.push(`the whole arena ${arena}`);
  // Hexes alike are named together, in the order they were first set.
  const groups = new Map<string, string[]>();
  for (const h of c.hexes) {
    const words = hexWords(c, h);
    if (words === "") continue;
    groups.set(words, [...(groups.get(words) ?? []), formatHex(h.at)]);
  }
  for (const [words, hexes] of groups) parts.push(`${hexes.join(", ")} ${words}`);
  return parts.length === 0 ? undefined : `Conditions: ${parts.join("; ")}.`;
}
