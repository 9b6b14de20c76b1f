/**
 * A finished battle's recap in words: the winner and the turns, each figure's damage dealt and
 * taken and EP earned, who felled whom. Worded from the final state and the battle's tally (the
 * log's events counted: src/games/melee/battle-tally.ts). Plain text, as the combat log: a
 * Discord caller escapes names.
 */

import type { BattleState } from "../engine/index.ts";
import type { BattleTally } from "../games/melee/battle-tally.ts";
import { figureName } from "./map/describe.ts";

/**
 * What the log says about how the battle was decided, beyond the blows: a GM's ruling changed a
 * figure, or a side conceded (the concession entry is another part's: the handler that reads the
 * log names the mark).
 */
export type RecapMark =
  | { readonly kind: "gm-ruling" }
  | { readonly kind: "conceded"; readonly side: string };

function sideName(state: BattleState, id: string): string {
  return state.sides.find((s) => s.id === id)?.name ?? id;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function recapLines(
  state: BattleState,
  tally: BattleTally,
  marks: readonly RecapMark[] = [],
): string[] {
  const winner = state.phase.kind === "ended" ? state.phase.winner : null;
  const after = `after ${plural(tally.turns, "turn")}`;
  const lines = [
    winner === null ? `No winner, ${after}.` : `${sideName(state, winner)} won, ${after}.`,
  ];
  for (const mark of marks) {
    lines.push(
      mark.kind === "gm-ruling"
        ? "Marked: a GM's ruling changed the battle (see the log)."
        : `Marked: ${sideName(state, mark.side)} conceded.`,
    );
  }
  for (const figure of state.figures) {
    const counted = tally.figures[figure.id] ?? { dealt: 0, taken: 0 };
    const ep = state.ep?.[figure.id] ?? 0;
    lines.push(
      `${figure.name} (${sideName(state, figure.side)}): dealt ${counted.dealt}, took ${counted.taken}, earned ${ep} EP`,
    );
  }
  for (const felling of tally.fellings) {
    const fell = felling.outcome === "dead" ? "slew" : "knocked out";
    const who = figureName(state, felling.figure);
    lines.push(
      felling.by === null
        ? `Turn ${felling.turn}: ${who} ${felling.outcome === "dead" ? "died" : "fell unconscious"} (no blow: a ruling or a fall).`
        : `Turn ${felling.turn}: ${figureName(state, felling.by)} ${fell} ${who}.`,
    );
  }
  return lines;
}
