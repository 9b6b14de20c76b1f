/**
 * Whose answer a battle waits for: the reminders and /battle mine ask the same question.
 */
import { type BattleState, type Decision, isOut, pendingDecision } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";

/**
 * The players whose answer the battle waits for: the GM for monsters, and for figures under the
 * computer's control (it answers at once; when it has not, the GM, who gave them to it, is the
 * one to tell, never the owner, who no longer decides for them).
 */
export function awaitedPlayers(battle: BattleSummary, state: BattleState): string[] {
  const figures = decisionFigures(state, pendingDecision(state));
  const ids = figures.map((key) => {
    const stored = battle.figures.find((f) => f.figureKey === key);
    return stored === undefined || stored.computer ? battle.gmId : (stored.ownerId ?? battle.gmId);
  });
  return [...new Set(ids)];
}

function decisionFigures(state: BattleState, decision: Decision): string[] {
  switch (decision.kind) {
    case "initiative":
      return state.figures
        .filter((f) => f.side === decision.side && !isOut(f) && !f.escaped)
        .map((f) => f.id);
    case "orders":
      return [...decision.figures];
    case "act":
      return [decision.figure];
    case "retreat":
      return decision.rights.map((r) => r.victor);
    case "ended":
      return [];
  }
}
