/**
 * AM §3 INITIATIVE's fleeing figures, one by one: a figure that is disengaged and spent the last
 * turn running away has the initiative "if and only if" it keeps escaping, so its lead is never
 * lost to a die. Flight is the option "flee": option (a) MOVE declared as flight (the full MA, no
 * attack). The first turn of running is an ordinary move in its side's turn; from the next, while
 * it stays disengaged, it may flee before anyone moves: its order is taken while the turn's
 * initiative is still being chosen. A figure that turns to fight rolls with its side as usual.
 * A GM may rule that a figure has been running (it ran off with (a), or before the fight began).
 * Readings in docs/rulings.md, "Fleeing figures".
 */
import { refuse } from "./errors.ts";
import { isOut } from "./figures.ts";
import type { BattleFigure, BattleState } from "./types.ts";

export const FLEEING_NOT_UNDER_MELEE =
  "Fleeing ahead of the initiative is ADVANCED MELEE's rule (§3); this battle is fought under MELEE.";

/** Whether the figure ran away last turn: it may flee this turn before anyone moves. */
export function fledLastTurn(state: BattleState, f: BattleFigure): boolean {
  return f.fledOnTurn === state.turn - 1;
}

/** Whether the figure is on the run: it fled this turn, or last turn and may flee on (the map's mark). */
export function isFleeing(state: BattleState, f: BattleFigure): boolean {
  return f.fledOnTurn !== undefined && f.fledOnTurn >= state.turn - 1;
}

/** Why the figure may not take the option "flee" now (its situation is checked already), or null. */
export function fleeProblem(state: BattleState, f: BattleFigure): string | null {
  if (state.ruleset !== "advanced-melee") return FLEEING_NOT_UNDER_MELEE;
  if (f.posture !== "standing") return `${f.name} is ${f.posture} and must stand up to flee.`;
  if (state.phase.kind === "initiative" && !fledLastTurn(state, f)) {
    return `${f.name} did not flee last turn: it flees in its side's turn to move, and goes before anyone from the next turn if it keeps running (AM §3).`;
  }
  return null;
}

/** A fleeing figure's flight is remembered, so next turn it may run first. */
export function markFled(state: BattleState, f: BattleFigure): void {
  f.fledOnTurn = state.turn;
}

/**
 * The GM's ruling that a figure has been running away (it ran with (a), or before the fight): it
 * may flee this turn ahead of the initiative. Given while the initiative is being chosen.
 */
export function ruleFleeing(state: BattleState, f: BattleFigure): string {
  if (state.ruleset !== "advanced-melee") refuse(FLEEING_NOT_UNDER_MELEE);
  if (state.phase.kind !== "initiative")
    refuse(
      "A figure is ruled fleeing while the turn's initiative is being chosen, before anyone moves.",
    );
  if (isOut(f)) refuse(`${f.name} is out of the fight.`);
  f.fledOnTurn = state.turn - 1;
  return "has been running away: it may flee this turn before anyone moves";
}
