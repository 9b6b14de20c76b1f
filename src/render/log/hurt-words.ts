/** How the log words hits that landed: what stopped some, what got through, the ST left. */
import { ARMORS, type BattleState, SHIELDS } from "../../engine/index.ts";
import { figureName } from "../map/describe.ts";
import { inWords } from "./words.ts";

/** "armor", "shield", "hide", "main-gauche" for the engine's stoppedBy labels. */
function stopperWord(label: string): string {
  if (Object.values(ARMORS).some((a) => a.name === label)) return "armor";
  if (Object.values(SHIELDS).some((s) => s.name === label)) return "shield";
  return label.toLowerCase();
}

/** " (ST 10/12)": what the figure has left of its ST at the start. */
export function stLeft(state: BattleState, figure: string, remaining: number): string {
  const f = state.figures.find((x) => x.id === figure);
  return f ? ` (ST ${remaining}/${f.st})` : ` (ST ${remaining})`;
}

/** ["armor and shield stop 5", "Flavius takes 2 (ST 10/12)"]: the first only when some stopped. */
export function stoppedAndTaken(
  state: BattleState,
  figure: string,
  hurt: {
    readonly stoppedBy: readonly string[];
    readonly stopped: number;
    readonly taken: number;
    readonly stRemaining: number;
  },
): string[] {
  const parts: string[] = [];
  if (hurt.stopped > 0) {
    const stoppers = inWords(hurt.stoppedBy.map(stopperWord));
    parts.push(`${stoppers} ${hurt.stoppedBy.length === 1 ? "stops" : "stop"} ${hurt.stopped}`);
  }
  const takes = hurt.taken === 0 ? "takes no hits" : `takes ${hurt.taken}`;
  parts.push(`${figureName(state, figure)} ${takes}${stLeft(state, figure, hurt.stRemaining)}`);
  return parts;
}
