/** The log's lines for the GM's rulings on a whole side (AM §3): surprise and initiative bonus. */
import type { BattleEvent, InitiativeRoll } from "../../engine/index.ts";

/** "Gm (GM) rules: Blue surprised its foes…", "Gm (GM) rules: Blue adds 2 to its initiative rolls". */
export function sideRulingLine(
  sideName: string,
  event: Extract<BattleEvent, { type: "surprise" | "initiative-bonus" }>,
): string {
  const reason = event.reason ? ` — ${event.reason}` : "";
  return `${event.gm} (GM) rules: ${sideName} ${rulingWords(event)}${reason}`;
}

function rulingWords(event: Extract<BattleEvent, { type: "surprise" | "initiative-bonus" }>) {
  if (event.type === "initiative-bonus") {
    return event.bonus === 0
      ? "loses its initiative bonus"
      : `adds ${event.bonus} to its initiative rolls from the next turn`;
  }
  if (event.fleeing) return "flees and has this turn's initiative, to keep running: no attacks";
  if (event.spottedBy !== undefined)
    return "lay in ambush, but its foes spotted it: no surprise, the initiative roll stands";
  const what = event.full ? "a free turn: the others cannot react" : "this turn's initiative";
  return `surprised its foes and has ${what}`;
}

/** A side's initiative roll: "4", or "4+2" with a GM's bonus. */
export function initiativeWords(r: InitiativeRoll): string {
  return r.bonus ? `${r.roll}+${r.bonus}` : `${r.roll}`;
}
