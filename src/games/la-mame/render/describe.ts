/** The board in words: alt text for the map picture and the public gold table. */
import type { LaMameState } from "../rules/state.ts";
import { SEASONS } from "../rules/state.ts";

export function goldTable(state: LaMameState): string[] {
  return state.players.map(
    (p) => `${p.id}: ${p.gold} gold${p.id === state.startPlayer ? " (start player)" : ""}`,
  );
}

export function boardAltText(state: LaMameState): string {
  const held = state.board.areas
    .map((area) => {
      const units = state.units.filter((u) => u.area === area.id);
      if (units.length === 0) return null;
      return `${area.name}: ${units[0]?.owner} ${units.map((u) => u.kind).join(", ")}`;
    })
    .filter((line) => line !== null);
  return `${state.board.title}, ${SEASONS[state.season]}. ${held.join("; ") || "No units yet"}. Gold: ${goldTable(state).join(", ")}.`;
}
