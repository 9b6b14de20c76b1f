/**
 * Each figure's option for the turn (MELEE: IV, step 3), kept as a short list rather than a record
 * keyed by figure id: V8 reads a record by varying keys through its slowest (megamorphic) path, and
 * the rules ask for a figure's option many times a turn.
 */
import type { BattleState, ChosenOption, TurnState } from "./types.ts";

/** The figure's option this turn, or undefined before it has chosen one. */
export function chosenOption(state: BattleState, figureId: string): ChosenOption | undefined {
  for (const chosen of state.turnState.chosen) if (chosen.figure === figureId) return chosen;
  return undefined;
}

/** Records the figure's option this turn, replacing the one it had (a change of option). */
export function setChosenOption(ts: TurnState, chosen: ChosenOption): void {
  const list = ts.chosen;
  for (let i = 0; i < list.length; i++) {
    if ((list[i] as ChosenOption).figure === chosen.figure) {
      list[i] = chosen;
      return;
    }
  }
  list.push(chosen);
}
