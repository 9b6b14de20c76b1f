/**
 * ADVANCED MELEE §3 INITIATIVE, a GM's tool: a side's bonus to every initiative roll from the next
 * one on — the leader's Tactics (+1) or Strategy (+2) talent, +2 against extremely stupid foes, or
 * what the GM awards for superior organisation (or against a terrified, sleepy or confused side).
 * Which side earns it is the referee's judgement, so it is a ruling, not a switch. A bonus of 0
 * takes it away. Readings in docs/rulings.md, "Organised sides".
 */
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { BattleState } from "./types.ts";

export const INITIATIVE_BONUS_NOT_UNDER_MELEE =
  "An initiative bonus is ADVANCED MELEE's rule (§3); this battle is fought under MELEE.";

/** The largest bonus: a Strategist (+2) leading against extremely stupid foes (+2). */
export const MAX_INITIATIVE_BONUS = 4;

/** The bonus a GM rules for a side's initiative rolls. */
export interface InitiativeBonus {
  readonly side: string;
  readonly bonus: number;
}

/** "+2 to blue's initiative", for the log of orders and proposals. */
export function initiativeBonusWords(ruling: InitiativeBonus): string {
  return `initiative +${ruling.bonus} for ${ruling.side}`;
}

/** The side's bonus to its initiative roll (0 unless a GM gave one). */
export function initiativeBonusOf(state: BattleState, side: string): number {
  return state.initiativeBonuses?.[side] ?? 0;
}

export function applyInitiativeBonusRuling(
  ctx: Ctx,
  gm: string,
  ruling: InitiativeBonus,
  reason: string | null,
): void {
  const { state } = ctx;
  if (state.ruleset !== "advanced-melee") refuse(INITIATIVE_BONUS_NOT_UNDER_MELEE);
  if (!state.sides.some((s) => s.id === ruling.side)) refuse(`"${ruling.side}" is not a side.`);
  if (!Number.isInteger(ruling.bonus) || ruling.bonus < 0 || ruling.bonus > MAX_INITIATIVE_BONUS)
    refuse(`An initiative bonus is a whole number from 0 to ${MAX_INITIATIVE_BONUS}.`);
  const bonuses = { ...state.initiativeBonuses };
  if (ruling.bonus === 0) delete bonuses[ruling.side];
  else bonuses[ruling.side] = ruling.bonus;
  state.initiativeBonuses = bonuses;
  emit(ctx, { type: "initiative-bonus", gm, side: ruling.side, bonus: ruling.bonus, reason });
}
