/**
 * When a battle is over and what each figure earns (MELEE: IX. EXPERIENCE, combat types).
 */
import { combatEp } from "../figure/experience.ts";
import { type Ctx, emit } from "./context.ts";
import { isOut } from "./figures.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Sides that still have a figure able to fight. */
export function sidesStillFighting(state: BattleState): string[] {
  return state.sides.filter((s) => isStillFighting(state, s.id)).map((s) => s.id);
}

function isStillFighting(state: BattleState, side: string): boolean {
  for (const f of state.figures) if (f.side === side && !isOut(f)) return true;
  return false;
}

/** At most one side still fighting; asked after every order, so it allocates nothing. */
export function isBattleOver(state: BattleState): boolean {
  let fighting = 0;
  for (const s of state.sides) if (isStillFighting(state, s.id) && ++fighting > 1) return false;
  return true;
}

/**
 * The EP each figure earns as the battle ends with `winner` (null: no side left), under the
 * battle's combat type; `survived` says which figures lived through the combat, as the ending
 * counts them.
 */
export function endingEp(
  state: BattleState,
  winner: string | null,
  survived: (figure: BattleFigure) => boolean,
): Record<string, number> {
  return combatEp({
    combatType: state.combatType,
    figures: state.figures.map((f) => ({
      id: f.id,
      side: f.side,
      stPlusDx: f.st + f.dx,
      survived: survived(f),
      onWinningSide: f.side === winner,
      ranAwayUnhurt: f.escaped && !f.everHurt,
      onFeetAtEnd: f.condition === "ok" && !f.droppedOut && !f.escaped,
    })),
  });
}

export function endBattle(ctx: Ctx): void {
  const { state } = ctx;
  const standing = sidesStillFighting(state);
  const winner = standing.length === 1 ? (standing[0] as string) : null;
  // To the death, the fight goes on until a side is slain: a beaten side earns nothing.
  const ep = endingEp(
    state,
    winner,
    (f) => f.condition !== "dead" && (state.combatType !== "death" || f.side === winner),
  );
  state.phase = { kind: "ended", winner };
  state.ep = ep;
  emit(ctx, { type: "battle-ended", winner, ep });
}
